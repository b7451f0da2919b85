// The import boundaries of the repository, as ESLint's `no-restricted-imports` (why each one:
// docs/architecture.md#boundaries). A boundary names the folder it protects and, for each folder
// it must not reach, a regular expression over the import's specifier: relative specifiers
// climb (`../`) out of the folder, so "reaching `features`" is `(../)+features/`.
// Dynamic `import()` is checked too (no-restricted-imports only sees static imports).
const { builtinModules } = require("node:module");

const up = String.raw`^(\.\./)+`;

// client/src has no folder named server: climbing to one is leaving the console for the API's code.
const CONSOLE_TO_SERVER = {
  regex: String.raw`${up}server(/|$)`,
  message: "La console n’importe rien de server/src : les règles partagées vont dans @atelier/domain (packages/domain).",
};
const UI_TO_FEATURES = {
  regex: String.raw`${up}features(/|$)`,
  message: "Le kit (client/src/ui) ne dépend d’aucun écran : déplacez le code partagé dans ui/, ou passez-le en propriété.",
};
const UI_TO_APP = {
  regex: String.raw`${up}app(/|$)`,
  message: "Le kit (client/src/ui) ne dépend pas du shell (client/src/app) : passez la valeur en propriété.",
};
// The shell's public surface for screens: Firebase's handles, the signed-in administrator
// (auth/*) and the route table. Its layout, router, guards, Apollo client and toaster are its own.
const APP_PUBLIC = ["firebase", "auth/[A-Za-z]+", "routes"];
const FEATURES_TO_APP_INTERNALS = {
  regex: String.raw`${up}app/(?!(${APP_PUBLIC.join("|")})$)`,
  message: `Un écran n'atteint le shell (client/src/app) que par sa surface publique : ${APP_PUBLIC.join(", ")}.`,
};
const DOMAIN_TO_NODE = {
  regex: `^(node:|(${builtinModules.filter((name) => !name.startsWith("_")).join("|")})(/|$))|^firebase-(admin|functions)(/|$)`,
  message: "@atelier/domain tourne dans le navigateur : ni module de Node, ni firebase-admin, ni firebase-functions.",
};
const DOMAIN_TO_WORKSPACES = {
  regex: String.raw`${up}(\.\./)?(server|client|functions|scripts|e2e)(/|$)|^@atelier/(?!domain)`,
  message: "@atelier/domain ne dépend d’aucun autre espace de travail : c’est eux qui dépendent de lui.",
};

/** The two rules that enforce `patterns`, static imports and `import()` alike. */
function restrict(patterns) {
  return {
    "no-restricted-imports": ["error", { patterns: patterns.map(({ regex, message }) => ({ regex, message })) }],
    "no-restricted-syntax": [
      "error",
      ...patterns.map(({ regex, message }) => ({ selector: `ImportExpression[source.value=/${regex.replaceAll("/", "\\x2F")}/]`, message })),
    ],
  };
}

const boundaries = [
  { files: ["client/src/**/*.{ts,tsx}"], rules: restrict([CONSOLE_TO_SERVER]) },
  { files: ["client/src/ui/**/*.{ts,tsx}"], rules: restrict([CONSOLE_TO_SERVER, UI_TO_FEATURES, UI_TO_APP]) },
  // The kit's component tests render inside the console's Chakra theme, the shell's own.
  {
    files: ["client/src/ui/**/*.test.{ts,tsx}"],
    rules: restrict([CONSOLE_TO_SERVER, UI_TO_FEATURES, { ...UI_TO_APP, regex: String.raw`${up}app/(?!theme$)` }]),
  },
  { files: ["client/src/features/**/*.{ts,tsx}"], rules: restrict([CONSOLE_TO_SERVER, FEATURES_TO_APP_INTERNALS]) },
  { files: ["packages/domain/**/*.{ts,tsx,js,mjs,cjs}"], rules: restrict([DOMAIN_TO_NODE, DOMAIN_TO_WORKSPACES]) },
  // Its tests run in Node under jest (they read fixtures and sources from disk), never in a bundle.
  { files: ["packages/domain/**/*.test.{ts,tsx}"], rules: restrict([DOMAIN_TO_WORKSPACES]) },
];

module.exports = { boundaries, APP_PUBLIC };

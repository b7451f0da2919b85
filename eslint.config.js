// ESLint for every workspace (`npm run lint`, the first step of `npm test`). Formatting is
// Prettier's (eslint-config-prettier switches off the rules it owns); the import boundaries
// between the console's layers are in ./eslint.boundaries.js (why: docs/architecture.md).
const js = require("@eslint/js");
const tseslint = require("typescript-eslint");
const reactHooks = require("eslint-plugin-react-hooks");
const jsxA11y = require("eslint-plugin-jsx-a11y");
const prettier = require("eslint-config-prettier");
const globals = require("globals");
const { boundaries } = require("./eslint.boundaries.js");

module.exports = tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "functions/lib/**",
      "test-results/**",
      ".data/**",
      ".cache/**",
      "docs/**",
      "server/src/generated/**",
      "client/src/gql/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: "module", globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // tsc (noUnusedLocals, noUnusedParameters) already refuses them, with the same `_` escape.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true }],
      // French typography puts a narrow no-break space (U+202F) before « : ; ! ? » in every
      // string, template, JSX text and comment on purpose; only stray ones in code are errors.
      "no-irregular-whitespace": ["error", { skipStrings: true, skipTemplates: true, skipJSXText: true, skipComments: true, skipRegExps: true }],
    },
  },
  {
    // Tests, their helpers and the bench read GraphQL answers and mails as untyped JSON.
    files: ["**/*.test.{ts,tsx}", "server/test/**", "e2e/**", "scripts/bench/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // CommonJS files (jest config and transforms, the stack helpers) use require by nature.
    files: ["**/*.cjs", "jest.config.js", "eslint.config.js", "eslint.boundaries.js"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["client/src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The rules below check code for the React Compiler, which the console does not use; they
      // refuse patterns it relies on deliberately (the latest callback kept in a ref and read while
      // rendering, a draft reset from its prop in an effect). rules-of-hooks and exhaustive-deps stay.
      "react-hooks/refs": "off",
      "react-hooks/set-state-in-effect": "off",
      "react-hooks/globals": "off",
      "react-hooks/incompatible-library": "off",
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  ...boundaries,
  prettier,
);

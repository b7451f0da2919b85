import { join } from "node:path";
import { isolateExplorerDependencies } from "./isolateExplorerDependencies";

const ROOT = join(__dirname, "..", "..");
const NM = join(ROOT, "node_modules");
const PAGE = join(ROOT, "client", "src", "features", "api-explorer", "ApiExplorerPage.tsx");
const SHELL = join(ROOT, "client", "src", "app", "apollo.ts");

// What Vite's resolver answers, for the packages these tests import.
const REAL: Record<string, string> = {
  graphiql: join(NM, "graphiql", "dist", "index.js"),
  "@graphiql/react": join(NM, "@graphiql", "react", "dist", "index.js"),
  graphql: join(NM, "graphql", "index.mjs"),
  react: join(NM, "react", "index.js"),
  "@chakra-ui/react": join(NM, "@chakra-ui", "react", "dist", "esm", "index.js"),
  "./style.css": join(NM, "graphiql", "dist", "style.css"),
  "\0vite/preload-helper.js": "\0vite/preload-helper.js",
};

const plugin = isolateExplorerDependencies();
const context = { resolve: async (source: string) => (REAL[source] ? { id: REAL[source], external: false } : null) };
const resolve = async (source: string, importer: string | undefined) => {
  const result = await (plugin.resolveId as (...args: unknown[]) => Promise<{ id: string } | null>).call(context, source, importer, {});
  return result?.id ?? null;
};
const copyOf = (id: string) => id.replace(`${NM}/`, `${join(ROOT, "node_modules.api-explorer")}/`);

describe("les dépendances de GraphiQL gardées hors des chunks de la coque", () => {
  it("ne touche à rien de ce que la coque importe", async () => {
    expect(await resolve("graphql", SHELL)).toBeNull();
    expect(await resolve("graphiql", SHELL)).toBeNull();
  });

  it("copie GraphiQL pour la page /api, mais pas Chakra ni les modules de la coque", async () => {
    expect(await resolve("graphiql", PAGE)).toBe(copyOf(REAL.graphiql!));
    expect(await resolve("@chakra-ui/react", PAGE)).toBe(REAL["@chakra-ui/react"]);
  });

  it("copie tout ce que la copie importe (graphql compris), sauf React, les feuilles de style et les modules virtuels", async () => {
    const copy = copyOf(REAL.graphiql!);
    expect(await resolve("@graphiql/react", copy)).toBe(copyOf(REAL["@graphiql/react"]!));
    expect(await resolve("graphql", copyOf(REAL["@graphiql/react"]!))).toBe(copyOf(REAL.graphql!));
    expect(await resolve("react", copy)).toBe(REAL.react);
    expect(await resolve("./style.css", copy)).toBe(REAL["./style.css"]);
    expect(await resolve("\0vite/preload-helper.js", copy)).toBe("\0vite/preload-helper.js");
  });

  it("lit une copie dans le vrai fichier", async () => {
    const load = plugin.load as (id: string) => string | null;
    expect(load(copyOf(join(NM, "graphql", "package.json")))).toContain('"name": "graphql"');
    expect(load(REAL.graphql!)).toBeNull();
  });
});

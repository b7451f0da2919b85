import type { CodegenConfig } from "@graphql-codegen/cli";
import { readdirSync } from "node:fs";
import { dirname, join, relative } from "node:path";

/**
 * One schema, two generated sides:
 * - server/src/generated/graphql.ts: resolver signatures, with the Firestore records as parents;
 * - client/src/gql/: typed documents for every .graphql file of the console.
 * `npm test` runs this with --check, so generated code can never drift from the sources.
 */
const scalars = { DateTime: "string", Date: "string" };

const MODULES = "server/src/modules";
const GENERATED = "server/src/generated";

/**
 * The resolvers' parent types: every module's `mappers.ts` (GraphQL type → "path#Record", the
 * path from the module's folder), re-rooted at the generated file. Found by walking the modules'
 * folders, so a new module needs no line here; those files hold only strings, so this stays fast.
 */
function moduleMappers(): Record<string, string> {
  const files = readdirSync(MODULES, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith("mappers.ts"))
    .sort();
  const mappers: Record<string, string> = {};
  for (const file of files) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- codegen loads this file through jiti, whose require reads TypeScript
    const declared = (require(`./${MODULES}/${file}`) as { default: Record<string, string> }).default;
    for (const [type, target] of Object.entries(declared)) {
      if (mappers[type]) throw new Error(`${type} is mapped twice (${file})`);
      const [path, record] = target.split("#");
      // A package specifier (`@atelier/domain/finances/report`) is kept as written; a relative path is the module folder's.
      mappers[type] = path?.startsWith(".") ? `${relative(GENERATED, join(MODULES, dirname(file), path))}#${record}` : target;
    }
  }
  return mappers;
}

const config: CodegenConfig = {
  schema: "schema.graphql",
  documents: ["client/src/**/*.graphql"],
  ignoreNoDocuments: true,
  generates: {
    "server/src/generated/graphql.ts": {
      plugins: ["typescript", "typescript-resolvers"],
      config: {
        scalars,
        contextType: "../context#Context",
        useTypeImports: true,
        enumsAsTypes: true,
        mappers: moduleMappers(),
      },
    },
    "client/src/gql/": {
      preset: "client",
      presetConfig: { fragmentMasking: false },
      config: { scalars, enumsAsTypes: true, useTypeImports: true },
    },
  },
};

export default config;

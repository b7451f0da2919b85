import type { CodegenConfig } from "@graphql-codegen/cli";
import { readdirSync, readFileSync } from "node:fs";
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

const DOMAIN = "packages/domain/src";

/**
 * The records named after their GraphQL type: a `<Type>Record` exported by a file of the domain
 * package (`export type PickupPointRecord = …` beside its rules) is `<Type>`'s parent, so a new
 * catalogue screen writes no mapper (docs/new-screen.md). Read as text, like the mappers files:
 * only names that are object types of the schema count, and a type mapped twice fails.
 */
function recordsNamedAfterTheirType(): Record<string, string> {
  const objectTypes = new Set([...readFileSync("schema.graphql", "utf8").matchAll(/^type (\w+)/gm)].map((match) => match[1]!));
  const files = readdirSync(DOMAIN, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .sort();
  const mappers: Record<string, string> = {};
  for (const file of files) {
    for (const [, type] of readFileSync(join(DOMAIN, file), "utf8").matchAll(/^export (?:type|interface) (\w+)Record\b/gm)) {
      if (!type || !objectTypes.has(type)) continue;
      if (mappers[type]) throw new Error(`${type}Record is exported twice (${file})`);
      mappers[type] = `@atelier/domain/${file.replace(/\.ts$/, "")}#${type}Record`;
    }
  }
  return mappers;
}

/** Both ways of naming a parent; one type named by both is a mistake, not an override. */
function mappers(): Record<string, string> {
  const declared = moduleMappers();
  const named = recordsNamedAfterTheirType();
  for (const type of Object.keys(named)) if (declared[type]) throw new Error(`${type} has a mappers.ts entry and a ${type}Record in @atelier/domain`);
  return { ...declared, ...named };
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
        mappers: mappers(),
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

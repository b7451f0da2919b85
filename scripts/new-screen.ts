/**
 * The path of a new catalogue-type screen (« Modes de livraison »-like), file by file
 * (docs/new-screen.md): `npm run new-screen -- --dry-run --type PickupPoint --path pickup-points
 * --label "Point de retrait" --plural "Points de retrait"` prints the files it would create and
 * the one entry it would add to each list, and changes nothing. Writing them is not done by
 * this script yet: the doc says what each file holds, the four catalogue screens are the models.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";

const ROOT = join(import.meta.dirname, "..");

const { values } = parseArgs({
  options: {
    "dry-run": { type: "boolean", default: false },
    type: { type: "string", default: "PickupPoint" },
    path: { type: "string", default: "pickup-points" },
    label: { type: "string", default: "Point de retrait" },
    plural: { type: "string", default: "Points de retrait" },
  },
});

const type = values.type!;
if (!/^[A-Z][A-Za-z]+$/.test(type)) throw new Error(`--type is a GraphQL type name in PascalCase: ${type}`);
const one = type[0]!.toLowerCase() + type.slice(1); // pickupPoint: audit resource, payload key
const all = `${one}s`; // pickupPoints: query, collection, repository, module folder
const types = `${type}s`;
const urlPath = values.path!;
const feature = `client/src/features/${urlPath}`;

/** The rules live in the domain package once it exists (issue 26), in server/src/rules before. */
const rulesDir = existsSync(join(ROOT, "packages/domain/src")) ? "packages/domain/src/catalogue" : "server/src/rules/catalogue";
/** The console's route table: one table in client/src/app/ (issue 26), routes.tsx before. */
/** The audit vocabulary: in the domain package once the rules move there. */
const auditActions = ["packages/domain/src/auditActions.ts", "server/src/rules/auditActions.ts"].find((f) => existsSync(join(ROOT, f)))!;
const routeTable = ["client/src/app/routeTable.ts", "client/src/app/routeTable.tsx", "client/src/app/routes.tsx"].find((f) => existsSync(join(ROOT, f)))!;

const created: [string, string][] = [
  [`${rulesDir}/${one}.ts`, "the fields once (labels, bounds, kinds), checks and references: the server's check and the form's schema derive from it"],
  [`${rulesDir}/${one}.test.ts`, "its rules, refusal by refusal"],
  [
    `server/src/modules/catalogue/${all}/module.ts`,
    "the collection (fromData, toFields, check, references), its resolvers, costs (catalogueCosts), loader and repository",
  ],
  [`server/src/modules/catalogue/${all}/mappers.ts`, `${type} → its record, for codegen (no runtime import)`],
  [`${feature}/${types}Page.tsx`, "the list (ResourceList), its columns and the drawer's form (FormDialog, useCatalogueForm/useCatalogueSave)"],
  [`${feature}/${all}.graphql`, "the list query, the record fragment and the six mutations"],
];

const lines: [string, string][] = [
  ["schema.graphql", `type ${type} + ${type}Input, Update/SetActive/Duplicate/Reorder/Delete inputs and payloads (one block, described)`],
  ["server/src/modules/index.ts", `export { default as ${all} } from "./catalogue/${all}/module";`],
  [
    auditActions,
    `"${one}" in CATALOGUE_RESOURCES, ...catalogueLabels("${one}", "${values.label}", "${values.plural}"), ${one}: { label: "${values.label}", path: …, list: "/${urlPath}" }`,
  ],
  [routeTable, `{ path: "/${urlPath}", title: "${values.plural}", screen: () => import("../features/${urlPath}/${types}Page"), nav: { … } }`],
  [
    "server/test/support/catalogue.ts",
    `{ type: "${type}", key: "${one}", list: "${all}", collection: "${all}", fields, input, stored, use, inUseTwice } in RESOURCES`,
  ],
  ["docs/catalogue.md", `its fields, rules and references in the data model's table`],
];

const missing = lines.map(([file]) => file).filter((file) => !existsSync(join(ROOT, file)));
if (missing.length) throw new Error(`lists not found: ${missing.join(", ")}`);
const taken = created.map(([file]) => file).filter((file) => existsSync(join(ROOT, file)));
if (taken.length) throw new Error(`already there: ${taken.join(", ")}`);
if (readFileSync(join(ROOT, "server/src/modules/index.ts"), "utf8").includes(`as ${all} }`)) throw new Error(`module ${all} is already listed`);

if (!values["dry-run"]) {
  console.error("Only --dry-run is implemented: it prints the path; docs/new-screen.md says what each file holds.");
  process.exit(2);
}

const width = Math.max(...[...created, ...lines].map(([file]) => file.length));
console.log(`New catalogue screen « ${values.plural} » (${type}, /${urlPath}): ${created.length + lines.length} files\n`);
console.log(`Files it would create (${created.length}):`);
for (const [file, what] of created) console.log(`  + ${file.padEnd(width)}  ${what}`);
console.log(`\nOne entry it would add to each list (${lines.length}):`);
for (const [file, line] of lines) console.log(`  ~ ${file.padEnd(width)}  ${line}`);
console.log(
  [
    "\nDerived, no line: the schema's resolvers, the cost table, the repositories and loaders (server/src/modules/registry.ts),",
    "  codegen's mappers (codegen.ts walks the modules' mappers.ts), the index coverage test (catalogueReads for every catalogue",
    "  repository), the API tests (catalogue.test.ts runs every RESOURCES entry), the e2e screen lists (from the route table).",
  ].join("\n"),
);
console.log("\nDry run: nothing was written.");

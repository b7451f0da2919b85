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
import { newScreenPlan, rulesPlaces } from "./lib/newScreen";

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
const urlPath = values.path!;
const all = `${type[0]!.toLowerCase()}${type.slice(1)}s`;

const { rulesDir, auditActions } = rulesPlaces((file) => existsSync(join(ROOT, file)));

const { created, lines } = newScreenPlan({ type, path: urlPath, label: values.label!, plural: values.plural! }, { rulesDir, auditActions });

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
    "  codegen's mappers (the record named after its type in @atelier/domain), the lazy page (routes.tsx finds",
    "  features/*/<Chunk>Page.tsx), the index coverage test (catalogueReads for every catalogue repository), the API",
    "  tests (catalogue.test.ts runs every RESOURCES entry), the drawer's route and the page's",
    "  basePath (records: true), the e2e screen lists and its drawer's axe and layout-shift check (e2e/layoutShift.test.ts",
    "  opens <path>/new of every list with records).",
  ].join("\n"),
);
console.log("\nDry run: nothing was written.");

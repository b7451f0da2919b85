// `npm run docs:permissions`: writes into schema.graphql the « Permission: … » sentence of every
// field and type that declares its access in its module, and the field table of
// docs/roles-fields.md (server/src/auth/schemaPermissions.ts); unit tests compare both.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { FIELD_ACCESS } from "../server/src/auth/accessTable";
import { rewriteFieldTable, rewriteSchema } from "../server/src/auth/schemaPermissions";

function rewrite(file: string, change: (text: string) => string): void {
  const path = join(__dirname, "..", file);
  const before = readFileSync(path, "utf8");
  const after = change(before);
  if (after === before) console.log(`${file}\u00a0: déjà à jour.`);
  else {
    writeFileSync(path, after);
    console.log(`${file}\u00a0: permissions mises à jour.`);
  }
}

rewrite("schema.graphql", (text) => rewriteSchema(text, FIELD_ACCESS));
rewrite("docs/roles-fields.md", (text) => rewriteFieldTable(text, FIELD_ACCESS));

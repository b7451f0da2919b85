/**
 * Rewrites the table of docs/api-limits.md (each console operation and its estimated reads)
 * from the console's .graphql documents; a unit test fails while it is out of date.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { estimatesTable, REPO_ROOT, TABLE_END, TABLE_START } from "../server/src/limits/consoleOperations";

const path = join(REPO_ROOT, "docs/api-limits.md");
const doc = readFileSync(path, "utf8");
const start = doc.indexOf(TABLE_START);
const end = doc.indexOf(TABLE_END);
if (start < 0 || end < start) throw new Error(`${path} has no ${TABLE_START} … ${TABLE_END} markers`);
writeFileSync(path, `${doc.slice(0, start + TABLE_START.length)}\n${estimatesTable()}\n${doc.slice(end)}`);
console.log(`updated ${path}`);

import { readdirSync } from "node:fs";
import { join } from "node:path";
import { pageFileName, SHELL_ROUTES } from "./routeTable";

// routes.tsx finds each screen's page by its file name (import.meta.glob over features/*/*Page.tsx):
// a chunk without its file, or with two, would fail only when the screen is opened.
const FEATURES = join(__dirname, "../features");
const pageFiles = readdirSync(FEATURES).flatMap((folder) =>
  readdirSync(join(FEATURES, folder))
    .filter((file) => file.endsWith("Page.tsx"))
    .map((file) => ({ folder, name: file.slice(0, -".tsx".length) })),
);
const chunks = [...new Set(SHELL_ROUTES.map((route) => route.screen))];

test.each(chunks)("the chunk %s has exactly one page file, features/*/<Chunk>Page.tsx", (chunk) => {
  expect(pageFiles.filter((file) => file.name === pageFileName(chunk))).toHaveLength(1);
});

test("every features/*/*Page.tsx but the login page is a screen of the table (else the glob makes it a chunk of its own)", () => {
  const named = new Set(chunks.map(pageFileName));
  expect(pageFiles.filter((file) => file.folder !== "login" && !named.has(file.name))).toEqual([]);
});

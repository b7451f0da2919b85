import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { recipes as allRecipes, slotRecipes as allSlotRecipes } from "@chakra-ui/react/theme";
import { system } from "./theme";

const SRC = join(__dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "gql" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every name the console imports from "@chakra-ui/react". */
function chakraImports(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*"@chakra-ui\/react"/g)) {
      for (const name of (match[1] ?? "").split(",")) {
        const clean = name.replace(/^\s*type\s+/, "").split(/\s+as\s+/)[0]?.trim();
        if (clean) names.add(clean);
      }
    }
  }
  return names;
}

const pascal = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

describe("the console's Chakra theme (theme.ts, docs/bundle.md)", () => {
  const theme = system._config.theme ?? {};
  const kept = new Set([...Object.keys(theme.recipes ?? {}), ...Object.keys(theme.slotRecipes ?? {})]);
  const left = [...Object.keys(allRecipes), ...Object.keys(allSlotRecipes)].filter((key) => !kept.has(key));

  it("leaves out some of Chakra's recipes (the first screen's weight)", () => {
    expect(left.length).toBeGreaterThan(20);
  });

  it("keeps the recipe of every Chakra component the console imports", () => {
    const imported = chakraImports();
    expect(imported.has("Button")).toBe(true);
    // A component whose recipe is left out renders unstyled: add its recipe to theme.ts.
    expect(left.filter((key) => imported.has(pascal(key)))).toEqual([]);
  });

  it("keeps Chakra's default recipes unchanged for those it keeps", () => {
    for (const [key, recipe] of Object.entries(theme.slotRecipes ?? {})) {
      expect(recipe).toEqual(allSlotRecipes[key as keyof typeof allSlotRecipes]);
    }
  });
});

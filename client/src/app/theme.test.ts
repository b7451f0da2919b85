import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createSystem, defaultConfig } from "@chakra-ui/react";
import { recipes as allRecipes, slotRecipes as allSlotRecipes } from "@chakra-ui/react/theme";
import { consoleConfig, system } from "./theme";

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
        const clean = name
          .replace(/^\s*type\s+/, "")
          .split(/\s+as\s+/)[0]
          ?.trim();
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

  it("looks exactly as Chakra's full default theme would: same tokens, styles and kept recipes", () => {
    const reference = createSystem(defaultConfig, consoleConfig)._config;
    const { recipes, slotRecipes, ...rest } = theme;
    const { recipes: referenceRecipes, slotRecipes: referenceSlotRecipes, ...referenceRest } = reference.theme ?? {};
    expect(rest).toEqual(referenceRest);
    expect(system._config.globalCss).toEqual(reference.globalCss);
    expect(system._config.conditions).toEqual(reference.conditions);
    expect(system._config.utilities).toEqual(reference.utilities);
    for (const [key, recipe] of Object.entries(recipes ?? {})) expect(recipe).toEqual(referenceRecipes?.[key]);
    for (const [key, recipe] of Object.entries(slotRecipes ?? {})) expect(recipe).toEqual(referenceSlotRecipes?.[key]);
    expect(system.css({ colorPalette: "teal", bg: "colorPalette.solid" })).toEqual(
      createSystem(defaultConfig, consoleConfig).css({ colorPalette: "teal", bg: "colorPalette.solid" }),
    );
  });
});

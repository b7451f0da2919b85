import { createSystem, defaultConfig, defineConfig } from "@chakra-ui/react";

// System fonts only: the console must work offline and load fast.
const fontStack =
  'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/**
 * Chakra's light-mode defaults put white text on the 600 shades (3.3–3.8:1 for teal, green, red)
 * and grey 400 for subtle text (2.6:1): below WCAG AA's 4.5:1 for normal text. Every palette
 * used with a solid background gets its 700 shade instead, and the status texts theirs, so
 * buttons, badges and messages pass everywhere without a per-component colour.
 */
const SOLID_PALETTES = ["red", "orange", "green", "blue", "teal", "purple", "pink", "cyan"] as const;
const solidShades = Object.fromEntries(
  SOLID_PALETTES.map((palette) => [palette, { solid: { value: { _light: `{colors.${palette}.700}`, _dark: `{colors.${palette}.600}` } } }]),
);

const config = defineConfig({
  globalCss: {
    "html, body": { bg: "bg.subtle", color: "fg", minHeight: "100%" },
    // The scrollbar's place is kept even before the content overflows: a list that arrives and
    // makes the page scroll does not narrow (and so shift) the whole screen.
    html: { scrollbarGutter: "stable" },
    // Chakra's default is fg.muted at 80 % opacity: too faint on white (under 4.5:1).
    "*::placeholder, *[data-placeholder]": { color: "fg.muted" },
  },
  theme: {
    tokens: {
      fonts: { heading: { value: fontStack }, body: { value: fontStack } },
    },
    semanticTokens: {
      colors: {
        ...solidShades,
        fg: {
          subtle: { value: { _light: "{colors.gray.500}", _dark: "{colors.gray.400}" } },
          error: { value: { _light: "{colors.red.700}", _dark: "{colors.red.400}" } },
          warning: { value: { _light: "{colors.orange.700}", _dark: "{colors.orange.300}" } },
          success: { value: { _light: "{colors.green.700}", _dark: "{colors.green.300}" } },
          info: { value: { _light: "{colors.blue.700}", _dark: "{colors.blue.300}" } },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);

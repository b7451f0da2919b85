import { createSystem, defaultConfig, defineConfig } from "@chakra-ui/react";

// System fonts only: the console must work offline and load fast.
const fontStack =
  'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

const config = defineConfig({
  globalCss: {
    "html, body": { bg: "bg.subtle", color: "fg", minHeight: "100%" },
  },
  theme: {
    tokens: {
      fonts: { heading: { value: fontStack }, body: { value: fontStack } },
    },
  },
});

export const system = createSystem(defaultConfig, config);

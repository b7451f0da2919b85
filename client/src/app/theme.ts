import { createSystem, defineConfig } from "@chakra-ui/react";
import { LIST_PARTS_CSS } from "../ui/list/listParts";
import { defaultBaseConfig } from "@chakra-ui/react/preset-base";
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breadcrumbSlotRecipe,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  collapsibleSlotRecipe,
  comboboxSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  kbdRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  numberInputSlotRecipe,
  popoverSlotRecipe,
  progressCircleSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  selectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  sliderSlotRecipe,
  spinnerRecipe,
  statSlotRecipe,
  statusSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  textStyles,
  timelineSlotRecipe,
  toastSlotRecipe,
  tooltipSlotRecipe,
  breakpoints,
  tokens,
} from "@chakra-ui/react/theme";

// System fonts only: the console must work offline and load fast.
const fontStack = 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

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

export const consoleConfig = defineConfig({
  globalCss: {
    "html, body": { bg: "bg.subtle", color: "fg", minHeight: "100%" },
    // The scrollbar's place is kept even before the content overflows: a list that arrives and
    // makes the page scroll does not narrow (and so shift) the whole screen.
    html: { scrollbarGutter: "stable" },
    // Chakra's default is fg.muted at 80 % opacity: too faint on white (under 4.5:1).
    "*::placeholder, *[data-placeholder]": { color: "fg.muted" },
    // A dialog's backdrop that is closing (fading out) never catches a click meant for the page.
    '[data-scope="dialog"][data-part="backdrop"][data-state="closed"]': { pointerEvents: "none" },
    // The lists' rows: plain elements styled here once, not a styled component each (listParts.ts).
    ...LIST_PARTS_CSS,
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

/**
 * Chakra's default theme (the same tokens, styles and recipes as its `defaultConfig`), with the
 * recipes of the components the console uses only: `defaultConfig` ships all ~75, and the login
 * screen would download them all (docs/bundle.md). Using a Chakra component whose recipe is not
 * here leaves it unstyled: theme.test.ts fails then, naming the recipe to add.
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      kbd: kbdRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
      icon: iconRecipe,
      checkmark: checkmarkRecipe,
      radiomark: radiomarkRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      collapsible: collapsibleSlotRecipe,
      combobox: comboboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      numberInput: numberInputSlotRecipe,
      popover: popoverSlotRecipe,
      progress: progressSlotRecipe,
      progressCircle: progressCircleSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      select: selectSlotRecipe,
      slider: sliderSlotRecipe,
      stat: statSlotRecipe,
      status: statusSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      tag: tagSlotRecipe,
      timeline: timelineSlotRecipe,
      toast: toastSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
});

export const system = createSystem(defaultBaseConfig, chakraTheme, consoleConfig);

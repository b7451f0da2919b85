/**
 * The shell's measures, shared by the shell (AppLayout, ShellHeader, MobileNav) and the frame drawn
 * before it (ShellPlaceholder): the frame's title must sit where the page's heading comes.
 */
export const SIDEBAR_WIDTH = "64";
/** The header's bar (desktop) and the top bar (phones). */
export const BAR_HEIGHT = "14";
/** Where every screen's page is drawn. */
export const MAIN_CONTAINER = { maxW: "7xl", py: { base: "6", md: "8" }, px: { base: "4", md: "8" } } as const;

/**
 * One line of the palette: a screen, an action or a record found. Its own module, without
 * dependencies, because the session's sign-out (recent items) needs it before the palette loads.
 */
export const PALETTE_KINDS = ["screen", "user", "order", "creation", "post", "page", "action"] as const;
export type PaletteKind = (typeof PALETTE_KINDS)[number];

export type PaletteEntry = {
  /** Unique in the list (cmdk's value): kind and id. */
  key: string;
  kind: PaletteKind;
  label: string;
  hint?: string;
  /** Where choosing it goes: a path of the console. */
  to: string;
};

/**
 * The saved views' bar's least height: one line of small buttons (Chakra's `sm` button, 2.25rem),
 * two on a phone, where « Tout », « Enregistrer la vue » and « Colonnes » do not fit on one line
 * of 390 px (2 × 2.25rem and the 0.5rem gap between the lines). The room kept before the bar
 * loads (SavedViewBarAfterPaint.tsx) and the bar share it, so the rows below never move.
 */
export const SAVED_VIEW_BAR_MIN_HEIGHT = { base: "5rem", sm: "2.25rem" };

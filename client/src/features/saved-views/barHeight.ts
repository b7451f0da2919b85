/**
 * The saved views' bar's least height: one line of small buttons, two on a phone, where « Tout »,
 * « Enregistrer la vue » and « Colonnes » do not fit on one line of 390 px. The room kept before
 * the bar loads (SavedViewBarAfterPaint.tsx) and the bar share it, so the rows below never move.
 */
// 4.5rem: two lines of small buttons (2 × 2rem) and the gap between them (0.5rem).
export const SAVED_VIEW_BAR_MIN_HEIGHT = { base: "4.5rem", sm: "8" };

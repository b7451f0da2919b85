/**
 * The saved views' bar's least height: one line of small buttons, two on a phone, where « Tout »,
 * « Enregistrer la vue » and « Colonnes » do not fit on one line of 390 px. The room kept before
 * the bar loads (SavedViewBarAfterPaint.tsx) and the bar share it, so the rows below never move.
 */
export const SAVED_VIEW_BAR_MIN_HEIGHT = { base: "18", sm: "8" };

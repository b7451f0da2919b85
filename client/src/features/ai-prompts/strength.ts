/**
 * The strength of an image-to-image prompt: 0.0–1.0 with at most two decimals (the server's
 * rule), typed the French way with a decimal comma (« 0,65 »; a point is accepted too).
 */
export type StrengthParse = { value: number; error: null } | { value: null; error: string };

const DECIMAL = /^-?\d+(?:[.,](\d+))?$/;

export function parseStrength(text: string): StrengthParse {
  const trimmed = text.trim();
  if (!trimmed) return { value: null, error: "La force est obligatoire." };
  const match = DECIMAL.exec(trimmed);
  if (!match) return { value: null, error: "Saisissez un nombre, par exemple 0,65." };
  const value = Number(trimmed.replace(",", "."));
  if (value < 0 || value > 1) return { value: null, error: "La force doit être comprise entre 0 et 1." };
  if ((match[1] ?? "").replace(/0+$/, "").length > 2) return { value: null, error: "La force a au plus deux décimales." };
  return { value, error: null };
}

const strengthFormat = new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** « 0,65 »: how the list shows a strength and how the form starts editing it. */
export const formatStrength = (value: number): string => strengthFormat.format(value);

import { formatCountry } from "../format";

/** Countries served, as ISO 3166-1 alpha-2 codes typed in one field: "fr, be" → ["FR", "BE"]. */
export const parseCountryCodes = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);

export const formatCountryCodes = (codes: readonly string[]) => codes.join(", ");

/** "FR" → "France"; a code Intl does not know stays as typed. */
export const countryName = formatCountry;

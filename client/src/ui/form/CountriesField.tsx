/**
 * The countries a delivery method serves: ISO codes typed in one field (« FR, BE, CH »), their
 * French names shown under it. The form holds the array of codes.
 */
import { countryName, formatCountryCodes, parseCountryCodes } from "./countries";
import type { FieldProps } from "./FormField";
import { ParsedTextField } from "./ParsedTextField";

const namesOf = (codes: string[]) =>
  codes.length > 0 ? `${codes.map(countryName).join(", ")}. Codes ISO à deux lettres, séparés par des virgules.` : undefined;

export const CountriesField = (props: FieldProps) => (
  <ParsedTextField<string[]> {...props} parse={parseCountryCodes} format={formatCountryCodes} helperFor={namesOf} placeholder="FR, BE" />
);

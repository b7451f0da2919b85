/** A delivery method's rules (deliveryMethods): what a form may save. */
import { optionalText, outOfRange, requiredText, userError, type UserError } from "../userErrors";
import {
  allErrors,
  at,
  checkCents,
  checkName,
  MAX_DESCRIPTION_LENGTH,
  MAX_SHORT_TEXT_LENGTH,
  type CatalogueCheck,
  type Checked,
  type References,
} from "./common";

export interface DeliveryMethodInput {
  name: string;
  description?: string | null;
  carrier: string;
  priceCents: number;
  freeAboveCents?: number | null;
  minDays: number;
  maxDays: number;
  countries: readonly string[];
  isActive?: boolean | null;
}

export interface DeliveryMethodValues {
  name: string;
  description: string | null;
  carrier: string;
  priceCents: number;
  freeAboveCents: number | null;
  minDays: number;
  maxDays: number;
  countries: string[];
  isActive: boolean;
}

/** France, when a record says nothing (the storefront's only country before issue 10). */
export const DEFAULT_COUNTRIES = ["FR"];
export const MAX_DAYS = 60;

export const deliveryMethodReferences: References = {
  subject: "Ce mode de livraison",
  usedBy: "est utilisé par",
  one: "commande",
  many: "commandes",
};

export const deliveryMessages = {
  maxBelowMin: "Le délai maximal doit être supérieur ou égal au délai minimal.",
  noCountry: "Indiquez au moins un pays.",
  badCountry: (code: string) => `Code pays invalide\u00a0: «\u00a0${code}\u00a0» (deux lettres majuscules, par exemple FR).`,
} as const;

function checkDays(value: number, field: string[], label: string): UserError[] {
  if (!Number.isInteger(value)) return [userError(field, "Le nombre de jours doit être un entier.", "NOT_WHOLE_NUMBER")];
  return value < 0 || value > MAX_DAYS ? [outOfRange(field, label, 0, `${MAX_DAYS} jours`)] : [];
}

/** ISO 3166-1 alpha-2 codes, upper case, each once (trimmed; a repeated code is dropped). */
export function checkCountries(countries: readonly string[], field: string[]): Checked<string[]> {
  const value = [...new Set(countries.map((c) => c.trim()))];
  if (value.length === 0) return { value, errors: [userError(field, deliveryMessages.noCountry, "REQUIRED")] };
  const errors = value.flatMap((code, index) =>
    /^[A-Z]{2}$/.test(code) ? [] : [userError(at(field, index), deliveryMessages.badCountry(code), "INVALID_COUNTRY")],
  );
  return { value, errors };
}

export function checkDeliveryMethod(input: DeliveryMethodInput, check: CatalogueCheck): Checked<DeliveryMethodValues> {
  const field = (name: string) => at(check.base, name);
  const name = checkName(input.name, field("name"), check.otherNames);
  const description = optionalText(input.description, field("description"), "La description", MAX_DESCRIPTION_LENGTH);
  const carrier = requiredText(input.carrier, field("carrier"), "Le transporteur", MAX_SHORT_TEXT_LENGTH);
  const price = checkCents(input.priceCents, field("priceCents"), "Le prix");
  const freeAboveCents = input.freeAboveCents ?? null;
  const freeAbove = freeAboveCents === null ? [] : checkCents(freeAboveCents, field("freeAboveCents"), "Le seuil de gratuité");
  const minDays = checkDays(input.minDays, field("minDays"), "Le délai minimal");
  let maxDays = checkDays(input.maxDays, field("maxDays"), "Le délai maximal");
  if (minDays.length === 0 && maxDays.length === 0 && input.maxDays < input.minDays) {
    maxDays = [userError(field("maxDays"), deliveryMessages.maxBelowMin, "MAX_BELOW_MIN")];
  }
  const countries = checkCountries(input.countries, field("countries"));
  return {
    value: {
      name: name.value,
      description: description.value,
      carrier: carrier.value,
      priceCents: input.priceCents,
      freeAboveCents,
      minDays: input.minDays,
      maxDays: input.maxDays,
      countries: countries.value,
      isActive: input.isActive ?? true,
    },
    errors: allErrors(name, description, carrier, price, freeAbove, minDays, maxDays, countries),
  };
}

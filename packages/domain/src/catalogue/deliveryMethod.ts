/** A delivery method's rules (deliveryMethods): what a form may save. */
import { userError } from "../userErrors";
import { centsField, checkNumberField, checkTextField, intField, textField, type FieldValues } from "../fields";
import {
  allErrors,
  at,
  checkName,
  MAX_DESCRIPTION_LENGTH,
  MAX_SHORT_TEXT_LENGTH,
  NAME_FIELD,
  type CatalogueCheck,
  type CatalogueRecordOf,
  type Checked,
  type References,
} from "./common";

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

/** A stored DeliveryMethod, as the API reads it: codegen maps the GraphQL type `DeliveryMethod` to it by its name. */
export type DeliveryMethodRecord = CatalogueRecordOf<DeliveryMethodValues>;

/** France, when a record says nothing (the storefront's only country before issue 10). */
export const DEFAULT_COUNTRIES = ["FR"];
export const MAX_DAYS = 60;

/* @__NO_SIDE_EFFECTS__ */
const daysField = (label: string) => intField(label, 0, MAX_DAYS, { required: true, unit: " jours", notWhole: "Le nombre de jours doit être un entier." });

/** The form's fields, defined once for this check and the console's form (docs/domain.md). */
export const DELIVERY_METHOD_FIELDS = {
  name: NAME_FIELD,
  carrier: textField("Le transporteur", MAX_SHORT_TEXT_LENGTH, { required: true }),
  description: textField("La description", MAX_DESCRIPTION_LENGTH),
  priceCents: centsField("Le prix", { required: true }),
  freeAboveCents: centsField("Le seuil de gratuité"),
  minDays: daysField("Le délai minimal"),
  maxDays: daysField("Le délai maximal"),
} as const;
const FIELDS = DELIVERY_METHOD_FIELDS;

/** What checkDeliveryMethod reads: the defined fields, the countries and the active flag (the API's DeliveryMethodInput fits it). */
export type DeliveryMethodDraft = FieldValues<typeof DELIVERY_METHOD_FIELDS> & { countries: readonly string[]; isActive?: boolean | null };

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

/** ISO 3166-1 alpha-2 codes, upper case, each once (trimmed; a repeated code is dropped). */
export function checkCountries(countries: readonly string[], field: string[]): Checked<string[]> {
  const value = [...new Set(countries.map((c) => c.trim()))];
  if (value.length === 0) return { value, errors: [userError(field, deliveryMessages.noCountry, "REQUIRED")] };
  const errors = value.flatMap((code, index) =>
    /^[A-Z]{2}$/.test(code) ? [] : [userError(at(field, index), deliveryMessages.badCountry(code), "INVALID_COUNTRY")],
  );
  return { value, errors };
}

export function checkDeliveryMethod(input: DeliveryMethodDraft, check: CatalogueCheck): Checked<DeliveryMethodValues> {
  const field = (name: string) => at(check.base, name);
  const name = checkName(input.name, field("name"), check.otherNames);
  const description = checkTextField(FIELDS.description, input.description, field("description"));
  const carrier = checkTextField(FIELDS.carrier, input.carrier, field("carrier"));
  const price = checkNumberField(FIELDS.priceCents, input.priceCents, field("priceCents"));
  const freeAboveCents = input.freeAboveCents ?? null;
  const freeAbove = checkNumberField(FIELDS.freeAboveCents, freeAboveCents, field("freeAboveCents"));
  const minDays = checkNumberField(FIELDS.minDays, input.minDays, field("minDays"));
  let maxDays = checkNumberField(FIELDS.maxDays, input.maxDays, field("maxDays"));
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

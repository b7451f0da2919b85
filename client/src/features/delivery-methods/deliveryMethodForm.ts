/**
 * The delivery-method form: its values (money in integer cents, as the API speaks), the zod
 * schema — each field as it is typed, then the server's own checkDeliveryMethod (unique name,
 * min ≤ max, countries) — and the conversions from the record and to DeliveryMethodInput.
 */
import { z } from "zod";
import type { DeliveryMethodFieldsFragment, DeliveryMethodInput } from "../../gql/graphql";
import { money, optionalMoney, optionalText, requiredText, wholeNumber, withServerRules } from "../../ui/form";
import { checkDeliveryMethod, MAX_DAYS } from "@atelier/domain/catalogue/deliveryMethod";
import { MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH, MAX_SHORT_TEXT_LENGTH } from "@atelier/domain/catalogue/common";

/** `otherNames`: the names of the list's other methods (a name is unique in the list). */
export const deliveryMethodSchema = (otherNames: readonly string[]) =>
  withServerRules(
    z.object({
      name: requiredText("Le nom", MAX_NAME_LENGTH),
      carrier: requiredText("Le transporteur", MAX_SHORT_TEXT_LENGTH),
      description: optionalText("La description", MAX_DESCRIPTION_LENGTH),
      priceCents: money("Le prix"),
      freeAboveCents: optionalMoney("Le seuil de gratuité"),
      minDays: wholeNumber("Le délai minimal", 0, MAX_DAYS),
      maxDays: wholeNumber("Le délai maximal", 0, MAX_DAYS),
      countries: z.array(z.string()),
    }),
    (values) => checkDeliveryMethod(values, { base: [], otherNames }).errors,
  );

type Schema = ReturnType<typeof deliveryMethodSchema>;
export type DeliveryMethodFormValues = z.input<Schema>;
export type DeliveryMethodValues = z.output<Schema>;

/** A new method: France by default (the contract), the rest to fill in. */
export const emptyDeliveryMethod: DeliveryMethodFormValues = {
  name: "",
  carrier: "",
  description: "",
  priceCents: null,
  freeAboveCents: null,
  minDays: null,
  maxDays: null,
  countries: ["FR"],
};

export const deliveryMethodFormValues = (method: DeliveryMethodFieldsFragment): DeliveryMethodFormValues => ({
  name: method.name,
  carrier: method.carrier,
  description: method.description ?? "",
  priceCents: method.priceCents,
  freeAboveCents: method.freeAboveCents,
  minDays: method.minDays,
  maxDays: method.maxDays,
  countries: method.countries,
});

export const deliveryMethodInput = (values: DeliveryMethodValues): DeliveryMethodInput => ({
  ...values,
  description: values.description || null,
});

/**
 * The delivery-method form: its values (money in integer cents, as the API speaks), the zod
 * schema with the server's French messages and bounds, and the conversions from the record and
 * to the API's DeliveryMethodInput.
 */
import { z } from "zod";
import type { DeliveryMethodFieldsFragment, DeliveryMethodInput } from "../../gql/graphql";
import { countryCodes, money, optionalMoney, optionalText, requiredText, wholeNumber } from "../../ui/form";

export const MAX_DELIVERY_DAYS = 60;
export const DELAY_ORDER_MESSAGE = "Le délai maximal doit être supérieur ou égal au délai minimal.";

export const deliveryMethodSchema = z
  .object({
    name: requiredText("Le nom", 80),
    carrier: requiredText("Le transporteur", 80),
    description: optionalText("La description", 500),
    priceCents: money("Le prix"),
    freeAboveCents: optionalMoney("Le seuil de gratuité"),
    minDays: wholeNumber("Le délai minimal", 0, MAX_DELIVERY_DAYS),
    maxDays: wholeNumber("Le délai maximal", 0, MAX_DELIVERY_DAYS),
    countries: countryCodes(),
  })
  .superRefine((values, ctx) => {
    // Runs even when a field failed: compare only two readable numbers.
    const bothRead = Number.isFinite(values.minDays) && Number.isFinite(values.maxDays);
    if (bothRead && values.minDays > values.maxDays) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["maxDays"], message: DELAY_ORDER_MESSAGE });
  });

export type DeliveryMethodFormValues = z.input<typeof deliveryMethodSchema>;
export type DeliveryMethodValues = z.output<typeof deliveryMethodSchema>;

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
  freeAboveCents: values.freeAboveCents,
});

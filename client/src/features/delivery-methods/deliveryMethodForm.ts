/**
 * The delivery-method form: its values (money in integer cents, as the API speaks), the zod
 * schema — each field as it is typed, then the server's own checkDeliveryMethod (unique name,
 * min ≤ max, countries) — and the conversions from the record and to DeliveryMethodInput.
 */
import { z } from "zod";
import type { DeliveryMethodFieldsFragment, DeliveryMethodInput } from "../../gql/graphql";
import { fieldSchema, withServerRules } from "../../ui/form";
import { checkDeliveryMethod, DELIVERY_METHOD_FIELDS as FIELDS } from "@atelier/domain/catalogue/deliveryMethod";

/** `otherNames`: the names of the list's other methods (a name is unique in the list). */
export const deliveryMethodSchema = (otherNames: readonly string[]) =>
  withServerRules(
    z.object({
      name: fieldSchema(FIELDS.name),
      carrier: fieldSchema(FIELDS.carrier),
      description: fieldSchema(FIELDS.description),
      priceCents: fieldSchema(FIELDS.priceCents),
      freeAboveCents: fieldSchema(FIELDS.freeAboveCents),
      minDays: fieldSchema(FIELDS.minDays),
      maxDays: fieldSchema(FIELDS.maxDays),
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

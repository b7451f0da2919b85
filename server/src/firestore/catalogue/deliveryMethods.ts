/** Delivery methods (deliveryMethods/{id}): an order's `deliveryMethodId` names one. */
import type { DocumentData, Firestore } from "firebase-admin/firestore";
import { checkDeliveryMethod, DEFAULT_COUNTRIES, deliveryMethodReferences, type DeliveryMethodValues } from "@atelier/domain/catalogue/deliveryMethod";
import type { DeliveryMethodRecord } from "@atelier/domain/catalogue/deliveryMethod";
import type { DeliveryMethodInput } from "../../generated/graphql";
import { toCents, toEuros } from "@atelier/domain/catalogue/common";
import { int, num, str } from "../convert";
import type { CostMeter } from "../cost";
import { ORDERS } from "../orders/record";
import { catalogueBase, catalogueRepository, type CatalogueCollection } from "./catalogueRepository";

export const DELIVERY_METHODS = "deliveryMethods";

export type { DeliveryMethodRecord };

const countriesOf = (value: unknown): string[] => {
  const codes = Array.isArray(value) ? value.filter((c): c is string => typeof c === "string") : [];
  return codes.length > 0 ? codes : [...DEFAULT_COUNTRIES];
};

export const deliveryMethods: CatalogueCollection<DeliveryMethodRecord, DeliveryMethodValues, DeliveryMethodInput> = {
  name: DELIVERY_METHODS,
  resource: "deliveryMethod",
  label: "Mode de livraison",
  // Money is stored in euros under the storefront's names (price, freeAbove).
  fromData: (id, d) => ({
    ...catalogueBase(id, d),
    description: str(d.description),
    carrier: str(d.carrier) ?? "",
    priceCents: toCents(num(d.price)),
    freeAboveCents: typeof d.freeAbove === "number" ? toCents(d.freeAbove) : null,
    minDays: int(d.minDays),
    maxDays: int(d.maxDays),
    countries: countriesOf(d.countries),
  }),
  check: (input, { current: _, ...context }) => checkDeliveryMethod(input, context),
  toFields: (v): DocumentData => ({
    name: v.name,
    description: v.description,
    carrier: v.carrier,
    price: toEuros(v.priceCents),
    freeAbove: v.freeAboveCents === null ? null : toEuros(v.freeAboveCents),
    minDays: v.minDays,
    maxDays: v.maxDays,
    countries: v.countries,
  }),
  references: {
    rules: deliveryMethodReferences,
    query: (firestore: Firestore, id: string) => firestore.collection(ORDERS).where("deliveryMethodId", "==", id),
  },
};

export const deliveryMethodsRepository = (firestore: Firestore, meter: CostMeter) => catalogueRepository(firestore, meter, deliveryMethods);

/**
 * The catalogue lists (docs/catalogue.md) are priced alike: a list is read whole; a record by id
 * goes through its DataLoader; usageCount is one count(); create, update and duplicate read the
 * whole list in their transaction (unique name, last position) plus the record and, for a stale
 * update, its author; reorder reads the whole list; delete reads the record and counts its
 * references.
 */
import { countReads } from "../../limits/countBounds";
import { ONE, type FieldCost } from "../../limits/costModel";
import { MAX_CATALOGUE_ITEMS, USAGE_COUNT_CAP } from "@atelier/domain/catalogue/limits";

/** `type` is the GraphQL type (DeliveryMethod), `one` and `all` its Query fields (deliveryMethod, deliveryMethods). */
export function catalogueCosts(type: string, one: string, all: string): Record<string, FieldCost> {
  const list: FieldCost = { reads: MAX_CATALOGUE_ITEMS, items: MAX_CATALOGUE_ITEMS };
  return {
    [`Query.${all}`]: list,
    [`Query.${one}`]: ONE,
    // usageCount counts at most USAGE_COUNT_CAP uses: one read (rules/catalogue/limits.ts).
    [`${type}.usageCount`]: { reads: countReads(USAGE_COUNT_CAP) },
    [`${type}.updatedBy`]: ONE,
    [`Mutation.create${type}`]: { reads: MAX_CATALOGUE_ITEMS + 1 },
    [`Mutation.update${type}`]: { reads: MAX_CATALOGUE_ITEMS + 3 },
    [`Mutation.set${type}Active`]: ONE,
    [`Mutation.duplicate${type}`]: { reads: MAX_CATALOGUE_ITEMS + 1 },
    [`Mutation.reorder${type}s`]: { reads: MAX_CATALOGUE_ITEMS },
    [`Reorder${type}sPayload.items`]: { items: MAX_CATALOGUE_ITEMS },
    [`Mutation.delete${type}`]: { reads: 1 + countReads(USAGE_COUNT_CAP) },
  };
}

/**
 * The catalogue lists (docs/catalogue.md) are priced alike: a list is read whole; a record by id
 * goes through its DataLoader; usageCount is one count(); create, update and duplicate read the
 * whole list in their transaction (unique name, last position) plus the record and, for a stale
 * update, its author; reorder reads the whole list; delete reads the record and counts its
 * references.
 */
import { countReads } from "../../limits/countBounds";
import { ONE, type FieldCost } from "../../limits/costModel";
import { ADMIN, INHERIT, type FieldAccess } from "../../auth/fieldAccess";
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

/**
 * Who may read and change a catalogue list (docs/roles-fields.md): its screen and its changes are
 * the catalogue's; a record's own fields are read wherever a field one may read leads to it (an
 * order's delivery method, a creation's style), so its type needs nothing more. Who changed it
 * and how often it is used are the catalogue's screen's (`updatedBy`, `usageCount`: pass the
 * fields the type has).
 */
export function catalogueAccess(type: string, one: string, all: string, screenFields: readonly string[] = []): Record<string, FieldAccess> {
  const access: Record<string, FieldAccess> = {
    [`Query.${all}`]: "CATALOGUE",
    [`Query.${one}`]: "CATALOGUE",
    [type]: ADMIN,
    [`Mutation.create${type}`]: "CATALOGUE",
    [`Mutation.update${type}`]: "CATALOGUE",
    [`Mutation.set${type}Active`]: "CATALOGUE",
    [`Mutation.duplicate${type}`]: "CATALOGUE",
    [`Mutation.reorder${type}s`]: "CATALOGUE",
    [`Mutation.delete${type}`]: "CATALOGUE",
    [`${type}Payload`]: INHERIT,
    [`Reorder${type}sPayload`]: INHERIT,
    [`Delete${type}Payload`]: INHERIT,
  };
  for (const field of screenFields) access[`${type}.${field}`] = "CATALOGUE";
  return access;
}

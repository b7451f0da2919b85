/**
 * What the four catalogue resources' resolvers share: the caller as the writes' actor, the
 * payload shapes of the contract (docs/catalogue.md) and the fields every record has.
 */
import type { Context } from "../../context";
import type { WriteResult } from "../../firestore/auditedWrite";
import type { CatalogueRecord } from "../../firestore/catalogue/catalogueRepository";
import type { UserError } from "../../rules/userErrors";
import { displayableImageUrl } from "../images";

export const actorUid = (ctx: Context): string => {
  if (ctx.caller.kind !== "signedIn") throw new Error("access plugin lets only signed-in admins through");
  return ctx.caller.uid;
};

/** `{ deliveryMethod, userErrors }`: the record on success, null and the refusals otherwise. */
export function recordPayload<K extends string, R>(key: K, result: WriteResult<R>) {
  return { [key]: result.ok ? result.value : null, userErrors: result.ok ? [] : result.errors } as Record<K, R | null> & { userErrors: UserError[] };
}

/** `{ items, userErrors }` of a reorder: every record in its new order, or nothing and the refusal. */
export const reorderPayload = <R>(result: WriteResult<R[]>) =>
  result.ok ? { items: result.value, userErrors: [] } : { items: [], userErrors: result.errors };

/** `{ deletedId, userErrors }` of a delete. */
export const deletePayload = (result: WriteResult<string>) =>
  result.ok ? { deletedId: result.value, userErrors: [] } : { deletedId: null, userErrors: result.errors };

/** The administrator who last wrote the record, through the request's users DataLoader. */
export const updatedBy = (record: CatalogueRecord, _: unknown, ctx: Context) =>
  record.updatedBy ? ctx.loaders.user.load(record.updatedBy) : null;

/** A stored image (storage path or URL) → a link the browser can open (signed, cached per instance). */
export const imageLink = (ctx: Context, stored: string | null) => displayableImageUrl(ctx.storage, stored);

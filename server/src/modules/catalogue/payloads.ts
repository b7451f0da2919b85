/**
 * What the four catalogue resources' resolvers share beyond ../mutationPayload.ts (actor,
 * payload): the list-shaped payloads of the contract (docs/catalogue.md) and the fields every record has.
 */
import type { Context } from "../../context";
import type { WriteResult } from "../../firestore/auditedWrite";
import type { CatalogueRecord } from "../../firestore/catalogue/catalogueRepository";
import { displayableImageUrl } from "../../schema/images";

/** `{ items, userErrors }` of a reorder: every record in its new order, or nothing and the refusal. */
export const reorderPayload = <R>(result: WriteResult<R[]>) => (result.ok ? { items: result.value, userErrors: [] } : { items: [], userErrors: result.errors });

/** `{ deletedId, userErrors }` of a delete. */
export const deletePayload = (result: WriteResult<string>) =>
  result.ok ? { deletedId: result.value, userErrors: [] } : { deletedId: null, userErrors: result.errors };

/** The administrator who last wrote the record, through the request's users DataLoader. */
export const updatedBy = (record: CatalogueRecord, _: unknown, ctx: Context) => (record.updatedBy ? ctx.loaders.user.load(record.updatedBy) : null);

/** A stored image (storage path or URL) → a link the browser can open (signed, cached per instance). */
export const imageLink = (ctx: Context, stored: string | null) => displayableImageUrl(ctx.storage, stored);

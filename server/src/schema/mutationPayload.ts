/**
 * What every mutation resolver does around its write: who acts, and the payload
 * `{ <entity>, userErrors }` built from the write's result (firestore/auditedWrite.ts).
 *
 *   const errors = checkSomething(input);               // pure rules: refused before any read
 *   if (errors.length) return refused({ order: null }, errors);
 *   return payload("order", await ctx.repos.orders.changeStatus(actor(ctx), input.orderId, status));
 */
import type { Context } from "../context";
import type { WriteResult } from "../firestore/auditedWrite";
import type { UserError } from "@atelier/domain/userErrors";

/**
 * The uid of the administrator making the change: the access plugin lets nobody else reach a
 * mutation. The one way the acting admin travels (docs/server-writes.md): `actor(ctx)`, passed
 * as the FIRST argument of every repository write, which hands it to `writes.run(actorUid, …)`,
 * whose audit entries carry it; code that holds the context (uploads/mediaLibrary.ts) calls
 * `actor(ctx)` itself rather than take a uid beside it.
 */
export function actor(ctx: Context): string {
  if (ctx.caller.kind !== "signedIn") throw new Error("the access plugin lets only signed-in administrators through");
  return ctx.caller.uid;
}

/** A payload with nothing written: `empty` holds its fields (null, or [] for a list) and the user errors say why. */
export const refused = <F extends object>(empty: F, userErrors: UserError[]): F & { userErrors: UserError[] } => ({ ...empty, userErrors });

/** The written value under `key` and no error, or `key` null and the write's user errors. */
export function payload<K extends string, T>(key: K, result: WriteResult<T>): { [P in K]: T | null } & { userErrors: UserError[] } {
  const fields = { [key]: result.ok ? result.value : null } as { [P in K]: T | null };
  return { ...fields, userErrors: result.ok ? [] : result.errors };
}

/** For a write whose value holds several payload fields (`{ user, transaction }`): those, or `empty` and the errors. */
export function fieldsPayload<F extends object>(result: WriteResult<F>, empty: { [P in keyof F]: null }) {
  return result.ok ? { ...result.value, userErrors: [] as UserError[] } : refused(empty, result.errors);
}

import { Timestamp } from "firebase-admin/firestore";

/** Firestore values → the API's shapes: ISO-8601 dates, null rather than undefined. */
export function isoDate(value: unknown): string | null {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "string" && !Number.isNaN(Date.parse(value))) return new Date(value).toISOString();
  return null;
}

export function str(value: unknown): string | null {
  return typeof value === "string" ? value : null;
}

export function num(value: unknown, fallback = 0): number {
  return typeof value === "number" && Number.isFinite(value) ? value : fallback;
}

export function int(value: unknown, fallback = 0): number {
  return Math.trunc(num(value, fallback));
}

/** `value` when it is one of `values`, else `fallback` (a stored enum the API must not trust). */
export const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  (values as readonly unknown[]).includes(value) ? (value as T) : fallback;

/** A stored map of whole cents keyed by item index (an order's `refundedItemCents`): anything else dropped. */
export function centsByItem(value: unknown): Record<string, number> {
  if (typeof value !== "object" || value === null) return {};
  return Object.fromEntries(Object.entries(value).flatMap(([key, cents]) => (Number.isInteger(cents) ? [[key, cents as number]] : [])));
}

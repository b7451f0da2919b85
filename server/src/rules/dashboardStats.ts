import { ORDER_STATUSES, type OrderStatusValue } from "./orderStatuses";
import { parisDay } from "./parisCalendar";

/**
 * The dashboard's aggregates, and how one document write changes them. Triggers apply the
 * difference between a document's contribution after and before a write; a rebuild folds every
 * document's contribution into empty stats. Both use the functions below, so they cannot disagree.
 * Money is kept in integer cents: increments of integers stay exact, floats would drift.
 */

/** Revenue counts only orders in these statuses (spec, "States and transitions"). */
export const REVENUE_STATUSES: readonly OrderStatusValue[] = ["paid", "processing", "shipped", "delivered"];

export interface DayBucket {
  /** Orders created that day. */
  orders: number;
  /** Revenue dated that day (see docs/dashboard.md), in cents. */
  revenueCents: number;
  /** Users who signed up that day. */
  users: number;
  /** Creations made that day. */
  creations: number;
}

export interface GlobalStats {
  users: number;
  creations: number;
  creationsAwaitingModeration: number;
  ordersByStatus: Record<OrderStatusValue, number>;
}

export interface Stats {
  global: GlobalStats;
  /** Keyed by Paris day "yyyy-mm-dd"; a missing day is all zeros. */
  days: Record<string, DayBucket>;
}

/** What a write changes: sparse increments (zeros are left out). */
export interface StatsDelta {
  global: Partial<Omit<GlobalStats, "ordersByStatus">> & { ordersByStatus?: Partial<Record<OrderStatusValue, number>> };
  days: Record<string, Partial<DayBucket>>;
}

/** The fields of an order the aggregates depend on (dates as ISO strings). */
export interface OrderFacts {
  status: OrderStatusValue;
  total: number;
  createdAt: string | null;
  paidAt: string | null;
}

export interface UserFacts {
  createdAt: string | null;
}

export interface CreationFacts {
  createdAt: string | null;
  isModerated: boolean;
}

export const emptyDelta = (): StatsDelta => ({ global: {}, days: {} });

export function emptyStats(): Stats {
  const ordersByStatus = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatusValue, number>;
  return { global: { users: 0, creations: 0, creationsAwaitingModeration: 0, ordersByStatus }, days: {} };
}

export const toCents = (euros: number): number => Math.round(euros * 100);

/**
 * An order's revenue is dated by its payment (paidAt), falling back to its creation when a
 * storefront wrote a paid order without paidAt: money is counted the day it came in.
 */
export function revenueDate(order: OrderFacts): string | null {
  return order.paidAt ?? order.createdAt;
}

function addDay(delta: StatsDelta, day: string, field: keyof DayBucket, n: number): void {
  if (n === 0) return;
  const bucket = (delta.days[day] ??= {});
  bucket[field] = (bucket[field] ?? 0) + n;
}

function addGlobal(delta: StatsDelta, field: "users" | "creations" | "creationsAwaitingModeration", n: number): void {
  if (n !== 0) delta.global[field] = (delta.global[field] ?? 0) + n;
}

function addStatus(delta: StatsDelta, status: OrderStatusValue, n: number): void {
  const byStatus = (delta.global.ordersByStatus ??= {});
  byStatus[status] = (byStatus[status] ?? 0) + n;
}

/** Adds `sign` times an order's contribution (sign -1 removes it). */
function orderInto(delta: StatsDelta, order: OrderFacts, sign: 1 | -1): void {
  addStatus(delta, order.status, sign);
  if (order.createdAt) addDay(delta, parisDay(order.createdAt), "orders", sign);
  const dated = revenueDate(order);
  if (dated && REVENUE_STATUSES.includes(order.status)) addDay(delta, parisDay(dated), "revenueCents", sign * toCents(order.total));
}

function userInto(delta: StatsDelta, user: UserFacts, sign: 1 | -1): void {
  addGlobal(delta, "users", sign);
  if (user.createdAt) addDay(delta, parisDay(user.createdAt), "users", sign);
}

function creationInto(delta: StatsDelta, creation: CreationFacts, sign: 1 | -1): void {
  addGlobal(delta, "creations", sign);
  if (!creation.isModerated) addGlobal(delta, "creationsAwaitingModeration", sign);
  if (creation.createdAt) addDay(delta, parisDay(creation.createdAt), "creations", sign);
}

/** Drops the increments that cancel out, so an unrelated edit writes nothing. */
function compact(delta: StatsDelta): StatsDelta {
  for (const [day, bucket] of Object.entries(delta.days)) {
    for (const key of Object.keys(bucket) as (keyof DayBucket)[]) if (bucket[key] === 0) delete bucket[key];
    if (Object.keys(bucket).length === 0) delete delta.days[day];
  }
  const byStatus = delta.global.ordersByStatus;
  if (byStatus) {
    for (const key of Object.keys(byStatus) as OrderStatusValue[]) if (byStatus[key] === 0) delete byStatus[key];
    if (Object.keys(byStatus).length === 0) delete delta.global.ordersByStatus;
  }
  return delta;
}

function diff<T>(into: (d: StatsDelta, facts: T, sign: 1 | -1) => void, before: T | null, after: T | null): StatsDelta {
  const delta = emptyDelta();
  if (before) into(delta, before, -1);
  if (after) into(delta, after, 1);
  return compact(delta);
}

/** The change one order write makes (before/after null for a creation/deletion). */
export const orderDelta = (before: OrderFacts | null, after: OrderFacts | null) => diff(orderInto, before, after);
export const userDelta = (before: UserFacts | null, after: UserFacts | null) => diff(userInto, before, after);
export const creationDelta = (before: CreationFacts | null, after: CreationFacts | null) => diff(creationInto, before, after);

export function isEmptyDelta(delta: StatsDelta): boolean {
  return Object.keys(delta.days).length === 0 && Object.keys(delta.global).length === 0;
}

/** stats + delta, in place (the rebuild folds every document this way). */
export function applyDelta(stats: Stats, delta: StatsDelta): Stats {
  const { ordersByStatus, ...counters } = delta.global;
  for (const [key, n] of Object.entries(counters) as [keyof typeof counters, number][]) stats.global[key] += n;
  for (const [status, n] of Object.entries(ordersByStatus ?? {}) as [OrderStatusValue, number][]) {
    stats.global.ordersByStatus[status] += n;
  }
  for (const [day, bucket] of Object.entries(delta.days)) {
    const target = (stats.days[day] ??= { orders: 0, revenueCents: 0, users: 0, creations: 0 });
    for (const [key, n] of Object.entries(bucket) as [keyof DayBucket, number][]) target[key] += n;
  }
  return stats;
}

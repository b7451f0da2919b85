import { ORDER_STATUSES, type OrderStatusValue } from "./orderStatuses";
import { parisDay } from "./parisCalendar";
import { eurosToCents } from "./money";

/**
 * The dashboard's aggregates, and how one document write changes them. Triggers apply the
 * difference between a document's contribution after and before a write; a rebuild folds every
 * document's contribution into empty stats. Both use the functions below, so they cannot disagree.
 * Money is kept in integer cents: increments of integers stay exact, floats would drift.
 */

/** Revenue counts only orders in these statuses (spec, "States and transitions"). */
export const REVENUE_STATUSES: readonly OrderStatusValue[] = ["paid", "processing", "shipped", "delivered"];

/** The counters of one Paris day (finance ones: docs/finances.md). */
export const DAY_COUNTERS = [
  /** Orders created that day. */
  "orders",
  /** Revenue dated that day (see docs/dashboard.md), in cents. */
  "revenueCents",
  /** Users who signed up that day. */
  "users",
  /** Creations made that day. */
  "creations",
  /** Orders counted in revenueCents. */
  "paidOrders",
  /** REFUND transactions that went through (SUCCEEDED), dated by their createdAt. */
  "refunds",
  /** Their amount, in cents (positive). */
  "refundedCents",
  /** The part of refundedCents of refunds tied to no order (an order's refund already left revenueCents). */
  "orphanRefundedCents",
  /** CREDIT_PURCHASE transactions that went through. */
  "creditSales",
  /** Their amount, in cents. */
  "creditSalesCents",
  /** Credits they added. */
  "creditsSold",
  /** Credits spent (CREDIT_SPEND that went through), positive. */
  "creditsSpent",
] as const;
export type DayCounter = (typeof DAY_COUNTERS)[number];

/** Revenue attributed to one product or delivery method on one day. */
export interface ShareStat {
  /** In cents. */
  cents: number;
  /** Paid orders counted. */
  orders: number;
}

/** Per-day maps of revenue, keyed by product id / delivery method id. */
export const SHARE_MAPS = ["byProduct", "byMethod"] as const;
export type ShareMap = (typeof SHARE_MAPS)[number];
/** The key of orders (or item lines) without a product / delivery method id. */
export const NO_ID_KEY = "_none";

export type DayBucket = Record<DayCounter, number> & Record<ShareMap, Record<string, ShareStat>>;
export type DayDelta = Partial<Record<DayCounter, number>> & Partial<Record<ShareMap, Record<string, Partial<ShareStat>>>>;

/** A day that counts nothing (all counters 0, no share): stored days may hold such leftovers. */
export function isEmptyDay(day: DayBucket): boolean {
  return DAY_COUNTERS.every((c) => day[c] === 0) && SHARE_MAPS.every((m) => Object.keys(day[m]).length === 0);
}

export function emptyDay(): DayBucket {
  const day = Object.fromEntries(DAY_COUNTERS.map((c) => [c, 0])) as Record<DayCounter, number>;
  return { ...day, byProduct: {}, byMethod: {} };
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
  days: Record<string, DayDelta>;
}

/** The fields of an order the aggregates depend on (dates as ISO strings). */
export interface OrderFacts {
  status: OrderStatusValue;
  total: number;
  createdAt: string | null;
  paidAt: string | null;
  /** The item lines (revenue by product); absent = none. */
  items?: readonly { productId: string | null; quantity: number; unitPrice: number }[];
  deliveryMethodId?: string | null;
}

export const TRANSACTION_TYPES = ["CREDIT_PURCHASE", "ORDER_PAYMENT", "REFUND", "CREDIT_ADJUSTMENT", "CREDIT_SPEND"] as const;
export type TransactionTypeValue = (typeof TRANSACTION_TYPES)[number];
export const TRANSACTION_STATUSES = ["SUCCEEDED", "PENDING", "FAILED"] as const;
export type TransactionStatusValue = (typeof TRANSACTION_STATUSES)[number];

/** The fields of a transaction the aggregates depend on (amount in euros, credits signed). */
export interface TransactionFacts {
  type: TransactionTypeValue;
  status: TransactionStatusValue;
  amount: number;
  credits: number;
  orderId: string | null;
  createdAt: string | null;
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

/** Stored euros → cents: the one conversion of rules/money.ts. */
export const toCents = eurosToCents;

/**
 * An order's revenue is dated by its payment (paidAt), falling back to its creation when a
 * storefront wrote a paid order without paidAt: money is counted the day it came in.
 */
export function revenueDate(order: OrderFacts): string | null {
  return order.paidAt ?? order.createdAt;
}

function addDay(delta: StatsDelta, day: string, field: DayCounter, n: number): void {
  if (n === 0) return;
  const bucket = (delta.days[day] ??= {});
  bucket[field] = (bucket[field] ?? 0) + n;
}

function addShare(delta: StatsDelta, day: string, map: ShareMap, id: string | null | undefined, cents: number, orders: number): void {
  const shares = ((delta.days[day] ??= {})[map] ??= {});
  const share = (shares[id || NO_ID_KEY] ??= {});
  share.cents = (share.cents ?? 0) + cents;
  share.orders = (share.orders ?? 0) + orders;
}

/** An order's revenue per product: its lines' unitPrice × quantity, in cents, summed by product id. */
export function productCents(order: OrderFacts): Map<string, number> {
  const cents = new Map<string, number>();
  for (const item of order.items ?? []) {
    const key = item.productId || NO_ID_KEY;
    cents.set(key, (cents.get(key) ?? 0) + toCents(item.unitPrice) * item.quantity);
  }
  return cents;
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
  if (dated && REVENUE_STATUSES.includes(order.status)) {
    const day = parisDay(dated);
    addDay(delta, day, "revenueCents", sign * toCents(order.total));
    addDay(delta, day, "paidOrders", sign);
    addShare(delta, day, "byMethod", order.deliveryMethodId, sign * toCents(order.total), sign);
    for (const [productId, cents] of productCents(order)) addShare(delta, day, "byProduct", productId, sign * cents, sign);
  }
}

/** Only transactions that went through count; a status change moves their contribution. */
function transactionInto(delta: StatsDelta, t: TransactionFacts, sign: 1 | -1): void {
  if (t.status !== "SUCCEEDED" || !t.createdAt) return;
  const day = parisDay(t.createdAt);
  const cents = toCents(Math.abs(t.amount));
  if (t.type === "REFUND") {
    addDay(delta, day, "refunds", sign);
    addDay(delta, day, "refundedCents", sign * cents);
    if (!t.orderId) addDay(delta, day, "orphanRefundedCents", sign * cents);
  } else if (t.type === "CREDIT_PURCHASE") {
    addDay(delta, day, "creditSales", sign);
    addDay(delta, day, "creditSalesCents", sign * cents);
    addDay(delta, day, "creditsSold", sign * t.credits);
  } else if (t.type === "CREDIT_SPEND") {
    addDay(delta, day, "creditsSpent", sign * Math.abs(t.credits));
  }
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
    for (const key of DAY_COUNTERS) if (bucket[key] === 0) delete bucket[key];
    for (const map of SHARE_MAPS) {
      const shares = bucket[map];
      if (!shares) continue;
      for (const [id, share] of Object.entries(shares)) if (!share.cents && !share.orders) delete shares[id];
      if (Object.keys(shares).length === 0) delete bucket[map];
    }
    if (Object.keys(bucket).length === 0) delete delta.days[day];
  }
  for (const key of ["users", "creations", "creationsAwaitingModeration"] as const) if (delta.global[key] === 0) delete delta.global[key];
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
export const transactionDelta = (before: TransactionFacts | null, after: TransactionFacts | null) => diff(transactionInto, before, after);

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
    const target = (stats.days[day] ??= emptyDay());
    for (const key of DAY_COUNTERS) target[key] += bucket[key] ?? 0;
    for (const map of SHARE_MAPS) {
      for (const [id, share] of Object.entries(bucket[map] ?? {})) {
        const into = (target[map][id] ??= { cents: 0, orders: 0 });
        into.cents += share.cents ?? 0;
        into.orders += share.orders ?? 0;
      }
    }
  }
  return stats;
}

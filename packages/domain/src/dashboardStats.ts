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
  /** The part of refundedCents of refunds tied to no order (an order's refund already left revenueCents: whole, or as its refundedCents). */
  "orphanRefundedCents",
  /** CREDIT_PURCHASE transactions that went through. */
  "creditSales",
  /** Their amount, in cents. */
  "creditSalesCents",
  /** Credits they added. */
  "creditsSold",
  /** Credits spent (CREDIT_SPEND that went through), positive. */
  "creditsSpent",
  /** Invoices' gross (TTC), on their order's payment day (`paidOn`): docs/invoicing.md « /finances against the documents ». */
  "invoicedOfPaidCents",
  /** Credit notes' gross, on their order's payment day: revenue = invoicedOfPaidCents − creditedOfPaidCents. */
  "creditedOfPaidCents",
] as const;
export type DayCounter = (typeof DAY_COUNTERS)[number];

/** Revenue attributed to one product or delivery method on one day; or, in reprintsByProduct, what reprints cost. */
export interface ShareStat {
  /** In cents. */
  cents: number;
  /** Paid orders counted. */
  orders: number;
  /** Units: sold (byProduct) or reprinted (reprintsByProduct); absent where it is 0, and in byMethod. */
  units?: number;
}

/**
 * The documents' maps, keyed by rateKey: HT and VAT of the invoices and of the credit notes issued
 * that day (`cents`), `orders` the documents counted.
 */
export const DOCUMENT_RATE_MAPS = ["invoicedNetByRate", "invoicedVatByRate", "creditedNetByRate", "creditedVatByRate"] as const;

/** The numbers of a share, each a figure of its own (statsDrift.ts). */
export const SHARE_FIELDS = ["cents", "orders", "units"] as const;

/**
 * Per-day maps, keyed by product id / delivery method id: revenue by product and by method, and
 * reprints by product (docs/reprints.md: `cents` is their cost, the reprinted units × the
 * original lines' unit prices; `orders` the reprint orders; `units` the units reprinted).
 */
export const SHARE_MAPS = ["byProduct", "byMethod", "reprintsByProduct", ...DOCUMENT_RATE_MAPS] as const;
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
  const shares = Object.fromEntries(SHARE_MAPS.map((map) => [map, {}])) as Record<ShareMap, Record<string, ShareStat>>;
  return { ...day, ...shares };
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
  /** The item lines (revenue by product); absent = none. A reprint's lines carry their original's unit price (their cost). */
  items?: readonly { productId: string | null; quantity: number; unitPrice: number; originalUnitPrice?: number }[];
  deliveryMethodId?: string | null;
  /**
   * What its credit notes gave back so far, in cents (docs/invoicing.md): a partial refund leaves
   * the order in its status, so its revenue is what it kept, total − refunded. Absent = 0.
   */
  refundedCents?: number;
  /** The part of refundedCents per item line (by index): the lines' revenue by product is net of it too. */
  refundedItemCents?: Readonly<Record<string, number>>;
  /**
   * Set on a reprint (docs/reprints.md): the original order's id. A reprint is no sale: it counts
   * in ordersByStatus and the day's orders, never in revenue, paid orders or their shares, and
   * in reprintsByProduct while it is in production (a revenue status).
   */
  reprintOf?: string | null;
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

/** The fields of an accounting document the aggregates depend on (an invoice or credit note never changes). */
export interface DocumentFacts {
  kind: "INVOICE" | "CREDIT_NOTE";
  /** Paris day of issue: the VAT period it belongs to. */
  issuedOn: string;
  /** Paris day its order was paid: where revenue counts it. */
  paidOn: string | null;
  grossCents: number;
  vatTotals: readonly { vatRate: number; netCents: number; vatCents: number }[];
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

function addShare(delta: StatsDelta, day: string, map: ShareMap, id: string | null | undefined, cents: number, orders: number, units = 0): void {
  const shares = ((delta.days[day] ??= {})[map] ??= {});
  const share = (shares[id || NO_ID_KEY] ??= {});
  share.cents = (share.cents ?? 0) + cents;
  share.orders = (share.orders ?? 0) + orders;
  if (units !== 0) share.units = (share.units ?? 0) + units;
}

/**
 * An order's revenue per product: its lines' unitPrice × quantity in cents, less what credit
 * notes refunded of each line, summed by product id.
 */
export function productCents(order: OrderFacts): Map<string, number> {
  const cents = new Map<string, number>();
  for (const [index, item] of (order.items ?? []).entries()) {
    const key = item.productId || NO_ID_KEY;
    const refunded = order.refundedItemCents?.[String(index)] ?? 0;
    cents.set(key, (cents.get(key) ?? 0) + toCents(item.unitPrice) * item.quantity - refunded);
  }
  return cents;
}

/** An order's units per product id (its lines' quantities). */
export function productUnits(order: OrderFacts): Map<string, number> {
  const units = new Map<string, number>();
  for (const item of order.items ?? []) units.set(item.productId || NO_ID_KEY, (units.get(item.productId || NO_ID_KEY) ?? 0) + item.quantity);
  return units;
}

/** A reprint's cost per product id: its units × the original lines' unit prices, in cents. */
export function reprintCostCents(order: OrderFacts): Map<string, number> {
  const cents = new Map<string, number>();
  for (const item of order.items ?? []) {
    const key = item.productId || NO_ID_KEY;
    cents.set(key, (cents.get(key) ?? 0) + toCents(item.originalUnitPrice ?? 0) * item.quantity);
  }
  return cents;
}

/** What an order kept: its total less its partial refunds, in cents, never below 0. */
export const keptCents = (order: OrderFacts): number => Math.max(0, toCents(order.total) - (order.refundedCents ?? 0));

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
  if (dated && REVENUE_STATUSES.includes(order.status) && order.reprintOf) {
    const day = parisDay(dated);
    const units = productUnits(order);
    for (const [productId, cents] of reprintCostCents(order))
      addShare(delta, day, "reprintsByProduct", productId, sign * cents, sign, sign * (units.get(productId) ?? 0));
  } else if (dated && REVENUE_STATUSES.includes(order.status)) {
    const day = parisDay(dated);
    const units = productUnits(order);
    addDay(delta, day, "revenueCents", sign * keptCents(order));
    addDay(delta, day, "paidOrders", sign);
    addShare(delta, day, "byMethod", order.deliveryMethodId, sign * keptCents(order), sign);
    for (const [productId, cents] of productCents(order)) addShare(delta, day, "byProduct", productId, sign * cents, sign, sign * (units.get(productId) ?? 0));
  }
}

/** Only transactions that went through count; a status change moves their contribution. */
/** A VAT rate as a map key: hundredths of a percent (« 2000 » for 20 %, « 550 » for 5.5 %), no dot for Firestore's paths. */
export const rateKey = (vatRate: number): string => String(Math.round(vatRate * 100));
export const rateOfKey = (key: string): number => Number(key) / 100;

/**
 * A document by its day of issue, per rate (HT and VAT, `orders` counting documents), and its
 * gross on its order's payment day.
 */
function documentInto(delta: StatsDelta, d: DocumentFacts, sign: 1 | -1): void {
  const invoice = d.kind === "INVOICE";
  for (const total of d.vatTotals) {
    addShare(delta, d.issuedOn, invoice ? "invoicedNetByRate" : "creditedNetByRate", rateKey(total.vatRate), sign * total.netCents, sign);
    addShare(delta, d.issuedOn, invoice ? "invoicedVatByRate" : "creditedVatByRate", rateKey(total.vatRate), sign * total.vatCents, sign);
  }
  if (d.paidOn) addDay(delta, d.paidOn, invoice ? "invoicedOfPaidCents" : "creditedOfPaidCents", sign * d.grossCents);
}

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
      for (const [id, share] of Object.entries(shares)) {
        if (!share.cents && !share.orders && !share.units) delete shares[id];
        // Units that cancel out are left out, so the shares of a write that moves no unit keep their two numbers.
        else if (share.units === 0) delete share.units;
      }
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
export const documentDelta = (before: DocumentFacts | null, after: DocumentFacts | null) => diff(documentInto, before, after);

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
        if (share.units) into.units = (into.units ?? 0) + share.units;
      }
    }
  }
  return stats;
}

import { orderIdSearchKey, orderProductIds } from "../../server/src/rules/orderSearchKey";
import { ALLOWED_TRANSITIONS, type OrderStatusValue } from "@atelier/domain/orderStatuses";
import { DELIVERY_METHODS, PRODUCTS, TEXT_TO_IMAGE_STYLES, AI_PROMPTS, type DeliveryMethodDoc } from "./catalogue";
import type { CreationDoc } from "./creations";
import { FIRST_NAMES, LAST_NAMES } from "./names";
import { DAY, HOUR, MINUTE, Rng } from "./random";
import { addressOf, adminUids, type Address, type UserDoc } from "./users";

export { ALLOWED_TRANSITIONS, ORDER_STATUSES } from "@atelier/domain/orderStatuses";
export type OrderStatus = OrderStatusValue;

export interface StatusChange {
  to: OrderStatus;
  changedAt: Date;
  changedBy: string | null;
}

export interface OrderItem {
  productId: string;
  name: string;
  quantity: number;
  unitPrice: number;
  creationId: string | null;
  imageUrl: string | null;
}

export interface OrderNote {
  text: string;
  authorUid: string;
  createdAt: Date;
}

export interface OrderDoc {
  id: string;
  /** The id upper-cased: what the orders search queries (docs/orders.md). */
  idSearchKey: string;
  /** The lines' product ids, each once: what a product's usage count queries (docs/catalogue.md). */
  productIds: string[];
  userId: string;
  status: OrderStatus;
  total: number;
  createdAt: Date;
  updatedAt: Date;
  paidAt: Date | null;
  shippedAt: Date | null;
  deliveredAt: Date | null;
  statusHistory: StatusChange[];
  items: OrderItem[];
  shippingAddress: Address;
  deliveryMethodId: string;
  deliveryPrice: number;
  trackingNumber: string | null;
  notes: OrderNote[];
}

/** What every order of a run is drawn from. */
export interface OrderContext {
  seed: number;
  anchor: Date;
  customers: UserDoc[];
  /** Customers who signed up before the 90-day window: a safe pick for any order date. */
  oldCustomers: UserDoc[];
  admins: string[];
  /** All creations, oldest first. */
  creations: CreationDoc[];
  creationsByUser: Map<string, CreationDoc[]>;
}

export function orderContext(seed: number, anchor: Date, users: readonly UserDoc[], creations: readonly CreationDoc[]): OrderContext {
  const customers = users.filter((u) => !u.isAdmin);
  const windowStart = anchor.getTime() - 90 * DAY;
  const oldCustomers = customers.filter((u) => u.createdAt.getTime() < windowStart);
  const sorted = [...creations].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const creationsByUser = new Map<string, CreationDoc[]>();
  for (const c of sorted) {
    const list = creationsByUser.get(c.userId) ?? [];
    list.push(c);
    creationsByUser.set(c.userId, list);
  }
  return {
    seed,
    anchor,
    customers,
    oldCustomers: oldCustomers.length ? oldCustomers : customers,
    admins: adminUids(users),
    creations: sorted,
    creationsByUser,
  };
}

const PRODUCT_WEIGHTS: Record<string, number> = {
  "poster-30x40": 30,
  "poster-50x70": 18,
  "toile-40x40": 14,
  "tasse-ceramique": 16,
  "tshirt-bio": 12,
  "coussin-45": 10,
};
const DELIVERY_WEIGHTS: Record<string, number> = { colissimo: 55, "mondial-relay": 35, chronopost: 10 };
const STYLE_NAMES = new Map<string, string>([
  ...TEXT_TO_IMAGE_STYLES.map((s) => [s.id, s.name] as [string, string]),
  ...AI_PROMPTS.map((p) => [p.id, p.name] as [string, string]),
]);
const NOTE_TEXTS = [
  "Client contacté par téléphone : livraison à déposer chez le voisin.",
  "Réimpression demandée, couleurs trop sombres sur le premier tirage.",
  "Colis signalé endommagé par le transporteur, à surveiller.",
  "Adresse corrigée à la demande de la cliente.",
  "Cadeau : ne pas joindre la facture au colis.",
  "Le client souhaite une livraison après le 15 du mois.",
];

/**
 * The order number `index` of the run: pure, and the same for the same (seed, users, creations,
 * anchor), so orders can be generated one at a time (100 000 of them) and looked up again.
 */
export function generateOrder(ctx: OrderContext, index: number): OrderDoc {
  const rng = Rng.derive(ctx.seed, "order", index);
  const now = ctx.anchor.getTime();
  const id = rng.id(20);

  const daysAgo = rng.int(0, 89);
  const hour = rng.weighted({ morning: 25, afternoon: 35, evening: 32, night: 8 });
  const hourOfDay =
    hour === "morning" ? rng.between(7, 12) : hour === "afternoon" ? rng.between(12, 18) : hour === "evening" ? rng.between(18, 23.9) : rng.between(0, 7);
  const createdAtMs = Math.floor(now - (daysAgo + 1) * DAY + hourOfDay * HOUR + rng.between(0, 59) * 1000);

  let user: UserDoc | undefined;
  for (let tries = 0; tries < 8 && !user; tries++) {
    const candidate = rng.pick(ctx.customers);
    if (candidate.createdAt.getTime() < createdAtMs) user = candidate;
  }
  user ??= rng.pick(ctx.oldCustomers);

  const method = pickDelivery(rng);
  const items = generateItems(rng, ctx, user.uid, createdAtMs);
  const subtotalCents = items.reduce((sum, it) => sum + Math.round(it.unitPrice * 100) * it.quantity, 0);
  const deliveryCents = method.freeAbove !== null && subtotalCents >= method.freeAbove * 100 ? 0 : Math.round(method.price * 100);

  const statusHistory = generateStatusPath(rng, ctx, method, createdAtMs);
  const last = statusHistory[statusHistory.length - 1] as StatusChange;
  const reached = (s: OrderStatus) => statusHistory.find((h) => h.to === s)?.changedAt ?? null;
  const shippedAt = reached("shipped");

  const address = addressOf(ctx.seed, user);
  const shippingAddress: Address = rng.chance(0.1)
    ? { ...address, fullName: `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}` } // a gift
    : address;

  const notes: OrderNote[] = [];
  if (rng.chance(0.05)) {
    const count = rng.int(1, 2);
    for (let i = 0; i < count; i++) {
      notes.push({
        text: rng.pick(NOTE_TEXTS),
        authorUid: rng.pick(ctx.admins),
        createdAt: new Date(Math.floor(createdAtMs + rng.float() * (last.changedAt.getTime() - createdAtMs))),
      });
    }
    notes.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }

  return {
    id,
    idSearchKey: orderIdSearchKey(id),
    productIds: orderProductIds(items) ?? [],
    userId: user.uid,
    status: last.to,
    total: (subtotalCents + deliveryCents) / 100,
    createdAt: new Date(createdAtMs),
    updatedAt: last.changedAt,
    paidAt: reached("paid"),
    shippedAt,
    deliveredAt: reached("delivered"),
    statusHistory,
    items,
    shippingAddress,
    deliveryMethodId: method.id,
    deliveryPrice: deliveryCents / 100,
    trackingNumber: shippedAt ? trackingNumber(rng, method) : null,
    notes,
  };
}

/** Orders 0 … count-1, one at a time. */
export function* generateOrders(ctx: OrderContext, count: number): Generator<OrderDoc> {
  for (let i = 0; i < count; i++) yield generateOrder(ctx, i);
}

function pickDelivery(rng: Rng): DeliveryMethodDoc {
  const id = rng.weighted(DELIVERY_WEIGHTS);
  return DELIVERY_METHODS.find((m) => m.id === id) as DeliveryMethodDoc;
}

function generateItems(rng: Rng, ctx: OrderContext, userId: string, createdAtMs: number): OrderItem[] {
  const count = Number(rng.weighted({ 1: 55, 2: 28, 3: 12, 4: 5 }));
  const items: OrderItem[] = [];
  for (let i = 0; i < count; i++) {
    const productId = rng.weighted(PRODUCT_WEIGHTS);
    const product = PRODUCTS.find((p) => p.id === productId)!;
    const creation = rng.chance(0.7) ? pickCreation(rng, ctx, userId, createdAtMs) : null;
    const styleName = creation ? STYLE_NAMES.get(creation.style) : undefined;
    items.push({
      productId,
      name: styleName ? `${product.name} – ${styleName}` : product.name,
      quantity: Number(rng.weighted({ 1: 80, 2: 15, 3: 5 })),
      unitPrice: product.basePrice,
      creationId: creation?.id ?? null,
      imageUrl: creation?.imageUrl ?? product.imageUrl,
    });
  }
  return items;
}

/** One of the customer's creations made before the order, else anyone's, else none. */
function pickCreation(rng: Rng, ctx: OrderContext, userId: string, beforeMs: number): CreationDoc | null {
  const own = (ctx.creationsByUser.get(userId) ?? []).filter((c) => c.createdAt.getTime() < beforeMs);
  if (own.length && rng.chance(0.8)) return rng.pick(own);
  const before = countBefore(ctx.creations, beforeMs);
  return before ? (ctx.creations[rng.int(0, before - 1)] as CreationDoc) : null;
}

function countBefore(sorted: readonly CreationDoc[], ms: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] as CreationDoc).createdAt.getTime() < ms) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The path the order took, along ALLOWED_TRANSITIONS, stopping at "now" (the anchor): recent
 * orders are still pending, paid or in progress; older ones delivered, some cancelled or refunded.
 */
function generateStatusPath(rng: Rng, ctx: OrderContext, method: DeliveryMethodDoc, createdAtMs: number): StatusChange[] {
  const now = ctx.anchor.getTime();
  const admin = () => rng.pick(ctx.admins);
  const history: StatusChange[] = [{ to: "pending_payment", changedAt: new Date(createdAtMs), changedBy: null }];
  const fate = rng.weighted({ normal: 85, cancelled: 9, refunded: 6 });
  const cancelFrom = rng.weighted({ pending_payment: 60, paid: 25, processing: 15 }) as OrderStatus;
  const refundFrom = rng.weighted({ paid: 15, processing: 15, shipped: 20, delivered: 50 }) as OrderStatus;
  let at = createdAtMs;

  const move = (to: OrderStatus, delayMs: number, changedBy: string | null): boolean => {
    const from = (history[history.length - 1] as StatusChange).to;
    if (!ALLOWED_TRANSITIONS[from].includes(to)) throw new Error(`Transition interdite ${from} → ${to}`);
    const next = Math.floor(at + delayMs);
    if (next >= now) return false;
    at = next;
    history.push({ to, changedAt: new Date(at), changedBy });
    return true;
  };
  const stopHere = (status: OrderStatus): boolean => {
    if (fate === "cancelled" && cancelFrom === status) {
      const byShop = status !== "pending_payment";
      move("cancelled", status === "pending_payment" ? rng.between(1, 48) * HOUR : rng.between(1, 20) * HOUR, byShop ? admin() : null);
      return true;
    }
    if (fate === "refunded" && refundFrom === status) {
      move("refunded", status === "delivered" ? rng.between(2, 14) * DAY : rng.between(2, 48) * HOUR, admin());
      return true;
    }
    return false;
  };

  // An unpaid basket is cancelled after two days; a recent one may simply still wait.
  if (fate === "normal" && rng.chance(0.04)) {
    move("cancelled", 48 * HOUR + rng.between(0, 60) * MINUTE, null);
    return history;
  }
  if (stopHere("pending_payment")) return history;
  // Card payments go through within the hour; bank transfers take up to three days.
  const payDelay = rng.chance(0.1) ? rng.between(2, 72) * HOUR : rng.between(1, 90) * MINUTE;
  if (!move("paid", payDelay, null)) return history;
  if (stopHere("paid")) return history;
  if (!move("processing", rng.between(2, 30) * HOUR, rng.chance(0.7) ? admin() : null)) return history;
  if (stopHere("processing")) return history;
  if (!move("shipped", rng.between(12, 60) * HOUR, rng.chance(0.8) ? admin() : null)) return history;
  if (stopHere("shipped")) return history;
  const transit = rng.between(method.minDays, method.maxDays + 0.9) * DAY;
  if (!move("delivered", transit, rng.chance(0.15) ? admin() : null)) return history;
  stopHere("delivered");
  return history;
}

function trackingNumber(rng: Rng, method: DeliveryMethodDoc): string {
  switch (method.id) {
    case "chronopost":
      return `XY${rng.digits(9)}FR`;
    case "mondial-relay":
      return `MR${rng.digits(10)}`;
    default:
      return `LP${rng.digits(11)}FR`;
  }
}

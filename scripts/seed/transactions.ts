import { AI_PROMPTS, CREDIT_PACKS, TEXT_TO_IMAGE_STYLES } from "./catalogue";
import type { CreationDoc } from "./creations";
import type { OrderDoc, OrderStatus } from "./orders";
import { DAY, HOUR, Rng, euros } from "./random";
import { adminUids, type UserDoc } from "./users";

export const TRANSACTION_TYPES = ["CREDIT_PURCHASE", "ORDER_PAYMENT", "REFUND", "CREDIT_ADJUSTMENT", "CREDIT_SPEND"] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export type TransactionStatus = "SUCCEEDED" | "PENDING" | "FAILED";

/**
 * A money or credits movement.
 * - amount: euros, always ≥ 0; the type tells the direction. A REFUND stores the refunded sum as
 *   a POSITIVE amount (the order's total), like ORDER_PAYMENT stores the paid sum.
 * - credits: the signed change of the user's credits (CREDIT_PURCHASE > 0, CREDIT_SPEND < 0,
 *   CREDIT_ADJUSTMENT ±, 0 for order payments and refunds).
 * - createdBy: the administrator's uid for CREDIT_ADJUSTMENT and REFUND (who refunded), else null.
 * - Every refunded order has its REFUND at the id the API uses, refund-{orderId}
 *   (@atelier/domain/finances/refund), as changeOrderStatus would have written it.
 */
export interface TransactionDoc {
  id: string;
  userId: string;
  type: TransactionType;
  amount: number;
  credits: number;
  orderId: string | null;
  status: TransactionStatus;
  description: string;
  createdAt: Date;
  createdBy: string | null;
}

/** What transactions need to know of an order. */
export interface OrderSummary {
  id: string;
  userId: string;
  total: number;
  status: OrderStatus;
  paidAt: Date | null;
  refundedAt: Date | null;
  /** The administrator who moved it to refunded. */
  refundedBy: string | null;
}

export function summarizeOrder(order: OrderDoc): OrderSummary {
  return {
    id: order.id,
    userId: order.userId,
    total: order.total,
    status: order.status,
    paidAt: order.paidAt,
    refundedAt: order.statusHistory.find((h) => h.to === "refunded")?.changedAt ?? null,
    refundedBy: order.statusHistory.find((h) => h.to === "refunded")?.changedBy ?? null,
  };
}

const STYLE_NAMES = new Map<string, string>([
  ...TEXT_TO_IMAGE_STYLES.map((s) => [s.id, s.name] as [string, string]),
  ...AI_PROMPTS.map((p) => [p.id, p.name] as [string, string]),
]);
const ADJUSTMENTS_UP = [
  "Geste commercial suite à un retard de livraison",
  "Crédits offerts : concours Instagram",
  "Dédommagement pour une génération échouée",
  "Correction d'un double débit",
];
const ADJUSTMENTS_DOWN = ["Retrait de crédits attribués par erreur", "Annulation d'un geste commercial en double"];

const shortId = (id: string) => id.slice(0, 6).toUpperCase();
/** Credit purchases spread over the past 13 months, so /finances has a year to compare. */
const PURCHASE_WINDOW_DAYS = 396;

export interface TransactionInput {
  users: readonly UserDoc[];
  creations: readonly CreationDoc[];
  orders: readonly OrderSummary[];
  anchor: Date;
}

/** `count` transactions of every type, consistent with the orders and creations given. */
export function generateTransactions(seed: number, count: number, input: TransactionInput): TransactionDoc[] {
  const rng = Rng.derive(seed, "transactions");
  const now = input.anchor.getTime();
  const customers = input.users.filter((u) => !u.isAdmin);
  const admins = adminUids(input.users);
  const paid = input.orders.filter((o) => o.paidAt !== null);
  const refunded = input.orders.filter((o) => o.refundedAt !== null);

  const atLeastOne = (share: number, available = Infinity) => Math.min(available, Math.max(1, Math.round(count * share)));
  // Every refunded order (up to 30 % of the transactions) has its refund.
  const refunds = Math.min(refunded.length, Math.round(count * 0.3));
  const payments = atLeastOne(0.35, paid.length);
  const adjustments = atLeastOne(0.08);
  const spends = input.creations.length ? atLeastOne(0.2) : 0;
  const purchases = Math.max(1, count - refunds - payments - adjustments - spends);

  const out: TransactionDoc[] = [];
  const base = (userId: string, type: TransactionType, createdAt: number) => ({
    id: rng.id(20),
    userId,
    type,
    createdAt: new Date(Math.floor(Math.min(createdAt, now - 1000))),
    orderId: null as string | null,
    createdBy: null as string | null,
    status: "SUCCEEDED" as TransactionStatus,
  });

  for (const order of rng.shuffle(paid).slice(0, payments)) {
    out.push({
      ...base(order.userId, "ORDER_PAYMENT", order.paidAt!.getTime()),
      amount: order.total,
      credits: 0,
      orderId: order.id,
      description: `Paiement de la commande ${shortId(order.id)}`,
    });
  }
  for (const order of rng.shuffle(refunded).slice(0, refunds)) {
    out.push({
      ...base(order.userId, "REFUND", order.refundedAt!.getTime()),
      id: `refund-${order.id}`,
      amount: order.total, // positive: the sum given back
      credits: 0,
      orderId: order.id,
      createdBy: order.refundedBy,
      description: `Remboursement de la commande #${shortId(order.id)}`,
    });
  }
  const userSince = (u: UserDoc) => Math.max(now - 90 * DAY, u.createdAt.getTime() + HOUR);
  for (let i = 0; i < purchases; i++) {
    const user = rng.pick(customers);
    const since = Math.max(now - PURCHASE_WINDOW_DAYS * DAY, user.createdAt.getTime() + HOUR);
    const createdAt = since + rng.float() * Math.max(now - since, HOUR);
    const pack = rng.pick(CREDIT_PACKS);
    const recent = now - createdAt < 2 * DAY;
    const status: TransactionStatus = recent && rng.chance(0.3) ? "PENDING" : rng.chance(0.06) ? "FAILED" : "SUCCEEDED";
    out.push({
      ...base(user.uid, "CREDIT_PURCHASE", createdAt),
      status,
      amount: euros(pack.price),
      credits: pack.credits,
      description:
        status === "FAILED"
          ? `Achat du pack de ${pack.credits} crédits : paiement refusé`
          : status === "PENDING"
            ? `Achat du pack de ${pack.credits} crédits : paiement en attente`
            : `Achat du pack de ${pack.credits} crédits`,
    });
  }
  for (let i = 0; i < adjustments; i++) {
    const user = rng.pick(customers);
    const since = userSince(user);
    const up = rng.chance(0.75);
    out.push({
      ...base(user.uid, "CREDIT_ADJUSTMENT", since + rng.float() * Math.max(now - since, HOUR)),
      amount: 0,
      credits: up ? rng.pick([5, 10, 20, 50]) : -rng.pick([5, 10, 20]),
      createdBy: rng.pick(admins),
      description: up ? rng.pick(ADJUSTMENTS_UP) : rng.pick(ADJUSTMENTS_DOWN),
    });
  }
  const spendable = rng.shuffle(input.creations);
  for (let i = 0; i < spends; i++) {
    const creation = spendable[i % spendable.length] as CreationDoc;
    out.push({
      ...base(creation.userId, "CREDIT_SPEND", creation.createdAt.getTime() - rng.int(5, 90) * 1000),
      amount: 0,
      credits: creation.kind === "IMAGE_TO_IMAGE" ? -2 : -1,
      description: `Génération d'image – ${STYLE_NAMES.get(creation.style) ?? creation.style}`,
    });
  }
  return out.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? -1 : 1));
}

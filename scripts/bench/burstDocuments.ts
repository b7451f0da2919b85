// The write burst's documents (scripts/bench/burst.ts): new orders, creations, users and
// transactions shaped as the storefront writes them, drawn with the seed's own generators, dated
// at the moment they are written. Pure: no Firestore here.
import type { DocumentData } from "firebase-admin/firestore";
import { generateDemoData } from "../seed/generate";
import { generateCreations } from "../seed/creations";
import { generateOrder, orderContext } from "../seed/orders";
import { Rng } from "../seed/random";
import { generateTransactions } from "../seed/transactions";
import { generateUsers } from "../seed/users";
import { userListFields } from "@atelier/domain/userSearchKeys";
import { isEmptyDelta } from "@atelier/domain/dashboardStats";
import { writeDelta, type AggregatedCollection } from "../../server/src/firestore/stats";

/** The storefront's mix for an AI-image shop: creations first, then orders, transactions, sign-ups (documents are the server's). */
export const BURST_MIX: Record<AggregatedCollection, number> = { creations: 0.35, orders: 0.3, transactions: 0.25, users: 0.1, accountingDocuments: 0 };
const BURST_SEED = 23_2026;

export interface BurstDocument {
  collection: AggregatedCollection;
  id: string;
  /** The document, dated `at` (the moment it is written). */
  data: (at: Date) => DocumentData;
  /** Whether its creation changes an aggregate, i.e. whether the trigger writes a marker. */
  counted: boolean;
}

/** `total` documents in the mix above, interleaved (a fixed shuffle), on top of the demo data. */
export function burstDocuments(total: number): BurstDocument[] {
  const counts = {} as Record<AggregatedCollection, number>;
  let left = total;
  for (const c of ["creations", "orders", "transactions"] as const) left -= counts[c] = Math.round(total * BURST_MIX[c]);
  counts.users = left;

  // The demo data's customers (the bench seeds the default set): the burst's buyers and creators.
  const demo = generateDemoData({ orders: 0, creations: 0, transactions: 0, mails: 0 });
  const anchor = demo.anchor;
  const admins = demo.users.filter((u) => u.isAdmin).map((u) => u.uid);
  const creations = generateCreations(BURST_SEED, counts.creations, demo.users, admins, anchor);
  const ctx = orderContext(BURST_SEED, anchor, demo.users, creations);
  // generateUsers always starts with the 2 demo accounts and 2 more administrators: skip them.
  const users = generateUsers(BURST_SEED, counts.users + 4, anchor).slice(4);
  // No orders given: credit purchases (most), credits spent on generations, a few adjustments.
  const transactions = generateTransactions(BURST_SEED, counts.transactions, { users: demo.users, creations, orders: [], anchor });

  const docs: BurstDocument[] = [];
  const add = (collection: AggregatedCollection, id: string, data: (at: Date) => DocumentData) =>
    docs.push({ collection, id, data, counted: !isEmptyDelta(writeDelta(collection, undefined, data(anchor))) });

  for (const c of creations) {
    const { id, moderation: _m, ...rest } = c;
    // A new generation awaits moderation: moderation.isModerated false, as the storefront writes it.
    const moderation = { isModerated: false, status: null, reason: null, moderatedAt: null, moderatedBy: null };
    add("creations", id, (at) => ({ ...rest, moderation, createdAt: at }));
  }
  for (let i = 0; i < counts.orders; i++) {
    // The storefront writes neither idSearchKey nor productIds (the keepOrderSearchKey trigger
    // adds them), nor notes. A third still awaits payment, the others were paid by card at once.
    const { id, idSearchKey: _k, productIds: _p, notes: _n, ...order } = generateOrder(ctx, i);
    const paid = i % 3 !== 0;
    add("orders", id, (at) => ({
      ...order,
      status: paid ? "paid" : "pending_payment",
      createdAt: at,
      updatedAt: at,
      paidAt: paid ? at : null,
      shippedAt: null,
      deliveredAt: null,
      trackingNumber: null,
      statusHistory: [{ to: "pending_payment", changedAt: at, changedBy: null }, ...(paid ? [{ to: "paid", changedAt: at, changedBy: null }] : [])],
    }));
  }
  for (const u of users) {
    // A sign-up: without the list fields (refreshUserSearchKeys adds them), never logged in to the console.
    const listFields = Object.keys(userListFields(u));
    const doc: DocumentData = { ...u, lastLoginAt: null };
    for (const key of listFields) delete doc[key];
    add("users", u.uid, (at) => ({ ...doc, createdAt: at }));
  }
  for (const t of transactions) {
    const { id, ...rest } = t;
    add("transactions", id, (at) => ({ ...rest, createdAt: at }));
  }
  return new Rng(BURST_SEED).shuffle(docs);
}

import { getFirestore, Timestamp, type WriteBatch } from "firebase-admin/firestore";
import { BULK_REQUEST_SIZE } from "@atelier/domain/orders/bulkStatus";
import type { BenchContext, BenchOperation } from "./measure";
import { benchApp } from "./support";

/**
 * Work on many orders at once (docs/bulk-orders.md): 500 orders moved in bulk, beside the naive
 * way (one changeOrderStatus per order, what the console did before). Each run moves 500 orders
 * of its own, written untimed by `prepare` (status « En cours », for seeded customers so that the
 * shipping mails read real customer records).
 */
const ORDERS_PER_RUN = 500;
const BULK = `mutation BenchBulk($input: ChangeOrdersStatusInput!) {
  changeOrdersStatus(input: $input) { changed { id status } refused { orderId code } userErrors { code message } } }`;
const ONE = `mutation BenchOne($input: ChangeOrderStatusInput!) { changeOrderStatus(input: $input) { order { id status } userErrors { code } } }`;

let prepared: string[] = [];
let batchNumber = 0;

async function prepareOrders(status: "paid" | "processing"): Promise<void> {
  const db = getFirestore(benchApp());
  const customers = (await db.collection("users").where("isAdmin", "==", false).limit(50).get()).docs.map((doc) => doc.id);
  const now = Timestamp.now();
  const run = `bench-bulk-${Date.now().toString(36)}-${batchNumber++}`;
  prepared = Array.from({ length: ORDERS_PER_RUN }, (_, i) => `${run}-${i}`);
  for (let start = 0; start < prepared.length; start += 250) {
    const batch: WriteBatch = db.batch();
    for (const [i, id] of prepared.slice(start, start + 250).entries()) {
      const items = [{ productId: "mug", name: "Mug 33 cl", quantity: 1, unitPrice: 12.5, creationId: null, imageUrl: null }];
      const userId = customers[(start + i) % Math.max(1, customers.length)] ?? "bench";
      batch.set(db.doc(`orders/${id}`), { userId, status, total: 12.5, createdAt: now, paidAt: now, items, statusHistory: [], idSearchKey: id.toUpperCase() });
    }
    await batch.commit();
  }
}

async function bulk(ctx: BenchContext, status: string, size: number): Promise<number> {
  let reads = 0;
  for (let start = 0; start < prepared.length; start += size) {
    const orderIds = prepared.slice(start, start + size);
    const res = await ctx.gql(BULK, { input: { orderIds, status, idempotencyKey: `${orderIds[0]}-${status}` } });
    const payload = res.data?.changeOrdersStatus;
    if (res.errors || !res.extensions?.cost || payload?.userErrors.length || payload?.changed.length !== orderIds.length) {
      throw new Error(`changeOrdersStatus failed: ${JSON.stringify(res.errors ?? payload?.userErrors ?? payload?.refused)}`);
    }
    reads += res.extensions.cost.firestoreReads;
  }
  return reads;
}

const bulkShip: BenchOperation = {
  name: "bulk ship 500",
  description: `changeOrdersStatus « En cours » → « Expédiée » for 500 orders, as the console sends them (requests of ${BULK_REQUEST_SIZE}): history, audit entry and mail each`,
  runs: 3,
  prepare: () => prepareOrders("processing"),
  run: async (ctx) => ({
    reads: await bulk(ctx, "SHIPPED", BULK_REQUEST_SIZE),
    notes: `reads summed over ${Math.ceil(ORDERS_PER_RUN / BULK_REQUEST_SIZE)} requests`,
  }),
};

const bulkProcess: BenchOperation = {
  name: "bulk process 500",
  description: "changeOrdersStatus « Payée » → « En cours » for 500 orders in ONE request (no mail: 505 reads, under the ceiling)",
  runs: 3,
  prepare: () => prepareOrders("paid"),
  run: async (ctx) => ({ reads: await bulk(ctx, "PROCESSING", ORDERS_PER_RUN) }),
};

const naiveShip: BenchOperation = {
  name: "naive ship 500",
  description: "the same 500 orders « En cours » → « Expédiée » one changeOrderStatus at a time (what the console did before)",
  runs: 1,
  prepare: () => prepareOrders("processing"),
  async run(ctx) {
    let reads = 0;
    for (const orderId of prepared) {
      const res = await ctx.gql(ONE, { input: { orderId, status: "SHIPPED" } });
      if (res.errors || !res.extensions?.cost || res.data?.changeOrderStatus.userErrors.length)
        throw new Error(`changeOrderStatus failed: ${JSON.stringify(res.errors)}`);
      reads += res.extensions.cost.firestoreReads;
    }
    return { reads, notes: `${ORDERS_PER_RUN} requests` };
  },
};

export const bulkOrdersOperations = [bulkShip, bulkProcess, naiveShip];

import { getFirestore } from "firebase-admin/firestore";
import { PACKING_SLIPS_URL } from "@atelier/domain/rest/packingSlips";
import { FUNCTION_BASE } from "../lib/stack.cjs";
import type { BenchOperation } from "./measure";
import { functionWorkersPeakMiB } from "./orders";
import { benchApp } from "./support";

/**
 * Packing slips (docs/packing-slips.md): POST /export/packing-slips.pdf for 50 seeded orders
 * being prepared (« En préparation », else paid), the morning's batch — 50 A4 pages with the
 * items' pictures read from the storage and made thumbnails. The route answers its Firestore
 * reads in `x-firestore-reads` (all done before the first byte): the admin, the orders, the
 * settings, each delivery method once.
 */
const BATCH = 50;
let orderIds: string[] = [];

const packingSlips50: BenchOperation = {
  name: "packing slips: 50 orders",
  description: `POST ${PACKING_SLIPS_URL} with ${BATCH} seeded orders (processing, else paid): one A4 page each, pictures as thumbnails, streamed`,
  runs: 5,
  async run(ctx) {
    if (orderIds.length === 0) {
      const orders = getFirestore(benchApp()).collection("orders");
      const processing = await orders.where("status", "==", "processing").limit(BATCH).get();
      const paid =
        processing.size < BATCH
          ? await orders
              .where("status", "==", "paid")
              .limit(BATCH - processing.size)
              .get()
          : null;
      orderIds = [...processing.docs, ...(paid?.docs ?? [])].map((doc) => doc.id);
      // A small seed may hold fewer orders in preparation: any others make up the batch.
      if (orderIds.length < BATCH) {
        const others = await orders.limit(BATCH * 2).get();
        orderIds = [...new Set([...orderIds, ...others.docs.map((doc) => doc.id)])].slice(0, BATCH);
      }
    }
    const started = performance.now();
    const res = await fetch(`${FUNCTION_BASE}${PACKING_SLIPS_URL}`, {
      method: "POST",
      headers: { authorization: `Bearer ${ctx.token}`, "content-type": "application/json" },
      body: JSON.stringify({ orderIds }),
    });
    if (!res.ok || !res.body) throw new Error(`packing slips failed: HTTP ${res.status} ${await res.text()}`);
    let bytes = 0;
    let firstByteMs = -1;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      if (firstByteMs < 0) firstByteMs = performance.now() - started;
      bytes += chunk.byteLength;
    }
    return {
      reads: Number(res.headers.get("x-firestore-reads")),
      notes: `${orderIds.length} pages, ${Math.round(bytes / 1024).toLocaleString("en-US")} KiB, first byte ${Math.round(firstByteMs)} ms, function workers' peak RSS ${functionWorkersPeakMiB() ?? "n/a"} MiB`,
    };
  },
};

export const packingSlipsOperations = [packingSlips50];

import { getFirestore, Timestamp } from "firebase-admin/firestore";
import { parisDay, previousMonth } from "@atelier/domain/parisCalendar";
import { issueInvoice } from "../../server/src/firestore/invoicing/issue";
import { FUNCTION_BASE } from "../lib/stack.cjs";
import type { BenchOperation } from "./measure";
import { functionWorkersPeakMiB } from "./orders";
import { benchApp } from "./support";

/**
 * Invoicing (docs/invoicing.md): issuing one invoice as the trigger does (a new paid order each
 * run, so every run takes the next number of the year's counter that the seeded invoices hold),
 * the documents' list as /finances asks for it, and the accountant's ZIP of last month streamed.
 */
let issued = 0;
const invoiceIssue: BenchOperation = {
  name: "invoice issue",
  description: "issueInvoice on a new paid order: queued, numbered on the year's counter, then the « Commande payée » mail with the PDF",
  async run() {
    const db = getFirestore(benchApp());
    const id = `bench-paid-${Date.now().toString(36)}-${issued++}`;
    const now = Timestamp.now();
    const items = [{ productId: "mug", name: "Mug 33 cl", quantity: 2, unitPrice: 12.5, creationId: null, imageUrl: null }];
    await db.doc(`orders/${id}`).set({ userId: "bench", status: "paid", total: 25, createdAt: now, paidAt: now, items, statusHistory: [] });
    const outcome = await issueInvoice(db, id);
    if (outcome !== "issued") throw new Error(`invoice issue: ${outcome}`);
    // By construction: queue (the order, its invoice query, its queue entry), numbering (the queue, the counter, settings/app, the order, its customer and delivery method), the invoice read back, the mail (its id, settings/app, the order, the customer).
    return { reads: null, notes: "13 reads and 3 queries by construction (a system write: no request meter)" };
  },
};

const REFUND = `mutation BenchRefund($input: RefundOrderInput!) { refundOrder(input: $input) {
  order { id refundedCents } creditNote { number grossCents } userErrors { code message } } }`;

/** Seeded delivered orders with an invoice, refunded one cent at a time (at most 19 credit notes each, under the 20 allowed). */
let refundable: string[] = [];
let refunds = 0;
const partialRefund: BenchOperation = {
  name: "partial refund",
  description:
    "mutation `refundOrder` (1 cent, to the payment) on a seeded delivered order: credit note, REFUND, order, mail with the PDF, audit, one transaction",
  async run(ctx) {
    if (refundable.length === 0) {
      const delivered = await getFirestore(benchApp()).collection("orders").where("status", "==", "delivered").limit(50).get();
      refundable = delivered.docs.filter((doc) => !doc.get("refundedCents")).map((doc) => doc.id);
    }
    const orderId = refundable[Math.floor(refunds++ / 19) % refundable.length];
    const res = await ctx.gql(REFUND, { input: { orderId, lines: [], delivery: false, amountCents: 1, reason: "GOODWILL", refundTo: "PAYMENT" } });
    const errors = res.data?.refundOrder?.userErrors;
    if (res.errors || !res.extensions?.cost || errors?.length) throw new Error(`refundOrder failed: ${JSON.stringify(res.errors ?? errors)}`);
    return { reads: res.extensions.cost.firestoreReads };
  },
};

const DOCUMENTS = `query BenchDocuments { accountingDocuments(filter: { kind: INVOICE }, first: 25) {
  edges { node { number kind issuedOn orderReference buyerName grossCents pdfPath } } pageInfo { hasNextPage endCursor } } }`;

const documentsPage: BenchOperation = {
  name: "invoices list (25)",
  description: "query `accountingDocuments` (kind INVOICE, first 25), as /finances « Factures et avoirs »",
  async run(ctx) {
    const res = await ctx.gql(DOCUMENTS);
    if (res.errors || !res.extensions?.cost) throw new Error(`accountingDocuments failed: ${JSON.stringify(res.errors)}`);
    return { reads: res.extensions.cost.firestoreReads };
  },
};

const monthlyArchive: BenchOperation = {
  name: "monthly documents ZIP",
  description: "GET /documents/archive.zip for last month: one PDF per document + journal.csv, streamed",
  runs: 1,
  async run(ctx) {
    const month = previousMonth(parisDay(new Date()).slice(0, 7));
    const started = performance.now();
    const res = await fetch(`${FUNCTION_BASE}/documents/archive.zip?month=${month}`, { headers: { authorization: `Bearer ${ctx.token}` } });
    if (!res.ok || !res.body) throw new Error(`archive failed: HTTP ${res.status}`);
    let bytes = 0;
    let firstByteMs = -1;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      if (firstByteMs < 0) firstByteMs = performance.now() - started;
      bytes += chunk.byteLength;
    }
    const documents = (
      await getFirestore(benchApp())
        .collection("accountingDocuments")
        .where("issuedOn", ">=", `${month}-01`)
        .where("issuedOn", "<=", `${month}-31`)
        .count()
        .get()
    ).data().count;
    return {
      reads: null,
      notes: `${documents.toLocaleString("en-US")} documents, ${Math.round(bytes / 1024).toLocaleString("en-US")} KiB, first byte ${Math.round(firstByteMs)} ms, function workers' peak RSS ${functionWorkersPeakMiB() ?? "n/a"} MiB`,
    };
  },
};

export const invoicingOperations = [invoiceIssue, partialRefund, documentsPage, monthlyArchive];

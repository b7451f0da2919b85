// The only module that talks to Firebase: writes a DemoData set into Auth, Firestore and storage.
import { demoDocuments, partialRefundOf, type DemoDocument } from "./invoices";
import { partialRefundTransactionId } from "../../server/src/firestore/invoicing/refundOrder";
import { adminUids } from "./users";
import { syncStaffClaim } from "../../server/src/firestore/users/staffClaims";
import { getApps, initializeApp, type App } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore, type DocumentData, type Firestore } from "firebase-admin/firestore";
import type { FileStorage } from "../../server/src/storage";
import type { DemoData } from "./generate";
import { abstractSvg, productSvg, stylePreviewSvg } from "./images";
import { creationImagePath } from "./creations";
import { writeMediaLibrary } from "./media";
import { creationAuditEntries, orderAuditEntries } from "./auditLog";
import { reprintAuditEntries } from "./reprints";

const APP_NAME = "atelier-seed";

export interface WriteOptions {
  storage: FileStorage;
  log: (message: string) => void;
}

export interface WriteSummary {
  authAccounts: number;
  documents: Record<string, number>;
  files: number;
  ms: number;
}

function seedApp(): App {
  const projectId = process.env.GCLOUD_PROJECT || process.env.FIREBASE_PROJECT_ID || "demo-atelier";
  return getApps().find((a) => a.name === APP_NAME) ?? initializeApp({ projectId }, APP_NAME);
}

export async function writeDemoData(data: DemoData, { storage, log }: WriteOptions): Promise<WriteSummary> {
  const started = Date.now();
  const app = seedApp();
  const db = getFirestore(app);

  const authAccounts = await writeAuthAccounts(app, data, log);
  const files = await writeImages(data, storage, log);
  const mediaFiles = await writeMediaLibrary(data, db, storage);
  log(`Médiathèque : ${mediaFiles} fichiers indexés`);

  const failures: string[] = [];
  const writer = db.bulkWriter({ throttling: false });
  writer.onWriteError((err) => {
    if (err.failedAttempts < 5) return true;
    failures.push(`${err.documentRef.path}: ${err.message}`);
    return false;
  });
  const documents: Record<string, number> = {};
  let pending = 0;
  const set = async (collection: string, id: string, doc: DocumentData, path = `${collection}/${id}`) => {
    void writer.set(db.doc(path), doc).catch(() => undefined); // failures collected above
    documents[collection] = (documents[collection] ?? 0) + 1;
    if (++pending >= 5000) {
      pending = 0;
      await writer.flush(); // keeps memory flat for 100 000 orders
    }
  };
  const withoutId = <T extends { id: string }>(doc: T): Omit<T, "id"> => {
    const { id: _id, ...rest } = doc;
    return rest;
  };

  for (const s of data.textToImageStyles) await set("textToImageStyles", s.id, withoutId(s));
  for (const p of data.aiPrompts) await set("aiPrompts", p.id, withoutId(p));
  for (const p of data.products) await set("products", p.id, withoutId(p));
  for (const m of data.deliveryMethods) await set("deliveryMethods", m.id, withoutId(m));
  await set("settings", "app", { ...data.settings });
  for (const t of data.templates) await set("templates", t.id, withoutId(t));
  for (const m of data.mails) await set("mail", m.id, withoutId(m));
  for (const p of data.staticPages) await set("staticPages", p.id, withoutId(p));
  for (const p of data.blogPosts) await set("blogPosts", p.id, withoutId(p));
  for (const s of data.contentSlugs) await set("contentSlugs", s.id, withoutId(s));
  for (const p of data.publicPages) await set("publicPages", p.id, withoutId(p));
  for (const p of data.publicPosts) await set("publicPosts", p.id, withoutId(p));
  for (const u of data.users) await set("users", u.uid, { ...u });
  for (const r of data.personalDataRequests) await set("personalDataRequests", r.id, withoutId(r));
  log(`Catalogue et ${data.users.length} utilisateurs envoyés`);
  for (const c of data.creations) await set("creations", c.id, withoutId(c));
  for (const e of creationAuditEntries(data.creations)) await set("auditLog", e.id, withoutId(e));
  log(`${data.creations.length} créations envoyées`);
  for (const f of data.inbox.feedback) await set("feedback", f.id, withoutId(f));
  for (const m of data.inbox.contactMessages) await set("contactMessages", m.id, withoutId(m));
  for (const mail of data.inbox.replyMails) await set("mail", mail.id, withoutId(mail));
  await set("stats", "inbox", { ...data.inbox.counters });
  log(`${data.inbox.feedback.length} feedbacks et ${data.inbox.contactMessages.length} messages de contact envoyés`);

  const step = Math.max(1000, Math.ceil(data.orderCount / 10 / 1000) * 1000);
  // Orders refunded in part are written once their credit note is known (below), with what it refunded.
  const partiallyRefunded = new Map<string, number>();
  for (let i = 0; i < data.orderCount; i++) {
    const { notes, ...order } = data.orderAt(i);
    if (partialRefundOf(data.orderAt(i), i, data.anchor)) partiallyRefunded.set(order.id, i);
    else await set("orders", order.id, withoutId(order));
    for (const e of orderAuditEntries(order)) await set("auditLog", e.id, withoutId(e));
    // Notes live in the order's subcollection (server/src/firestore/orders/notes.ts).
    for (const [n, note] of notes.entries()) await set("orderNotes", `note-${n + 1}`, note, `orders/${order.id}/notes/note-${n + 1}`);
    if ((i + 1) % step === 0 && i + 1 < data.orderCount) log(`Commandes : ${i + 1} / ${data.orderCount}`);
  }
  // The reprints (seed/reprints.ts): orders at zero price, never invoiced.
  for (const reprint of data.reprints) {
    await set("orders", reprint.id, withoutId(reprint));
    for (const e of [...reprintAuditEntries(reprint), ...orderAuditEntries(reprint)]) await set("auditLog", e.id, withoutId(e));
  }
  // The invoices of the paid orders and the credit notes of the refunded ones, as the server would
  // have issued them (seed/invoices.ts); each REFUND then names its credit note.
  // Demo data only: the documents and counters a previous run's triggers added go first, or a
  // counter set back under an issued number would make the next issue collide with it.
  await Promise.all(["accountingDocuments", "documentCounters", "orderInvoices", "pendingInvoices"].map((name) => db.recursiveDelete(db.collection(name))));
  const refunds = new Set(data.transactions.flatMap((t) => (t.type === "REFUND" && t.orderId ? [t.orderId] : [])));
  const counters: Record<string, number> = {};
  const creditNotes = new Map<string, string>();
  for (const document of demoDocuments(data, refunds)) {
    await set("accountingDocuments", document.number, document.fields);
    counters[document.counter] = document.sequence;
    if (document.partial) await writePartialRefund(document, document.partial);
    else if (document.fields.kind === "CREDIT_NOTE") creditNotes.set(document.orderId, document.number);
    else await set("orderInvoices", document.orderId, { number: document.number });
  }
  for (const [id, last] of Object.entries(counters)) await set("documentCounters", id, { last });

  /** A partial refund as refundOrder would have written it: the order with its refunded amount, and the REFUND naming the credit note. */
  async function writePartialRefund(document: DemoDocument, partial: NonNullable<DemoDocument["partial"]>) {
    const { notes: _notes, ...order } = data.orderAt(partiallyRefunded.get(document.orderId)!);
    await set("orders", order.id, { ...withoutId(order), refundedCents: partial.refundedCents, refundedItemCents: partial.refundedItemCents });
    await set("transactions", partialRefundTransactionId(order.id, document.number), {
      userId: order.userId,
      type: "REFUND",
      amount: partial.refundedCents / 100,
      credits: 0,
      status: "SUCCEEDED",
      orderId: order.id,
      description: `Remboursement partiel de la commande #${order.id.slice(0, 6).toUpperCase()} (avoir ${document.number})`,
      createdBy: adminUids(data.users)[0] ?? null,
      creditNoteNumber: document.number,
      createdAt: new Date(partial.at),
    });
  }
  for (const t of data.transactions) {
    const creditNoteNumber = t.type === "REFUND" && t.orderId ? (creditNotes.get(t.orderId) ?? null) : null;
    await set(
      "transactions",
      t.id,
      creditNoteNumber ? { ...withoutId(t), creditNoteNumber, description: `${t.description} (avoir ${creditNoteNumber})` } : withoutId(t),
    );
  }
  log(`${data.transactions.length} transactions, ${creditNotes.size} avoirs et ${(documents.accountingDocuments ?? 0) - creditNotes.size} factures envoyés`);
  await writer.close();
  if (failures.length) {
    throw new Error(`${failures.length} écritures ont échoué, par exemple :\n${failures.slice(0, 5).join("\n")}`);
  }
  log(`Commandes : ${data.orderCount} / ${data.orderCount}`);
  return { authAccounts, documents: { ...documents, mediaFiles }, files, ms: Date.now() - started };
}

/** Creates or updates the demo accounts with their fixed uids (idempotent). */
async function writeAuthAccounts(app: App, data: DemoData, log: (m: string) => void): Promise<number> {
  const auth = getAuth(app);
  for (const account of data.accounts) {
    const props = { email: account.email, password: account.password, displayName: account.displayName, emailVerified: true, disabled: false };
    try {
      await auth.updateUser(account.uid, props);
    } catch (err) {
      if ((err as { code?: string }).code !== "auth/user-not-found") throw err;
      // Another account may hold the e-mail (created by hand): the demo account wins.
      try {
        const other = await auth.getUserByEmail(account.email);
        await auth.deleteUser(other.uid);
      } catch (lookupErr) {
        if ((lookupErr as { code?: string }).code !== "auth/user-not-found") throw lookupErr;
      }
      await auth.createUser({ uid: account.uid, ...props });
    }
    // The triggers are paused while the seed writes: the `staff` claim is set here (docs/roles.md).
    await syncStaffClaim(
      auth,
      account.uid,
      data.users.find((u) => u.uid === account.uid),
    );
  }
  log(`Comptes de démonstration : ${data.accounts.map((a) => a.email).join(", ")}`);
  return data.accounts.length;
}

async function writeImages(data: DemoData, storage: FileStorage, log: (m: string) => void): Promise<number> {
  const jobs: Array<() => Promise<unknown>> = [];
  const svg = "image/svg+xml";
  for (const s of [...data.textToImageStyles, ...data.aiPrompts]) {
    jobs.push(() => storage.put(s.previewUrl, Buffer.from(stylePreviewSvg(s.id)), { contentType: svg, customMetadata: { styleId: s.id } }));
  }
  for (const p of data.products) {
    jobs.push(() => storage.put(p.imageUrl, Buffer.from(productSvg(p.id)), { contentType: svg, customMetadata: { productId: p.id } }));
  }
  for (const c of data.creations) {
    jobs.push(() =>
      storage.put(creationImagePath(c.id), Buffer.from(abstractSvg(c.id, c.style)), {
        contentType: svg,
        customMetadata: { creationId: c.id, userId: c.userId, style: c.style },
      }),
    );
    // The customer's photo an image-to-image creation started from (a « photo » of its own palette).
    const source = c.sourceImageUrl;
    if (source)
      jobs.push(() =>
        storage.put(source, Buffer.from(abstractSvg(`${c.id}:source`, "photo")), { contentType: svg, customMetadata: { creationId: c.id, userId: c.userId } }),
      );
  }
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < jobs.length) await jobs[next++]!();
    }),
  );
  log(`${jobs.length} images enregistrées dans le stockage`);
  return jobs.length;
}

/** The seed's own Firestore handle (a named app, so it never clashes with a default app). */
export function seedFirestore(): Firestore {
  return getFirestore(seedApp());
}

/**
 * The erasure's plan (docs/personal-data.md): in which order a customer's records are treated,
 * and how each is. Every collection COLLECTIONS marks as naming a customer appears here
 * (plan.test.ts checks it), with one of three treatments:
 *
 * - `delete`: nothing obliges the shop to keep it (feedback, contact messages, mails sent, the
 *   storefront's quota, the team's notes about the customer);
 * - `pseudonymise`: the record must stay — orders and the ledger for the accounts, audit entries
 *   and approvals for accountability — so its personal values give way to the pseudonym (scrub.ts);
 * - `keep`: issued invoices and credit notes, as issued (Code de commerce, L123-22: ten years).
 *
 * The register of requests is pseudonymised too, an open request keeping the address its answer
 * goes to (requestTreatment).
 *
 * The users record and the Authentication account come last (erasure.ts): until then the
 * customer's e-mail and names are still there to be looked for.
 *
 * A phase is a list of steps, each one query read in document-id order: that order and a
 * cursor (the last id done) make every step resumable. The orders and creations phases go 30
 * parents at a time (Firestore's `in` limit), each chunk with what hangs on those parents.
 */
import { FieldPath, type DocumentData, type Firestore, type Query } from "firebase-admin/firestore";
import { mailboxKey } from "@atelier/domain/inbox";
import type { InboxKind } from "../../firestore/inbox/counters";
import { toStoragePath } from "../../storage";
import type { Scrubber } from "./scrub";

export type Treatment =
  | { kind: "delete"; inbox?: InboxKind }
  | { kind: "keep" }
  /** `next` gives the document as it must become; `files` the storage paths to delete first. */
  | { kind: "pseudonymise"; next: (data: DocumentData, scrubber: Scrubber) => DocumentData; files?: (data: DocumentData) => string[] };

export interface Step {
  /** The certificate's line: a path of COLLECTIONS (« orders/*\/notes »). */
  collection: string;
  treatment: Treatment;
  query: Query;
}

export interface ErasureSubject {
  uid: string;
  /** The e-mails the customer used (their record's and their account's); none once erased. */
  emails: string[];
}

export interface Phase {
  name: string;
  /** For a chunked phase: the parents, read 30 at a time; the steps then get their ids. */
  parents?: (firestore: Firestore, subject: ErasureSubject) => Query;
  steps: (firestore: Firestore, subject: ErasureSubject, parentIds: string[]) => Step[];
}

/** Firestore's `in` takes at most 30 values: a chunk of parents. */
export const CHUNK = 30;

const DELETE: Treatment = { kind: "delete" };
const KEEP: Treatment = { kind: "keep" };
const SCRUB: Treatment = { kind: "pseudonymise", next: (data, scrubber) => scrubber.scrub(data) as DocumentData };

/** The images of the customer's creations are gone: an order line keeps its creation's id, not a link to nothing. */
const orderTreatment: Treatment = {
  kind: "pseudonymise",
  next: (data, scrubber) => {
    const next = scrubber.scrub(data) as DocumentData;
    if (Array.isArray(next.items)) next.items = next.items.map((item: DocumentData) => (item?.creationId ? { ...item, imageUrl: null } : item));
    // Notes written before the subcollection (legacy `notes`): the team's words about the customer.
    if (Array.isArray(next.notes) && next.notes.length > 0) next.notes = [];
    return next;
  },
};

/** A creation stays counted (the dashboard's figures), without its image, its photo or its prompt. */
const creationTreatment: Treatment = {
  kind: "pseudonymise",
  next: (data, scrubber) => ({ ...(scrubber.scrub(data) as DocumentData), imageUrl: null, sourceImageUrl: null, prompt: null }),
  files: (data) => [data.imageUrl, data.sourceImageUrl].flatMap((ref) => (typeof ref === "string" && toStoragePath(ref) ? [toStoragePath(ref)!] : [])),
};

/**
 * The register keeps the request (proof of the answer, RGPD article 5(2)) under the pseudonym;
 * an open one keeps the address its answer goes to, which leaves once it is answered
 * (personalData/requests).
 */
const requestTreatment: Treatment = {
  kind: "pseudonymise",
  next: (data, scrubber) => {
    const next = scrubber.scrub(data) as DocumentData;
    return data.state === "OPEN" ? { ...next, replyTo: data.replyTo ?? null } : next;
  },
};

const byUser = (firestore: Firestore, collection: string, uid: string) => firestore.collection(collection).where("userId", "==", uid);
const byTarget = (firestore: Firestore, collection: string, targetType: string, ids: string[]) =>
  firestore.collection(collection).where("targetType", "==", targetType).where("targetId", "in", ids);

/**
 * A record deleted with the audit entries about it pseudonymised first (a reply's text, a
 * feedback's notes): parents read 30 at a time, their entries, then the parents themselves.
 */
const deletedWithTheirEntries = (name: string, targetType: string, treatment: Treatment, parents: Phase["parents"]): Phase => ({
  name,
  parents,
  steps: (firestore, _, ids) => [
    { collection: "auditLog", treatment: SCRUB, query: byTarget(firestore, "auditLog", targetType, ids) },
    { collection: name, treatment, query: firestore.collection(name).where(FieldPath.documentId(), "in", ids) },
  ],
});

/** A query that matches nothing, for a customer without an e-mail (Firestore refuses an empty `in`). */
const NO_EMAIL = "\u0000";

export const PHASES: Phase[] = [
  deletedWithTheirEntries("feedback", "feedback", { kind: "delete", inbox: "feedback" }, (firestore, { uid }) => byUser(firestore, "feedback", uid)),
  // The storefront's mailbox key: x+1@gmail.com and x@gmail.com are one mailbox.
  deletedWithTheirEntries("contactMessages", "contactMessage", { kind: "delete", inbox: "contactMessages" }, (firestore, { emails }) =>
    firestore.collection("contactMessages").where("mailboxKey", "in", emails.length ? [...new Set(emails.map(mailboxKey))] : [NO_EMAIL]),
  ),
  // The Trigger Email format: `to` is one address or a list.
  deletedWithTheirEntries("mail", "mail", DELETE, (firestore, { emails }) =>
    firestore.collection("mail").where("to", "in", emails.length ? emails : [NO_EMAIL]),
  ),
  deletedWithTheirEntries("mail", "mail", DELETE, (firestore, { emails }) =>
    firestore.collection("mail").where("to", "array-contains-any", emails.length ? emails : [NO_EMAIL]),
  ),
  {
    name: "storefrontQuota",
    steps: (firestore, { uid }) => [
      { collection: "storefrontQuota", treatment: DELETE, query: firestore.collection("storefrontQuota").where(FieldPath.documentId(), "==", uid) },
    ],
  },
  {
    name: "ledger",
    steps: (firestore, { uid }) => [
      { collection: "transactions", treatment: SCRUB, query: byUser(firestore, "transactions", uid) },
      { collection: "auditLog", treatment: SCRUB, query: firestore.collection("auditLog").where("targetType", "==", "user").where("targetId", "==", uid) },
      {
        collection: "approvalRequests",
        treatment: SCRUB,
        query: firestore.collection("approvalRequests").where("targetType", "==", "user").where("targetId", "==", uid),
      },
    ],
  },
  {
    name: "orders",
    parents: (firestore, { uid }) => byUser(firestore, "orders", uid),
    steps: (firestore, _, ids) => [
      ...ids.map((id) => ({ collection: "orders/*/notes", treatment: DELETE, query: firestore.collection(`orders/${id}/notes`) })),
      { collection: "auditLog", treatment: SCRUB, query: byTarget(firestore, "auditLog", "order", ids) },
      { collection: "approvalRequests", treatment: SCRUB, query: byTarget(firestore, "approvalRequests", "order", ids) },
      { collection: "accountingDocuments", treatment: KEEP, query: firestore.collection("accountingDocuments").where("orderId", "in", ids) },
      { collection: "orders", treatment: orderTreatment, query: firestore.collection("orders").where(FieldPath.documentId(), "in", ids) },
    ],
  },
  {
    name: "creations",
    parents: (firestore, { uid }) => byUser(firestore, "creations", uid),
    steps: (firestore, _, ids) => [
      { collection: "auditLog", treatment: SCRUB, query: byTarget(firestore, "auditLog", "creation", ids) },
      { collection: "approvalRequests", treatment: SCRUB, query: byTarget(firestore, "approvalRequests", "creation", ids) },
      { collection: "creations", treatment: creationTreatment, query: firestore.collection("creations").where(FieldPath.documentId(), "in", ids) },
    ],
  },
  {
    name: "personalDataRequests",
    parents: (firestore, { uid }) => byUser(firestore, "personalDataRequests", uid),
    steps: (firestore, _, ids) => [
      { collection: "auditLog", treatment: SCRUB, query: byTarget(firestore, "auditLog", "personalDataRequest", ids) },
      {
        collection: "personalDataRequests",
        treatment: requestTreatment,
        query: firestore.collection("personalDataRequests").where(FieldPath.documentId(), "in", ids),
      },
    ],
  },
];

/** The users record and the account: the last step (erasure.ts), named here for the certificate and plan.test.ts. */
export const FINAL_COLLECTION = "users";

/** Every collection the plan treats. */
export function plannedCollections(firestore: Firestore): Set<string> {
  const subject = { uid: "x", emails: ["x@example.com"] };
  return new Set([FINAL_COLLECTION, ...PHASES.flatMap((phase) => phase.steps(firestore, subject, ["o"]).map((step) => step.collection))]);
}

/**
 * Every Firestore collection the shop writes, and what it holds of a customer (docs/personal-data.md).
 *
 * A customer's export (RGPD articles 15 and 20) reads the collections marked `customer`, each with
 * the query that finds the customer's documents; the others say why they hold nothing of a
 * customer. The API test `personalData.test.ts` walks every collection of a filled database and
 * fails on one this table does not name: a new collection has to say here whether it names a
 * customer before it can ship.
 *
 * Keys are collection paths, `*` standing for a parent document (« orders/{id}/notes »).
 */
import { FieldPath, type DocumentSnapshot, type Firestore, type Query } from "firebase-admin/firestore";
import { mailboxKey } from "@atelier/domain/inbox";
import type { CostMeter } from "../firestore/cost";

/** Who the export is for, with what the first collections taught us (their orders, to find the rest). */
export interface Subject {
  uid: string;
  email: string | null;
  orderIds: string[];
  creationIds: string[];
  /** Their requests of the register (the audit entries about them name the request). */
  requestIds: string[];
}

type Finder = (firestore: Firestore, subject: Subject, meter: CostMeter) => AsyncIterable<DocumentSnapshot>;

export type CollectionRole =
  /** Names the customer: exported as `file` (a JSON array), `label` in the summary. */
  | { holds: "customer"; file: string; label: string; find: Finder }
  /** Holds nothing of a customer, for the reason given. */
  | { holds: "nothing"; why: string };

/** One page at a time: memory stays bounded whatever the customer's history. */
const PAGE = 200;
/** Firestore's `in` takes at most 30 values. */
const IN_LIMIT = 30;

/** Every document `query` matches, page by page in document-id order (no composite index needed). */
async function* pages(query: Query, meter: CostMeter): AsyncIterable<DocumentSnapshot> {
  let last: DocumentSnapshot | null = null;
  for (;;) {
    const page = query.orderBy(FieldPath.documentId()).limit(PAGE);
    const snap = await (last ? page.startAfter(last) : page).get();
    meter.query(snap.size);
    yield* snap.docs;
    if (snap.size < PAGE) return;
    last = snap.docs.at(-1)!;
  }
}

/** The documents of `collection` whose `field` is one of `values` (30 at a time). */
async function* whereIn(firestore: Firestore, collection: string, field: string, values: readonly string[], meter: CostMeter, extra?: (q: Query) => Query) {
  for (let i = 0; i < values.length; i += IN_LIMIT) {
    const query = firestore.collection(collection).where(field, "in", values.slice(i, i + IN_LIMIT));
    yield* pages(extra ? extra(query) : query, meter);
  }
}

async function* single(firestore: Firestore, path: string, meter: CostMeter): AsyncIterable<DocumentSnapshot> {
  const snap = await firestore.doc(path).get();
  meter.documentsRead(1);
  if (snap.exists) yield snap;
}

const byUser = (collection: string): Finder =>
  function (firestore, subject, meter) {
    return pages(firestore.collection(collection).where("userId", "==", subject.uid), meter);
  };

/** The documents whose `field` holds the customer's e-mail (as `key` writes it); none without an e-mail. */
const byEmail = (collection: string, field: string, op: "==" | "array-contains", key = (email: string) => email): Finder =>
  async function* (firestore, subject, meter) {
    if (subject.email) yield* pages(firestore.collection(collection).where(field, op, key(subject.email)), meter);
  };

/** Audit entries and approval requests name their target: the customer, or one of their records. */
const byTarget = (collection: string): Finder =>
  async function* (firestore, subject, meter) {
    yield* pages(firestore.collection(collection).where("targetType", "==", "user").where("targetId", "==", subject.uid), meter);
    for (const [targetType, ids] of [
      ["order", subject.orderIds],
      ["creation", subject.creationIds],
      ["personalDataRequest", subject.requestIds],
    ] as const) {
      yield* whereIn(firestore, collection, "targetId", ids, meter, (q) => q.where("targetType", "==", targetType));
    }
  };

const customer = (file: string, label: string, find: Finder): CollectionRole => ({ holds: "customer", file, label, find });
const nothing = (why: string): CollectionRole => ({ holds: "nothing", why });
const SHOP = nothing("Réglages, catalogue ou contenu de la boutique, rédigés par l’équipe.");
const FIGURES = nothing("Chiffres agrégés de la boutique, sans personne nommée.");
const MECHANICS = nothing("Fonctionnement interne (compteurs, files, marqueurs), sans donnée de client.");

/** In the order the export reads them: `users` first (the e-mail), then orders, creations and requests (their ids, for the audit entries). */
export const COLLECTIONS: Record<string, CollectionRole> = {
  users: customer("profil.json", "Profil", (f, s, m) => single(f, `users/${s.uid}`, m)),
  orders: customer("commandes.json", "Commandes", byUser("orders")),
  "orders/*/notes": customer("notes-commandes.json", "Notes de l’équipe sur les commandes", async function* (firestore, subject, meter) {
    for (const id of subject.orderIds) yield* pages(firestore.collection(`orders/${id}/notes`), meter);
  }),
  creations: customer("creations.json", "Créations", byUser("creations")),
  transactions: customer("transactions.json", "Transactions (crédits et paiements)", byUser("transactions")),
  accountingDocuments: customer("factures-et-avoirs.json", "Factures et avoirs", (firestore, subject, meter) =>
    whereIn(firestore, "accountingDocuments", "orderId", subject.orderIds, meter),
  ),
  feedback: customer("feedbacks.json", "Feedbacks", byUser("feedback")),
  // The storefront's mailbox key: x+1@gmail.com and x@gmail.com are one mailbox.
  contactMessages: customer("messages-de-contact.json", "Messages de contact et réponses", byEmail("contactMessages", "mailboxKey", "==", mailboxKey)),
  // The Trigger Email format: `to` is one address or a list.
  mail: customer("e-mails-envoyes.json", "E-mails envoyés", async function* (firestore, subject, meter) {
    yield* byEmail("mail", "to", "==")(firestore, subject, meter);
    yield* byEmail("mail", "to", "array-contains")(firestore, subject, meter);
  }),
  personalDataRequests: customer("demandes-rgpd.json", "Demandes relatives à ses données personnelles", byUser("personalDataRequests")),
  auditLog: customer("journal-audit.json", "Entrées du journal d’audit", byTarget("auditLog")),
  approvalRequests: customer("demandes-approbation.json", "Demandes d’approbation", byTarget("approvalRequests")),
  storefrontQuota: customer("quota-boutique.json", "Compteur d’envois de la boutique", (f, s, m) => single(f, `storefrontQuota/${s.uid}`, m)),

  orderInvoices: nothing("Lien d’une commande vers le numéro de sa facture ; la facture est exportée."),
  pendingInvoices: nothing("File d’attente d’une commande payée avant son numéro de facture ; la commande est exportée."),
  documentCounters: MECHANICS,
  personalDataErasures: nothing("Certificats d’effacement : ce qui a été fait, sous le pseudonyme du client, sans donnée personnelle."),
  idempotencyKeys: nothing("Clés de rejeu des requêtes de l’équipe, oubliées après 24 heures."),
  auditUndos: MECHANICS,
  changeFeed: nothing(
    "Fil des changements de la console : la sorte d’un enregistrement, son identifiant et l’heure, jamais son contenu ; oublié après 24 heures.",
  ),
  memberNotifications: nothing(
    "Notifications des membres de l’équipe : montants, nombres et identifiants, jamais le nom d’un client ni ce qu’il a écrit ; oubliées après 30 jours.",
  ),
  notificationEvents: MECHANICS,
  presence: nothing(
    "Présence des membres de l’équipe sur une fiche (commande, client, message, création) : qui la consulte, oubliée 75 secondes après leur dernier signe.",
  ),
  emulatorProbes: MECHANICS,
  contentSlugs: MECHANICS,
  mediaFolders: MECHANICS,
  savedViews: nothing("Vues enregistrées des membres de l’équipe (filtres de listes)."),
  staffRoles: nothing("Rôles de l’équipe."),
  staffSecurity: nothing("Règles de connexion de l’équipe."),
  stats: FIGURES,
  statsMonths: FIGURES,
  statsShards: FIGURES,
  statsEvents: FIGURES,
  aggregateChecks: FIGURES,
  settings: SHOP,
  templates: SHOP,
  revisions: SHOP,
  products: SHOP,
  deliveryMethods: SHOP,
  aiPrompts: SHOP,
  textToImageStyles: SHOP,
  blogPosts: SHOP,
  staticPages: SHOP,
  publicPages: SHOP,
  publicPosts: SHOP,
  mediaFiles: SHOP,
};

/** The collections that name a customer, in export order. */
export const CUSTOMER_COLLECTIONS = Object.entries(COLLECTIONS).flatMap(([path, role]) => (role.holds === "customer" ? [{ path, ...role }] : []));

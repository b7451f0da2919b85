/**
 * resume.txt, the export's French summary (docs/personal-data.md): who it is about, what each file
 * holds, then one line per document (a no-break space before « : », as French typography wants). Plain text, one line per record: what a customer wrote (a
 * subject, a name) is cut to one line without control characters, and nothing is ever interpreted.
 */
import { REQUEST_KIND_LABELS, REQUEST_STATE_LABELS, type RequestKind, type RequestState } from "@atelier/domain/personalData/requests";
import type { DocumentSnapshot } from "firebase-admin/firestore";
import { shortOrderId } from "@atelier/domain/finances/refund";
import { ORDER_STATUS_LABELS, type OrderStatusValue } from "@atelier/domain/orderStatuses";
import { SHOP_TIME_ZONE } from "@atelier/domain/parisCalendar";
import { AUDIT_ACTION_LABELS } from "../rules/auditActions";
import { plain } from "../firestore/auditLog";

export interface CollectionCount {
  label: string;
  file: string;
  count: number;
}

const day = new Intl.DateTimeFormat("fr-FR", { timeZone: SHOP_TIME_ZONE, day: "2-digit", month: "2-digit", year: "numeric" });
const moment = new Intl.DateTimeFormat("fr-FR", { timeZone: SHOP_TIME_ZONE, dateStyle: "long", timeStyle: "short" });
const euros = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" });
const integer = new Intl.NumberFormat("fr-FR");

/** A stored text on one line, without control characters, at most `max` characters. */
export function oneLine(value: unknown, max = 120): string {
  if (typeof value !== "string" && typeof value !== "number") return "";
  const text = String(value)
    .replace(/[\p{Cc}\u2028\u2029]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** A stored date (Timestamp, ISO string) as « 14/03/2026 », or « date inconnue ». */
function dayOf(value: unknown): string {
  const iso = plain(value);
  const date = typeof iso === "string" ? new Date(iso) : null;
  return date && !Number.isNaN(date.valueOf()) ? day.format(date) : "date inconnue";
}

const money = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? euros.format(value) : "montant inconnu");
const moneyCents = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? euros.format(value / 100) : "montant inconnu");

export function summaryHeader(
  profile: { uid: string; email: string | null; name: string },
  now: Date,
  counts: readonly CollectionCount[],
  files: { written: number; missing: number },
): string {
  const lines = [
    `Données personnelles de ${oneLine(profile.name) || "ce client"}`,
    `E-mail\u00a0: ${oneLine(profile.email) || "aucun"} · identifiant\u00a0: ${profile.uid}`,
    `Export du ${moment.format(now)} (heure de Paris).`,
    "",
    "Ce que contient cette archive\u00a0:",
    ...counts.map(({ label, file, count }) => `- ${label}\u00a0: ${integer.format(count)} (donnees/${file})`),
    `- Fichiers\u00a0: ${integer.format(files.written)} (factures/ et images/)` +
      (files.missing ? `, ${integer.format(files.missing)} introuvable(s) dans le stockage` : ""),
    "",
    "Les fichiers JSON reprennent chaque document tel qu’il est enregistré (dates en UTC, montants en euros",
    "sauf les champs « …Cents », en centimes). Les factures et avoirs sont reproduits tels qu’ils ont été émis.",
    "",
  ];
  return `${lines.join("\n")}\n`;
}

export const sectionHeading = (label: string) => `\n${label}\n${"-".repeat(label.length)}\n`;

/** One document's line, in the words of its screen. */
export function summaryLine(collection: string, snap: DocumentSnapshot): string {
  const d = snap.data() ?? {};
  const line = (() => {
    switch (collection) {
      case "users":
        return `${oneLine([d.firstName, d.lastName].filter(Boolean).join(" "))} · inscrit le ${dayOf(d.createdAt)} · ${integer.format(Number(d.credits) || 0)} crédits · ${integer.format(Number(d.loyaltyPoints) || 0)} points de fidélité`;
      case "orders":
        return `Commande #${shortOrderId(snap.id)} du ${dayOf(d.createdAt)} · ${ORDER_STATUS_LABELS[d.status as OrderStatusValue] ?? oneLine(d.status)} · ${money(d.total)}`;
      case "orders/*/notes":
        return `Note du ${dayOf(d.createdAt)} sur la commande #${shortOrderId(snap.ref.parent.parent?.id ?? "")}`;
      case "creations":
        return `Création ${snap.id} du ${dayOf(d.createdAt)} · ${oneLine(d.style, 40)}`;
      case "transactions":
        return `${dayOf(d.createdAt)} · ${oneLine(d.type, 40)} · ${money(d.amount)} · ${integer.format(Number(d.credits) || 0)} crédits · ${oneLine(d.description, 80)}`;
      case "accountingDocuments":
        return `${d.kind === "CREDIT_NOTE" ? "Avoir" : "Facture"} ${oneLine(d.number, 30)} du ${oneLine(d.issuedOn, 10)} · ${moneyCents(d.grossCents)}`;
      case "feedback":
        return `Feedback du ${dayOf(d.createdAt)} · ${integer.format(Number(d.rating) || 0)}/5 · ${oneLine(d.category, 40)}`;
      case "contactMessages":
        return `Message du ${dayOf(d.createdAt)} · « ${oneLine(d.subject, 80)} » · ${Array.isArray(d.replies) ? d.replies.length : 0} réponse(s)`;
      case "mail":
        return `E-mail du ${dayOf(d.createdAt)} · modèle ${oneLine((d.template as { name?: unknown } | undefined)?.name, 40) || "libre"}`;
      case "auditLog":
        return `${dayOf(d.at)} · ${AUDIT_ACTION_LABELS[d.action as keyof typeof AUDIT_ACTION_LABELS] ?? oneLine(d.action, 60)}`;
      case "approvalRequests":
        return `Demande du ${dayOf(d.createdAt)} · ${oneLine(d.summary, 100)}`;
      case "personalDataRequests":
        return `Demande ${REQUEST_KIND_LABELS[d.kind as RequestKind] ?? oneLine(d.kind, 30)} reçue le ${oneLine(d.receivedOn, 10)} · ${REQUEST_STATE_LABELS[d.state as RequestState] ?? oneLine(d.state, 20)}`;
      default:
        return snap.ref.path;
    }
  })();
  return `- ${line}\n`;
}

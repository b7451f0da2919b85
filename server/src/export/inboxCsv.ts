/**
 * The two inboxes' CSV exports, one implementation (as firestore/inbox/ serves both lists):
 * - GET /export/feedback.csv?status=&rating=&category=&from=&to=&search=&late=
 * - GET /export/contact-messages.csv?status=&from=&to=&search=&late=
 * The lists' filters (the GraphQL names, `from`/`to` the DayRange's Paris days) through the lists'
 * own criteria (modules/inbox/inboxCriteria.ts) and reader (firestore/inbox/list.ts), newest
 * first. A search exports what the list's search reaches (at most INBOX_SEARCH_LIMIT records
 * holding its first word: docs/exports.md), so the file has the list's `totalCount` lines.
 * Names, subjects and messages are the customers' text: every cell goes through csvField.
 */
import type { Request } from "express";
import type { Repositories } from "../firestore";
import type { ContactMessageRecord } from "../firestore/contactMessages";
import type { FeedbackRecord } from "../firestore/feedback";
import {
  CONTACT_STATUSES,
  FEEDBACK_CATEGORIES,
  FEEDBACK_STATUSES,
  contactStatusLabels,
  feedbackCategoryLabels,
  feedbackStatusLabels,
  spamReasonLabels,
} from "@atelier/domain/inbox";
import { contactCriteria, feedbackCriteria } from "../modules/inbox/inboxCriteria";
import { csvLine } from "./csv";
import { param, today, type CsvExportBuilder } from "./csvExport";
import { parisDate } from "./usersCsv";

/** What differs between the two boxes; the rest (parameters, streaming) is inboxExport's. */
interface InboxBox<T> {
  filename: string;
  columns: string[];
  line: (record: T) => string;
  /** The request's filter → the box's records, batch by batch; throws a French message on bad values. */
  batches: (req: Request, period: { from: string | null; to: string | null }, search: string | null, repos: Repositories) => AsyncIterable<T[]>;
}

/** An enumerated parameter: absent or empty is not filtered; anything else must be one of `values`. */
function oneOf<V extends string>(req: Request, name: string, values: readonly V[], message: string): V | null {
  const value = param(req, name) || null;
  if (value !== null && !(values as readonly string[]).includes(value)) throw new Error(message);
  return value as V | null;
}

function inboxExport<T>(box: InboxBox<T>): CsvExportBuilder {
  return async (req, repos) => {
    const period = { from: param(req, "from") || null, to: param(req, "to") || null };
    // Built now, so that a bad filter is a 400 before the first byte (the criteria check eagerly).
    const batches = box.batches(req, period, param(req, "search"), repos);
    return {
      filename: `${box.filename}-${today()}.csv`,
      header: csvLine(box.columns),
      batches: (async function* () {
        for await (const batch of batches) yield batch.map(box.line).join("");
      })(),
    };
  };
}

export const FEEDBACK_CSV_COLUMNS = [
  "Identifiant",
  "Date",
  "Statut",
  "Note",
  "Catégorie",
  "Client",
  "E-mail",
  "Message",
  "Commande",
  "Création",
  "Mis à jour le",
];

export const feedbackExport = inboxExport<FeedbackRecord>({
  filename: "feedbacks",
  columns: FEEDBACK_CSV_COLUMNS,
  line: (f) =>
    csvLine([
      f.id,
      parisDate(f.createdAt),
      feedbackStatusLabels[f.status],
      f.rating,
      feedbackCategoryLabels[f.category],
      f.userName,
      f.userEmail,
      f.message,
      f.orderId,
      f.creationId,
      parisDate(f.updatedAt),
    ]),
  batches: (req, period, search, repos) => {
    const rating = param(req, "rating") || null;
    if (rating !== null && !/^[1-5]$/.test(rating)) throw new Error("La note doit être comprise entre 1 et 5.");
    const criteria = feedbackCriteria({
      period,
      search,
      status: oneOf(req, "status", FEEDBACK_STATUSES, "Statut de feedback inconnu."),
      category: oneOf(req, "category", FEEDBACK_CATEGORIES, "Catégorie de feedback inconnue."),
      rating: rating === null ? null : Number(rating),
      // The work queue's unanswered feedback (docs/saved-views.md), as the list's `late=1`.
      late: param(req, "late") === "true",
    });
    return repos.feedback.batchesMatching(criteria);
  },
});

export const CONTACT_CSV_COLUMNS = ["Identifiant", "Date", "Statut", "Nom", "E-mail", "Sujet", "Message", "Lu le", "Réponses", "Répondu le", "Motif du spam"];

/** The newest reply's date (null when nobody has answered). */
const lastReplyAt = (m: ContactMessageRecord) => m.replies.reduce<string | null>((last, r) => (last && last > r.sentAt ? last : r.sentAt), null);

export const contactMessagesExport = inboxExport<ContactMessageRecord>({
  filename: "messages-contact",
  columns: CONTACT_CSV_COLUMNS,
  line: (m) =>
    csvLine([
      m.id,
      parisDate(m.createdAt),
      contactStatusLabels[m.status],
      m.name,
      m.email,
      m.subject,
      m.message,
      parisDate(m.readAt),
      m.replies.length,
      parisDate(lastReplyAt(m)),
      m.spamReason ? (spamReasonLabels[m.spamReason] ?? m.spamReason) : null,
    ]),
  batches: (req, period, search, repos) => {
    const status = oneOf(req, "status", CONTACT_STATUSES, "Statut de message inconnu.");
    const criteria = contactCriteria({ period, search, status, late: param(req, "late") === "true" });
    return repos.contactMessages.batchesMatching(criteria);
  },
});

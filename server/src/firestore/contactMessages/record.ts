/**
 * The contactMessages collection as stored (docs/inbox.md): what the storefront's contact form
 * writes, completed by the trigger (normalised texts, emailKey, searchTokens, counted, SPAM for
 * floods) and by administrators (status, replies). A leaf: it imports no other part.
 */
import type { DocumentSnapshot } from "firebase-admin/firestore";
import { CONTACT_STATUSES, type ContactStatusValue } from "@atelier/domain/inbox";
import { isoDate, str } from "../convert";

export const CONTACT_MESSAGES = "contactMessages";
export const CONTACT_REPLY_TEMPLATE = "contact-reply";

/** Most replies one message keeps in its thread (they live in the document). */
export const MAX_CONTACT_REPLIES = 50;

export interface ContactReplyRecord {
  id: string;
  body: string;
  sentAt: string;
  sentBy: string;
  /** The mail document that carries it; null when the settings had switched the reply mail off. */
  mailId: string | null;
}

export interface ContactMessageRecord {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: ContactStatusValue;
  spamReason: string | null;
  replies: ContactReplyRecord[];
  createdAt: string | null;
  readAt: string | null;
  updatedAt: string | null;
}

export function replyFromData(r: unknown): ContactReplyRecord | null {
  if (typeof r !== "object" || r === null) return null;
  const d = r as Record<string, unknown>;
  const body = str(d.body);
  const sentAt = isoDate(d.sentAt);
  if (!body || !sentAt) return null;
  return { id: str(d.id) ?? sentAt, body, sentAt, sentBy: str(d.sentBy) ?? "", mailId: str(d.mailId) };
}

export function contactMessageFromSnapshot(snap: DocumentSnapshot): ContactMessageRecord {
  const d = snap.data() ?? {};
  return {
    id: snap.id,
    name: str(d.name) ?? "",
    email: str(d.email) ?? "",
    subject: str(d.subject) ?? "",
    message: str(d.message) ?? "",
    status: (CONTACT_STATUSES as readonly unknown[]).includes(d.status) ? (d.status as ContactStatusValue) : "NEW",
    spamReason: str(d.spamReason),
    replies: (Array.isArray(d.replies) ? d.replies : []).flatMap((r) => replyFromData(r) ?? []),
    createdAt: isoDate(d.createdAt),
    readAt: isoDate(d.readAt),
    updatedAt: isoDate(d.updatedAt),
  };
}

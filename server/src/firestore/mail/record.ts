/**
 * The `mail` and `templates` collections in the format of Firebase's « Trigger Email from
 * Firestore » extension (docs/mail.md), so a shop may install the extension instead of our
 * function (functions/src/mail.ts). A leaf: it imports no other part of this folder.
 *
 *   mail/{id}       { to, message?: { subject, html, text }, template?: { name, data },
 *                     replyTo?, from?, createdAt, source?, delivery: { state, attempts, error,
 *                     info, startTime, endTime, leaseExpireTime }, rendered? }
 *   templates/{name} { subject, html, text, version, updatedAt, updatedBy }
 *
 * `createdAt`, `source` (what sent it: "order.changeStatus"…) and `rendered` (the message as
 * sent, shown by the send log) are this project's additions; the extension ignores them.
 */
import type { DocumentData, DocumentSnapshot } from "firebase-admin/firestore";
import { int, isoDate, str } from "../convert";

export const MAIL = "mail";
export const TEMPLATES = "templates";

export const DELIVERY_STATES = ["PENDING", "PROCESSING", "RETRY", "SUCCESS", "ERROR"] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];
export const isDeliveryState = (value: unknown): value is DeliveryState => DELIVERY_STATES.includes(value as DeliveryState);

export interface DeliveryInfo {
  messageId: string | null;
  accepted: string[];
  rejected: string[];
  response: string | null;
}

export interface MailRecord {
  id: string;
  to: string[];
  templateName: string | null;
  templateData: Record<string, unknown>;
  /** The message to send as written (`message`), or as rendered from the template when sent (`rendered`). */
  subject: string | null;
  html: string | null;
  text: string | null;
  source: string | null;
  createdAt: string | null;
  state: DeliveryState;
  attempts: number;
  error: string | null;
  info: DeliveryInfo | null;
  startTime: string | null;
  endTime: string | null;
  leaseExpireTime: string | null;
}

const strings = (value: unknown): string[] =>
  typeof value === "string" ? [value] : Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];

const object = (value: unknown): DocumentData => (typeof value === "object" && value !== null ? (value as DocumentData) : {});

export function mailFromData(id: string, d: DocumentData): MailRecord {
  const delivery = object(d.delivery);
  const template = object(d.template);
  const message = { ...object(d.message), ...object(d.rendered) };
  const info = typeof delivery.info === "object" && delivery.info !== null ? object(delivery.info) : null;
  return {
    id,
    to: strings(d.to),
    templateName: str(template.name),
    templateData: object(template.data),
    subject: str(message.subject),
    html: str(message.html),
    text: str(message.text),
    source: str(d.source),
    createdAt: isoDate(d.createdAt) ?? isoDate(delivery.startTime),
    state: isDeliveryState(delivery.state) ? delivery.state : "PENDING",
    attempts: int(delivery.attempts),
    error: str(delivery.error),
    info: info ? { messageId: str(info.messageId), accepted: strings(info.accepted), rejected: strings(info.rejected), response: str(info.response) } : null,
    startTime: isoDate(delivery.startTime),
    endTime: isoDate(delivery.endTime),
    leaseExpireTime: isoDate(delivery.leaseExpireTime),
  };
}

export const mailFromSnapshot = (snap: DocumentSnapshot): MailRecord => mailFromData(snap.id, snap.data() ?? {});

export interface TemplateRecord {
  name: string;
  subject: string;
  html: string;
  text: string;
  version: number;
  updatedAt: string | null;
  updatedBy: string | null;
}

export function templateFromData(name: string, d: DocumentData): TemplateRecord {
  return {
    name,
    subject: str(d.subject) ?? "",
    html: str(d.html) ?? "",
    text: str(d.text) ?? "",
    version: Math.max(1, int(d.version, 1)),
    updatedAt: isoDate(d.updatedAt),
    updatedBy: str(d.updatedBy),
  };
}

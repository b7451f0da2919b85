/**
 * Delivers one `mail/{id}` document, with the contract of the « Trigger Email from Firestore »
 * extension (docs/mail.md). Called by the Firestore trigger on every write of the document
 * (functions/src/mail.ts), its own writes included, and safe under redelivery:
 *
 *   1. In a transaction, a document with no delivery yet, or in PENDING or RETRY, is claimed:
 *      PROCESSING, attempts + 1, startTime, leaseExpireTime = now + LEASE_MS. Any other event
 *      (a redelivery, the trigger's own later writes) finds it claimed or finished and does
 *      nothing, so a mail is sent once per claim. A PROCESSING document whose lease has run out
 *      (the instance died mid-send) is marked ERROR, as the extension does.
 *   2. Outside the transaction: the template (`templates/{name}`) is rendered with
 *      `template.data`, the message sent through SMTP (nodemailer), and the document marked
 *      SUCCESS with `info` (messageId, accepted, rejected, response) or ERROR with `error`,
 *      with endTime and the message as rendered (`rendered`, shown by the send log).
 */
import { runSystemTransaction } from "../firestore/retryBudget";
import { Timestamp, type DocumentData, type DocumentReference, type Firestore } from "firebase-admin/firestore";
import nodemailer from "nodemailer";
import { TEMPLATES, templateFromData } from "../firestore/mail/record";
import { renderTemplate, type RenderedMessage } from "./render";

/** How long a claim holds before another event may declare the send lost. */
export const LEASE_MS = 60_000;

/** The SMTP server, as a nodemailer connection URL (smtp://user:pass@host:port, smtps://…). */
export const SMTP_URL_VARIABLE = "SMTP_CONNECTION_URI";
export const MAIL_FROM_VARIABLE = "MAIL_FROM";
export const DEFAULT_FROM = "Atelier <no-reply@atelier.test>";

export type Claim = { kind: "claimed"; data: DocumentData } | { kind: "expired" } | { kind: "none" };

/** What one event does to the document as it stands (pure: the transaction applies it). */
export function claimDecision(delivery: DocumentData | undefined, nowMs: number): "claim" | "expire" | "none" {
  const state = delivery?.state;
  if (state === undefined || state === "PENDING" || state === "RETRY") return "claim";
  if (state === "PROCESSING") {
    const lease = delivery?.leaseExpireTime;
    return lease instanceof Timestamp && lease.toMillis() < nowMs ? "expire" : "none";
  }
  return "none";
}

async function claim(firestore: Firestore, ref: DocumentReference): Promise<Claim> {
  return runSystemTransaction(firestore, async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return { kind: "none" };
    const data = snap.data()!;
    const now = Timestamp.now();
    const decision = claimDecision(data.delivery, now.toMillis());
    if (decision === "expire") {
      tx.update(ref, {
        "delivery.state": "ERROR",
        "delivery.error": "Message processing lease expired.",
        "delivery.endTime": now,
        "delivery.leaseExpireTime": null,
      });
      return { kind: "expired" };
    }
    if (decision === "none") return { kind: "none" };
    tx.update(ref, {
      delivery: {
        state: "PROCESSING",
        attempts: (typeof data.delivery?.attempts === "number" ? data.delivery.attempts : 0) + 1,
        startTime: now,
        endTime: null,
        leaseExpireTime: Timestamp.fromMillis(now.toMillis() + LEASE_MS),
        error: null,
        info: null,
      },
      ...(data.createdAt ? {} : { createdAt: now }),
    });
    return { kind: "claimed", data };
  });
}

const recipients = (value: unknown): string[] =>
  typeof value === "string" ? [value] : Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];

/** The message the document asks for: its `message`, or its template rendered, `message` fields winning. */
export async function messageOf(firestore: Firestore, data: DocumentData): Promise<RenderedMessage> {
  const message = (data.message ?? {}) as Partial<RenderedMessage>;
  let rendered: Partial<RenderedMessage> = {};
  if (data.template?.name) {
    const snap = await firestore.collection(TEMPLATES).doc(String(data.template.name)).get();
    if (!snap.exists) throw new Error(`Template not found: ${data.template.name}`);
    rendered = renderTemplate(templateFromData(snap.id, snap.data()!), data.template.data ?? {});
  }
  return { subject: message.subject ?? rendered.subject ?? "", html: message.html ?? rendered.html ?? "", text: message.text ?? rendered.text ?? "" };
}

/**
 * The extension's `message.attachments`, as inline content only: a file name, its content
 * (base64 with `encoding: "base64"`, or text) and a type. Nodemailer would also follow `path` or
 * `href` — read a file of the function's disk or fetch a URL — so any other key is dropped.
 */
export function attachmentsOf(data: DocumentData): { filename: string; content: string; encoding?: "base64"; contentType?: string }[] {
  const list: unknown[] = Array.isArray(data.message?.attachments) ? data.message.attachments : [];
  return list.flatMap((item) => {
    const a = (item ?? {}) as Record<string, unknown>;
    if (typeof a.filename !== "string" || typeof a.content !== "string") return [];
    return [
      {
        filename: a.filename,
        content: a.content,
        ...(a.encoding === "base64" ? { encoding: "base64" as const } : {}),
        ...(typeof a.contentType === "string" ? { contentType: a.contentType } : {}),
      },
    ];
  });
}

export interface DeliveryEnv {
  smtpUrl: string | undefined;
  from: string;
}

export const deliveryEnv = (env: NodeJS.ProcessEnv = process.env): DeliveryEnv => ({
  smtpUrl: env[SMTP_URL_VARIABLE] || undefined,
  from: env[MAIL_FROM_VARIABLE] || DEFAULT_FROM,
});

/** Processes one event on `mail/{id}`; what it did, for the logs. */
export async function deliverMail(firestore: Firestore, ref: DocumentReference, env: DeliveryEnv = deliveryEnv()): Promise<Claim["kind"] | "sent" | "failed"> {
  const claimed = await claim(firestore, ref);
  if (claimed.kind !== "claimed") return claimed.kind;
  const data = claimed.data;
  let rendered: RenderedMessage | null = null;
  try {
    rendered = await messageOf(firestore, data);
    const to = recipients(data.to);
    if (to.length === 0) throw new Error("No recipient: `to` is empty.");
    if (!env.smtpUrl) throw new Error(`${SMTP_URL_VARIABLE} is not set: no SMTP server to send through.`);
    const transport = nodemailer.createTransport(env.smtpUrl);
    const info = await transport.sendMail({
      from: typeof data.from === "string" ? data.from : env.from,
      replyTo: typeof data.replyTo === "string" ? data.replyTo : undefined,
      to,
      cc: recipients(data.cc),
      bcc: recipients(data.bcc),
      subject: rendered.subject,
      html: rendered.html || undefined,
      text: rendered.text || undefined,
      attachments: attachmentsOf(data),
    });
    const addresses = (list: unknown[] | undefined) => (list ?? []).map((a) => (typeof a === "string" ? a : (a as { address: string }).address));
    await ref.update({
      "delivery.state": "SUCCESS",
      "delivery.endTime": Timestamp.now(),
      "delivery.leaseExpireTime": null,
      "delivery.error": null,
      "delivery.info": {
        messageId: info.messageId ?? null,
        accepted: addresses(info.accepted),
        rejected: addresses(info.rejected),
        response: info.response ?? null,
      },
      rendered,
    });
    return "sent";
  } catch (error) {
    await ref.update({
      "delivery.state": "ERROR",
      "delivery.endTime": Timestamp.now(),
      "delivery.leaseExpireTime": null,
      "delivery.error": error instanceof Error ? error.message : String(error),
      ...(rendered ? { rendered } : {}),
    });
    return "failed";
  }
}

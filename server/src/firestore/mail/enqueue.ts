/**
 * Puts a mail in the `mail` collection inside the change that causes it (an order shipped, a
 * creation rejected…), through the change's own transaction (auditedWrite.ts `w.tx`): the mail
 * exists exactly when the change does, and the function (functions/src/mail.ts) sends it.
 *
 *   const mails = await mailOutbox(w, firestore);          // reads settings/app (1 read), before any write
 *   if (mails.enabled("orderShipped")) mails.enqueue({ to, template: "order-shipped", data, source });
 */
import type { DocumentData, Firestore } from "firebase-admin/firestore";
import type { MailSwitch } from "@atelier/domain/mailTemplates";
import type { WriteScope } from "../auditedWrite";
import { mailSettingsFromData, senderAddress, settingsRef, type MailSettings } from "../settings/record";
import { MAIL } from "./record";

export interface OutgoingMail {
  to: string;
  /** A `templates/{name}` document. */
  template: string;
  data: Record<string, unknown>;
  /** What sent it, shown by the send log: "order.changeStatus", "contactMessage.reply"… */
  source: string;
  replyTo?: string;
  /** The sender (settings/app `senderEmail`, senderAddress); absent: the server's MAIL_FROM. */
  from?: string | null;
  /** Files sent with it, inline (the extension's `message.attachments`; delivery.ts `attachmentsOf`). */
  attachments?: MailAttachment[];
}

/** An inline attachment as the « Trigger Email » extension's `message.attachments` holds one. */
export interface MailAttachment {
  filename: string;
  /** Base64. */
  content: string;
  encoding: "base64";
  contentType: string;
}

/** The `mail` document for `mail`, PENDING, as the extension's format has it. */
export const mailDocument = (mail: OutgoingMail, now: FirebaseFirestore.Timestamp) => ({
  to: mail.to.trim().toLowerCase(),
  template: { name: mail.template, data: mail.data },
  ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
  ...(mail.from ? { from: mail.from } : {}),
  source: mail.source,
  ...(mail.attachments?.length ? { message: { attachments: mail.attachments } } : {}),
  createdAt: now,
  delivery: { state: "PENDING", attempts: 0, error: null, info: null, startTime: null, endTime: null, leaseExpireTime: null },
});

/** `settingsData`: settings/app when the change has read it already (one read, not two). */
export async function mailOutbox(w: WriteScope, firestore: Firestore, settingsData?: DocumentData) {
  const settings: MailSettings = mailSettingsFromData(settingsData ?? (await w.get(settingsRef(firestore))).data());
  return {
    settings,
    enabled: (key: MailSwitch) => settings.switches[key],
    /**
     * Writes the mail in the change's transaction; its id. Every template signs with
     * {{shopName}}: it comes from settings/app here, for every mail, so no sender can forget it
     * (the contact reply did, and read « L'équipe  »).
     */
    enqueue(mail: OutgoingMail): string {
      const ref = firestore.collection(MAIL).doc();
      const data = { ...mail.data, shopName: settings.shopName };
      w.tx.create(ref, mailDocument({ from: senderAddress(settings), ...mail, data }, w.now));
      return ref.id;
    },
  };
}

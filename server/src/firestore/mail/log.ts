/**
 * The send log: the `mail` collection newest first, filtered by state, template, recipient and
 * date; and the two writes on a mail — a retry and a test send — each audited.
 */
import type { Firestore, Query } from "firebase-admin/firestore";
import { mailTemplateDefinition, sampleData, unknownTemplate } from "@atelier/domain/mailTemplates";
import { inputField, notFound, userError } from "@atelier/domain/userErrors";
import { auditedWrites } from "../auditedWrite";
import { CollectionReader, type PageArgs } from "../collection";
import type { CostMeter } from "../cost";
import { mailSettingsFromData, senderAddress, settingsRef } from "../settings/record";
import { USERS } from "../users/record";
import { mailDocument } from "./enqueue";
import { MAIL, mailFromData, mailFromSnapshot, type DeliveryState, type MailRecord } from "./record";

export interface MailLogFilter {
  state?: DeliveryState | null;
  templateName?: string | null;
  recipient?: string | null;
  from?: Date | null;
  to?: Date | null;
}

export const NOT_RETRYABLE = "Seul un envoi en échec peut être relancé.";

export function mailLog(firestore: Firestore, meter: CostMeter) {
  const reader = new CollectionReader(firestore, MAIL, mailFromSnapshot, meter);
  const writes = auditedWrites(firestore, meter);

  const matching = (filter: MailLogFilter): Query => {
    let q: Query = reader.ref();
    if (filter.state) q = q.where("delivery.state", "==", filter.state);
    if (filter.templateName) q = q.where("template.name", "==", filter.templateName);
    if (filter.recipient?.trim()) q = q.where("to", "==", filter.recipient.trim().toLowerCase());
    if (filter.from) q = q.where("createdAt", ">=", filter.from);
    if (filter.to) q = q.where("createdAt", "<", filter.to);
    return q;
  };

  return {
    page: (args: PageArgs, filter: MailLogFilter = {}) => reader.page(args, { query: matching(filter) }),
    count: (filter: MailLogFilter = {}) => reader.count(matching(filter)),
    getMany: (ids: readonly string[]) => reader.getMany(ids),

    /** A failed mail back to RETRY: the function claims it again (server/src/mail/delivery.ts). */
    retry: (actorUid: string, id: string) =>
      writes.run(actorUid, async (w): Promise<MailRecord> => {
        const ref = reader.ref().doc(id);
        const mail = await w.getExisting(ref, inputField("id"), "Envoi", mailFromSnapshot);
        if (mail.state !== "ERROR") return w.refuse([userError(inputField("id"), NOT_RETRYABLE, "INVALID")]);
        w.tx.update(ref, { "delivery.state": "RETRY", "delivery.error": null, "delivery.leaseExpireTime": null });
        w.audit({ action: "mail.retry", targetType: "mail", targetId: id, before: { state: mail.state, error: mail.error }, after: { state: "RETRY" } });
        return { ...mail, state: "RETRY", error: null };
      }),

    /** The template's saved version, with its sample data, to the acting administrator. */
    sendTest: (actorUid: string, name: string) =>
      writes.run(actorUid, async (w): Promise<MailRecord> => {
        const definition = mailTemplateDefinition(name);
        if (!definition) return w.refuse([unknownTemplate(inputField("name"))]);
        const [adminSnap, settingsSnap] = await w.getAll([firestore.collection(USERS).doc(actorUid), settingsRef(firestore)]);
        const email = adminSnap!.get("email");
        if (typeof email !== "string" || !email) return w.refuse([notFound(inputField("name"), "Adresse e-mail de l'administrateur")]);
        const settings = mailSettingsFromData(settingsSnap!.data());
        const data = { ...sampleData(definition), shopName: settings.shopName };
        const ref = reader.ref().doc();
        const doc = mailDocument({ to: email, template: name, data, source: "emailTemplate.sendTest", from: senderAddress(settings) }, w.now);
        w.tx.create(ref, doc);
        w.audit({ action: "emailTemplate.sendTest", targetType: "emailTemplate", targetId: name, before: null, after: { mailId: ref.id, to: email } });
        return mailFromData(ref.id, doc);
      }),
  };
}

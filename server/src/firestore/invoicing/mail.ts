/**
 * « Commande payée » (template order-paid): the customer's mail with the invoice attached as a
 * PDF, in the `mail` collection as the « Trigger Email » extension's format has it
 * (`message.attachments`), sent by deliverMailDocument like every other mail. Queued after the
 * invoice's transaction has committed, not inside it: the issuing transaction may be retried on
 * its counter, and the PDF is rendered once. At the fixed id `invoice-<number>`, created if absent:
 * a redelivered trigger queues it if the first delivery died in between, never twice.
 */
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import type { AccountingDocument } from "@atelier/domain/invoicing/document";
import { formatCents } from "@atelier/domain/money";
import { isRecordId } from "@atelier/domain/recordIds";
import { renderDocumentPdf } from "../../invoicing/pdf";
import { mailDocument, type MailAttachment } from "../mail/enqueue";
import { MAIL } from "../mail/record";
import { ORDERS } from "../orders/record";
import { mailSettingsFromData, senderAddress, settingsRef } from "../settings/record";
import { USERS } from "../users/record";
import { alreadyExists } from "../writeConflicts";

export type InvoiceMailOutcome = "queued" | "exists" | "off" | "no-address";

export const invoiceMailId = (number: string): string => `invoice-${number}`;

/** A document's PDF as a mail attachment (`<number>.pdf`). */
export async function documentAttachment(document: AccountingDocument): Promise<MailAttachment> {
  const pdf = await renderDocumentPdf(document);
  return { filename: `${document.number}.pdf`, content: pdf.toString("base64"), encoding: "base64", contentType: "application/pdf" };
}

export async function queueInvoiceMail(firestore: Firestore, invoice: AccountingDocument, now: Timestamp = Timestamp.now()): Promise<InvoiceMailOutcome> {
  const ref = firestore.collection(MAIL).doc(invoiceMailId(invoice.number));
  if ((await ref.get()).exists) return "exists";
  const settings = mailSettingsFromData((await settingsRef(firestore).get()).data());
  if (!settings.switches.orderPaid) return "off";
  const to = invoice.buyer.email;
  if (!to) return "no-address";
  const userId = (await firestore.collection(ORDERS).doc(invoice.orderId).get()).get("userId");
  const customer = isRecordId(userId) ? (await firestore.collection(USERS).doc(userId).get()).data() : undefined;
  const mail = mailDocument(
    {
      to,
      template: "order-paid",
      source: "invoice.issue",
      from: senderAddress(settings),
      data: {
        shopName: settings.shopName,
        firstName: typeof customer?.firstName === "string" ? customer.firstName : "",
        orderId: invoice.orderId,
        orderTotal: formatCents(invoice.grossCents),
        invoiceNumber: invoice.number,
      },
      attachments: [await documentAttachment(invoice)],
    },
    now,
  );
  try {
    await ref.create(mail);
    return "queued";
  } catch (error) {
    if (alreadyExists(error)) return "exists";
    throw error;
  }
}

/**
 * A refund after the sale (docs/invoicing.md): chosen lines, the delivery or a free amount of a
 * paid order, to the payment or as credits. ONE audited transaction reads the order, its invoice
 * and credit notes, the credit notes' counter, settings/app and the customer; checks the request
 * with the pure rules (@atelier/domain/invoicing/refund.ts) against what remains; then writes the
 * credit note, the REFUND transaction (or the CREDIT_ADJUSTMENT and the new balance), the order's
 * refunded amount (and its move to « Remboursée » once nothing remains), the mail and the audit
 * entry. Concurrent refunds serialise on the order and the counter: the loser is retried on the
 * new state, so together they never exceed the invoice.
 */
import { FieldValue, type Firestore } from "firebase-admin/firestore";
import type { AccountingDocumentRecord } from "@atelier/domain/invoicing/document";
import {
  checkRefund,
  creditNoteFor,
  creditsForRefund,
  refundable,
  refundedWhole,
  REFUNDABLE_ORDER_STATUSES,
  refundMessages,
  type RefundDraft,
} from "@atelier/domain/invoicing/refund";
import { shortOrderId } from "@atelier/domain/finances/refund";
import { applyStatusChange } from "@atelier/domain/orderStatusChange";
import { adjustBalance } from "@atelier/domain/credits";
import { formatCents } from "@atelier/domain/money";
import { parisDay } from "@atelier/domain/parisCalendar";
import { at, inputField, userError } from "@atelier/domain/userErrors";
import type { ApprovalGate } from "../approvals/gate";
import { auditedWrites } from "../auditedWrite";
import type { CostMeter } from "../cost";
import { mailOutbox } from "../mail/enqueue";
import { ORDERS, orderFromSnapshot, type OrderRecord } from "../orders/record";
import { settingsFromData, settingsRef } from "../settings/record";
import { TRANSACTIONS, type TransactionRecord } from "../transactions";
import { USERS } from "../users/record";
import { takeNumber } from "./counters";
import { ACCOUNTING_DOCUMENTS, documentFields, documentFromSnapshot, MAX_CREDIT_NOTES_PER_ORDER } from "./documents";
import { documentAttachment } from "./mail";

export const refundOrderMessages = {
  noInvoice: "Cette commande n’a pas encore de facture : elle est émise dans les secondes qui suivent le paiement. Actualisez la page, puis réessayez.",
  tooManyCreditNotes: `Cette commande a déjà ${MAX_CREDIT_NOTES_PER_ORDER} avoirs : remboursez le reste en une fois en la passant au statut « Remboursée ».`,
  noCustomer: "Cette commande n’a pas de client : remboursez-la sur le moyen de paiement.",
  noCreditPack: "Aucun pack de crédits n’est défini dans les paramètres : remboursez sur le moyen de paiement.",
} as const;

/** A partial refund's REFUND transaction: one per credit note (refund-{orderId} stays the whole refund's, refunds.ts). */
export const partialRefundTransactionId = (orderId: string, creditNoteNumber: string): string => `refund-${orderId}-${creditNoteNumber}`;

export interface RefundOutcome {
  order: OrderRecord;
  creditNote: AccountingDocumentRecord;
  transaction: TransactionRecord;
}

const isRefundableStatus = (status: string) => (REFUNDABLE_ORDER_STATUSES as readonly string[]).includes(status);

export function refundWrites(firestore: Firestore, meter: CostMeter) {
  const writes = auditedWrites(firestore, meter);
  const orders = firestore.collection(ORDERS);
  const documents = firestore.collection(ACCOUNTING_DOCUMENTS);

  return {
    /** `gate`: four-eyes approval (approvals/gate.ts): a refund above the owner's threshold is held, not written. */
    refundOrder: (actorUid: string, orderId: string, draft: RefundDraft, gate?: ApprovalGate) =>
      writes.run(actorUid, async (w): Promise<RefundOutcome> => {
        const order = await w.getExisting(orders.doc(orderId), inputField("orderId"), "Commande", orderFromSnapshot);
        if (!isRefundableStatus(order.status)) return w.refuse([userError(inputField(), refundMessages.notPaid, "NOT_REFUNDABLE")]);
        const all = (await w.query(documents.where("orderId", "==", orderId).limit(MAX_CREDIT_NOTES_PER_ORDER + 1))).docs.map(documentFromSnapshot);
        const invoice = all.find((document) => document.kind === "INVOICE");
        if (!invoice) return w.refuse([userError(inputField(), refundOrderMessages.noInvoice, "NO_INVOICE")]);
        const notes = all.filter((document) => document.kind === "CREDIT_NOTE");
        if (notes.length >= MAX_CREDIT_NOTES_PER_ORDER)
          return w.refuse([userError(inputField(), refundOrderMessages.tooManyCreditNotes, "TOO_MANY_CREDIT_NOTES")]);

        const remains = refundable(invoice, notes);
        const checked = checkRefund(draft, { orderStatus: order.status, refundable: remains });
        if (checked.errors.length) return w.refuse(checked.errors);
        const request = checked.value;

        // Every read before the first write (a transaction's rule): the counter, settings/app, the customer.
        const today = parisDay(w.now.toDate());
        const issuedOn = today < invoice.issuedOn ? invoice.issuedOn : today;
        const number = await takeNumber(w.tx, firestore, "CREDIT_NOTE", issuedOn, w.now, (ref) => w.get(ref));
        const creditNote = creditNoteFor(request, invoice, remains, number.number, issuedOn);
        const settingsData = (await w.get(settingsRef(firestore))).data();
        const customerRef = order.userId ? firestore.collection(USERS).doc(order.userId) : null;
        const customer = customerRef ? await w.get(customerRef) : null;

        const asCredits = request.refundTo === "CREDITS";
        let credits = 0;
        let creditedBalance: number | null = null;
        if (asCredits) {
          if (!customerRef || !customer?.exists) return w.refuse([userError(at(inputField(), "refundTo"), refundOrderMessages.noCustomer, "NO_CUSTOMER")]);
          const converted = creditsForRefund(creditNote.grossCents, settingsFromData(settingsData).creditPacks);
          if (converted === null) return w.refuse([userError(at(inputField(), "refundTo"), refundOrderMessages.noCreditPack, "NO_CREDIT_PACK")]);
          const balance = adjustBalance(typeof customer.get("credits") === "number" ? customer.get("credits") : 0, converted);
          if (!balance.ok) return w.refuse(balance.errors.map((error) => ({ ...error, field: at(inputField(), "refundTo") })));
          credits = converted;
          creditedBalance = balance.balance;
        }

        const refundedCents = [...notes, creditNote].reduce((sum, note) => sum + note.grossCents, 0);
        const whole = refundedWhole(invoice.grossCents, refundedCents);
        const move = whole ? applyStatusChange(order.status, "refunded", w.now.toDate().toISOString(), actorUid) : null;
        if (move && !move.ok) return w.refuse([userError(inputField(), move.message, "INVALID")]);

        // Every rule has said yes, every read is done: held here when above the owner's threshold.
        await gate?.pass(w, { kind: "REFUND", amountCents: creditNote.grossCents });
        if (customerRef && creditedBalance !== null) w.tx.update(customerRef, { credits: creditedBalance, hasCredits: creditedBalance > 0 });

        const outbox = await mailOutbox(w, firestore, settingsData);
        const email = customer?.get("email");
        if (outbox.enabled("orderRefunded") && typeof email === "string" && email) {
          outbox.enqueue({
            to: email,
            template: "order-refunded",
            source: "order.refund",
            data: {
              firstName: typeof customer?.get("firstName") === "string" ? customer.get("firstName") : "",
              orderId,
              orderTotal: formatCents(creditNote.grossCents),
              trackingNumber: order.trackingNumber ?? "",
            },
            attachments: [await documentAttachment(creditNote)],
          });
        }

        number.commit();
        w.tx.create(documents.doc(creditNote.number), documentFields(creditNote, w.now));
        const reference = `#${shortOrderId(orderId)}`;
        const fields = asCredits
          ? {
              type: "CREDIT_ADJUSTMENT" as const,
              amount: 0,
              credits,
              description: `Remboursement en crédits de la commande ${reference} (avoir ${creditNote.number})`,
            }
          : {
              type: "REFUND" as const,
              amount: creditNote.grossCents / 100,
              credits: 0,
              description: `Remboursement partiel de la commande ${reference} (avoir ${creditNote.number})`,
            };
        const transactionRef = asCredits
          ? firestore.collection(TRANSACTIONS).doc()
          : firestore.collection(TRANSACTIONS).doc(partialRefundTransactionId(orderId, creditNote.number));
        const transaction = {
          ...fields,
          status: "SUCCEEDED" as const,
          orderId,
          userId: order.userId,
          createdBy: actorUid,
          creditNoteNumber: creditNote.number,
        };
        w.tx.create(transactionRef, { ...transaction, createdAt: w.now });

        const refundedItemCents = { ...order.refundedItemCents };
        for (const line of creditNote.lines) {
          if (line.kind === "ITEM" && line.itemIndex !== null) refundedItemCents[line.itemIndex] = (refundedItemCents[line.itemIndex] ?? 0) + line.grossCents;
        }
        const statusFields =
          move?.ok === true
            ? {
                status: move.write.status,
                statusHistory: FieldValue.arrayUnion({ to: "refunded", changedAt: w.now, changedBy: actorUid }),
              }
            : {};
        w.tx.update(orders.doc(orderId), { refundedCents, refundedItemCents, updatedAt: w.now, ...statusFields });
        w.audit({
          action: "order.refund",
          targetType: "order",
          targetId: orderId,
          before: { status: order.status, refundedCents: order.refundedCents },
          after: {
            status: move?.ok ? move.write.status : order.status,
            refundedCents,
            creditNote: creditNote.number,
            amountCents: creditNote.grossCents,
            refundTo: request.refundTo,
            ...(asCredits ? { credits } : {}),
            reason: creditNote.reason,
            ...(request.note ? { note: request.note } : {}),
          },
        });

        const changedAt = w.now.toDate().toISOString();
        return {
          order: {
            ...order,
            refundedCents,
            refundedItemCents,
            updatedAt: changedAt,
            ...(move?.ok ? { ...move.write, statusHistory: [...order.statusHistory, move.entry] } : {}),
          },
          creditNote: { ...creditNote, issuedAt: changedAt },
          transaction: { ...transaction, id: transactionRef.id, description: transaction.description, createdAt: changedAt },
        };
      }),
  };
}

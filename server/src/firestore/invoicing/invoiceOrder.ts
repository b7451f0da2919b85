/**
 * An order as the invoice rule reads it (@atelier/domain/invoicing/invoice): money in cents, the
 * buyer named from the order and the customer's record, the seller from settings/app as it is at
 * issue — what the document keeps. Shared by the numbering and the seed's demo invoices.
 */
import type { DocumentData } from "firebase-admin/firestore";
import type { InvoiceOrder } from "@atelier/domain/invoicing/invoice";
import type { Buyer, SellerIdentity } from "@atelier/domain/invoicing/document";
import { eurosToCents } from "@atelier/domain/money";
import { shortOrderId } from "@atelier/domain/finances/refund";
import type { OrderRecord } from "../orders/record";
import { settingsFromData } from "../settings/record";

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/** The buyer as the order and the customer's record name them. */
export function buyerOf(order: OrderRecord, customer: DocumentData | undefined): Buyer {
  const address = order.shippingAddress ?? {};
  const name = text(address.fullName) || [text(customer?.firstName), text(customer?.lastName)].filter(Boolean).join(" ") || text(customer?.email) || "Client";
  const cityLine = [text(address.postalCode), text(address.city)].filter(Boolean).join(" ");
  return {
    name,
    email: text(customer?.email) || null,
    addressLines: [text(address.line1), text(address.line2), cityLine, text(address.country)].filter(Boolean),
  };
}

/** The seller as settings/app says it now: what the document will keep. */
export function sellerOf(settings: DocumentData | undefined): SellerIdentity {
  const shop = settingsFromData(settings);
  return { ...shop.seller, shopName: shop.shopName, contactEmail: shop.contactEmail ?? "" };
}

/** The order as the invoice rule reads it: money in cents. */
export function invoiceOrderOf(order: OrderRecord, customer: DocumentData | undefined, deliveryMethod: DocumentData | undefined): InvoiceOrder {
  const deliveryCents = eurosToCents(order.deliveryPrice ?? 0);
  return {
    id: order.id,
    reference: shortOrderId(order.id),
    paidAt: order.paidAt,
    // A line of no unit (a storefront's leftover) sold nothing: not on the invoice.
    items: order.items
      .filter((item) => item.quantity >= 1)
      .map((item) => ({ name: item.name, quantity: item.quantity, unitPriceCents: eurosToCents(item.unitPrice) })),
    delivery:
      deliveryCents > 0
        ? { label: text(deliveryMethod?.name) ? `Livraison\u00a0: ${text(deliveryMethod?.name)}` : "Livraison", priceCents: deliveryCents }
        : null,
    totalCents: eurosToCents(order.total),
    buyer: buyerOf(order, customer),
  };
}

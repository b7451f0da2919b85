/**
 * Reprints (docs/reprints.md): a misprinted, damaged or lost order is printed again as a new,
 * linked order at zero price that goes through production like any paid order. Here: the
 * reasons, the check of a request, and the new order's fields. Pure and browser-safe: the
 * console's dialog reads the reasons and bounds from here too.
 */
import { checkTextField, textField } from "../fields";
import type { OrderStatusValue } from "../orderStatuses";
import { at, frenchInteger, inputField, MAX_REASON_LENGTH, notFound, userError, type UserError } from "../userErrors";
import { MAX_REPRINTS_PER_ORDER, REPRINTABLE_ORDER_STATUSES, reprintReasonLabel, type ReprintReason } from "./reasons";

export { MAX_REPRINTS_PER_ORDER, REPRINT_REASONS, REPRINTABLE_ORDER_STATUSES, reprintReasonLabel, type ReprintReason } from "./reasons";

/** The fields of the reprint form, defined once for this check and the console's dialog. */
export const REPRINT_FIELDS = {
  note: textField("La note", MAX_REASON_LENGTH),
} as const;

export interface ReprintLine {
  /** The original order's item index. */
  itemIndex: number;
  /** Units to print again: 1 to the ordered quantity. */
  quantity: number;
}

export interface ReprintRequest {
  lines: ReprintLine[];
  reason: ReprintReason;
  /** Internal note of the administrator, trimmed; null when blank. */
  note: string | null;
}

/** What checkReprint reads: the reason is still an unchecked string. */
export type ReprintDraft = { lines: ReprintLine[]; reason: string; note?: string | null };

/** The original order's fields the check reads. */
export interface ReprintableOrder {
  status: OrderStatusValue;
  /** Set when the order is itself a reprint. */
  reprintOf: string | null;
  items: readonly { name: string; quantity: number }[];
}

const quoted = (text: string) => `«\u00a0${text}\u00a0»`;

export const reprintMessages = {
  notPaid: "Seule une commande payée (et ni annulée ni remboursée) peut être réimprimée.",
  ofReprint: "Cette commande est déjà une réimpression : réimprimez la commande d’origine.",
  tooMany: `Cette commande a déjà ${MAX_REPRINTS_PER_ORDER} réimpressions.`,
  nothing: "Choisissez au moins une ligne à réimprimer.",
  duplicateLine: "Cette ligne figure déjà dans la réimpression.",
  quantityNotWhole: "La quantité doit être un nombre entier.",
  quantityRange: (ordered: number, label: string) =>
    ordered === 1
      ? `La commande ne compte qu’un exemplaire de ${quoted(label)} : réimprimez-en 1.`
      : `La quantité doit être comprise entre 1 et ${frenchInteger(ordered)} (exemplaires commandés de ${quoted(label)}).`,
  invalidReason: "Choisissez un motif de réimpression.",
} as const;

export interface ReprintContext {
  order: ReprintableOrder;
  /** Reprints the order already has. */
  reprintCount: number;
  /** Where the request's fields sit: ["input"] for the API (the default), [] in a form. */
  base?: string[];
}

/** The request checked against the order: the request (note trimmed, null when blank) and the French refusals. */
export function checkReprint(draft: ReprintDraft, context: ReprintContext): { value: ReprintRequest; errors: UserError[] } {
  const base = context.base ?? inputField();
  const note = checkTextField(REPRINT_FIELDS.note, draft.note, at(base, "note"));
  const value: ReprintRequest = {
    lines: draft.lines.map((line) => ({ itemIndex: line.itemIndex, quantity: line.quantity })),
    reason: draft.reason as ReprintReason,
    note: note.value,
  };
  const { order } = context;
  if (!(REPRINTABLE_ORDER_STATUSES as readonly string[]).includes(order.status)) {
    return { value, errors: [userError(base, reprintMessages.notPaid, "NOT_REPRINTABLE")] };
  }
  if (order.reprintOf) return { value, errors: [userError(base, reprintMessages.ofReprint, "NOT_REPRINTABLE")] };
  if (context.reprintCount >= MAX_REPRINTS_PER_ORDER) return { value, errors: [userError(base, reprintMessages.tooMany, "TOO_MANY_REPRINTS")] };

  const errors: UserError[] = [];
  if (value.lines.length === 0) errors.push(userError(at(base, "lines"), reprintMessages.nothing, "REQUIRED"));
  const seen = new Set<number>();
  for (const [i, { itemIndex, quantity }] of value.lines.entries()) {
    const field = (name: string) => at(base, "lines", i, name);
    const item = Number.isInteger(itemIndex) && itemIndex >= 0 ? order.items[itemIndex] : undefined;
    if (!item) errors.push(notFound(field("itemIndex"), "Ligne de commande"));
    else if (seen.has(itemIndex)) errors.push(userError(field("itemIndex"), reprintMessages.duplicateLine, "DUPLICATE_LINE"));
    else if (!Number.isInteger(quantity)) errors.push(userError(field("quantity"), reprintMessages.quantityNotWhole, "NOT_WHOLE_NUMBER"));
    else if (quantity < 1 || quantity > item.quantity)
      errors.push(userError(field("quantity"), reprintMessages.quantityRange(item.quantity, item.name), "OUT_OF_RANGE"));
    seen.add(itemIndex);
  }
  if (!reprintReasonLabel(draft.reason)) errors.push(userError(at(base, "reason"), reprintMessages.invalidReason, "INVALID_REASON"));
  errors.push(...note.errors);
  return { value, errors };
}

/** An order line as stored (money in euros, as every stored order holds it). */
export interface StoredOrderItem {
  productId: string | null;
  name: string;
  quantity: number;
  unitPrice: number;
  creationId: string | null;
  imageUrl: string | null;
}

/** A reprint's line: the original line at zero price, with what the original sold it for (its cost on /finances). */
export interface ReprintItem extends StoredOrderItem {
  /** The original line's unit price, in euros. */
  originalUnitPrice: number;
}

/** The original order's fields a reprint copies. */
export interface ReprintSource {
  id: string;
  userId: string | null;
  items: readonly StoredOrderItem[];
  shippingAddress: Record<string, string | null> | null;
  deliveryMethodId: string | null;
}

/** The reprint order's stored fields, dates aside (the writer stamps createdAt, paidAt and the history with one instant). */
export interface ReprintOrderFields {
  userId: string | null;
  status: "paid";
  total: 0;
  deliveryPrice: 0;
  items: ReprintItem[];
  shippingAddress: Record<string, string | null> | null;
  deliveryMethodId: string | null;
  trackingNumber: null;
  reprintOf: string;
  reprintReason: ReprintReason;
  reprintNote: string | null;
}

/**
 * The new order of a request checkReprint accepted: the same customer, address and delivery
 * method, the chosen lines at zero price, paid (so it enters production: processing → shipped →
 * delivered) and linked to its original. Throws on a line the check would have refused.
 */
export function reprintOrderFields(original: ReprintSource, request: ReprintRequest): ReprintOrderFields {
  if (!reprintReasonLabel(request.reason)) throw new Error(`Unknown reprint reason: ${request.reason}`);
  if (request.lines.length === 0) throw new Error("A reprint needs a line");
  const items = request.lines.map(({ itemIndex, quantity }): ReprintItem => {
    const item = original.items[itemIndex];
    if (!item || !Number.isInteger(quantity) || quantity < 1 || quantity > item.quantity)
      throw new Error(`Line ${itemIndex} × ${quantity} cannot be reprinted`);
    return { ...item, quantity, unitPrice: 0, originalUnitPrice: item.unitPrice };
  });
  return {
    userId: original.userId,
    status: "paid",
    total: 0,
    deliveryPrice: 0,
    items,
    shippingAddress: original.shippingAddress,
    deliveryMethodId: original.deliveryMethodId,
    trackingNumber: null,
    reprintOf: original.id,
    reprintReason: request.reason,
    reprintNote: request.note,
  };
}

/** « Mug 33 cl × 2, Poster × 1 »: the reprinted lines as the audit log shows them. */
export const reprintLinesText = (items: readonly { name: string; quantity: number }[]): string =>
  items.map((item) => `${item.name} × ${frenchInteger(item.quantity)}`).join(", ");

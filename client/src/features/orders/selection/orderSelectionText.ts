/** What the selection bar and the status dialog say, in French (counts with « 1 234 », guillemets with no-break spaces). */
import { BULK_ORDER_LIMIT } from "@atelier/domain/orders/bulkStatus";
import { formatInteger } from "../../../ui/format";
import { ORDER_STATUS_LABELS, type OrderStatus } from "../../../ui/orderStatus";
import type { MatchingSelection } from "./orderSelectionState";

const NBSP = "\u00a0";
const plural = (n: number, one: string, many: string) => (n > 1 ? many : one);
const quoted = (status: OrderStatus) => `«${NBSP}${ORDER_STATUS_LABELS[status]}${NBSP}»`;

/** « 3 commandes sélectionnées ». */
export const selectedText = (n: number) => `${formatInteger(n)} ${plural(n, "commande sélectionnée", "commandes sélectionnées")}`;

/** The link-button of a fully ticked page when more orders match. */
export const selectMatchingText = (totalCount: number) => `Sélectionner les ${formatInteger(totalCount)} commandes correspondantes`;

/** Once they are selected: all of them, or the first 500 only. */
export const matchingSelectedText = ({ totalCount, truncated }: MatchingSelection) =>
  truncated
    ? `Les ${formatInteger(BULK_ORDER_LIMIT)} premières commandes sont sélectionnées (limite d’une action groupée).`
    : `${totalCount > 1 ? `Les ${formatInteger(totalCount)} commandes correspondantes sont sélectionnées` : "La commande correspondante est sélectionnée"}.`;

/** The dialog's confirmation line: « Passer 4 commandes au statut « Expédiée » ? ». */
export const confirmationText = (n: number, status: OrderStatus) =>
  `Passer ${formatInteger(n)} ${plural(n, "commande", "commandes")} au statut ${quoted(status)}${NBSP}?`;

/** The dialog's result: « 3 commandes passées au statut « Expédiée ». ». */
export const changedText = (n: number, status: OrderStatus) =>
  n === 0
    ? `Aucune commande n’est passée au statut ${quoted(status)}.`
    : `${formatInteger(n)} ${plural(n, "commande passée", "commandes passées")} au statut ${quoted(status)}.`;

/** Above the refusals: « 1 commande inchangée : ». */
export const refusedTitle = (n: number) => `${formatInteger(n)} ${plural(n, "commande inchangée", "commandes inchangées")}${NBSP}:`;

/** A manual selection over many pages can pass the limit of one request. */
export const tooManyText = (n: number) =>
  `Une action groupée porte sur ${formatInteger(BULK_ORDER_LIMIT)} commandes au plus${NBSP}: désélectionnez-en ${formatInteger(n - BULK_ORDER_LIMIT)}.`;

/** Above the status select: a bulk change is order by order. */
export const partialChangeHint = `Seules les commandes dont le statut le permet changent${NBSP}; les autres restent telles quelles et sont listées ensuite.`;

/** Under the select, for « Annulée »: the server refuses to cancel a paid order in bulk. */
export const cancelHint = `Les commandes déjà payées ne sont pas annulées ici${NBSP}: leur annulation émet un avoir, depuis leur page.`;

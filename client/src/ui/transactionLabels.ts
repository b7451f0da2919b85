/**
 * The French labels of the TransactionType and TransactionStatus enums (schema.graphql), in the
 * schema's order: the user's Transactions tab and the /finances ledger show the same words.
 */
import type { TransactionStatus, TransactionType } from "../gql/graphql";

export const TRANSACTION_TYPE_LABELS: Record<TransactionType, string> = {
  CREDIT_PURCHASE: "Achat de crédits",
  ORDER_PAYMENT: "Paiement de commande",
  REFUND: "Remboursement",
  CREDIT_ADJUSTMENT: "Ajustement de crédits",
  CREDIT_SPEND: "Crédits utilisés",
};

export const TRANSACTION_STATUS_LABELS: Record<TransactionStatus, string> = { SUCCEEDED: "Réussie", PENDING: "En attente", FAILED: "Échouée" };

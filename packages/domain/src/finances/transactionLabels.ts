/**
 * The French labels of the transaction types and statuses (the TransactionType and
 * TransactionStatus enums of schema.graphql): the ledger's CSV, the /finances ledger and the
 * user's Transactions tab show the same words. Keyed by the values of the API's enums, so the
 * console indexes them with its generated types (vocabulary.test.ts checks them against the schema).
 */
import type { TransactionStatusValue, TransactionTypeValue } from "../dashboardStats";

export const TRANSACTION_TYPE_LABELS: Record<TransactionTypeValue, string> = {
  CREDIT_PURCHASE: "Achat de crédits",
  ORDER_PAYMENT: "Paiement de commande",
  REFUND: "Remboursement",
  CREDIT_ADJUSTMENT: "Ajustement de crédits",
  CREDIT_SPEND: "Crédits utilisés",
};

export const TRANSACTION_STATUS_LABELS: Record<TransactionStatusValue, string> = {
  SUCCEEDED: "Réussie",
  PENDING: "En attente",
  FAILED: "Échouée",
};

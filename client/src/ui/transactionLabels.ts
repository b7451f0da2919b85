/**
 * The French labels of the TransactionType and TransactionStatus enums: the server's own table
 * (server/src/rules/finances/transactionLabels.ts, also used by the ledger's CSV), typed with the
 * generated enums so that the user's Transactions tab and the /finances ledger index it directly.
 */
import type { TransactionStatus, TransactionType } from "../gql/graphql";
import { TRANSACTION_STATUS_LABELS as STATUS_LABELS, TRANSACTION_TYPE_LABELS as TYPE_LABELS } from "@atelier/domain/finances/transactionLabels";

export const TRANSACTION_TYPE_LABELS: Record<TransactionType, string> = TYPE_LABELS;
export const TRANSACTION_STATUS_LABELS: Record<TransactionStatus, string> = STATUS_LABELS;

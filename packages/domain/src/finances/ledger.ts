/**
 * The ledger's filter (Query.transactions, GET /export/transactions.csv) checked and turned into
 * criteria: the Paris days through the one DayRange rule, amounts given in cents and compared
 * with the stored euros.
 */
import { checkDayRange, type DayRange } from "../dayRange";
import { centsToEuros } from "../money";
import { TRANSACTION_STATUSES, TRANSACTION_TYPES, type TransactionStatusValue, type TransactionTypeValue } from "../dashboardStats";
import { financeMessages } from "./period";

export interface LedgerFilterInput {
  type?: string | null;
  status?: string | null;
  userId?: string | null;
  period?: DayRange | null;
  minAmountCents?: number | null;
  maxAmountCents?: number | null;
}

export interface LedgerCriteria {
  type: TransactionTypeValue | null;
  status: TransactionStatusValue | null;
  userId: string | null;
  /** Inclusive instant. */
  from: Date | null;
  /** Exclusive instant. */
  to: Date | null;
  /** Stored euros, inclusive. */
  minAmount: number | null;
  maxAmount: number | null;
}

export const ledgerMessages = {
  unknownType: "Type de transaction inconnu.",
  unknownStatus: "Statut de transaction inconnu.",
  amountsReversed: "Le montant minimum doit être inférieur ou égal au montant maximum.",
  ...financeMessages,
} as const;

export type LedgerCheck = { ok: true; criteria: LedgerCriteria } | { ok: false; field: string; message: string };

export function checkLedgerFilter(filter: LedgerFilterInput | null | undefined): LedgerCheck {
  const f = filter ?? {};
  const refuse = (field: string, message: string): LedgerCheck => ({ ok: false, field, message });
  if (f.type && !(TRANSACTION_TYPES as readonly string[]).includes(f.type)) return refuse("type", ledgerMessages.unknownType);
  if (f.status && !(TRANSACTION_STATUSES as readonly string[]).includes(f.status)) return refuse("status", ledgerMessages.unknownStatus);
  const days = checkDayRange(f.period);
  if (!days.ok) return refuse(days.field, days.message);
  for (const field of ["minAmountCents", "maxAmountCents"] as const) {
    const amount = f[field];
    if (amount != null && !(Number.isInteger(amount) && amount >= 0)) return refuse(field, financeMessages.badAmount(String(amount)));
  }
  const { minAmountCents: min, maxAmountCents: max } = f;
  if (min != null && max != null && min > max) return refuse("maxAmountCents", ledgerMessages.amountsReversed);
  return {
    ok: true,
    criteria: {
      type: (f.type as TransactionTypeValue) || null,
      status: (f.status as TransactionStatusValue) || null,
      userId: f.userId || null,
      ...days.instants,
      minAmount: min == null ? null : centsToEuros(min),
      maxAmount: max == null ? null : centsToEuros(max),
    },
  };
}

/** What a filter the caller did not give means: every transaction. */
export const EVERY_TRANSACTION: LedgerCriteria = {
  type: null,
  status: null,
  userId: null,
  from: null,
  to: null,
  minAmount: null,
  maxAmount: null,
};

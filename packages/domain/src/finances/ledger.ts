/**
 * The ledger's filter (Query.transactions, GET /export/transactions.csv) checked and turned into
 * criteria: Paris days → instants ([from 00:00, day after `to` 00:00[), amounts in euros.
 */
import { addDays } from "../parisCalendar";
import { parisInstant } from "../content/schedule";
import {
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  type TransactionStatusValue,
  type TransactionTypeValue,
} from "../dashboardStats";
import { financeMessages, isDay } from "./period";

export interface LedgerFilterInput {
  type?: string | null;
  status?: string | null;
  userId?: string | null;
  from?: string | null;
  to?: string | null;
  minAmount?: number | null;
  maxAmount?: number | null;
}

export interface LedgerCriteria {
  type: TransactionTypeValue | null;
  status: TransactionStatusValue | null;
  userId: string | null;
  /** Inclusive instant. */
  from: Date | null;
  /** Exclusive instant. */
  to: Date | null;
  /** Euros, inclusive. */
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

const startOfParisDay = (day: string) => new Date(parisInstant(`${day}T00:00`)!);

export function checkLedgerFilter(filter: LedgerFilterInput | null | undefined): LedgerCheck {
  const f = filter ?? {};
  const refuse = (field: string, message: string): LedgerCheck => ({ ok: false, field, message });
  if (f.type && !(TRANSACTION_TYPES as readonly string[]).includes(f.type)) return refuse("type", ledgerMessages.unknownType);
  if (f.status && !(TRANSACTION_STATUSES as readonly string[]).includes(f.status)) return refuse("status", ledgerMessages.unknownStatus);
  for (const field of ["from", "to"] as const) {
    const day = f[field];
    if (day && !isDay(day)) return refuse(field, financeMessages.badDate(day));
  }
  if (f.from && f.to && f.to < f.from) return refuse("to", financeMessages.reversed);
  for (const field of ["minAmount", "maxAmount"] as const) {
    const amount = f[field];
    if (amount != null && !(Number.isFinite(amount) && amount >= 0)) return refuse(field, financeMessages.badAmount(String(amount)));
  }
  if (f.minAmount != null && f.maxAmount != null && f.minAmount > f.maxAmount) return refuse("maxAmount", ledgerMessages.amountsReversed);
  return {
    ok: true,
    criteria: {
      type: (f.type as TransactionTypeValue) || null,
      status: (f.status as TransactionStatusValue) || null,
      userId: f.userId || null,
      from: f.from ? startOfParisDay(f.from) : null,
      to: f.to ? startOfParisDay(addDays(f.to, 1)) : null,
      minAmount: f.minAmount ?? null,
      maxAmount: f.maxAmount ?? null,
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

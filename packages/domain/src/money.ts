/**
 * Money as the shop counts it: whole cents (docs/domain.md). The bounds and the French way of
 * writing an amount in a message are shared by the server's checks and the console's forms.
 */
import { frenchInteger } from "./userErrors";

/** 1 000 000,00 €, in cents: the largest amount a form may save. */
export const MAX_CENTS = 100_000_000;

/** A positive amount as « 1 000 000,00 € » with no-break spaces, for the messages (not Intl: its spaces vary by runtime). */
export function frenchEuros(cents: number): string {
  return `${frenchInteger(Math.trunc(cents / 100))},${String(cents % 100).padStart(2, "0")}\u00a0€`;
}

/*
 * Stored euros ⇄ wire cents (docs/decisions.md « Argent en centimes »): the wire, the console, the
 * exports and the mails carry integer euro cents; Firestore keeps the storefront's euros with
 * cents (49.9). This is the one conversion between the two, at the mapper boundary.
 */

/** Stored euros → cents, rounded half away from zero (49.9 → 4990, -0.005 → -1). */
export function eurosToCents(euros: number): number {
  const cents = Math.round(Math.abs(euros) * 100);
  return euros < 0 ? -cents : cents;
}

/** Cents → stored euros (690 → 6.9), for writes and queries on stored amounts. */
export const centsToEuros = (cents: number): number => cents / 100;

const euro = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" });
/** « 54,90 € » (narrow no-break space, as Intl writes French), as the mails show amounts. */
export const formatCents = (cents: number): string => euro.format(cents / 100);

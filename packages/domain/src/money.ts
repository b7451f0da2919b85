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

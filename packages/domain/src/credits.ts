/**
 * Credit and loyalty-point changes: what is allowed, as pure functions. Credits are money the
 * shop owes its customers, so every change is a whole number within bounds, never leaves a
 * negative balance, and says why.
 */
import { MAX_REASON_LENGTH, frenchInteger, inputField, messages, requiredText, userError, type UserError } from "./userErrors";

export const MAX_BALANCE = 1_000_000;

export const ruleMessages = {
  notWhole: messages.notWhole,
  outOfRange: messages.outOfRange("Le solde", 0, MAX_BALANCE),
  deltaOutOfRange: messages.outOfRange("Le montant", -MAX_BALANCE, MAX_BALANCE),
  zeroDelta: "Le montant à ajouter ou retirer ne peut pas être nul.",
  belowZero: (balance: number) => `Le solde ne peut pas devenir négatif (solde actuel : ${balance}).`,
  aboveMax: `Le solde ne peut pas dépasser ${frenchInteger(MAX_BALANCE)}.`,
  unchanged: "La nouvelle valeur est identique à la valeur actuelle.",
} as const;

const error = (field: string, message: string, code: string): UserError => userError(inputField(field), message, code);

/** The reason of a change, trimmed: required, at most MAX_REASON_LENGTH (codes REQUIRED, TOO_LONG). */
export function checkReason(reason: string): { reason: string; errors: UserError[] } {
  const { value, errors } = requiredText(reason, inputField("reason"), "Le motif", MAX_REASON_LENGTH);
  return { reason: value, errors };
}

/** A balance (credits or loyalty points) to store: a whole number from 0 to MAX_BALANCE. */
function checkBalance(field: string, value: number): UserError[] {
  if (!Number.isInteger(value)) return [error(field, ruleMessages.notWhole, "NOT_WHOLE_NUMBER")];
  if (value < 0 || value > MAX_BALANCE) return [error(field, ruleMessages.outOfRange, "OUT_OF_RANGE")];
  return [];
}

/** Checks that need no stored data: run before any read, so bad input costs nothing. */
export function checkSetBalanceInput(field: string, value: number, reason: string): UserError[] {
  return [...checkBalance(field, value), ...checkReason(reason).errors];
}

export function checkAdjustInput(delta: number, reason: string): UserError[] {
  const deltaErrors = !Number.isInteger(delta)
    ? [error("delta", ruleMessages.notWhole, "NOT_WHOLE_NUMBER")]
    : delta === 0
      ? [error("delta", ruleMessages.zeroDelta, "ZERO_DELTA")]
      : Math.abs(delta) > MAX_BALANCE
        ? [error("delta", ruleMessages.deltaOutOfRange, "OUT_OF_RANGE")]
        : [];
  return [...deltaErrors, ...checkReason(reason).errors];
}

export type BalanceChange = { ok: true; balance: number; delta: number } | { ok: false; errors: UserError[] };

/** Setting a new balance over the current one (read in the same transaction). */
export function setBalance(field: string, current: number, value: number): BalanceChange {
  if (value === current) return { ok: false, errors: [error(field, ruleMessages.unchanged, "UNCHANGED")] };
  return { ok: true, balance: value, delta: value - current };
}

/** Adding `delta` to the current balance: never below 0, never above MAX_BALANCE. */
export function adjustBalance(current: number, delta: number): BalanceChange {
  const balance = current + delta;
  if (balance < 0) return { ok: false, errors: [error("delta", ruleMessages.belowZero(current), "BELOW_ZERO")] };
  if (balance > MAX_BALANCE) return { ok: false, errors: [error("delta", ruleMessages.aboveMax, "ABOVE_MAX")] };
  return { ok: true, balance, delta };
}

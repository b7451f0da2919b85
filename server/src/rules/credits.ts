/**
 * Credit and loyalty-point changes: what is allowed, as pure functions. Credits are money the
 * shop owes its customers, so every change is a whole number within bounds, never leaves a
 * negative balance, and says why.
 */
export const MAX_BALANCE = 1_000_000;
export const MAX_REASON_LENGTH = 500;
/** "1 000 000" with no-break spaces, as French writes it. */
const MAX_LABEL = "1\u00a0000\u00a0000";

export interface RuleError {
  field: string[];
  message: string;
  code: string;
}

export const ruleMessages = {
  notWhole: "Le nombre doit être un entier (sans décimales).",
  outOfRange: `Le solde doit être compris entre 0 et ${MAX_LABEL}.`,
  deltaOutOfRange: `Le montant doit être compris entre -${MAX_LABEL} et ${MAX_LABEL}.`,
  zeroDelta: "Le montant à ajouter ou retirer ne peut pas être nul.",
  belowZero: (balance: number) => `Le solde ne peut pas devenir négatif (solde actuel : ${balance}).`,
  aboveMax: `Le solde ne peut pas dépasser ${MAX_LABEL}.`,
  unchanged: "La nouvelle valeur est identique à la valeur actuelle.",
  reasonRequired: "Le motif est obligatoire.",
  reasonTooLong: `Le motif ne peut pas dépasser ${MAX_REASON_LENGTH} caractères.`,
  userNotFound: "Utilisateur introuvable.",
} as const;

const error = (field: string, message: string, code: string): RuleError => ({ field: ["input", field], message, code });

export function checkReason(reason: string): { reason: string; errors: RuleError[] } {
  const trimmed = reason.trim();
  if (!trimmed) return { reason: trimmed, errors: [error("reason", ruleMessages.reasonRequired, "REASON_REQUIRED")] };
  if (trimmed.length > MAX_REASON_LENGTH) {
    return { reason: trimmed, errors: [error("reason", ruleMessages.reasonTooLong, "REASON_TOO_LONG")] };
  }
  return { reason: trimmed, errors: [] };
}

/** A balance (credits or loyalty points) to store: a whole number from 0 to MAX_BALANCE. */
function checkBalance(field: string, value: number): RuleError[] {
  if (!Number.isInteger(value)) return [error(field, ruleMessages.notWhole, "NOT_WHOLE_NUMBER")];
  if (value < 0 || value > MAX_BALANCE) return [error(field, ruleMessages.outOfRange, "OUT_OF_RANGE")];
  return [];
}

/** Checks that need no stored data: run before any read, so bad input costs nothing. */
export function checkSetBalanceInput(field: string, value: number, reason: string): RuleError[] {
  return [...checkBalance(field, value), ...checkReason(reason).errors];
}

export function checkAdjustInput(delta: number, reason: string): RuleError[] {
  const deltaErrors = !Number.isInteger(delta)
    ? [error("delta", ruleMessages.notWhole, "NOT_WHOLE_NUMBER")]
    : delta === 0
      ? [error("delta", ruleMessages.zeroDelta, "ZERO_DELTA")]
      : Math.abs(delta) > MAX_BALANCE
        ? [error("delta", ruleMessages.deltaOutOfRange, "OUT_OF_RANGE")]
        : [];
  return [...deltaErrors, ...checkReason(reason).errors];
}

export type BalanceChange = { ok: true; balance: number; delta: number } | { ok: false; errors: RuleError[] };

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

export const userNotFound = (): RuleError => error("userId", ruleMessages.userNotFound, "USER_NOT_FOUND");

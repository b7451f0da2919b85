/**
 * The one shape and message set of a refused mutation input: every mutation answers
 * `userErrors: [UserError!]!` built here, so the console binds any of them to its form field
 * (`field` is the path of the input field, `["input", "reason"]`).
 *
 * Pure and dependency-free: the console may import the messages too.
 */
export interface UserError {
  /** Path of the input field concerned, `["input", "name"]`, `["input", "ids", "3"]`. */
  field: string[];
  /** What is wrong, in French, ready to show. */
  message: string;
  /** Stable machine-readable reason: REQUIRED, TOO_LONG, OUT_OF_RANGE, NOT_FOUND, STALE_VERSION… */
  code: string;
}

/** Longest reason (credits, loyalty points, moderation) an administrator may give. */
export const MAX_REASON_LENGTH = 500;

/** French thousands: "1 000 000" with no-break spaces (U+00A0), as French typography writes it. */
export const frenchInteger = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, "\u00a0");

/** The path of an input field: `inputField("name")` → ["input", "name"]. */
export const inputField = (...path: Array<string | number>): string[] => ["input", ...path.map(String)];

export const userError = (field: string[], message: string, code: string): UserError => ({ field, message, code });

/** A path under `base`: `at(["input"], "variants", 0, "name")` → ["input", "variants", "0", "name"]. */
export const at = (base: string[], ...path: Array<string | number>): string[] => [...base, ...path.map(String)];

/** Errors of several checks, in field order. */
export const allErrors = (...checks: Array<UserError[] | { errors: UserError[] }>): UserError[] =>
  checks.flatMap((check) => (Array.isArray(check) ? check : check.errors));

/**
 * The shared messages. `label` is the field's French name with its article as the sentence
 * needs it ("Le nom", "La description"); the sentence agrees with it by itself.
 */
export const messages = {
  required: (label: string) => `${label} est obligatoire.`,
  tooLong: (label: string, max: number) => `${label} ne peut pas dépasser ${frenchInteger(max)} caractères.`,
  outOfRange: (label: string, min: number | string, max: number | string) =>
    `${label} doit être compris entre ${typeof min === "number" ? frenchInteger(min) : min} et ${typeof max === "number" ? frenchInteger(max) : max}.`,
  notWhole: "Le nombre doit être un entier (sans décimales).",
  notFound: (what: string) => `${what} introuvable.`,
  /** One of several ids given (a batch): which one is unknown. */
  notFoundId: (what: string, id: string) => `${what} introuvable : ${id}`,
  /** A save based on a version someone else has replaced since it was read. */
  staleVersion: (by: string) => `Modifié entre-temps par ${by} — rechargez`,
  /** A date range (a filter) whose end is not after its start. */
  rangeOrder: "La date de fin doit être postérieure ou égale à la date de début.",
} as const;

export const required = (field: string[], label: string) => userError(field, messages.required(label), "REQUIRED");
export const tooLong = (field: string[], label: string, max: number) => userError(field, messages.tooLong(label, max), "TOO_LONG");
export const outOfRange = (field: string[], label: string, min: number | string, max: number | string) =>
  userError(field, messages.outOfRange(label, min, max), "OUT_OF_RANGE");
export const notFound = (field: string[], what: string) => userError(field, messages.notFound(what), "NOT_FOUND");
export const notFoundId = (field: string[], what: string, id: string) => userError(field, messages.notFoundId(what, id), "NOT_FOUND");
export const staleVersion = (field: string[], by: string) => userError(field, messages.staleVersion(by), "STALE_VERSION");

/** A trimmed text that must be present and at most `max` long: the value, or the error. */
export function requiredText(value: string | null | undefined, field: string[], label: string, max: number): { value: string; errors: UserError[] } {
  const trimmed = (value ?? "").trim();
  if (!trimmed) return { value: trimmed, errors: [required(field, label)] };
  if (trimmed.length > max) return { value: trimmed, errors: [tooLong(field, label, max)] };
  return { value: trimmed, errors: [] };
}

/** A trimmed optional text: null when blank, an error when longer than `max`. */
export function optionalText(value: string | null | undefined, field: string[], label: string, max: number): { value: string | null; errors: UserError[] } {
  const trimmed = (value ?? "").trim();
  if (!trimmed) return { value: null, errors: [] };
  return { value: trimmed, errors: trimmed.length > max ? [tooLong(field, label, max)] : [] };
}

/**
 * How long the shop keeps what customers write and the mails it sends them (issue 37 point 4,
 * docs/personal-data.md « Conservation »): RGPD article 5(1)(e), data kept no longer than needed.
 * The owner sets a number of months per kind (settings/app `retention`); the nightly job deletes
 * what is older. Invoices, orders and the ledger are not here: the law decides for them.
 * Pure: the server checks with these, the console's form runs the same check.
 */
import { inputField, messages, outOfRange, userError, type UserError } from "../userErrors";

export const RETENTION_KINDS = ["contactMessages", "feedback", "mail"] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];

/** Months each kind is kept after it was received or sent. */
export type RetentionPeriods = Record<`${RetentionKind}Months`, number>;

/**
 * Until the owner decides: three years for what customers wrote (the CNIL's usual limit for a
 * customer relationship without activity), one year for the log of mails sent.
 */
export const DEFAULT_RETENTION: RetentionPeriods = { contactMessagesMonths: 36, feedbackMonths: 36, mailMonths: 12 };

/** Ten years at most: past the accounting documents' own period, keeping is no longer « needed ». */
export const MAX_RETENTION_MONTHS = 120;

export const RETENTION_LABELS: Record<RetentionKind, { field: string; title: string }> = {
  contactMessages: { field: "Le délai de conservation des messages de contact", title: "Messages de contact" },
  feedback: { field: "Le délai de conservation des feedbacks", title: "Feedbacks" },
  mail: { field: "Le délai de conservation du journal des e-mails", title: "Journal des e-mails" },
};

export const retentionField = (kind: RetentionKind) => `${kind}Months` as const;

/** settings/app `retention` as stored; a missing or unreadable value is its default. */
export function retentionFromData(data: unknown): RetentionPeriods {
  const d = (data ?? {}) as Record<string, unknown>;
  const months = (kind: RetentionKind) => {
    const value = d[retentionField(kind)];
    return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= MAX_RETENTION_MONTHS
      ? value
      : DEFAULT_RETENTION[retentionField(kind)];
  };
  return { contactMessagesMonths: months("contactMessages"), feedbackMonths: months("feedback"), mailMonths: months("mail") };
}

/** Whole months from 1 to 120, each. */
export function checkRetention(input: RetentionPeriods): { value: RetentionPeriods; errors: UserError[] } {
  const errors: UserError[] = [];
  for (const kind of RETENTION_KINDS) {
    const field = retentionField(kind);
    const value = input[field];
    if (!Number.isInteger(value)) errors.push(userError(inputField(field), messages.notWhole, "NOT_WHOLE"));
    else if (value < 1 || value > MAX_RETENTION_MONTHS) errors.push(outOfRange(inputField(field), RETENTION_LABELS[kind].field, 1, MAX_RETENTION_MONTHS));
  }
  return { value: { ...input }, errors };
}

/** The instant before which a record of `kind` is purged: `months` calendar months before `now` (UTC), the day clamped to the month's length. */
export function retentionCutoff(now: Date, months: number): Date {
  const target = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1, now.getUTCHours(), now.getUTCMinutes(), now.getUTCSeconds(), now.getUTCMilliseconds()),
  );
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  return target;
}

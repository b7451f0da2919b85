/**
 * The register of personal-data requests (issue 37 point 3, docs/personal-data.md « Registre des
 * demandes »): what a customer asked under the RGPD, when it was received, when the answer is due
 * (one month, article 12(3)), and how it was answered. Pure: the API checks with these, the
 * console's dialogs run the same checks.
 */
import { addDays, isCalendarDay, parisDay, sameDayNextMonth } from "../parisCalendar";
import { inputField, requiredText, tooLong, userError, type UserError } from "../userErrors";

/** What a customer may ask (RGPD articles 15, 16, 17 and 20). */
export const REQUEST_KINDS = ["ACCESS", "RECTIFICATION", "ERASURE", "PORTABILITY"] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

export const REQUEST_KIND_LABELS: Record<RequestKind, string> = {
  ACCESS: "Accès (art. 15)",
  RECTIFICATION: "Rectification (art. 16)",
  ERASURE: "Effacement (art. 17)",
  PORTABILITY: "Portabilité (art. 20)",
};

/** Open until answered; then done (what was asked was done) or refused (with the reason given to the customer). */
export const REQUEST_STATES = ["OPEN", "DONE", "REFUSED"] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

export const REQUEST_STATE_LABELS: Record<RequestState, string> = { OPEN: "À traiter", DONE: "Traitée", REFUSED: "Refusée" };

/** How an open request is closed. */
export type RequestOutcome = Exclude<RequestState, "OPEN">;

/** The work queue « à échéance dans moins de 7 jours » lists the open requests due within this many days (overdue ones included). */
export const DUE_SOON_DAYS = 7;

/** What the operator writes: a note at recording (how it came in), an answer at closing (mailed to the customer). */
export const REQUEST_NOTE_MAX = 1_000;
export const REQUEST_ANSWER_MAX = 2_000;

/** A request received on `receivedOn` (a Paris calendar day) is due the same day a month later, clamped (31 January → 28 February). */
export const requestDueOn = (receivedOn: string): string => sameDayNextMonth(receivedOn);

/** The last due day the work queue lists on `today`: due within DUE_SOON_DAYS days, or already overdue. */
export const dueSoonLimit = (today: string): string => addDays(today, DUE_SOON_DAYS);

/** Whether an open request shows in the work queue on `today`. */
export const isDueSoon = (request: { state: RequestState; dueOn: string }, today: string): boolean =>
  request.state === "OPEN" && request.dueOn <= dueSoonLimit(today);

/** Days left before the due day (negative once overdue). */
export function daysLeft(dueOn: string, today: string): number {
  return Math.round((Date.parse(`${dueOn}T12:00:00Z`) - Date.parse(`${today}T12:00:00Z`)) / 86_400_000);
}

export interface RequestInput {
  kind: RequestKind;
  receivedOn: string;
  note: string | null;
}

export const REQUEST_FIELD_LABELS = {
  receivedOn: "La date de réception",
  note: "La note",
  answer: "La réponse au client",
} as const;

/**
 * A request as recorded: a real calendar day, not in the future (Paris time) and not more than a
 * year back (an older one is long overdue: it is answered, not registered); a note of at most
 * REQUEST_NOTE_MAX characters.
 */
export function checkRequestInput(input: RequestInput, now: Date): { value: RequestInput; errors: UserError[] } {
  const errors: UserError[] = [];
  const today = parisDay(now);
  const receivedOn = input.receivedOn.trim();
  if (!isCalendarDay(receivedOn)) {
    errors.push(userError(inputField("receivedOn"), `${REQUEST_FIELD_LABELS.receivedOn} doit être une date au format AAAA-MM-JJ.`, "INVALID"));
  } else if (receivedOn > today) {
    errors.push(userError(inputField("receivedOn"), `${REQUEST_FIELD_LABELS.receivedOn} ne peut pas être dans le futur.`, "OUT_OF_RANGE"));
  } else if (receivedOn < addDays(today, -366)) {
    errors.push(userError(inputField("receivedOn"), `${REQUEST_FIELD_LABELS.receivedOn} ne peut pas remonter à plus d’un an.`, "OUT_OF_RANGE"));
  }
  const note = (input.note ?? "").trim();
  if (note.length > REQUEST_NOTE_MAX) errors.push(tooLong(inputField("note"), REQUEST_FIELD_LABELS.note, REQUEST_NOTE_MAX));
  return { value: { kind: input.kind, receivedOn, note: note || null }, errors };
}

/** The answer mailed to the customer: required when refusing (article 12(4): the reasons), optional when done. */
export function checkAnswer(answer: string | null | undefined, outcome: RequestOutcome): { value: string | null; errors: UserError[] } {
  const trimmed = (answer ?? "").trim();
  if (outcome === "REFUSED") return requiredText(trimmed, inputField("answer"), REQUEST_FIELD_LABELS.answer, REQUEST_ANSWER_MAX);
  if (trimmed.length > REQUEST_ANSWER_MAX) return { value: trimmed, errors: [tooLong(inputField("answer"), REQUEST_FIELD_LABELS.answer, REQUEST_ANSWER_MAX)] };
  return { value: trimmed || null, errors: [] };
}

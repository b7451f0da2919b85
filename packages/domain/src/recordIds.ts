/**
 * The one shape an id from outside may have before it names a Firestore document: the API's ID
 * arguments and the ids inside its inputs, the ids inside pagination cursors, and references the
 * storefront stored (a feedback's orderId or creationId). Firestore ids may hold almost anything,
 * but every id this shop writes is a Firestore auto-id, a uid or a slug: letters, digits, « - »
 * and « _ », 128 characters at most. Anything else (« s2/../x » names another path, « __s2__ » is
 * reserved by Firestore, a 200-character id is no id of ours) would reach Firestore and come back
 * as an internal error: it is refused at the edge instead (docs/api-limits.md).
 */
export const RECORD_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

/** Firestore reserves ids of the form __…__. */
const RESERVED = /^__.*__$/;

export function isRecordId(value: unknown): value is string {
  return typeof value === "string" && RECORD_ID_PATTERN.test(value) && !RESERVED.test(value);
}

/** A stored reference that is not a valid id is treated as absent. */
export const recordIdOrNull = (value: unknown): string | null => (isRecordId(value) ? value : null);

/** `argument`: where the id was given, e.g. « id » or « input.ids[2] ». */
export const invalidIdMessage = (argument: string): string =>
  `Identifiant invalide pour « ${argument} » : lettres sans accent, chiffres, « - » et « _ » seulement, 128 caractères au plus.`;

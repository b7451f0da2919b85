/**
 * What « effacer » means for a record that must stay (docs/personal-data.md): the customer's
 * personal values give way to a pseudonym, everything else is left as it was.
 *
 * Two nets, because a personal value hides in two ways:
 * - by its key: a field that holds a person (an address, an e-mail, a name) is replaced whatever
 *   its value, wherever it sits (an audit entry's `before.shippingAddress`);
 * - by its value: the customer's e-mail and names, written inside free text (« Bonjour Jade »,
 *   a search token, a reason typed by the team), are replaced where they appear as whole words.
 *
 * Pure and deterministic, so a second erasure finds nothing left to change and writes nothing.
 */
import { createHash } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import { Timestamp } from "firebase-admin/firestore";
import { mailboxKey } from "@atelier/domain/inbox";
import { normaliseSearchText } from "@atelier/domain/userSearchKeys";

/** The first name every erased customer takes; the last name is their pseudonym's code. */
export const ERASED_FIRST_NAME = "Client effacé";

/** A stable code per customer (the uid hashed): the same customer gets the same pseudonym on every run. */
export function pseudonymCode(uid: string): string {
  return createHash("sha256").update(uid).digest("hex").slice(0, 8).toUpperCase();
}

/** « Client effacé 3F9A0C21 »: what replaces the customer's name in the records that stay. */
export const pseudonymOf = (uid: string): string => `${ERASED_FIRST_NAME} ${pseudonymCode(uid)}`;

/** What the customer was known by, as the records may hold it. */
export interface PersonalValues {
  emails: readonly (string | null)[];
  names: readonly (string | null)[];
}

/** The strings to look for: each value as written, lower-cased and normalised (« Benoît », « benoit »), the mailbox key of each e-mail. */
export function needlesOf(values: PersonalValues): string[] {
  const names = values.names.filter((n): n is string => typeof n === "string" && n.trim() !== "");
  const emails = values.emails.filter((e): e is string => typeof e === "string" && e.includes("@"));
  const fullName = names.length >= 2 ? [`${names[0]} ${names[1]}`] : [];
  const all = [...emails, ...emails.map(mailboxKey), ...fullName, ...names].flatMap((v) => [v.trim(), normaliseSearchText(v)]);
  // Longest first: « Jade Benoît » goes whole before « Jade » could cut it in two.
  return [...new Set(all.filter((v) => v.length > 0))].sort((a, b) => b.length - a.length);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** One pattern for every needle, each as a whole word (« Léa » in « Léandre » stays). */
export function matcherOf(needles: readonly string[]): RegExp | null {
  if (needles.length === 0) return null;
  return new RegExp(`(?<![\\p{L}\\p{N}._%+-])(?:${needles.map(escape).join("|")})(?![\\p{L}\\p{N}])`, "giu");
}

/** The fields that hold a person whatever their value, and what they become. */
const PERSONAL_KEYS: Record<string, (pseudonym: string) => unknown> = {
  shippingAddress: (pseudonym) => erasedAddress(pseudonym),
  billingAddress: (pseudonym) => erasedAddress(pseudonym),
  email: () => null,
  userEmail: () => null,
  customerEmail: () => null,
  phone: () => null,
  phoneNumber: () => null,
  photoURL: () => null,
  firstName: () => ERASED_FIRST_NAME,
  lastName: (pseudonym) => pseudonym.slice(ERASED_FIRST_NAME.length + 1),
  fullName: (pseudonym) => pseudonym,
  userName: (pseudonym) => pseudonym,
  customerName: (pseudonym) => pseudonym,
};

/** An address that says who it was for no more: the country stays (the shop's figures by country). */
export function erasedAddress(pseudonym: string, country: unknown = null) {
  return { fullName: pseudonym, line1: null, line2: null, postalCode: null, city: null, country: typeof country === "string" ? country : null };
}

export interface Scrubber {
  pseudonym: string;
  /** The value with every personal value replaced; Firestore values (timestamps, references) untouched. */
  scrub(value: unknown, key?: string): unknown;
}

export function scrubberOf(uid: string, values: PersonalValues): Scrubber {
  const pseudonym = pseudonymOf(uid);
  const matcher = matcherOf(needlesOf(values));
  const scrub = (value: unknown, key?: string): unknown => {
    if (key !== undefined && Object.hasOwn(PERSONAL_KEYS, key) && value !== null && value !== undefined) {
      // An address keeps its country; any other personal field takes its fixed replacement.
      if (key.endsWith("Address") && typeof value === "object") return erasedAddress(pseudonym, (value as Record<string, unknown>).country);
      return PERSONAL_KEYS[key]!(pseudonym);
    }
    if (typeof value === "string") return matcher ? value.replace(matcher, pseudonym) : value;
    if (Array.isArray(value)) return value.map((v) => scrub(v));
    if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrub(v, k)]));
    }
    return value; // Timestamp, DocumentReference, GeoPoint, numbers, booleans, null
  };
  return { pseudonym, scrub };
}

/** The top-level fields `next` changes in `stored` (an update writes only these: a concurrent write to another field survives). */
export function changedFields(stored: Record<string, unknown>, next: Record<string, unknown>): Record<string, unknown> | null {
  const changed = Object.entries(next).filter(([field, value]) => !sameValue(stored[field], value));
  return changed.length > 0 ? Object.fromEntries(changed) : null;
}

const sameValue = (a: unknown, b: unknown) => (a instanceof Timestamp && b instanceof Timestamp ? a.isEqual(b) : isDeepStrictEqual(a, b));

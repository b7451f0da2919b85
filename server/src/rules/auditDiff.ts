/**
 * An audit entry's before/after as a readable diff: one line per field whose value changed.
 * Nested objects are followed down to their leaves (`moderation.status`), so a change shows the
 * field that moved rather than the whole record; arrays and other values are compared and shown
 * whole, JSON-stringified. A small function rather than a library (jsondiffpatch, microdiff):
 * those descend into arrays by index and describe edits, where the log wants « field: before →
 * after » in display strings.
 *
 * Values are plain JSON here (the repository turns Firestore timestamps into ISO strings).
 */

export interface AuditChange {
  /** Dotted path of the field: "status", "moderation.reason", "emails.orderShipped". */
  field: string;
  /** The value before, as text; null when the field was absent or null. */
  before: string | null;
  /** The value after, as text; null when the field was removed or null. */
  after: string | null;
}

type Plain = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Plain =>
  typeof value === "object" && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

/** A leaf as text: strings as they are, numbers and booleans in JSON, anything else as JSON. */
export function displayValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return value;
  return JSON.stringify(value) ?? String(value);
}

/** The record's leaves by dotted path, in the record's key order. An empty object is a leaf. */
function leaves(record: unknown, prefix = "", into = new Map<string, unknown>()): Map<string, unknown> {
  if (!isPlainObject(record)) return into;
  for (const [key, value] of Object.entries(record)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPlainObject(value) && Object.keys(value).length > 0) leaves(value, path, into);
    else into.set(path, value);
  }
  return into;
}

/** The fields that differ between `before` and `after` (either may be null: a creation, a deletion). */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const old = leaves(before);
  const next = leaves(after);
  const fields = [...new Set([...old.keys(), ...next.keys()])];
  return fields.flatMap((field) => {
    const change = { field, before: displayValue(old.get(field)), after: displayValue(next.get(field)) };
    return change.before === change.after ? [] : [change];
  });
}

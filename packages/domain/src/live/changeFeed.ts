/**
 * The change feed (issue 36, docs/live.md): a short entry per write of the records the shop's work
 * arrives as — orders, contact messages, feedback, creations — written by the triggers, that the
 * console listens to with Firebase's real-time listener and answers by asking the API for what
 * changed. An entry says what kind of record changed, which one and when; never the record itself.
 *
 * Each kind carries the permission a member needs to list its records: firestore.rules let a
 * member read an entry only when their token's `staff` claim holds that permission, and the
 * console's listener asks for exactly that permission (a query the rules can prove).
 */
import type { Permission } from "../staff/permissions";

export const CHANGE_FEED = "changeFeed";

/** The kinds of records whose writes the triggers report. */
export const CHANGE_KINDS = ["order", "contactMessage", "feedback", "creation"] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/**
 * The feed's other entries, written by the API rather than by a record's trigger:
 * - `presence`: someone opened or left a record's page (recordId `order/abc`, server/src/live/presence.ts);
 * - `notification`: one member's notifications changed (recordId: the notification's id), addressed
 *   to that member alone (`audience` `member:<uid>`, server/src/live/notifications.ts);
 * - `customer`: a member saved a customer (recordId: the customer's uid), written with the save's
 *   audit entry (server/src/firestore/auditLog.ts). Customers are no record kind of the feed: the
 *   storefront writes them at every sign-in and generation, and only a member's save is news to
 *   the customer's page (« Léa Petit vient d’enregistrer ce client »).
 */
export const SIGNAL_KINDS = ["presence", "notification", "customer"] as const;
export type SignalKind = (typeof SIGNAL_KINDS)[number];
export type FeedKind = ChangeKind | SignalKind;

/** Who may read an entry: members holding a permission, or one member (`member:<uid>`). */
export type FeedAudience = Permission | `member:${string}`;
export const memberAudience = (uid: string): FeedAudience => `member:${uid}`;

/** The records whose pages say who else is there (presence), and what a member needs to see that. */
export const PRESENCE_PERMISSIONS: readonly Permission[] = ["ORDERS_READ", "CUSTOMERS_READ", "INBOX", "MODERATION"];

/** What a member needs to see a kind's entries: what its list needs. */
export const CHANGE_KIND_PERMISSIONS: Record<ChangeKind, Permission> = {
  order: "ORDERS_READ",
  contactMessage: "INBOX",
  feedback: "INBOX",
  creation: "MODERATION",
};

/** The collection whose writes a kind's entries report. */
export const CHANGE_KIND_COLLECTIONS: Record<ChangeKind, string> = {
  order: "orders",
  contactMessage: "contactMessages",
  feedback: "feedback",
  creation: "creations",
};

export type ChangeOperation = "created" | "updated" | "deleted";

export interface ChangeEntry {
  kind: FeedKind;
  /** The record's document id. */
  recordId: string;
  change: ChangeOperation;
  /** Who may read it (CHANGE_KIND_PERMISSIONS[kind] for a record's write), stored so that the rules can read it without a lookup. */
  permission: FeedAudience;
}

/**
 * Entries are for consoles open now: a console that was away longer reloads its lists anyway.
 * Firestore's TTL policy on `expireAt` deletes them after a day (firestore.indexes.json).
 */
export const CHANGE_FEED_TTL_HOURS = 24;

/**
 * Fields a trigger keeps on a record after each write (an order's search keys, kept by
 * keepOrderSearchKey): an update of these alone changes nothing an operator sees, and would cost
 * every open console one more read per order.
 */
export const FOLLOW_UP_FIELDS: Partial<Record<ChangeKind, readonly string[]>> = { order: ["idSearchKey", "productIds"] };

type Fields = Record<string, unknown>;
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The entry for a write from `before` to `after` (undefined: no document); null when it changed nothing an operator sees. */
export function changeEntry(kind: ChangeKind, recordId: string, before: Fields | undefined, after: Fields | undefined): ChangeEntry | null {
  if (before === undefined && after === undefined) return null;
  const change: ChangeOperation = before === undefined ? "created" : after === undefined ? "deleted" : "updated";
  if (change === "updated") {
    const ignored = FOLLOW_UP_FIELDS[kind] ?? [];
    const changed = [...new Set([...Object.keys(before!), ...Object.keys(after!)])].filter((field) => !same(before![field], after![field]));
    if (changed.every((field) => ignored.includes(field))) return null;
  }
  return { kind, recordId, change, permission: CHANGE_KIND_PERMISSIONS[kind] };
}

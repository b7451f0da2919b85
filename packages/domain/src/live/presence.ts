/**
 * Who else is here (issue 36 point 3, docs/live.md « Who else is here »): the record pages say
 * which other members have the same record open, and when one of them saves it. Presence is a
 * document per member and record in Firestore (`presence`), written by the API when a page opens
 * and every HEARTBEAT_SECONDS while it stays open, forgotten PRESENCE_TTL_SECONDS after the last
 * one; arrivals and departures reach the other consoles as `presence` signals of the change feed.
 */
import type { Permission } from "../staff/permissions";
import type { ChangeEntry } from "./changeFeed";

export const PRESENCE = "presence";

/** The records whose pages say who else is there. */
export const PRESENCE_KINDS = ["order", "customer", "contactMessage", "feedback", "creation"] as const;
export type PresenceKind = (typeof PRESENCE_KINDS)[number];

/** What a member needs to be seen on, and to see who else is on, a kind's record: what its page needs. */
export const PRESENCE_KIND_PERMISSIONS: Record<PresenceKind, Permission> = {
  order: "ORDERS_READ",
  customer: "CUSTOMERS_READ",
  contactMessage: "INBOX",
  feedback: "INBOX",
  creation: "MODERATION",
};

/** Where the audit log files a kind's records (its entries' `targetType`). */
export const PRESENCE_AUDIT_TARGETS: Record<PresenceKind, string> = {
  order: "order",
  customer: "user",
  contactMessage: "contactMessage",
  feedback: "feedback",
  creation: "creation",
};

/** A page says it is still open this often… */
export const HEARTBEAT_SECONDS = 30;
/** …and a member whose page has said nothing for this long is gone (a closed laptop, a crash): two heartbeats and some slack. */
export const PRESENCE_TTL_SECONDS = 75;
/**
 * A save made this long before a write of the record is that write's (an audited save stamps its
 * entry when its transaction starts, before the record is committed): a write with no member's
 * save in that span is the storefront's or the system's.
 */
export const RECENT_SAVE_SECONDS = 60;
/**
 * The audit entry's time comes from the API's clock, the write's from Firestore's: the span looked
 * at ends this long after the write, for a clock a little ahead.
 */
export const SAVE_CLOCK_SLACK_MS = 5_000;

/** The span of audit entries that may be the save behind a write at `writtenAt` (the end excluded). */
export function saveSpan(writtenAt: Date): { from: Date; to: Date } {
  return { from: new Date(writtenAt.getTime() - RECENT_SAVE_SECONDS * 1000), to: new Date(writtenAt.getTime() + SAVE_CLOCK_SLACK_MS) };
}
/** The most other members a page lists (the team is at most ADMINS_BOUND members). */
export const MAX_PRESENT = 20;

/** The record's id in the feed's `presence` signals: `order/abc`. */
export const presenceRecordId = (kind: PresenceKind, id: string): string => `${kind}/${id}`;
/** One document per member and record. */
export const presenceDocId = (kind: PresenceKind, id: string, uid: string): string => `${kind}_${id}_${uid}`;

/** Whether a presence seen at `seenAt` still counts at `now`. */
export const isPresent = (seenAt: Date, now: Date): boolean => now.getTime() - seenAt.getTime() < PRESENCE_TTL_SECONDS * 1000;

/** The record as a sentence names it: « cette commande », and its participle's agreement. */
const RECORD_NOUNS: Record<PresenceKind, { demonstrative: string; feminine: boolean }> = {
  order: { demonstrative: "cette commande", feminine: true },
  customer: { demonstrative: "ce client", feminine: false },
  contactMessage: { demonstrative: "ce message", feminine: false },
  feedback: { demonstrative: "ce message", feminine: false },
  creation: { demonstrative: "cette création", feminine: true },
};

/** « Camille Martin », « Camille Martin et Léa Petit », « A, B et C ». */
export function namesList(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} et ${names.at(-1)}`;
}

/** « Camille Martin consulte aussi cette commande », « Camille Martin et Léa Petit consultent aussi cette commande »; "" for nobody. */
export function presenceSentence(kind: PresenceKind, names: readonly string[]): string {
  if (names.length === 0) return "";
  return `${namesList(names)} ${names.length === 1 ? "consulte" : "consultent"} aussi ${RECORD_NOUNS[kind].demonstrative}`;
}

/** « Camille Martin vient d’enregistrer cette commande. »; without a member (the storefront): « Cette commande vient d’être modifiée. » */
export function savedSentence(kind: PresenceKind, memberName: string | null): string {
  const noun = RECORD_NOUNS[kind];
  if (memberName) return `${memberName} vient d’enregistrer ${noun.demonstrative}.`;
  const subject = noun.demonstrative.charAt(0).toUpperCase() + noun.demonstrative.slice(1);
  return `${subject} vient d’être modifi${noun.feminine ? "ée" : "é"}.`;
}

/** Two letters for a name's badge: « CM » for Camille Martin. */
export function initials(name: string): string {
  const words = name.split(/[\s@.-]+/).filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((word) => word.charAt(0).toUpperCase())
      .join("") || "?"
  );
}

/**
 * The feed's `customer` signal for an audit entry about `targetType`/`targetId`: a member saved a
 * customer (docs/live.md « Someone else saved »), heard by those who may open the customer; null
 * for any other record (their triggers write their entries).
 */
export function customerSavedEntry(targetType: string, targetId: string): ChangeEntry | null {
  if (targetType !== PRESENCE_AUDIT_TARGETS.customer) return null;
  return { kind: "customer", recordId: targetId, change: "updated", permission: PRESENCE_KIND_PERMISSIONS.customer };
}

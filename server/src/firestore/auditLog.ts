import { DocumentReference, Timestamp, type DocumentSnapshot, type Firestore, type Query, type Transaction } from "firebase-admin/firestore";
import type { AuditAction } from "../rules/auditActions";
import { CollectionReader, type PageArgs } from "./collection";
import { isoDate, str } from "./convert";
import type { CostMeter } from "./cost";
import { currentChange } from "../undo/changeScope";
import { entryRefusal } from "../rules/auditUndo";
import { customerSavedEntry } from "@atelier/domain/live/presence";
import { feedSignal } from "../live/changeFeed";

export const AUDIT_LOG = "auditLog";

export interface AuditEntry {
  /** uid of whoever made the change. */
  actorUid: string;
  /** What was done, as `<entity>.<verb>`: "order.changeStatus", "user.adjustCredits"… (rules/auditActions.ts labels each). */
  action: AuditAction;
  targetType: string;
  targetId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** Set on the entries an undo writes: the entry it reversed (docs/undo.md). */
  undoOf?: { entryId: string; action: string };
}

/** An entry as read back: plain JSON values (timestamps as ISO strings), `at` in ISO-8601. */
export interface AuditRecord {
  id: string;
  actorUid: string;
  /** A string, not AuditAction: entries outlive the actions the code writes today. */
  action: string;
  targetType: string;
  targetId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  at: string | null;
  /** The gesture the entry belongs to (undo/changeScope.ts); null for entries older than undo, or written outside a request. */
  changeId: string | null;
  /** The entry this one undid, when it records an undo. */
  undoOf: { entryId: string; action: string } | null;
}

/** What the log is filtered on; every criterion given must hold. `targetId` goes with `targetType`. */
export interface AuditLogCriteria {
  actorUid: string | null;
  action: string | null;
  targetType: string | null;
  targetId: string | null;
  /** `at` at or after this instant. */
  from: Date | null;
  /** `at` before this instant. */
  to: Date | null;
}

/** Firestore values → JSON: timestamps become ISO strings, references their paths. */
export function plain(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (Array.isArray(value)) return value.map(plain);
  if (typeof value === "object" && value !== null) {
    if (value instanceof DocumentReference) return value.path;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  }
  return value;
}

const state = (value: unknown) => (typeof value === "object" && value !== null && !Array.isArray(value) ? (plain(value) as Record<string, unknown>) : null);

export function auditRecordFromSnapshot(snap: DocumentSnapshot): AuditRecord {
  const d = snap.data() ?? {};
  return {
    id: snap.id,
    actorUid: str(d.actorUid) ?? "",
    action: str(d.action) ?? "",
    targetType: str(d.targetType) ?? "",
    targetId: str(d.targetId) ?? "",
    before: state(d.before),
    after: state(d.after),
    at: isoDate(d.at),
    changeId: str(d.changeId),
    undoOf: typeof d.undoOf?.entryId === "string" ? { entryId: d.undoOf.entryId, action: str(d.undoOf.action) ?? "" } : null,
  };
}

/** Entries of the request's change are committed: the first one is the change's handle, and each may make it irreversible. */
export function noteCommitted(entries: readonly { id: string; entry: AuditEntry }[]): void {
  const change = currentChange();
  if (!change) return;
  for (const { id, entry } of entries) {
    change.firstEntryId ??= id;
    if (entryRefusal(entry)) change.reversible = false;
  }
}

/**
 * The audit trail every admin write appends to. Append-only by construction: this is the only
 * code that writes the collection, it only ever `create`s, and firestore.rules deny clients.
 * Pass the Firestore transaction of the change so that the entry and the change commit together.
 */
export function auditLogWriter(firestore: Firestore) {
  const collection = firestore.collection(AUDIT_LOG);
  /** The stored entry: stamped with its time and the request's change (absent outside a request). */
  const stored = (entry: AuditEntry) => {
    const changeId = currentChange()?.id;
    return { ...entry, at: Timestamp.now(), ...(changeId ? { changeId } : {}) };
  };
  // A save of a customer tells the consoles on that customer's page, in the same commit (docs/live.md « Someone else saved »).
  const signalOf = (entry: AuditEntry) => {
    const signal = customerSavedEntry(entry.targetType, entry.targetId);
    return signal ? feedSignal(firestore, signal) : null;
  };
  const appendIn = (transaction: Transaction, entry: AuditEntry): string => {
    const ref = collection.doc();
    transaction.create(ref, stored(entry));
    const signal = signalOf(entry);
    if (signal) transaction.set(signal.ref, signal.data);
    return ref.id;
  };
  return {
    /** Appends in `transaction` (the change's own); the new entry's id. */
    appendIn,
    async append(entry: AuditEntry, transaction?: Transaction): Promise<string> {
      if (transaction) return appendIn(transaction, entry);
      const ref = collection.doc();
      const batch = firestore.batch().create(ref, stored(entry));
      const signal = signalOf(entry);
      if (signal) batch.set(signal.ref, signal.data);
      await batch.commit();
      noteCommitted([{ id: ref.id, entry }]);
      return ref.id;
    },
  };
}

/**
 * The log as /settings/audit reads it: newest first, by `at` then document id. Equalities on
 * actorUid, action, targetType and targetId with a range on `at` (firestore.indexes.json holds
 * one index per combination, docs/indexes.md). The count keeps the page's order so that it is
 * served by the same indexes.
 */
export function auditLogRepository(firestore: Firestore, meter: CostMeter) {
  const reader = new CollectionReader(firestore, AUDIT_LOG, auditRecordFromSnapshot, meter);
  const matching = (c: AuditLogCriteria): Query => {
    let q: Query = reader.ref();
    if (c.actorUid) q = q.where("actorUid", "==", c.actorUid);
    if (c.action) q = q.where("action", "==", c.action);
    if (c.targetType) q = q.where("targetType", "==", c.targetType);
    if (c.targetType && c.targetId) q = q.where("targetId", "==", c.targetId);
    if (c.from) q = q.where("at", ">=", Timestamp.fromDate(c.from));
    if (c.to) q = q.where("at", "<", Timestamp.fromDate(c.to));
    return q;
  };
  return {
    ...auditLogWriter(firestore),
    page: (args: PageArgs, criteria: AuditLogCriteria) => reader.page(args, { query: matching(criteria), field: "at" }),
    /** Entries by id (null when unknown), one read each. */
    getMany: (ids: readonly string[]) => reader.getMany(ids),
    count: (criteria: AuditLogCriteria) => reader.count(matching(criteria).orderBy("at", "desc")),
  };
}

import { Timestamp, type Firestore, type Transaction } from "firebase-admin/firestore";

export const AUDIT_LOG = "auditLog";

export interface AuditEntry {
  /** uid of whoever made the change. */
  actorUid: string;
  /** What was done, as `<entity>.<verb>`: "order.changeStatus", "user.adjustCredits"… */
  action: string;
  targetType: string;
  targetId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * The audit trail every admin write appends to. Append-only by construction: this is the only
 * code that writes the collection, it only ever `create`s, and firestore.rules deny clients.
 * Pass the Firestore transaction of the change so that the entry and the change commit together.
 */
export function auditLogWriter(firestore: Firestore) {
  const collection = firestore.collection(AUDIT_LOG);
  return {
    async append(entry: AuditEntry, transaction?: Transaction): Promise<string> {
      const ref = collection.doc();
      const data = { ...entry, at: Timestamp.now() };
      if (transaction) transaction.create(ref, data);
      else await ref.create(data);
      return ref.id;
    },
  };
}

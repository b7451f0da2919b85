/**
 * The one way an administrator's change is written: ONE Firestore transaction that reads what
 * the change depends on (every read counted on the request's meter, retries included), decides
 * with the pure rules, writes, and appends the audit entries, so that concurrent changes
 * serialise (the loser is retried on the fresh state) and an audit entry exists exactly when
 * its change does.
 *
 *   const result = await writes.run(actorUid, async (w) => {
 *     const order = await w.getExisting(ref, inputField("orderId"), "Commande", fromSnapshot);
 *     …decide; w.tx.update(ref, …);
 *     w.audit({ action: "order.changeStatus", targetType: "order", targetId: id, before, after });
 *     return order;
 *   });
 *   // result: { ok: true, value } | { ok: false, errors: UserError[] }
 *
 * A rule that refuses inside the transaction calls `w.refuse(errors)`: the transaction is
 * abandoned (nothing written, no audit entry) and `run` answers { ok: false, errors }.
 */
import {
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type QuerySnapshot,
  type Transaction,
} from "firebase-admin/firestore";
import { notFound, type UserError } from "@atelier/domain/userErrors";
import { auditLogWriter, noteCommitted, type AuditEntry } from "./auditLog";
import type { CostMeter } from "./cost";
import { runTransaction } from "./retryBudget";

export type WriteResult<T> = { ok: true; value: T } | { ok: false; errors: UserError[] };

/** Thrown by `refuse` to leave the transaction; never escapes `run`. */
class Refusal extends Error {
  constructor(readonly errors: UserError[]) {
    super("refused");
  }
}

export interface WriteScope {
  tx: Transaction;
  /** One time for the whole change, so every stamp of it is equal. */
  now: Timestamp;
  actorUid: string;
  /** tx.get, counted. */
  get(ref: DocumentReference): Promise<DocumentSnapshot>;
  /** tx.getAll, counted (one read per reference). */
  getAll(refs: DocumentReference[]): Promise<DocumentSnapshot[]>;
  /** tx.get of a query, counted as Firestore bills it (one read per document, at least one). */
  query(query: Query): Promise<QuerySnapshot>;
  /**
   * tx.get of the query's count(), counted as Firestore bills it (one read per 1,000 index
   * entries, at least one). Inside the transaction, so a delete-if-unused decides on what it locks.
   */
  count(query: Query): Promise<number>;
  /** The document, or a NOT_FOUND user error « <what> introuvable. » on `field`. */
  getExisting<R>(ref: DocumentReference, field: string[], what: string, fromSnapshot: (snap: DocumentSnapshot) => R): Promise<R>;
  /** Ends the change with these user errors: nothing it wrote is committed. */
  refuse(errors: UserError[]): never;
  /** Appends an audit entry (by `actorUid`) in the change's transaction. */
  audit(entry: Omit<AuditEntry, "actorUid">): void;
}

export function auditedWrites(firestore: Firestore, meter: CostMeter) {
  const auditLog = auditLogWriter(firestore);
  return {
    async run<T>(actorUid: string, change: (w: WriteScope) => Promise<T>): Promise<WriteResult<T>> {
      // The entries of the attempt that commits (a retried attempt starts its list again).
      let appended: { id: string; entry: AuditEntry }[] = [];
      try {
        const value = await runTransaction(firestore, async (tx) => {
          appended = [];
          const scope: WriteScope = {
            tx,
            now: Timestamp.now(),
            actorUid,
            async get(ref) {
              const snap = await tx.get(ref);
              meter.documentsRead(1);
              return snap;
            },
            async getAll(refs) {
              if (refs.length === 0) return [];
              const snaps = await tx.getAll(...refs);
              meter.documentsRead(refs.length);
              return snaps;
            },
            async query(query) {
              const snap = await tx.get(query);
              meter.query(snap.size);
              return snap;
            },
            async count(query) {
              const count = (await tx.get(query.count())).data().count;
              meter.aggregation(count);
              return count;
            },
            async getExisting(ref, field, what, fromSnapshot) {
              const snap = await scope.get(ref);
              if (!snap.exists) scope.refuse([notFound(field, what)]);
              return fromSnapshot(snap);
            },
            refuse(errors) {
              throw new Refusal(errors);
            },
            audit(entry) {
              const stored = { ...entry, actorUid };
              appended.push({ id: auditLog.appendIn(tx, stored), entry: stored });
            },
          };
          return change(scope);
        });
        noteCommitted(appended);
        return { ok: true, value };
      } catch (error) {
        if (error instanceof Refusal) return { ok: false, errors: error.errors };
        throw error;
      }
    },
  };
}

export type AuditedWrites = ReturnType<typeof auditedWrites>;

/**
 * Revisions of a record the back-office edits as a text (static pages, blog posts, e-mail
 * templates): every save keeps the version it replaces in the record's `revisions`
 * subcollection, at most MAX_REVISIONS of them (docs/content.md, « Revisions »).
 *
 *   const revisions = revisionStore(meter);
 *   // in a save's auditedWrites transaction, once the record is read and before the write:
 *   revisions.keep(w, ref, { version: current.version, savedAt, savedBy, data: previousFields });
 *   // the list (newest first), for the screen's panel:
 *   await revisions.list(ref);
 *   // a restore is a save of a revision's data: read it in the save's transaction
 *   const revision = await revisions.read(w, ref, version, inputField("revision"));
 *
 * A revision's id is its version ("7"). Versions rise by one on every save and each save keeps
 * the one it replaces, so the kept ones are consecutive: keeping version v deletes v − 20 —
 * no read, whatever the number of saves.
 */
import type { DocumentData, DocumentReference, DocumentSnapshot } from "firebase-admin/firestore";
import { notFound } from "@atelier/domain/userErrors";
import type { WriteScope } from "../auditedWrite";
import { int, isoDate, str } from "../convert";
import type { CostMeter } from "../cost";

export const REVISIONS = "revisions";
export const MAX_REVISIONS = 20;

export interface RevisionRecord {
  /** The version the record had while it held `data`. */
  version: number;
  /** When that version was saved, and by whom (uid); null when unknown (seeded, storefront). */
  savedAt: string | null;
  savedBy: string | null;
  /** When a later save replaced it. */
  replacedAt: string | null;
  /** The record's editable fields as they were (stored names and shapes). */
  data: DocumentData;
}

export interface KeptVersion {
  version: number;
  savedAt: unknown;
  savedBy: string | null;
  data: DocumentData;
}

const revisionFromSnapshot = (snap: DocumentSnapshot): RevisionRecord => {
  const d = snap.data() ?? {};
  return {
    version: int(d.version),
    savedAt: isoDate(d.savedAt),
    savedBy: str(d.savedBy),
    replacedAt: isoDate(d.replacedAt),
    data: (d.data as DocumentData | undefined) ?? {},
  };
};

export function revisionStore(meter: CostMeter) {
  const collection = (record: DocumentReference) => record.collection(REVISIONS);
  return {
    /** Keeps `previous` (the version a save replaces) and forgets the one MAX_REVISIONS before it; no read. */
    keep(w: WriteScope, record: DocumentReference, previous: KeptVersion): void {
      w.tx.set(collection(record).doc(String(previous.version)), {
        version: previous.version,
        savedAt: previous.savedAt ?? null,
        savedBy: previous.savedBy,
        replacedAt: w.now,
        replacedBy: w.actorUid,
        data: previous.data,
      });
      const forgotten = previous.version - MAX_REVISIONS;
      if (forgotten >= 1) w.tx.delete(collection(record).doc(String(forgotten)));
    },

    /** The kept revisions, newest first: one query, at most MAX_REVISIONS reads. */
    async list(record: DocumentReference): Promise<RevisionRecord[]> {
      const snap = await collection(record).orderBy("version", "desc").limit(MAX_REVISIONS).get();
      meter.query(snap.size);
      return snap.docs.map(revisionFromSnapshot);
    },

    /** One revision, read in a save's transaction; « Révision introuvable. » (NOT_FOUND) on `field` when not kept. */
    async read(w: WriteScope, record: DocumentReference, version: number, field: string[]): Promise<RevisionRecord> {
      const snap = Number.isInteger(version) && version >= 1 ? await w.get(collection(record).doc(String(version))) : null;
      if (!snap?.exists) w.refuse([notFound(field, "Révision")]);
      return revisionFromSnapshot(snap);
    },
  };
}

export type RevisionStore = ReturnType<typeof revisionStore>;

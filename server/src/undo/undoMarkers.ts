/**
 * auditUndos/{key}: one document per undone change (docs/undo.md) — who undid it, when, how many
 * entries, how far a change larger than a page has come (`cursor`) and whether it is whole. The
 * log's entries stay append-only: this is where « annulée par … » is read from. Written by the
 * server only (firestore.rules deny clients).
 */
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import type { WriteScope } from "../firestore/auditedWrite";
import type { CostMeter } from "../firestore/cost";
import { isoDate } from "../firestore/convert";

export const AUDIT_UNDOS = "auditUndos";

export interface UndoMarker {
  key: string;
  undoneBy: string;
  /** ISO-8601. */
  undoneAt: string;
  /** Entries undone so far. */
  undone: number;
  /** The last entry undone (document id order): the next page starts after it. */
  cursor: string | null;
  complete: boolean;
}

/**
 * A change is its author's entries sharing a change id (the console's X-Atelier-Change, one per
 * gesture); an entry older than change ids is a change of its own.
 */
export const undoKeyOf = (actorUid: string, changeId: string | null, entryId: string): string => (changeId ? `${actorUid}_${changeId}` : `entry_${entryId}`);

export function markerFromData(key: string, d: FirebaseFirestore.DocumentData | undefined): UndoMarker | null {
  if (!d) return null;
  return {
    key,
    undoneBy: String(d.undoneBy ?? ""),
    undoneAt: isoDate(d.undoneAt) ?? new Date(0).toISOString(),
    undone: Number(d.undone ?? 0),
    cursor: typeof d.cursor === "string" ? d.cursor : null,
    complete: d.complete === true,
  };
}

export function undoMarkers(firestore: Firestore, meter: CostMeter) {
  const collection = firestore.collection(AUDIT_UNDOS);
  return {
    async read(w: WriteScope, key: string): Promise<UndoMarker | null> {
      return markerFromData(key, (await w.get(collection.doc(key))).data());
    },
    /** The marker after one more page: created by the first (in its transaction: a second undo of the change finds it). */
    write(
      w: WriteScope,
      key: string,
      previous: UndoMarker | null,
      page: { actorUid: string; cursor: string | null; undone: number; complete: boolean },
    ): UndoMarker {
      const data = {
        undoneBy: previous?.undoneBy ?? page.actorUid,
        undoneAt: previous ? Timestamp.fromDate(new Date(previous.undoneAt)) : w.now,
        undone: (previous?.undone ?? 0) + page.undone,
        cursor: page.cursor,
        complete: page.complete,
      };
      if (previous) w.tx.update(collection.doc(key), data);
      else w.tx.create(collection.doc(key), data);
      return markerFromData(key, data)!;
    },
    /** The markers of these keys, batched (one read per key): the log's « annulée par … ». */
    async getMany(keys: readonly string[]): Promise<(UndoMarker | null)[]> {
      if (keys.length === 0) return [];
      const snaps = await firestore.getAll(...keys.map((key) => collection.doc(key)));
      meter.documentsRead(keys.length);
      return snaps.map((snap) => markerFromData(snap.id, snap.data()));
    },
  };
}

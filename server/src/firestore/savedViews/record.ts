/**
 * savedViews/{id}: a list's URL state kept under a name (docs/saved-views.md). Written by the
 * API only (audited writes), never by a client (firestore.rules refuses every direct access).
 */
import type { DocumentSnapshot } from "firebase-admin/firestore";
import { isSavedViewScreen, type SavedViewScreen } from "@atelier/domain/savedViews/savedViews";
import { WORK_QUEUE_IDS, type WorkQueueId } from "@atelier/domain/workQueues/workQueues";
import { isoDate, str } from "../convert";

export const SAVED_VIEWS = "savedViews";

export interface SavedViewRecord {
  id: string;
  screen: SavedViewScreen;
  name: string;
  /** viewNameKey(name): what uniqueness compares, queried by equality. */
  nameKey: string;
  /** The list's query string without « ? », validated by checkViewQuery. */
  query: string;
  shared: boolean;
  ownerUid: string;
  /** The work queue whose service level the view carries, if any. */
  serviceLevel: WorkQueueId | null;
  createdAt: string | null;
  updatedAt: string | null;
}

export function savedViewFromSnapshot(snap: DocumentSnapshot): SavedViewRecord {
  const d = snap.data() ?? {};
  const serviceLevel = (WORK_QUEUE_IDS as readonly unknown[]).includes(d.serviceLevel) ? (d.serviceLevel as WorkQueueId) : null;
  return {
    id: snap.id,
    screen: isSavedViewScreen(d.screen) ? d.screen : "orders",
    name: str(d.name) ?? "",
    nameKey: str(d.nameKey) ?? "",
    query: str(d.query) ?? "",
    shared: d.shared === true,
    ownerUid: str(d.ownerUid) ?? "",
    serviceLevel,
    createdAt: isoDate(d.createdAt),
    updatedAt: isoDate(d.updatedAt),
  };
}

/** What the audit entry keeps of a view (its before / after). */
export const auditedView = (v: Pick<SavedViewRecord, "screen" | "name" | "query" | "shared" | "serviceLevel">) => ({
  screen: v.screen,
  name: v.name,
  query: v.query,
  shared: v.shared,
  serviceLevel: v.serviceLevel,
});

import { Timestamp, type DocumentSnapshot, type Firestore, type Query } from "firebase-admin/firestore";
import type { DecidedModeration } from "../rules/creationModeration";
import { auditedWrites, type WriteResult } from "./auditedWrite";
import type { CostMeter } from "./cost";
import { CollectionReader, type PageArgs } from "./collection";
import { isoDate, str } from "./convert";

export const CREATIONS = "creations";

export type CreationKindValue = "TEXT_TO_IMAGE" | "IMAGE_TO_IMAGE";

export interface CreationRecord {
  id: string;
  userId: string | null;
  createdAt: string | null;
  /** As stored: a storage path or a URL of the creations image host. */
  imageUrl: string | null;
  style: string | null;
  prompt: string | null;
  kind: CreationKindValue;
  moderation: {
    isModerated: boolean;
    status: "APPROVED" | "REJECTED" | null;
    reason: string | null;
    moderatedAt: string | null;
    moderatedBy: string | null;
  };
}

export function creationFromSnapshot(snap: DocumentSnapshot): CreationRecord {
  const d = snap.data() ?? {};
  const m = (typeof d.moderation === "object" && d.moderation) || {};
  return {
    id: snap.id,
    userId: str(d.userId),
    createdAt: isoDate(d.createdAt),
    imageUrl: str(d.imageUrl),
    style: str(d.style),
    prompt: str(d.prompt),
    kind: d.kind === "IMAGE_TO_IMAGE" ? "IMAGE_TO_IMAGE" : "TEXT_TO_IMAGE",
    moderation: {
      isModerated: m.isModerated === true,
      status: m.status === "APPROVED" || m.status === "REJECTED" ? m.status : null,
      reason: str(m.reason),
      moderatedAt: isoDate(m.moderatedAt),
      moderatedBy: str(m.moderatedBy),
    },
  };
}

export interface CreationListFilter {
  /** PENDING: not moderated yet (moderation.isModerated false). */
  moderation?: "PENDING" | "APPROVED" | "REJECTED" | "ALL" | null;
  style?: string | null;
  userId?: string | null;
}

/** Equality filters only, so that every combination is served by one composite index (firestore.indexes.json). */
function filtered(query: Query, filter: CreationListFilter = {}): Query {
  let q = query;
  if (filter.moderation === "PENDING") q = q.where("moderation.isModerated", "==", false);
  if (filter.moderation === "APPROVED" || filter.moderation === "REJECTED") q = q.where("moderation.status", "==", filter.moderation);
  if (filter.style) q = q.where("style", "==", filter.style);
  if (filter.userId) q = q.where("userId", "==", filter.userId);
  return q;
}

export interface ModerationOutcome {
  decided: CreationRecord[];
  /** Ids with no creation: nothing was written for them. */
  missing: string[];
}

export function creationsRepository(firestore: Firestore, meter: CostMeter) {
  const reader = new CollectionReader(firestore, CREATIONS, creationFromSnapshot, meter);
  const writes = auditedWrites(firestore, meter);
  return {
    getMany: (ids: readonly string[]) => reader.getMany(ids),
    page: (args: PageArgs, filter?: CreationListFilter) => reader.page(args, { query: filtered(reader.ref(), filter) }),
    count: (filter?: CreationListFilter) => reader.count(filtered(reader.ref(), filter)),

    /**
     * Applies one decision to every existing creation among `ids`, with one audit entry each, in
     * ONE audited write: the call is all-or-nothing for the creations that exist, and two
     * administrators deciding the same creation are serialised by Firestore (the later one
     * retries on the fresh document), so each audit entry's `before` is the state it replaced.
     */
    moderate: (ids: readonly string[], decision: DecidedModeration): Promise<WriteResult<ModerationOutcome>> =>
      writes.run(decision.moderatedBy, async (w) => {
        const snaps = await w.getAll(ids.map((id) => reader.ref().doc(id)));
        const moderation = { ...decision, moderatedAt: Timestamp.fromDate(decision.moderatedAt) };
        const decided: CreationRecord[] = [];
        const missing: string[] = [];
        for (const snap of snaps) {
          if (!snap.exists) {
            missing.push(snap.id);
            continue;
          }
          const before = creationFromSnapshot(snap);
          const after: CreationRecord = { ...before, moderation: { ...decision, moderatedAt: decision.moderatedAt.toISOString() } };
          w.tx.update(snap.ref, { moderation });
          w.audit({
            action: "creation.moderate",
            targetType: "creation",
            targetId: snap.id,
            before: { moderation: before.moderation },
            after: { moderation: after.moderation },
          });
          decided.push(after);
        }
        return { decided, missing };
      }),
  };
}

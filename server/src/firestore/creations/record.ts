/**
 * The creations collection as stored: its name and the record every part of the repository
 * reads (list.ts, moderation.ts). A leaf: it imports no other part.
 */
import type { DocumentSnapshot } from "firebase-admin/firestore";
import { isoDate, str } from "../convert";

export const CREATIONS = "creations";

export type CreationKindValue = "TEXT_TO_IMAGE" | "IMAGE_TO_IMAGE";

export interface CreationRecord {
  id: string;
  userId: string | null;
  createdAt: string | null;
  /** As stored: a storage path or a URL of the creations image host. */
  imageUrl: string | null;
  /** Image-to-image: the customer's source photo as stored (a storage path or an image-host URL). */
  sourceImageUrl: string | null;
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
    sourceImageUrl: str(d.sourceImageUrl),
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

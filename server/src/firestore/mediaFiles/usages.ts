/**
 * Where a stored file is used: equality queries on the fields that hold a storage path
 * (docs/media.md). A file that any of them names cannot be deleted.
 */
import type { Firestore, Query, QuerySnapshot } from "firebase-admin/firestore";
import type { CostMeter } from "../cost";

export type MediaUsageKind = "PRODUCT" | "TEXT_TO_IMAGE_STYLE" | "IMAGE_TO_IMAGE_PROMPT" | "BLOG_POST" | "STATIC_PAGE";

export interface MediaUsage {
  kind: MediaUsageKind;
  id: string;
  name: string;
}

/** The most usages listed per kind (a delete is refused as soon as there is one). */
export const MAX_USAGES_PER_KIND = 20;

/** Collection, field holding the path, and the field naming the record. */
export const USAGE_SOURCES: readonly { kind: MediaUsageKind; collection: string; field: string; label: string }[] = [
  { kind: "PRODUCT", collection: "products", field: "imageUrl", label: "name" },
  { kind: "TEXT_TO_IMAGE_STYLE", collection: "textToImageStyles", field: "previewUrl", label: "name" },
  { kind: "IMAGE_TO_IMAGE_PROMPT", collection: "aiPrompts", field: "previewUrl", label: "name" },
  { kind: "BLOG_POST", collection: "blogPosts", field: "coverImagePath", label: "title" },
];

type UsageSource = (typeof USAGE_SOURCES)[number];

/** The records of one kind naming `fullPath`, at most MAX_USAGES_PER_KIND. */
export const usageQuery = (firestore: Firestore, source: UsageSource, fullPath: string): Query =>
  firestore.collection(source.collection).where(source.field, "==", fullPath).limit(MAX_USAGES_PER_KIND);

export const usagesOf = (source: UsageSource, snap: QuerySnapshot): MediaUsage[] =>
  snap.docs.map((doc) => {
    const label = doc.get(source.label);
    return { kind: source.kind, id: doc.id, name: typeof label === "string" && label ? label : doc.id };
  });

export function mediaUsagesReader(firestore: Firestore, meter: CostMeter) {
  return {
    /** Every record naming `fullPath`, at most MAX_USAGES_PER_KIND per kind: one query per kind. */
    async usages(fullPath: string): Promise<MediaUsage[]> {
      const found = await Promise.all(
        USAGE_SOURCES.map(async (source) => {
          const snap = await usageQuery(firestore, source, fullPath).get();
          meter.query(snap.size);
          return usagesOf(source, snap);
        }),
      );
      return found.flat();
    },
  };
}

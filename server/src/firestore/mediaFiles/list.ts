/**
 * The library's pages: by folder (equality), images only (equality), sorted on the date, the
 * size or the folded name, with Firestore cursors; a search by name prefix runs one
 * array-contains query on `nameKeys` (at most SEARCH_LIMIT results), then filters, sorts and
 * pages in memory, as the users' search does.
 */
import { Timestamp, type Firestore, type Query } from "firebase-admin/firestore";
import { searchKey } from "@atelier/domain/media/mediaFile";
import { CollectionReader, forwardPageInfo, pageSize, type Page, type PageArgs } from "../collection";
import type { CostMeter } from "../cost";
import { decodeCursor, encodeCursor } from "../cursor";
import { MEDIA_FILES, MEDIA_FOLDERS, mediaFileFromSnapshot, type MediaFileRecord } from "./record";

/** How many files a name search may return. */
export const MEDIA_SEARCH_LIMIT = 200;
/** The most folders listed. */
export const MAX_MEDIA_FOLDERS = 200;

export type MediaFileSort = "CREATED_DESC" | "CREATED_ASC" | "NAME_ASC" | "NAME_DESC" | "SIZE_DESC" | "SIZE_ASC";
export interface MediaFileFilter {
  folder?: string | null;
  search?: string | null;
  imagesOnly?: boolean | null;
}
export interface MediaFileListArgs extends PageArgs {
  filter?: MediaFileFilter | null;
  orderBy?: MediaFileSort | null;
}

type SortField = "createdAt" | "nameKey" | "size";
export const MEDIA_SORTS: Record<MediaFileSort, { field: SortField; direction: "asc" | "desc" }> = {
  CREATED_DESC: { field: "createdAt", direction: "desc" },
  CREATED_ASC: { field: "createdAt", direction: "asc" },
  NAME_ASC: { field: "nameKey", direction: "asc" },
  NAME_DESC: { field: "nameKey", direction: "desc" },
  SIZE_DESC: { field: "size", direction: "desc" },
  SIZE_ASC: { field: "size", direction: "asc" },
};

type SortValue = string | number | null;
const compare = (a: SortValue, b: SortValue) => (a === b ? 0 : a === null ? -1 : b === null ? 1 : a < b ? -1 : 1);
const comparable = (value: unknown): SortValue =>
  value instanceof Timestamp ? value.toDate().toISOString() : typeof value === "string" || typeof value === "number" ? value : null;

function sortValue(file: MediaFileRecord, field: SortField): SortValue {
  if (field === "createdAt") return file.timeCreated;
  if (field === "size") return file.size;
  return file.name
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

/** A page of files, and the count of every file that matches (a count() aggregation; in memory for a search). */
export type MediaFilePage = Page<MediaFileRecord> & { count: () => Promise<number> };

export interface MediaFolderRecord {
  path: string;
  fileCount: number;
}

export function mediaListReader(firestore: Firestore, meter: CostMeter) {
  const reader = new CollectionReader(firestore, MEDIA_FILES, mediaFileFromSnapshot, meter);

  const withFilters = (query: Query, filter: MediaFileFilter | null | undefined) => {
    let q = query;
    if (filter?.folder != null) q = q.where("folder", "==", filter.folder);
    if (filter?.imagesOnly) q = q.where("isImage", "==", true);
    return q;
  };
  const matches = (file: MediaFileRecord, filter: MediaFileFilter | null | undefined) =>
    (filter?.folder == null || file.folder === filter.folder) && (!filter?.imagesOnly || file.contentType.startsWith("image/"));

  async function search(key: string, args: MediaFileListArgs): Promise<MediaFilePage> {
    const size = pageSize(args.first, 40);
    const { field, direction } = MEDIA_SORTS[args.orderBy ?? "CREATED_DESC"];
    const found = await reader.all(reader.ref().where("nameKeys", "array-contains", key).limit(MEDIA_SEARCH_LIMIT));
    const sign = direction === "asc" ? 1 : -1;
    const sorted = found
      .filter((file) => matches(file, args.filter))
      .sort((a, b) => sign * (compare(sortValue(a, field), sortValue(b, field)) || compare(a.id, b.id)));
    let start = 0;
    if (args.after) {
      const cursor = decodeCursor(args.after);
      const after = comparable(cursor.sortValue);
      start = sorted.findIndex((f) => sign * (compare(sortValue(f, field), after) || compare(f.id, cursor.id)) > 0);
      if (start < 0) start = sorted.length;
    }
    const nodes = sorted.slice(start, start + size);
    const edges = nodes.map((node) => ({ cursor: encodeCursor(sortValue(node, field), node.id), node }));
    return { edges, pageInfo: forwardPageInfo(edges, start + size < sorted.length), count: async () => sorted.length };
  }

  return {
    /** A page of the library. */
    async list(args: MediaFileListArgs): Promise<MediaFilePage> {
      const key = searchKey(args.filter?.search ?? "");
      if (key) return search(key, args);
      const query = withFilters(reader.ref(), args.filter);
      // The default page size of the library is 40 (a grid of 8 × 5).
      const page = await reader.page({ ...args, first: args.first ?? 40 }, { query, ...MEDIA_SORTS[args.orderBy ?? "CREATED_DESC"] });
      return { ...page, count: () => reader.count(query) };
    },
    /** The record of a stored path, or null. */
    getMany: (ids: readonly string[]) => reader.getMany(ids),
    /** Every folder holding at least one file, by path. */
    async folders(): Promise<MediaFolderRecord[]> {
      const snap = await firestore.collection(MEDIA_FOLDERS).orderBy("path").limit(MAX_MEDIA_FOLDERS).get();
      meter.query(snap.size);
      return snap.docs
        .map((doc) => ({ path: String(doc.get("path") ?? ""), fileCount: Number(doc.get("fileCount") ?? 0) }))
        .filter((folder) => folder.path && folder.fileCount > 0);
    },
  };
}

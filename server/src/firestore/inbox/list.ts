/**
 * The lists of the two inboxes: newest first, equality filters (status, rating, category) and a
 * date range on createdAt served by composite indexes (firestore.indexes.json), Relay cursors.
 * A search reads the records holding its first word among their searchTokens (an
 * array-contains query alone, at most SEARCH_LIMIT records), then filters, sorts and pages
 * them in memory, as the user search does.
 */
import { FieldPath, Timestamp, type DocumentSnapshot, type Query } from "firebase-admin/firestore";
import { CollectionReader, forwardPageInfo, pageSize, type Page, type PageArgs } from "../collection";
import type { CostMeter } from "../cost";
import { decodeCursor, encodeCursor } from "../cursor";
import { scanPages } from "../scan";

/** How many records one search reads at most; docs/inbox.md explains the bound. */
export const INBOX_SEARCH_LIMIT = 300;

export interface InboxListCriteria {
  /** Field → value equality filters (null: not filtered). */
  equal: Record<string, string | number | null | undefined>;
  from?: Date | null;
  to?: Date | null;
  /** A normalised search word (@atelier/domain/inbox searchToken), or null. */
  token?: string | null;
}

export type InboxList<T> = Page<T> & { count: () => Promise<number> };

interface Dated {
  id: string;
  createdAt: string | null;
}

export function filteredQuery(query: Query, criteria: InboxListCriteria): Query {
  let q = query;
  for (const [field, value] of Object.entries(criteria.equal)) if (value != null) q = q.where(field, "==", value);
  if (criteria.from) q = q.where("createdAt", ">=", Timestamp.fromDate(criteria.from));
  if (criteria.to) q = q.where("createdAt", "<", Timestamp.fromDate(criteria.to));
  return q;
}

function matches<T extends Dated>(record: T, criteria: InboxListCriteria): boolean {
  for (const [field, value] of Object.entries(criteria.equal)) {
    if (value != null && (record as unknown as Record<string, unknown>)[field] !== value) return false;
  }
  const at = record.createdAt ? Date.parse(record.createdAt) : NaN;
  if (criteria.from && !(at >= criteria.from.getTime())) return false;
  if (criteria.to && !(at < criteria.to.getTime())) return false;
  return true;
}

// Newest first, then id descending: the order of the Firestore-paged list.
const key = (r: Dated) => `${r.createdAt ?? ""}\u0000${r.id}`;

/** What a search reaches (at most INBOX_SEARCH_LIMIT records holding its word), filtered and in the list's order. */
async function searchMatches<T extends Dated>(reader: CollectionReader<T>, token: string, criteria: InboxListCriteria): Promise<T[]> {
  const found = await reader.all(reader.ref().where("searchTokens", "array-contains", token).limit(INBOX_SEARCH_LIMIT));
  return found.filter((r) => matches(r, criteria)).sort((a, b) => (key(a) < key(b) ? 1 : key(a) > key(b) ? -1 : 0));
}

export async function inboxList<T extends Dated>(reader: CollectionReader<T>, args: PageArgs, criteria: InboxListCriteria): Promise<InboxList<T>> {
  if (!criteria.token) {
    const query = filteredQuery(reader.ref(), criteria);
    const page = await reader.page(args, { query });
    return { ...page, count: () => reader.count(query) };
  }
  const size = pageSize(args.first);
  const sorted = await searchMatches(reader, criteria.token, criteria);
  let start = 0;
  if (args.after) {
    const cursor = decodeCursor(args.after);
    const value = cursor.sortValue instanceof Timestamp ? cursor.sortValue.toDate().toISOString() : String(cursor.sortValue ?? "");
    const after = `${value}\u0000${cursor.id}`;
    start = sorted.findIndex((r) => key(r) < after);
    if (start < 0) start = sorted.length;
  }
  const nodes = sorted.slice(start, start + size);
  const edges = nodes.map((node) => ({ cursor: encodeCursor(node.createdAt, node.id), node }));
  return { edges, pageInfo: forwardPageInfo(edges, start + size < sorted.length), count: async () => sorted.length };
}

/** Records per batch of the CSV export (one batch in memory at a time). */
export const INBOX_EXPORT_BATCH = 500;

/**
 * Every record the list shows for `criteria`, in its order, batch by batch (the CSV exports of
 * both inboxes): without a search a Firestore scan by cursor; with one, what the search reaches
 * (already bounded by INBOX_SEARCH_LIMIT), cut into batches.
 */
export async function* inboxBatches<T extends Dated>(
  reader: CollectionReader<T>,
  fromSnapshot: (snap: DocumentSnapshot) => T,
  criteria: InboxListCriteria,
  meter: CostMeter,
  batchSize = INBOX_EXPORT_BATCH,
): AsyncGenerator<T[]> {
  if (criteria.token) {
    const found = await searchMatches(reader, criteria.token, criteria);
    for (let i = 0; i < found.length; i += batchSize) yield found.slice(i, i + batchSize);
    return;
  }
  const query = filteredQuery(reader.ref(), criteria).orderBy("createdAt", "desc").orderBy(FieldPath.documentId(), "desc");
  for await (const docs of scanPages(query, { pageSize: batchSize, meter })) yield docs.map(fromSnapshot);
}

import { FieldPath, type DocumentSnapshot, type Firestore, type Query } from "firebase-admin/firestore";
import { badUserInput, messages } from "../errors";
import { isRecordId } from "@atelier/domain/recordIds";
import type { CostMeter } from "./cost";
import { decodeCursor, encodeCursor } from "./cursor";

export const MAX_PAGE_SIZE = 100;

export interface PageArgs {
  first?: number | null;
  after?: string | null;
}

export interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

export interface Page<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: PageInfo;
}

/**
 * Relay's PageInfo for a forward page. With `first`/`after`, the Relay cursor-connections
 * specification lets a server answer hasPreviousPage false unless it can tell efficiently; a
 * Firestore page could tell only with one more query, so every list (the in-memory user search
 * too) answers false and clients meet one rule.
 */
export function forwardPageInfo(edges: readonly { cursor: string }[], hasNextPage: boolean): PageInfo {
  return {
    hasNextPage,
    hasPreviousPage: false,
    startCursor: edges[0]?.cursor ?? null,
    endCursor: edges.at(-1)?.cursor ?? null,
  };
}

/** `first` is 1–100: more is a user error, not a silent cap. */
export function pageSize(first: number | null | undefined, fallback = 25): number {
  const size = first ?? fallback;
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) {
    throw badUserInput(messages.firstOutOfRange, "first");
  }
  return size;
}

/**
 * The read primitives every repository is built from. Each one records its cost on the
 * request's meter, so `extensions.cost` is exact by construction.
 */
export class CollectionReader<T> {
  constructor(
    private readonly firestore: Firestore,
    readonly name: string,
    private readonly fromSnapshot: (snap: DocumentSnapshot) => T,
    private readonly meter: CostMeter,
  ) {}

  ref() {
    return this.firestore.collection(this.name);
  }

  async get(id: string): Promise<T | null> {
    const [record] = await this.getMany([id]);
    return record ?? null;
  }

  /**
   * One batched read for many ids (what DataLoaders call); order follows `ids`. An id that is not
   * a record id (@atelier/domain/recordIds) — a stored reference the storefront wrote, such as a
   * feedback's « __s2__ » order — is answered null without asking Firestore, which would fail the
   * whole batch with an internal error.
   */
  async getMany(ids: readonly string[]): Promise<(T | null)[]> {
    const valid = ids.filter(isRecordId);
    if (valid.length === 0) return ids.map(() => null);
    const snaps = await this.firestore.getAll(...valid.map((id) => this.ref().doc(id)));
    this.meter.documentsRead(valid.length);
    const found = new Map(snaps.map((snap) => [snap.id, snap.exists ? this.fromSnapshot(snap) : null]));
    return ids.map((id) => found.get(id) ?? null);
  }

  async all(query: Query = this.ref()): Promise<T[]> {
    const snap = await query.get();
    this.meter.query(snap.size);
    return snap.docs.map(this.fromSnapshot);
  }

  /**
   * A Relay page of `query` sorted on `field` then document id (the tie-breaker keeps cursors
   * stable when two documents share a date). Reads `first + 1` documents to know whether
   * another page exists.
   */
  async page(args: PageArgs, { query = this.ref() as Query, field = "createdAt", direction = "desc" as "asc" | "desc" } = {}): Promise<Page<T>> {
    const size = pageSize(args.first);
    let q = query.orderBy(field, direction).orderBy(FieldPath.documentId(), direction);
    if (args.after) {
      const { sortValue, id } = decodeCursor(args.after);
      q = q.startAfter(sortValue, id);
    }
    const snap = await q.limit(size + 1).get();
    this.meter.query(snap.size);
    const docs = snap.docs.slice(0, size);
    const edges = docs.map((doc) => ({ cursor: encodeCursor(doc.get(field), doc.id), node: this.fromSnapshot(doc) }));
    return { edges, pageInfo: forwardPageInfo(edges, snap.size > size) };
  }

  async count(query: Query = this.ref()): Promise<number> {
    const snap = await query.count().get();
    const count = snap.data().count;
    this.meter.aggregation(count);
    return count;
  }
}

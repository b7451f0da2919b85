/**
 * Which composite index a Firestore query needs, and whether firestore.indexes.json declares it.
 * The emulator runs any query without indexes; production refuses one with no index
 * (FAILED_PRECONDITION), so indexes.test.ts builds every query the repositories can send and
 * checks each against the declared indexes with these rules (Firestore's documented ones):
 *
 * - The query's order is its explicit orderBy, then the inequality fields it does not order on,
 *   by field path, in the direction of the last explicit order (ascending without one), then
 *   the document id (`__name__`), which every index carries implicitly.
 * - Equality filters alone, an array-contains among them (merged single-field indexes), or no
 *   equality and one ordered field (a single-field index), need no composite index.
 * - Otherwise an index must hold the equality fields first, in any order and direction (an
 *   array-contains field as `arrayConfig: "CONTAINS"`), then exactly the ordered fields in order
 *   and direction.
 */

export type Direction = "ASCENDING" | "DESCENDING";

export interface QueryShape {
  collection: string;
  /** Fields compared with == or in (sorted, for stable output). */
  equalities: string[];
  /** The field of an array-contains filter (at most one per query), or none. */
  arrayContains: string[];
  /** The ordered fields, implicit ones included, the document id left out. */
  orders: { field: string; direction: Direction }[];
}

export interface DeclaredIndex {
  collectionGroup: string;
  queryScope?: string;
  fields: { fieldPath: string; order?: Direction; arrayConfig?: string }[];
}

type FieldFilter = { field: { fieldPath: string }; op: string };
type Filter = { compositeFilter?: { op: string; filters: Filter[] }; fieldFilter?: FieldFilter; unaryFilter?: { field: { fieldPath: string }; op: string } };
/** The parts of a v1 StructuredQuery (what Query.toStructuredQuery() gives) that decide the index. */
export interface StructuredQueryLike {
  from: { collectionId?: string }[];
  where?: Filter;
  orderBy?: { field: { fieldPath: string }; direction?: Direction }[];
}

const DOCUMENT_ID = "__name__";
const EQUALITY_OPS = new Set(["EQUAL", "IN", "IS_NULL", "IS_NAN"]);
const isEqualityLike = (op: string) => EQUALITY_OPS.has(op) || op === "ARRAY_CONTAINS";

function fieldFilters(filter: Filter | undefined): { fieldPath: string; op: string }[] {
  if (!filter) return [];
  if (filter.compositeFilter) {
    if (filter.compositeFilter.op !== "AND") throw new Error(`indexCoverage: ${filter.compositeFilter.op} filters are not modelled`);
    return filter.compositeFilter.filters.flatMap(fieldFilters);
  }
  const leaf = filter.fieldFilter ?? filter.unaryFilter;
  if (!leaf) return [];
  if (leaf.op === "ARRAY_CONTAINS_ANY") throw new Error("indexCoverage: array-contains-any filters are not modelled");
  return [{ fieldPath: leaf.field.fieldPath, op: leaf.op }];
}

export function queryShape(query: StructuredQueryLike): QueryShape {
  const collection = query.from[0]?.collectionId ?? "";
  const filters = fieldFilters(query.where);
  const arrayContains = [...new Set(filters.filter((f) => f.op === "ARRAY_CONTAINS").map((f) => f.fieldPath))];
  const equalities = [...new Set(filters.filter((f) => EQUALITY_OPS.has(f.op)).map((f) => f.fieldPath))].sort();
  const explicit = (query.orderBy ?? []).map((o) => ({ field: o.field.fieldPath, direction: o.direction ?? "ASCENDING" }));
  const lastDirection: Direction = explicit.at(-1)?.direction ?? "ASCENDING";
  const ordered = new Set(explicit.map((o) => o.field));
  const implicit = [...new Set(filters.filter((f) => !isEqualityLike(f.op)).map((f) => f.fieldPath))]
    .filter((field) => !ordered.has(field) && field !== DOCUMENT_ID)
    .sort()
    .map((field) => ({ field, direction: lastDirection }));
  const idOrder = explicit.findIndex((o) => o.field === DOCUMENT_ID);
  // Fields after the id (ordered, or appended for an inequality) are a query Firestore refuses.
  if (idOrder >= 0 && (idOrder !== explicit.length - 1 || implicit.length > 0)) {
    throw new Error(`indexCoverage: a ${collection} query orders on the document id before another field`);
  }
  if (idOrder > 0 && explicit[idOrder]!.direction !== explicit[idOrder - 1]!.direction) {
    throw new Error(`indexCoverage: a ${collection} query orders on the document id against its last field`);
  }
  const orders = [...explicit.filter((o) => o.field !== DOCUMENT_ID), ...implicit];
  return { collection, equalities, arrayContains, orders };
}

export const needsCompositeIndex = (shape: QueryShape) =>
  shape.orders.length > 0 && shape.equalities.length + shape.arrayContains.length + shape.orders.length >= 2;

/** The declared index that serves the shape, or null. */
export function coveringIndex(shape: QueryShape, indexes: readonly DeclaredIndex[]): DeclaredIndex | null {
  return (
    indexes.find((index) => {
      if (index.collectionGroup !== shape.collection || (index.queryScope ?? "COLLECTION") !== "COLLECTION") return false;
      const fields = index.fields.filter((f, i) => !(f.fieldPath === DOCUMENT_ID && i === index.fields.length - 1));
      const headLength = shape.equalities.length + shape.arrayContains.length;
      if (fields.length !== headLength + shape.orders.length) return false;
      const head = fields.slice(0, headLength);
      const tail = fields.slice(headLength);
      return (
        head.every((f) =>
          f.arrayConfig === "CONTAINS" ? shape.arrayContains.includes(f.fieldPath) : f.order !== undefined && shape.equalities.includes(f.fieldPath),
        ) &&
        new Set(head.map((f) => f.fieldPath)).size === headLength &&
        tail.every((f, i) => f.fieldPath === shape.orders[i]!.field && f.order === shape.orders[i]!.direction)
      );
    }) ?? null
  );
}

/** "orders: status ==, userId == · total DESCENDING, createdAt DESCENDING", for test output. */
export const describeShape = (shape: QueryShape) =>
  `${shape.collection}: ${[...shape.equalities.map((f) => `${f} ==`), ...shape.arrayContains.map((f) => `${f} array-contains`)].join(", ") || "(no equality)"} · ${shape.orders.map((o) => `${o.field} ${o.direction}`).join(", ")}`;

/** The index that would serve the shape, as firestore.indexes.json writes it. */
export const indexFor = (shape: QueryShape): DeclaredIndex => ({
  collectionGroup: shape.collection,
  queryScope: "COLLECTION",
  fields: [
    ...shape.equalities.map((fieldPath) => ({ fieldPath, order: "ASCENDING" as const })),
    ...shape.arrayContains.map((fieldPath) => ({ fieldPath, arrayConfig: "CONTAINS" })),
    ...shape.orders.map((o) => ({ fieldPath: o.field, order: o.direction })),
  ],
});

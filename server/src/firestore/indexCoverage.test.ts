import { coveringIndex, indexFor, needsCompositeIndex, queryShape, type DeclaredIndex, type StructuredQueryLike } from "./indexCoverage";

const f = (fieldPath: string, op: string) => ({ fieldFilter: { field: { fieldPath }, op } });
const o = (fieldPath: string, direction: "ASCENDING" | "DESCENDING") => ({ field: { fieldPath }, direction });
const query = (filters: ReturnType<typeof f>[], orderBy: ReturnType<typeof o>[] = []): StructuredQueryLike => ({
  from: [{ collectionId: "orders" }],
  where: filters.length === 1 ? filters[0] : { compositeFilter: { op: "AND", filters } },
  orderBy,
});
const index = (...fields: [string, "ASCENDING" | "DESCENDING"][]): DeclaredIndex => ({
  collectionGroup: "orders",
  queryScope: "COLLECTION",
  fields: fields.map(([fieldPath, order]) => ({ fieldPath, order })),
});

describe("règles d'index de Firestore (indexCoverage)", () => {
  it("n'exige rien pour des égalités seules ni pour un seul champ trié", () => {
    expect(needsCompositeIndex(queryShape(query([f("status", "EQUAL"), f("userId", "EQUAL")])))).toBe(false);
    expect(needsCompositeIndex(queryShape(query([f("createdAt", "GREATER_THAN_OR_EQUAL")], [o("createdAt", "DESCENDING"), o("__name__", "DESCENDING")])))).toBe(
      false,
    );
  });

  it("n'exige rien pour un array-contains seul ou avec des égalités, et un index CONTAINS avec un tri", () => {
    expect(needsCompositeIndex(queryShape(query([f("productIds", "ARRAY_CONTAINS")])))).toBe(false);
    expect(needsCompositeIndex(queryShape(query([f("productIds", "ARRAY_CONTAINS"), f("status", "EQUAL")])))).toBe(false);
    const sorted = queryShape(query([f("tokens", "ARRAY_CONTAINS"), f("status", "EQUAL")], [o("updatedAt", "DESCENDING")]));
    expect(needsCompositeIndex(sorted)).toBe(true);
    const contains = { fieldPath: "tokens", arrayConfig: "CONTAINS" };
    const withContains = (...fields: DeclaredIndex["fields"]): DeclaredIndex => ({ collectionGroup: "orders", queryScope: "COLLECTION", fields });
    expect(
      coveringIndex(sorted, [withContains(contains, { fieldPath: "status", order: "ASCENDING" }, { fieldPath: "updatedAt", order: "DESCENDING" })]),
    ).not.toBeNull();
    // The array field must be declared CONTAINS, not ordered.
    expect(
      coveringIndex(sorted, [
        withContains({ fieldPath: "tokens", order: "ASCENDING" }, { fieldPath: "status", order: "ASCENDING" }, { fieldPath: "updatedAt", order: "DESCENDING" }),
      ]),
    ).toBeNull();
    expect(indexFor(sorted).fields).toEqual([{ fieldPath: "status", order: "ASCENDING" }, contains, { fieldPath: "updatedAt", order: "DESCENDING" }]);
  });

  it("exige un index pour une égalité suivie d'un tri", () => {
    const shape = queryShape(query([f("status", "EQUAL")], [o("total", "DESCENDING"), o("__name__", "DESCENDING")]));
    expect(needsCompositeIndex(shape)).toBe(true);
    expect(coveringIndex(shape, [index(["status", "ASCENDING"], ["total", "DESCENDING"])])).not.toBeNull();
    // Direction of an ordered field matters; that of an equality field does not.
    expect(coveringIndex(shape, [index(["status", "ASCENDING"], ["total", "ASCENDING"])])).toBeNull();
    expect(coveringIndex(shape, [index(["status", "DESCENDING"], ["total", "DESCENDING"])])).not.toBeNull();
  });

  it("accepte les égalités dans n'importe quel ordre, mais avant les champs triés", () => {
    const shape = queryShape(query([f("userId", "EQUAL"), f("status", "EQUAL")], [o("createdAt", "ASCENDING")]));
    expect(coveringIndex(shape, [index(["userId", "ASCENDING"], ["status", "ASCENDING"], ["createdAt", "ASCENDING"])])).not.toBeNull();
    expect(coveringIndex(shape, [index(["userId", "ASCENDING"], ["createdAt", "ASCENDING"], ["status", "ASCENDING"])])).toBeNull();
    expect(coveringIndex(shape, [index(["userId", "ASCENDING"], ["createdAt", "ASCENDING"])])).toBeNull();
  });

  it("ajoute les champs d'inégalité non triés, par chemin, dans le sens du dernier tri", () => {
    const count = queryShape(query([f("idSearchKey", "GREATER_THAN_OR_EQUAL"), f("createdAt", "LESS_THAN")]));
    expect(count.orders).toEqual([
      { field: "createdAt", direction: "ASCENDING" },
      { field: "idSearchKey", direction: "ASCENDING" },
    ]);
    const sorted = queryShape(query([f("createdAt", "GREATER_THAN_OR_EQUAL")], [o("total", "DESCENDING")]));
    expect(sorted.orders).toEqual([
      { field: "total", direction: "DESCENDING" },
      { field: "createdAt", direction: "DESCENDING" },
    ]);
  });

  it("refuse une requête que Firestore refuserait : un champ d'inégalité après l'identifiant", () => {
    expect(() => queryShape(query([f("createdAt", "GREATER_THAN_OR_EQUAL")], [o("total", "DESCENDING"), o("__name__", "DESCENDING")]))).toThrow(
      /document id before another field/,
    );
  });
});

import { appendPage } from "./connectionPages";

const page = (ids: string[], endCursor: string | null, hasNextPage: boolean) => ({
  __typename: "Query",
  creations: { totalCount: 5, edges: ids.map((id) => ({ node: { id } })), pageInfo: { hasNextPage, endCursor } },
});

describe("'Charger plus' d'une liste", () => {
  it("met la page suivante après les créations déjà chargées et garde sa pagination", () => {
    const merged = appendPage(page(["a", "b"], "b", true), page(["c", "d"], "d", false), (data) => data.creations);
    expect(merged.creations.edges.map((e) => e.node.id)).toEqual(["a", "b", "c", "d"]);
    expect(merged.creations.pageInfo).toEqual({ hasNextPage: false, endCursor: "d" });
    expect(merged.__typename).toBe("Query");
  });

  it("garde la page reçue quand rien n'était chargé", () => {
    const next = page(["c"], "c", false);
    expect(appendPage({ ...next, creations: null } as unknown as typeof next, next, (data) => data.creations)).toBe(next);
  });
});

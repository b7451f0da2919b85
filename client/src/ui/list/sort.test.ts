import { formatSort, parseSort, toggleSort } from "./sort";

const fallback = { field: "createdAt", direction: "desc" } as const;

describe("tri d'une liste", () => {
  it("lit et écrit « champ:sens »", () => {
    expect(parseSort("total:asc", fallback)).toEqual({ field: "total", direction: "asc" });
    expect(formatSort({ field: "total", direction: "asc" })).toBe("total:asc");
  });

  it("retombe sur le tri par défaut quand la valeur est invalide", () => {
    expect(parseSort("total:sideways", fallback)).toEqual(fallback);
    expect(parseSort("", fallback)).toEqual(fallback);
  });

  it("inverse le sens de la colonne triée, trie une autre colonne en décroissant", () => {
    expect(toggleSort({ field: "total", direction: "desc" }, "total")).toEqual({ field: "total", direction: "asc" });
    expect(toggleSort({ field: "total", direction: "asc" }, "createdAt")).toEqual({ field: "createdAt", direction: "desc" });
  });
});

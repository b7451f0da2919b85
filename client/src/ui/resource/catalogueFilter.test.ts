import { filterCatalogue, parseActiveFilter } from "./catalogueFilter";

const items = [
  { id: "a", name: "Colissimo Express", isActive: true, position: 0 },
  { id: "b", name: "Retrait à l'atelier", isActive: false, position: 1 },
  { id: "c", name: "Point relais", isActive: true, position: 2 },
];

describe("recherche et filtre d'une liste du catalogue", () => {
  it("cherche sans tenir compte des accents ni de la casse", () => {
    expect(filterCatalogue(items, "ATELIER", "all").map((i) => i.id)).toEqual(["b"]);
    expect(filterCatalogue(items, "retrait a l", "all").map((i) => i.id)).toEqual(["b"]);
  });

  it("garde les actifs, les inactifs ou tous", () => {
    expect(filterCatalogue(items, "", "active").map((i) => i.id)).toEqual(["a", "c"]);
    expect(filterCatalogue(items, "", "inactive").map((i) => i.id)).toEqual(["b"]);
    expect(filterCatalogue(items, " ", "all")).toHaveLength(3);
  });

  it("lit le filtre de l'URL, « tous » par défaut", () => {
    expect([parseActiveFilter("active"), parseActiveFilter("inactive"), parseActiveFilter("x")]).toEqual(["active", "inactive", "all"]);
  });
});

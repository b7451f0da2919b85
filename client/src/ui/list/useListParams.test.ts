import { parsePageSize } from "./useListParams";

describe("taille de page d'une liste", () => {
  it("accepte 25, 50 et 100", () => {
    expect([parsePageSize("25"), parsePageSize("50"), parsePageSize("100")]).toEqual([25, 50, 100]);
  });

  it("retombe sur 25 pour une valeur absente ou inconnue", () => {
    expect([parsePageSize(null), parsePageSize("1000"), parsePageSize("abc")]).toEqual([25, 25, 25]);
  });
});

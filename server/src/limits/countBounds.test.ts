import { countBoundsFrom, countCost, countReads, DEFAULT_COUNT_BOUNDS } from "./countBounds";

describe("prix d'un count() à la borne de sa collection", () => {
  it("Firestore facture une lecture par 1 000 entrées d'index, au moins une", () => {
    expect([0, 1, 1000, 1001, 2500, 100_000].map(countReads)).toEqual([1, 1, 1, 2, 3, 100]);
  });

  it("100 000 commandes par défaut : 100 lectures par comptage ; des comptages qui se partagent les commandes, une par 1 000 plus une chacun", () => {
    expect(DEFAULT_COUNT_BOUNDS.orders).toBe(100_000);
    expect(countCost(DEFAULT_COUNT_BOUNDS, "orders")).toBe(100);
    expect(countCost(DEFAULT_COUNT_BOUNDS, "orders", 8)).toBe(108);
    expect(countCost({ ...DEFAULT_COUNT_BOUNDS, orders: 1000 }, "orders", 8)).toBe(8);
  });

  it("COUNT_SIZE_BOUNDS relève une borne, jamais ne la baisse ; un texte illisible laisse les défauts", () => {
    expect(countBoundsFrom({ COUNT_SIZE_BOUNDS: '{"orders":300000,"users":5}' })).toEqual({ ...DEFAULT_COUNT_BOUNDS, orders: 300_000 });
    expect(countBoundsFrom({ COUNT_SIZE_BOUNDS: "300000" })).toEqual(DEFAULT_COUNT_BOUNDS);
    expect(countBoundsFrom({ COUNT_SIZE_BOUNDS: "{oups" })).toEqual(DEFAULT_COUNT_BOUNDS);
    expect(countBoundsFrom({})).toEqual(DEFAULT_COUNT_BOUNDS);
  });
});

import { byPosition, moveBy, moveId, withPositions } from "./reorder";

const ids = ["colissimo", "chronopost", "relais", "retrait"];

describe("réordonner une liste du catalogue", () => {
  it("déplace un élément d'une place à une autre", () => {
    expect(moveId(ids, 0, 2)).toEqual(["chronopost", "relais", "colissimo", "retrait"]);
    expect(moveId(ids, 3, 0)).toEqual(["retrait", "colissimo", "chronopost", "relais"]);
  });

  it("ne change rien hors de la liste ni sur place", () => {
    expect(moveId(ids, 1, 1)).toBe(ids);
    expect(moveId(ids, 1, 9)).toBe(ids);
  });

  it("monte et descend d'une place sans sortir de la liste", () => {
    expect(moveBy(ids, "relais", -1)).toEqual(["colissimo", "relais", "chronopost", "retrait"]);
    expect(moveBy(ids, "retrait", 1)).toBe(ids);
    expect(moveBy(ids, "colissimo", -1)).toBe(ids);
  });

  it("donne les positions 0..n−1 dans le nouvel ordre, comme le serveur", () => {
    const items = ids.map((id, position) => ({ id, position: position * 10, name: id }));
    const next = withPositions(items, moveBy(ids, "retrait", -3));
    expect(next.map((item) => [item.id, item.position])).toEqual([
      ["retrait", 0],
      ["colissimo", 1],
      ["chronopost", 2],
      ["relais", 3],
    ]);
    expect(byPosition([...next].reverse()).map((item) => item.id)).toEqual(next.map((item) => item.id));
  });
});

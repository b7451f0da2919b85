import { belongsToView, creationCountText, moderationLabel, newCreationsLabel, viewShowsNewCreations } from "./creationLabels";
import { nextGridIndex } from "./gridNavigation";
import { chunks, clickSelection } from "./selection";

const pending = { isModerated: false, status: null, reason: null, moderatedAt: null, moderatedBy: null };
const approved = { ...pending, isModerated: true, status: "APPROVED" as const };
const rejected = { ...pending, isModerated: true, status: "REJECTED" as const, reason: "Flou" };

describe("vues de modération", () => {
  it("une nouvelle création attend sa modération : « En attente » et « Toutes » l’annoncent, pas les vues des décidées", () => {
    expect(newCreationsLabel(1)).toBe("1 nouvelle création");
    expect(newCreationsLabel(3)).toBe("3 nouvelles créations");
    expect(newCreationsLabel(1200)).toBe("1\u202f200 nouvelles créations");
    expect((["PENDING", "ALL", "APPROVED", "REJECTED"] as const).filter(viewShowsNewCreations)).toEqual(["PENDING", "ALL"]);
  });

  it("une création décidée quitte « En attente » et rejoint sa vue", () => {
    expect(belongsToView(pending, "PENDING")).toBe(true);
    expect(belongsToView(approved, "PENDING")).toBe(false);
    expect(belongsToView(approved, "APPROVED")).toBe(true);
    expect(belongsToView(rejected, "APPROVED")).toBe(false);
    expect(belongsToView(rejected, "REJECTED")).toBe(true);
    expect([pending, approved, rejected].every((m) => belongsToView(m, "ALL"))).toBe(true);
  });

  it("libellés de l'état de modération", () => {
    expect([pending, approved, rejected].map((m) => moderationLabel(m).label)).toEqual(["En attente", "Approuvée", "Refusée"]);
    expect([1, 3].map(creationCountText)).toEqual(["1 création", "3 créations"]);
  });
});

describe("navigation au clavier dans la grille", () => {
  it("les flèches déplacent d'une carte ou d'une rangée, sans sortir de la grille", () => {
    // 10 cards in 4 columns: rows 0-3, 4-7, 8-9
    expect(nextGridIndex("ArrowRight", 3, 10, 4)).toBe(4);
    expect(nextGridIndex("ArrowLeft", 4, 10, 4)).toBe(3);
    expect(nextGridIndex("ArrowDown", 1, 10, 4)).toBe(5);
    expect(nextGridIndex("ArrowUp", 5, 10, 4)).toBe(1);
    expect(nextGridIndex("ArrowDown", 7, 10, 4)).toBe(7);
    expect(nextGridIndex("ArrowUp", 2, 10, 4)).toBe(2);
    expect(nextGridIndex("ArrowLeft", 0, 10, 4)).toBe(0);
    expect(nextGridIndex("ArrowRight", 9, 10, 4)).toBe(9);
    expect(nextGridIndex("End", 0, 10, 4)).toBe(9);
    expect(nextGridIndex("a", 0, 10, 4)).toBeNull();
  });
});

describe("sélection au clic et au clic avec Maj", () => {
  const ids = ["a", "b", "c", "d", "e"];

  it("un clic ajoute ou retire une création", () => {
    expect([...clickSelection(new Set(), ids, "b", null, false)]).toEqual(["b"]);
    expect([...clickSelection(new Set(["b"]), ids, "b", "b", false)]).toEqual([]);
  });

  it("Maj + clic sélectionne la plage depuis l'ancre, dans les deux sens", () => {
    expect([...clickSelection(new Set(["b"]), ids, "d", "b", true)].sort()).toEqual(["b", "c", "d"]);
    expect([...clickSelection(new Set(), ids, "a", "c", true)].sort()).toEqual(["a", "b", "c"]);
  });

  it("Maj + clic sans ancre agit comme un clic", () => {
    expect([...clickSelection(new Set(), ids, "c", null, true)]).toEqual(["c"]);
  });

  it("découpe en appels de 100 au plus", () => {
    const many = Array.from({ length: 230 }, (_, i) => String(i));
    expect(chunks(many, 100).map((c) => c.length)).toEqual([100, 100, 30]);
  });
});

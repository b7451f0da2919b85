/** Click, Maj+clic and the page's box of a list's selection (the creations' grid keeps its own tests). */
import { clickSelection, pageSelectionState, togglePageSelection } from "./clickSelection";

const ids = ["a", "b", "c", "d"];

describe("sélection de lignes", () => {
  it("« follow » : Maj+clic donne à la plage l’état que prend la case cliquée", () => {
    expect([...clickSelection(new Set(["a"]), ids, "c", "a", true, "follow")].sort()).toEqual(["a", "b", "c"]);
    expect([...clickSelection(new Set(ids), ids, "c", "a", true, "follow")].sort()).toEqual(["d"]);
  });

  it("« add » (par défaut) : Maj+clic ajoute toujours la plage", () => {
    expect([...clickSelection(new Set(ids), ids, "c", "a", true)].sort()).toEqual(ids);
  });

  it("la case de la page : vide, tiret, cochée ; un clic coche tout ou décoche la page seule", () => {
    expect(pageSelectionState(new Set(), ids)).toBe(false);
    expect(pageSelectionState(new Set(["b", "x"]), ids)).toBe("indeterminate");
    expect(pageSelectionState(new Set([...ids, "x"]), ids)).toBe(true);
    expect(pageSelectionState(new Set(["x"]), [])).toBe(false);
    expect([...togglePageSelection(new Set(["b", "x"]), ids)].sort()).toEqual(["a", "b", "c", "d", "x"]);
    expect([...togglePageSelection(new Set([...ids, "x"]), ids)]).toEqual(["x"]);
  });
});

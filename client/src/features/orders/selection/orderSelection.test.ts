/** The /orders selection as data (orderSelectionState.ts) and what the bar and the dialog say about it. */
import { emptySelection, offersMatching, orderSelectionReducer, type OrderSelectionAction, type OrderSelectionState } from "./orderSelectionState";
import { changedText, confirmationText, matchingSelectedText, refusedTitle, selectedText, selectMatchingText, tooManyText } from "./orderSelectionText";

const PAGE_1 = ["a", "b", "c", "d", "e"];
const PAGE_2 = ["f", "g", "h"];

const run = (...actions: OrderSelectionAction[]): OrderSelectionState => actions.reduce(orderSelectionReducer, emptySelection("{}"));
const click = (id: string, pageIds = PAGE_1, shiftKey = false): OrderSelectionAction => ({ type: "click", id, pageIds, shiftKey });
const ids = (state: OrderSelectionState) => [...state.ids].sort();

describe("sélection des commandes", () => {
  it("une case cochée puis décochée", () => {
    expect(ids(run(click("b")))).toEqual(["b"]);
    expect(ids(run(click("b"), click("b")))).toEqual([]);
  });

  it("Maj+clic coche la plage depuis la dernière case cliquée, dans les deux sens", () => {
    expect(ids(run(click("b"), click("d", PAGE_1, true)))).toEqual(["b", "c", "d"]);
    expect(ids(run(click("d"), click("a", PAGE_1, true)))).toEqual(["a", "b", "c", "d"]);
  });

  it("Maj+clic sur une case cochée décoche la plage", () => {
    const all = run({ type: "togglePage", pageIds: PAGE_1 }, click("b"), click("b"));
    expect(ids(orderSelectionReducer(all, click("d", PAGE_1, true)))).toEqual(["a", "e"]);
  });

  it("la plage part toujours de la même ancre", () => {
    expect(ids(run(click("c"), click("e", PAGE_1, true), click("a", PAGE_1, true)))).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("la sélection survit au changement de page ; Maj+clic sans ancre sur la page coche une seule case", () => {
    const state = run(click("a"), click("b"), click("g", PAGE_2, true));
    expect(ids(state)).toEqual(["a", "b", "g"]);
    expect(ids(orderSelectionReducer(state, click("h", PAGE_2, true)))).toEqual(["a", "b", "g", "h"]);
  });

  it("la case d’en-tête coche la page, puis la décoche sans toucher aux autres pages", () => {
    const state = run(click("f", PAGE_2), { type: "togglePage", pageIds: PAGE_1 });
    expect(ids(state)).toEqual(["a", "b", "c", "d", "e", "f"]);
    expect(ids(orderSelectionReducer(state, { type: "togglePage", pageIds: PAGE_1 }))).toEqual(["f"]);
    // A page partly ticked is ticked whole.
    expect(ids(run(click("b"), { type: "togglePage", pageIds: PAGE_1 }))).toEqual(PAGE_1);
  });

  it("« Sélectionner les N commandes correspondantes » n’est offert que la page entière cochée et d’autres commandes correspondant", () => {
    const page = run({ type: "togglePage", pageIds: PAGE_1 });
    expect(offersMatching(page, PAGE_1, 8)).toBe(true);
    expect(offersMatching(page, PAGE_1, 5)).toBe(false);
    expect(offersMatching(run(click("a")), PAGE_1, 8)).toBe(false);
    expect(offersMatching(page, PAGE_1, undefined)).toBe(false);
    const matching = orderSelectionReducer(page, {
      type: "selectMatching",
      filterKey: "{}",
      ids: [...PAGE_1, ...PAGE_2],
      matching: { totalCount: 8, truncated: false },
    });
    expect(ids(matching)).toHaveLength(8);
    expect(offersMatching(matching, PAGE_1, 8)).toBe(false);
  });

  it("une réponse arrivée pour un autre filtre ne sélectionne rien", () => {
    const state = orderSelectionReducer(run(click("a")), {
      type: "selectMatching",
      filterKey: '{"status":"PAID"}',
      ids: PAGE_2,
      matching: { totalCount: 3, truncated: false },
    });
    expect(ids(state)).toEqual(["a"]);
  });

  it("toute autre coche oublie « toutes les correspondantes »", () => {
    const matching = run({ type: "selectMatching", filterKey: "{}", ids: PAGE_1, matching: { totalCount: 5, truncated: false } });
    expect(orderSelectionReducer(matching, click("a")).matching).toBeNull();
  });

  it("après un changement groupé, seules les commandes refusées restent cochées ; « Tout désélectionner » vide tout", () => {
    const state = run(click("a"), click("b"), click("c"), { type: "keepOnly", ids: ["b", "z"] });
    expect(ids(state)).toEqual(["b"]);
    expect(ids(orderSelectionReducer(state, { type: "clear" }))).toEqual([]);
  });
});

describe("textes de la sélection", () => {
  it("compte, lien et limite", () => {
    expect([1, 3, 1234].map(selectedText)).toEqual(["1 commande sélectionnée", "3 commandes sélectionnées", "1\u202f234 commandes sélectionnées"]);
    expect(selectMatchingText(1234)).toBe("Sélectionner les 1\u202f234 commandes correspondantes");
    expect(matchingSelectedText({ totalCount: 1234, truncated: true })).toBe("Les 500 premières commandes sont sélectionnées (limite d’une action groupée).");
    expect(matchingSelectedText({ totalCount: 60, truncated: false })).toBe("Les 60 commandes correspondantes sont sélectionnées.");
    expect(tooManyText(520)).toBe("Une action groupée porte sur 500 commandes au plus\u00a0: désélectionnez-en 20.");
  });

  it("confirmation et résultat", () => {
    expect(confirmationText(4, "SHIPPED")).toBe("Passer 4 commandes au statut «\u00a0Expédiée\u00a0»\u00a0?");
    expect(confirmationText(1, "DELIVERED")).toBe("Passer 1 commande au statut «\u00a0Livrée\u00a0»\u00a0?");
    expect(changedText(3, "SHIPPED")).toBe("3 commandes passées au statut «\u00a0Expédiée\u00a0».");
    expect(changedText(1, "SHIPPED")).toBe("1 commande passée au statut «\u00a0Expédiée\u00a0».");
    expect(changedText(0, "CANCELLED")).toBe("Aucune commande n’est passée au statut «\u00a0Annulée\u00a0».");
    expect(refusedTitle(2)).toBe("2 commandes inchangées\u00a0:");
  });
});

import { exportQuery, orderFilter, orderSort, ORDER_LIST_DEFAULTS, parisMidnight } from "./orderListParams";

describe("paramètres de la liste des commandes", () => {
  it("prend les jours à minuit, heure de Paris (hiver et été)", () => {
    expect(parisMidnight("2026-01-15")).toBe("2026-01-14T23:00:00.000Z");
    expect(parisMidnight("2026-07-15")).toBe("2026-07-14T22:00:00.000Z");
    expect(parisMidnight("pas une date")).toBeNull();
  });

  it("inclut le dernier jour de la période", () => {
    const filter = orderFilter({ ...ORDER_LIST_DEFAULTS, from: "2026-03-01", to: "2026-03-31" });
    expect(filter).toMatchObject({ from: "2026-02-28T23:00:00.000Z", to: "2026-03-31T22:00:00.000Z" });
  });

  it("ignore un statut inconnu et traduit le tri", () => {
    expect(orderFilter({ ...ORDER_LIST_DEFAULTS, status: "PERDUE" }).status).toBeNull();
    expect(orderSort({ ...ORDER_LIST_DEFAULTS, sort: "total:asc" })).toBe("TOTAL_ASC");
    expect(orderSort({ ...ORDER_LIST_DEFAULTS, sort: "n'importe:quoi" })).toBe("CREATED_AT_DESC");
  });

  it("donne à l'export les mêmes filtres que la liste", () => {
    expect(exportQuery({ ...ORDER_LIST_DEFAULTS, status: "PAID", q: "a@b.fr", sort: "total:desc" })).toBe(
      "status=PAID&search=a%40b.fr&orderBy=TOTAL_DESC",
    );
  });
});

import { exportQuery, orderFilter, orderSort, ORDER_LIST_DEFAULTS } from "./orderListParams";

describe("paramètres de la liste des commandes", () => {
  // Paris midnights are the server's one rule (packages/domain/src/dayRange.test.ts, summer and winter).
  it("envoie les jours de Paris tels quels, le dernier inclus", () => {
    const filter = orderFilter({ ...ORDER_LIST_DEFAULTS, from: "2026-03-01", to: "2026-03-31" });
    expect(filter).toMatchObject({ period: { from: "2026-03-01", to: "2026-03-31" } });
    expect(orderFilter({ ...ORDER_LIST_DEFAULTS, from: "pas une date" }).period).toBeNull();
  });

  it("ignore un statut inconnu et traduit le tri", () => {
    expect(orderFilter({ ...ORDER_LIST_DEFAULTS, status: "PERDUE" }).status).toBeNull();
    expect(orderSort({ ...ORDER_LIST_DEFAULTS, sort: "total:asc" })).toBe("TOTAL_ASC");
    expect(orderSort({ ...ORDER_LIST_DEFAULTS, sort: "n'importe:quoi" })).toBe("CREATED_AT_DESC");
  });

  it("donne à l'export les mêmes filtres que la liste", () => {
    expect(exportQuery({ ...ORDER_LIST_DEFAULTS, status: "PAID", q: "a@b.fr", sort: "total:desc" })).toBe("status=PAID&search=a%40b.fr&orderBy=TOTAL_DESC");
    expect(exportQuery({ ...ORDER_LIST_DEFAULTS, from: "2026-03-01", to: "2026-03-31" })).toBe("from=2026-03-01&to=2026-03-31&orderBy=CREATED_AT_DESC");
  });
});

import { currentSearch } from "./urlParams";

describe("vocabulaire des paramètres d'adresse", () => {
  it("réécrit les anciens noms des favoris avec ceux d'aujourd'hui", () => {
    expect(currentSearch("?search=a%40b.fr&status=PAID")).toBe("?status=PAID&q=a%40b.fr");
    expect(currentSearch("?q=uid-1&du=2026-01-01&au=2026-01-31")).toBe("?q=uid-1&ledgerFrom=2026-01-01&ledgerTo=2026-01-31");
    expect(currentSearch("?periode=lastMonth")).toBe("?period=lastMonth");
    expect(currentSearch("?view=list&sort=NAME_ASC")).toBe("?view=list&sort=name%3Aasc");
  });

  it("garde le nouveau nom quand l'adresse a les deux", () => {
    expect(currentSearch("?search=ancien&q=nouveau")).toBe("?q=nouveau");
  });

  it("ne touche pas une adresse déjà dans le vocabulaire", () => {
    expect(currentSearch("")).toBeNull();
    expect(currentSearch("?q=elo&sort=createdAt%3Adesc&from=2026-01-01&to=2026-01-31")).toBeNull();
    expect(currentSearch("?sort=createdAt:desc")).toBeNull();
  });
});

import { deliveryMethodInput, deliveryMethodSchema, emptyDeliveryMethod } from "./deliveryMethodForm";
import { formatDeliveryDelay } from "./deliveryDelay";

const valid = { ...emptyDeliveryMethod, name: "Colissimo", carrier: "La Poste", priceCents: 690, minDays: 2, maxDays: 4 };

describe("formulaire d'un mode de livraison", () => {
  it("refuse un délai minimal plus grand que le maximal, sous le délai maximal", () => {
    const result = deliveryMethodSchema([]).safeParse({ ...valid, minDays: 5, maxDays: 3 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["maxDays", "Le délai maximal doit être supérieur ou égal au délai minimal."],
    ]);
  });

  it("envoie les centimes, une description vide comme null, France par défaut", () => {
    const values = deliveryMethodSchema([]).parse({ ...valid, description: "  " });
    expect(deliveryMethodInput(values)).toEqual({
      name: "Colissimo",
      carrier: "La Poste",
      description: null,
      priceCents: 690,
      freeAboveCents: null,
      minDays: 2,
      maxDays: 4,
      countries: ["FR"],
    });
  });
});

describe("délai de livraison affiché", () => {
  it("écrit « 2 à 4 jours », « 3 jours » et « 0 à 1 jour »", () => {
    expect(formatDeliveryDelay(2, 4)).toBe("2 à 4\u00a0jours");
    expect(formatDeliveryDelay(3, 3)).toBe("3\u00a0jours");
    expect(formatDeliveryDelay(0, 1)).toBe("0 à 1\u00a0jour");
  });
});

describe("délais incomplets", () => {
  it("ne compare pas les délais tant que le maximal manque", () => {
    const result = deliveryMethodSchema([]).safeParse({ ...valid, minDays: 5, maxDays: null });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["Le délai maximal est obligatoire."]);
  });
});

describe("règles du serveur dans le formulaire", () => {
  it("refuse un nom déjà pris dans la liste, sans tenir compte des accents", () => {
    const result = deliveryMethodSchema(["Colissimo Économique"]).safeParse({ ...valid, name: "colissimo economique" });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["name", "Ce nom est déjà utilisé."]]);
  });

  it("refuse un code pays de trois lettres, sur ce code", () => {
    const result = deliveryMethodSchema([]).safeParse({ ...valid, countries: ["FR", "FRA"] });
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["countries.1"]);
  });
});

import { checkCountries, checkDeliveryMethod, deliveryMessages, type DeliveryMethodDraft } from "./deliveryMethod";

const create = { base: ["input"], otherNames: ["Colissimo à domicile"] };
const valid: DeliveryMethodDraft = {
  name: "Relais Colis",
  carrier: "Relais Colis",
  priceCents: 490,
  freeAboveCents: null,
  minDays: 2,
  maxDays: 5,
  countries: ["FR"],
};
const problems = (input: Partial<DeliveryMethodDraft>) =>
  checkDeliveryMethod({ ...valid, ...input }, create).errors.map((e) => [e.field.join("."), e.code, e.message]);

describe("règles d'un mode de livraison", () => {
  it("accepte un mode valide, sans seuil de gratuité", () => {
    expect(checkDeliveryMethod(valid, create)).toEqual({
      value: { ...valid, description: null, countries: ["FR"], isActive: true },
      errors: [],
    });
  });

  it("accepte des délais égaux, de 0 à 60 jours", () => {
    expect(problems({ minDays: 0, maxDays: 0 })).toEqual([]);
    expect(problems({ minDays: 60, maxDays: 60 })).toEqual([]);
  });

  it("refuse un délai maximal inférieur au délai minimal, sur maxDays", () => {
    expect(problems({ minDays: 5, maxDays: 3 })).toEqual([["input.maxDays", "MAX_BELOW_MIN", deliveryMessages.maxBelowMin]]);
  });

  it("refuse des délais hors de 0–60 jours ou fractionnaires", () => {
    expect(problems({ minDays: -1, maxDays: 61 })).toEqual([
      ["input.minDays", "OUT_OF_RANGE", "Le délai minimal doit être compris entre 0 et 60 jours."],
      ["input.maxDays", "OUT_OF_RANGE", "Le délai maximal doit être compris entre 0 et 60 jours."],
    ]);
    expect(problems({ minDays: 1.5 }).map(([, code]) => code)).toEqual(["NOT_WHOLE_NUMBER"]);
  });

  it("borne le prix et le seuil de gratuité en centimes, et exige un transporteur", () => {
    expect(problems({ priceCents: -5, freeAboveCents: 100_000_001, carrier: "  " }).map(([field, code]) => [field, code])).toEqual([
      ["input.carrier", "REQUIRED"],
      ["input.priceCents", "OUT_OF_RANGE"],
      ["input.freeAboveCents", "OUT_OF_RANGE"],
    ]);
  });

  it("exige au moins un pays, chacun en code ISO à deux majuscules, sans doublon", () => {
    const field = ["input", "countries"];
    expect(checkCountries(["FR", " BE ", "FR"], field)).toEqual({ value: ["FR", "BE"], errors: [] });
    expect(checkCountries([], field).errors).toEqual([{ field, message: deliveryMessages.noCountry, code: "REQUIRED" }]);
    expect(checkCountries(["FR", "fr", "FRA"], field).errors.map((e) => [e.field.join("."), e.message])).toEqual([
      ["input.countries.1", "Code pays invalide\u00a0: «\u00a0fr\u00a0» (deux lettres majuscules, par exemple FR)."],
      ["input.countries.2", "Code pays invalide\u00a0: «\u00a0FRA\u00a0» (deux lettres majuscules, par exemple FR)."],
    ]);
  });

  it("refuse un nom déjà pris par un autre mode, accents et casse ignorés", () => {
    expect(problems({ name: "COLISSIMO A DOMICILE" }).map(([, code]) => code)).toEqual(["DUPLICATE_NAME"]);
  });
});

import { checkSettings, settingsMessages, type SettingsChange } from "./settings";

const problems = (change: SettingsChange) => checkSettings(change).errors.map((e) => [e.field.join("."), e.code, e.message]);

describe("règles des paramètres", () => {
  it("ne garde que les champs donnés, normalisés", () => {
    expect(checkSettings({ shopName: "  Atelier Lumière ", contactEmail: " Contact@Atelier.FR ", senderEmail: "  " })).toEqual({
      value: { shopName: "Atelier Lumière", contactEmail: "contact@atelier.fr", senderEmail: null },
      errors: [],
    });
    expect(checkSettings({ vatRate: 5.5, shopName: null })).toEqual({ value: { vatRate: 5.5 }, errors: [] });
  });

  it("refuse un enregistrement sans aucun champ", () => {
    expect(problems({})).toEqual([["input", "REQUIRED", settingsMessages.nothing]]);
  });

  it("exige le nom et une adresse de contact valide ; l’adresse d’expédition est facultative mais valide", () => {
    expect(problems({ shopName: " ", contactEmail: "", senderEmail: "pas-une-adresse" })).toEqual([
      ["input.shopName", "REQUIRED", "Le nom de la boutique est obligatoire."],
      ["input.contactEmail", "REQUIRED", "L’adresse de contact est obligatoire."],
      ["input.senderEmail", "INVALID_EMAIL", "L’adresse d’expédition n’est pas une adresse e-mail valide."],
    ]);
    expect(problems({ shopName: "x".repeat(81) })).toEqual([["input.shopName", "TOO_LONG", "Le nom de la boutique ne peut pas dépasser 80 caractères."]]);
  });

  it("vérifie les packs : au moins un, au plus dix, crédits entiers distincts, prix de 0,01 € à 10 000,00 €", () => {
    expect(problems({ creditPacks: [] })).toEqual([["input.creditPacks", "REQUIRED", settingsMessages.noPack]]);
    expect(problems({ creditPacks: Array.from({ length: 11 }, (_, i) => ({ credits: i + 1, priceCents: 100 })) })).toEqual([
      ["input.creditPacks", "TOO_MANY", settingsMessages.tooManyPacks],
    ]);
    expect(
      problems({
        creditPacks: [
          { credits: 10, priceCents: 499 },
          { credits: 10, priceCents: 0 },
          { credits: 2.5, priceCents: 12.5 },
          { credits: 0, priceCents: 1_000_001 },
        ],
      }),
    ).toEqual([
      ["input.creditPacks.1.credits", "DUPLICATE_PACK", settingsMessages.duplicatePack],
      ["input.creditPacks.1.priceCents", "OUT_OF_RANGE", "Le prix doit être compris entre 0,01\u00a0€ et 10\u00a0000,00\u00a0€."],
      ["input.creditPacks.2.credits", "NOT_WHOLE_NUMBER", "Le nombre doit être un entier (sans décimales)."],
      ["input.creditPacks.2.priceCents", "NOT_WHOLE_NUMBER", "Le nombre doit être un entier (sans décimales)."],
      ["input.creditPacks.3.credits", "OUT_OF_RANGE", "Le nombre de crédits doit être compris entre 1 et 100\u00a0000."],
      ["input.creditPacks.3.priceCents", "OUT_OF_RANGE", "Le prix doit être compris entre 0,01\u00a0€ et 10\u00a0000,00\u00a0€."],
    ]);
  });

  it("vérifie les crédits par génération et les points par euro", () => {
    expect(problems({ creditsPerGeneration: 0, loyaltyRate: 0.25 })).toEqual([]);
    expect(problems({ creditsPerGeneration: 1.5, loyaltyRate: 101 })).toEqual([
      ["input.creditsPerGeneration", "NOT_WHOLE_NUMBER", "Le nombre doit être un entier (sans décimales)."],
      ["input.loyaltyRate", "OUT_OF_RANGE", "Le nombre de points par euro doit être compris entre 0 et 100."],
    ]);
    expect(problems({ creditsPerGeneration: 1001 })).toEqual([
      ["input.creditsPerGeneration", "OUT_OF_RANGE", "Le nombre de crédits par génération doit être compris entre 0 et 1\u00a0000."],
    ]);
  });

  it("accepte un taux de TVA de 0 à 100 % à deux décimales au plus", () => {
    expect(problems({ vatRate: 20 })).toEqual([]);
    expect(problems({ vatRate: 5.5 })).toEqual([]);
    expect(problems({ vatRate: 2.1 })).toEqual([]);
    expect(problems({ vatRate: 0 })).toEqual([]);
    expect(problems({ vatRate: -1 })).toEqual([["input.vatRate", "OUT_OF_RANGE", "Le taux de TVA doit être compris entre 0 et 100\u00a0%."]]);
    expect(problems({ vatRate: 5.555 })).toEqual([["input.vatRate", "TOO_MANY_DECIMALS", "Le taux de TVA a au plus deux décimales."]]);
    expect(problems({ vatRate: Number.NaN }).map(([, code]) => code)).toEqual(["OUT_OF_RANGE"]);
  });

  it("nettoie les mots-clés (espaces, doublons sans casse, vides) et borne leur longueur", () => {
    expect(checkSettings({ autoRejectKeywords: [" Violence ", "violence", "", "haine  gratuite"] }).value).toEqual({
      autoRejectKeywords: ["Violence", "haine gratuite"],
    });
    expect(problems({ autoRejectKeywords: ["x".repeat(51)] })).toEqual([
      ["input.autoRejectKeywords", "TOO_LONG", "Un mot-clé ne peut pas dépasser 50 caractères."],
    ]);
    expect(checkSettings({ autoRejectKeywords: [] })).toEqual({ value: { autoRejectKeywords: [] }, errors: [] });
  });

  it("place les erreurs sous `base` (un formulaire passe [])", () => {
    expect(checkSettings({ vatRate: 200 }, []).errors[0]!.field).toEqual(["vatRate"]);
  });
});

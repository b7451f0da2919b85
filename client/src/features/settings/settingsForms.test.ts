import { creditsSchema, moderationSchema, shopSchema, vatSchema } from "./settingsForms";

const issues = (result: { success: boolean; error?: { issues: { path: (string | number)[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [];

describe("formulaires des paramètres", () => {
  it("refusent comme l'API, avec ses messages, sous le champ concerné", () => {
    expect(issues(shopSchema.safeParse({ shopName: "Atelier", contactEmail: "pas-une-adresse", senderEmail: "" }))).toEqual([
      ["contactEmail", "L’adresse de contact n’est pas une adresse e-mail valide."],
    ]);
    // The pack price's bounds are its definition's (@atelier/domain/settings): refused as typed, like
    // every field; the whole-form check (a repeated pack) runs once every field reads well.
    expect(
      issues(
        creditsSchema.safeParse({
          creditPacks: [
            { credits: 10, priceCents: 499 },
            { credits: 10, priceCents: 0 },
          ],
          creditsPerGeneration: 1,
          loyaltyRate: 1,
        }),
      ),
    ).toEqual([["creditPacks.1.priceCents", "Le prix doit être compris entre 0,01\u00a0€ et 10\u00a0000,00\u00a0€."]]);
    expect(
      issues(
        creditsSchema.safeParse({
          creditPacks: [
            { credits: 10, priceCents: 499 },
            { credits: 10, priceCents: 999 },
          ],
          creditsPerGeneration: 1,
          loyaltyRate: 1,
        }),
      ),
    ).toEqual([["creditPacks.1.credits", "Un autre pack propose déjà ce nombre de crédits."]]);
    expect(issues(creditsSchema.safeParse({ creditPacks: [], creditsPerGeneration: 1, loyaltyRate: 1 }))).toEqual([
      ["creditPacks", "Ajoutez au moins un pack de crédits."],
    ]);
    expect(issues(vatSchema.safeParse({ vatRate: 120 }))).toEqual([["vatRate", "Le taux de TVA doit être compris entre 0 et 100\u00a0%."]]);
    expect(issues(vatSchema.safeParse({ vatRate: null }))).toEqual([["vatRate", "Le taux de TVA est obligatoire."]]);
  });

  it("acceptent un taux à une décimale et séparent les mots-clés par virgules ou lignes", () => {
    expect(vatSchema.parse({ vatRate: 5.5 })).toEqual({ vatRate: 5.5 });
    expect(moderationSchema.parse({ requireApproval: true, autoRejectKeywords: "violence, haine\n spam ,", notifyAuthorOnRejection: false })).toEqual({
      requireApproval: true,
      autoRejectKeywords: ["violence", "haine", "spam"],
      notifyAuthorOnRejection: false,
    });
  });

  it("bornent le prix d'un pack comme le serveur (0,01 € à 10 000,00 €), sans attendre le contrôle d'ensemble", () => {
    // With another field wrong, the whole-form check does not run: the price is refused by its own definition.
    expect(issues(creditsSchema.safeParse({ creditPacks: [{ credits: 10, priceCents: 0 }], creditsPerGeneration: 5000, loyaltyRate: 1 }))).toEqual([
      ["creditPacks.0.priceCents", "Le prix doit être compris entre 0,01\u00a0€ et 10\u00a0000,00\u00a0€."],
      ["creditsPerGeneration", "Le nombre de crédits par génération doit être compris entre 0 et 1\u00a0000."],
    ]);
  });
});

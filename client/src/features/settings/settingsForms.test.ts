import type { ShopSettingsFieldsFragment } from "../../gql/graphql";
import { creditsSchema, moderationSchema, sellerFormValues, sellerInput, sellerSchema, shopSchema, vatSchema } from "./settingsForms";

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

describe("l'identité légale du vendeur", () => {
  const seller = {
    legalName: "Atelier SAS",
    addressLines: ["12 rue des Arts", "", "75011 Paris", ""],
    siren: "123 456 782",
    vatNumber: "FR11123456782",
    legalMentions: "SAS au capital de 10 000 €, RCS Paris 123 456 782.",
  };

  it("refuse un SIREN invalide ou un numéro de TVA d'un autre SIREN, sous le champ, avec les mots du serveur", () => {
    expect(issues(sellerSchema.safeParse({ seller: { ...seller, siren: "123456789" } }))).toEqual([
      ["seller.siren", "Le SIREN doit comporter 9 chiffres valides."],
    ]);
    expect(issues(sellerSchema.safeParse({ seller: { ...seller, vatNumber: "FR44732829320" } }))).toEqual([
      ["seller.vatNumber", "Le numéro de TVA intracommunautaire ne correspond pas au SIREN."],
    ]);
  });

  it("exige la raison sociale et une ligne d'adresse au moins", () => {
    expect(issues(sellerSchema.safeParse({ seller: { ...seller, legalName: "  ", addressLines: ["", "", "", ""] } }))).toEqual([
      ["seller.legalName", "La raison sociale est obligatoire."],
    ]);
    // The address is checked with the whole identity, once every field reads well.
    expect(issues(sellerSchema.safeParse({ seller: { ...seller, addressLines: ["", " ", "", ""] } }))).toEqual([
      ["seller.addressLines", "L’adresse est obligatoire."],
    ]);
  });

  it("remplit les quatre lignes d'adresse depuis les paramètres et n'envoie que celles qui sont écrites", () => {
    const settings = { seller: { ...seller, addressLines: ["12 rue des Arts", "75011 Paris"], missing: [] } } as unknown as ShopSettingsFieldsFragment;
    expect(sellerFormValues(settings).seller.addressLines).toEqual(["12 rue des Arts", "75011 Paris", "", ""]);
    expect(sellerInput(sellerSchema.parse({ seller }))).toEqual({ ...seller, addressLines: ["12 rue des Arts", "75011 Paris"] });
  });
});

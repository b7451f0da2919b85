import {
  checkSellerIdentity,
  frenchVatNumber,
  isValidSiren,
  missingMentionsWarning,
  missingSellerMentions,
  sellerMessages,
  type SellerIdentityDraft,
  type SellerLegalIdentity,
} from "./seller";

const valid: SellerIdentityDraft = {
  legalName: "Atelier Lumière SAS",
  addressLines: ["12 rue des Arts", "75011 Paris"],
  siren: "732829320",
  vatNumber: "FR44732829320",
  legalMentions: "SAS au capital de 10 000 €, RCS Paris 732 829 320",
};
const problems = (draft: Partial<SellerIdentityDraft>) => checkSellerIdentity({ ...valid, ...draft }).errors.map((e) => [e.field.join("."), e.code, e.message]);

describe("identité légale du vendeur", () => {
  it("vérifie le SIREN par la clé de Luhn", () => {
    for (const siren of ["732829320", "552081317", "542051180", "303265045"]) expect(isValidSiren(siren)).toBe(true);
    for (const siren of ["732829321", "123456789", "73282932", "7328293200", "73282932a", ""]) expect(isValidSiren(siren)).toBe(false);
  });

  it("calcule le numéro de TVA d’un SIREN : FR + (12 + 3 × (SIREN mod 97)) mod 97 + SIREN", () => {
    expect(frenchVatNumber("732829320")).toBe("FR44732829320");
    expect(frenchVatNumber("303265045")).toBe("FR40303265045");
    expect(frenchVatNumber("552081317")).toBe("FR03552081317");
    expect(() => frenchVatNumber("1234")).toThrow(/9 digits/);
  });

  it("accepte une identité complète, normalisée : espaces retirés, majuscules, lignes vides ignorées", () => {
    expect(
      checkSellerIdentity({
        legalName: "  Atelier Lumière SAS ",
        addressLines: [" 12 rue des Arts ", "  ", "75011 Paris"],
        siren: "732 829 320",
        vatNumber: "fr 44 732 829 320",
        legalMentions: " SAS au capital de 10 000 €\r\nRCS Paris 732 829 320 ",
      }),
    ).toEqual({
      value: {
        legalName: "Atelier Lumière SAS",
        addressLines: ["12 rue des Arts", "75011 Paris"],
        siren: "732829320",
        vatNumber: "FR44732829320",
        legalMentions: "SAS au capital de 10 000 €\nRCS Paris 732 829 320",
      },
      errors: [],
    });
  });

  it("laisse SIREN, TVA et mentions vides enregistrables", () => {
    expect(checkSellerIdentity({ legalName: "Atelier", addressLines: ["75011 Paris"], siren: null, vatNumber: " ", legalMentions: undefined })).toEqual({
      value: { legalName: "Atelier", addressLines: ["75011 Paris"], siren: "", vatNumber: "", legalMentions: "" },
      errors: [],
    });
  });

  it("exige la raison sociale et une à quatre lignes d’adresse, chacune bornée", () => {
    expect(problems({ legalName: " ", addressLines: [" "] })).toEqual([
      ["input.legalName", "REQUIRED", "La raison sociale est obligatoire."],
      ["input.addressLines", "REQUIRED", sellerMessages.addressRequired],
    ]);
    expect(problems({ legalName: "x".repeat(121), addressLines: ["a", "b", "c", "d", "e"] })).toEqual([
      ["input.legalName", "TOO_LONG", "La raison sociale ne peut pas dépasser 120 caractères."],
      ["input.addressLines", "TOO_MANY", "L’adresse compte au plus 4 lignes."],
    ]);
    expect(problems({ addressLines: ["12 rue des Arts", "y".repeat(121)] })).toEqual([
      ["input.addressLines.1", "TOO_LONG", "Une ligne d’adresse ne peut pas dépasser 120 caractères."],
    ]);
    expect(problems({ addressLines: ["a", "b", "c", "d"], legalName: "x".repeat(120) })).toEqual([]);
  });

  it("refuse un SIREN qui n’a pas 9 chiffres valides", () => {
    for (const siren of ["732829321", "73282932", "ABC829320"]) {
      expect(problems({ siren, vatNumber: "" })).toEqual([["input.siren", "INVALID_SIREN", "Le SIREN doit comporter 9 chiffres valides."]]);
    }
  });

  it("refuse un numéro de TVA mal formé, sans SIREN, ou qui ne correspond pas au SIREN", () => {
    const mismatch = ["input.vatNumber", "VAT_NUMBER_MISMATCH", "Le numéro de TVA intracommunautaire ne correspond pas au SIREN."];
    expect(problems({ vatNumber: "FR45732829320" })).toEqual([mismatch]);
    expect(problems({ vatNumber: "FR03552081317" })).toEqual([mismatch]);
    expect(problems({ vatNumber: "DE123456789" })).toEqual([["input.vatNumber", "INVALID_VAT_NUMBER", sellerMessages.invalidVatNumber]]);
    expect(problems({ vatNumber: "FR4473282932" })).toEqual([["input.vatNumber", "INVALID_VAT_NUMBER", sellerMessages.invalidVatNumber]]);
    expect(problems({ siren: "" })).toEqual([["input.siren", "REQUIRED", "Le SIREN est obligatoire."]]);
    // An invalid SIREN is the one error: the VAT number is not compared with it.
    expect(problems({ siren: "732829321" })).toEqual([["input.siren", "INVALID_SIREN", sellerMessages.invalidSiren]]);
  });

  it("borne les mentions légales à 1 000 caractères et place les erreurs sous la base donnée", () => {
    expect(problems({ legalMentions: "m".repeat(1001) })).toEqual([
      ["input.legalMentions", "TOO_LONG", "Le texte des mentions légales ne peut pas dépasser 1\u00a0000 caractères."],
    ]);
    expect(checkSellerIdentity({ ...valid, siren: "1" }, ["input", "seller"]).errors.map((e) => e.field)).toEqual([["input", "seller", "siren"]]);
    expect(checkSellerIdentity({ ...valid, legalName: "" }, []).errors.map((e) => e.field)).toEqual([["legalName"]]);
  });

  it("nomme les mentions qu’une facture exige et qui manquent", () => {
    const complete = checkSellerIdentity(valid).value;
    expect(missingSellerMentions(complete)).toEqual([]);
    expect(missingMentionsWarning(complete)).toBeNull();
    const partial: SellerLegalIdentity = { ...complete, siren: "", vatNumber: " ", legalMentions: "" };
    expect(missingSellerMentions(partial)).toEqual(["SIREN", "Numéro de TVA intracommunautaire", "Mentions légales (forme juridique, capital, RCS)"]);
    expect(missingSellerMentions({ legalName: "", addressLines: [" "], siren: "", vatNumber: "", legalMentions: "" })).toEqual([
      "Raison sociale",
      "Adresse",
      "SIREN",
      "Numéro de TVA intracommunautaire",
      "Mentions légales (forme juridique, capital, RCS)",
    ]);
    expect(missingMentionsWarning({ ...complete, siren: "" })).toBe("Mentions manquantes sur les factures\u00a0: SIREN.");
  });
});

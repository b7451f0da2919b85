import { reprintDefaults, reprintResolver, serverErrorsOnForm, type ReprintFormValues } from "./reprintForm";

const items = [
  { name: "Mug 33 cl", quantity: 2 },
  { name: "Poster 30×40", quantity: 1 },
];
const resolve = (values: Partial<ReprintFormValues>) =>
  reprintResolver(items)({ ...reprintDefaults(items), ...values }, undefined, { fields: {}, shouldUseNativeValidation: false }) as {
    values: Record<string, unknown>;
    errors: Record<string, unknown>;
  };

describe("formulaire de réimpression", () => {
  it("envoie les lignes choisies (pas celles à 0), le motif et la note nettoyée", () => {
    expect(resolve({ reason: "LOST", quantities: ["0", "1"], note: "  perdu  " })).toEqual({
      values: { draft: { lines: [{ itemIndex: 1, quantity: 1 }], reason: "LOST", note: "perdu" }, rows: [1] },
      errors: {},
    });
  });

  it("dit en français ce qui manque ou dépasse, sous chaque champ, avant tout envoi", () => {
    const { errors } = resolve({ quantities: ["3", "0"] });
    expect(errors).toMatchObject({
      reason: { message: "Choisissez un motif de réimpression." },
      quantities: { 0: { message: "La quantité doit être comprise entre 1 et 2 (exemplaires commandés de «\u00a0Mug 33 cl\u00a0»)." } },
    });
    expect(resolve({ reason: "MISPRINT" }).errors).toMatchObject({ quantities: { message: "Choisissez au moins une ligne à réimprimer." } });
    expect(resolve({ reason: "MISPRINT", quantities: ["1,5", "0"] }).errors).toMatchObject({
      quantities: { 0: { message: "La quantité doit être un nombre entier." } },
    });
  });

  it("les refus du serveur sur la N-ième ligne envoyée vont à la ligne de la commande dont elle vient", () => {
    const errors = [
      { field: ["input", "lines", "0", "quantity"], message: "trop", code: "OUT_OF_RANGE" },
      { field: ["input", "lines"], message: "aucune", code: "REQUIRED" },
      { field: ["input"], message: "pas payée", code: "NOT_REPRINTABLE" },
      { field: ["input", "note"], message: "longue", code: "TOO_LONG" },
    ];
    expect(serverErrorsOnForm(errors, [1]).map((e) => e.field)).toEqual([["input", "quantities", "1"], ["input", "quantities"], ["input"], ["input", "note"]]);
  });
});

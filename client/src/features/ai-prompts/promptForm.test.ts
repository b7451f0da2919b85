import { emptyPrompt, formatStrength, imageToImagePromptInput, promptSchema, UNREADABLE_STRENGTH, type PromptFormValues } from "./promptForm";

const filled: PromptFormValues = { ...emptyPrompt, name: "Mosaïque", prompt: "transforme la photo en mosaïque romaine" };

const issues = (values: PromptFormValues, otherNames: string[] = ["Vitrail"]) => {
  const result = promptSchema(otherNames).safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
};

describe("formulaire d'un prompt image-to-image", () => {
  it("envoie un nouveau prompt, actif, coût en crédits par défaut de la boutique", () => {
    expect(imageToImagePromptInput(promptSchema([]).parse({ ...filled, strength: 0.7 }))).toEqual({
      name: "Mosaïque",
      prompt: "transforme la photo en mosaïque romaine",
      strength: 0.7,
      previewPath: null,
      creditCost: null,
      isActive: true,
    });
  });

  it("refuse une force hors de 0 à 1 avec le message du serveur", () => {
    expect(issues({ ...filled, strength: 1.5 })).toEqual([["strength", "La force doit être comprise entre 0 et 1."]]);
  });

  it("dit ce qui est attendu quand la force ne se lit pas (trois décimales) ou manque", () => {
    expect(issues({ ...filled, strength: Number.NaN })).toEqual([["strength", UNREADABLE_STRENGTH]]);
    expect(issues({ ...filled, strength: null })).toEqual([["strength", "La force est obligatoire."]]);
  });

  it("borne le coût en crédits à un entier de 0 à 1 000, et refuse le nom d'un autre prompt", () => {
    expect(issues({ ...filled, creditCost: 1001 })).toEqual([["creditCost", "Le coût en crédits doit être compris entre 0 et 1\u00a0000."]]);
    expect(issues({ ...filled, name: "VITRAIL" })).toEqual([["name", "Ce nom est déjà utilisé."]]);
    expect(promptSchema([]).parse({ ...filled, creditCost: 3 }).creditCost).toBe(3);
  });

  it("affiche la force à la française, deux décimales", () => {
    expect(formatStrength(0.65)).toBe("0,65");
    expect(formatStrength(0.7)).toBe("0,70");
  });
});

import { checkImageToImagePrompt, checkStrength, strengthMessages } from "./imageToImagePrompt";

const field = ["input", "strength"];
const create = { base: ["input"], otherNames: ["Vitrail"] };

describe("règles d'un prompt image vers image", () => {
  it.each([0, 1, 0.65, 0.07, 0.3])("accepte la force %p (0 à 1, deux décimales)", (value) => {
    expect(checkStrength(value, field)).toEqual([]);
  });

  it.each([-0.01, 1.01, Number.NaN])("refuse la force %p hors de 0–1", (value) => {
    expect(checkStrength(value, field)).toEqual([{ field, message: strengthMessages.outOfRange, code: "OUT_OF_RANGE" }]);
  });

  it.each([0.655, 0.001, 0.123])("refuse la force %p à plus de deux décimales", (value) => {
    expect(checkStrength(value, field)).toEqual([{ field, message: strengthMessages.tooPrecise, code: "TOO_PRECISE" }]);
  });

  it("exige un prompt, un nom libre, et retient la force arrondie au centième", () => {
    const ok = checkImageToImagePrompt({ name: "Mosaïque", prompt: " mosaïque romaine ", strength: 0.7000000000000001 }, create);
    expect(ok).toEqual({
      value: { name: "Mosaïque", prompt: "mosaïque romaine", strength: 0.7, previewPath: null, creditCost: null, isActive: true },
      errors: [],
    });
    const refused = checkImageToImagePrompt({ name: "VITRAIL", prompt: " ", strength: 2, isActive: false }, create);
    expect(refused.errors.map((e) => [e.field.join("."), e.message])).toEqual([
      ["input.name", "Ce nom est déjà utilisé."],
      ["input.prompt", "Le prompt est obligatoire."],
      ["input.strength", strengthMessages.outOfRange],
    ]);
  });
});

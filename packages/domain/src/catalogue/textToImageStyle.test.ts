import { checkTextToImageStyle } from "./textToImageStyle";

const create = { base: ["input"], otherNames: ["Aquarelle", "Pop Art"] };

describe("règles d'un style texte vers image", () => {
  it("retient les textes sans espaces superflus, les vides comme absents, et active par défaut", () => {
    expect(checkTextToImageStyle({ name: " Gravure ", prompt: "  gravure sur bois ", negativePrompt: " ", creditCost: 2 }, create)).toEqual({
      value: { name: "Gravure", prompt: "gravure sur bois", negativePrompt: null, previewPath: null, creditCost: 2, isActive: true },
      errors: [],
    });
  });

  it("signale chaque champ fautif sur son chemin, sous values pour une modification", () => {
    const update = { base: ["input", "values"], otherNames: ["Aquarelle"] };
    const { errors } = checkTextToImageStyle(
      { name: "aquarelle", prompt: "x".repeat(2001), negativePrompt: "y".repeat(2001), previewPath: "users/a.png", creditCost: -1 },
      update,
    );
    expect(errors.map((e) => [e.field.join("."), e.code])).toEqual([
      ["input.values.name", "DUPLICATE_NAME"],
      ["input.values.prompt", "TOO_LONG"],
      ["input.values.negativePrompt", "TOO_LONG"],
      ["input.values.previewPath", "INVALID_IMAGE"],
      ["input.values.creditCost", "OUT_OF_RANGE"],
    ]);
    expect(errors[1]?.message).toBe("Le prompt ne peut pas dépasser 2\u00a0000 caractères.");
  });

  it("garde l'aperçu actuel, même s'il ne vient pas d'un envoi", () => {
    const check = { ...create, currentImage: "https://cdn.example/old.png" };
    expect(checkTextToImageStyle({ name: "Gravure", previewPath: "https://cdn.example/old.png" }, check).errors).toEqual([]);
  });
});

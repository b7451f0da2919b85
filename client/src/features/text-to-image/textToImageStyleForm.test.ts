import { emptyTextToImageStyle, textToImageStyleInput, textToImageStyleSchema } from "./textToImageStyleForm";

const valid = { ...emptyTextToImageStyle, name: "Néon rétro" };

describe("formulaire d'un style texte-vers-image", () => {
  it("refuse le nom d'un autre style de la liste (règle du serveur)", () => {
    const result = textToImageStyleSchema(["Néon Rétro"]).safeParse(valid);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["name", "Ce nom est déjà utilisé."]]);
  });

  it("refuse une image qui n'a pas été envoyée par le formulaire, mais garde celle du style", () => {
    expect(textToImageStyleSchema([]).safeParse({ ...valid, previewPath: "users/x/photo.png" }).success).toBe(false);
    expect(textToImageStyleSchema([], "styles/neon.svg").safeParse({ ...valid, previewPath: "styles/neon.svg" }).success).toBe(true);
  });

  it("envoie les prompts vides comme null et un coût vide comme le coût par défaut", () => {
    const values = textToImageStyleSchema([]).parse({ ...valid, prompt: " ", creditCost: null });
    expect(textToImageStyleInput(values)).toEqual({
      name: "Néon rétro",
      prompt: null,
      negativePrompt: null,
      previewPath: null,
      creditCost: null,
      isActive: true,
    });
  });
});

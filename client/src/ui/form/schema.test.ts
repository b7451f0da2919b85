import { z } from "zod";
import { money, optionalMoney, requiredText, wholeNumber, withServerRules } from "./schema";

const messagesOf = (schema: z.ZodTypeAny, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("règles des formulaires, avec les messages du serveur", () => {
  it("exige un texte et en borne la longueur", () => {
    expect(messagesOf(requiredText("Le nom", 80), "  ")).toEqual(["Le nom est obligatoire."]);
    expect(messagesOf(requiredText("Le nom", 3), "Colis")).toEqual(["Le nom ne peut pas dépasser 3 caractères."]);
    expect(requiredText("Le nom", 80).parse("  Colissimo ")).toBe("Colissimo");
  });

  it("dit ce qui ne va pas dans un montant", () => {
    expect(messagesOf(money("Le prix"), null)).toEqual(["Le prix est obligatoire."]);
    expect(messagesOf(money("Le prix"), Number.NaN)).toEqual(["Saisissez un montant en euros, par exemple 12,50."]);
    expect(messagesOf(money("Le prix"), -100)[0]).toMatch(/^Le prix doit être compris entre 0,00\s€ et 1\s000\s000,00\s€\.$/);
    expect(money("Le prix").parse(1250)).toBe(1250);
    expect(optionalMoney("Le seuil").parse(null)).toBeNull();
  });

  it("refuse un nombre de jours hors bornes ou non entier", () => {
    expect(messagesOf(wholeNumber("Le délai maximal", 0, 60), 61)).toEqual(["Le délai maximal doit être compris entre 0 et 60."]);
    expect(messagesOf(wholeNumber("Le délai maximal", 0, 60), Number.NaN)).toEqual(["Le nombre doit être un entier (sans décimales)."]);
  });

  it("passe aux règles du serveur une fois chaque champ lisible, avec leurs chemins", () => {
    const check = jest.fn((values: { min: number; max: number }) =>
      values.max < values.min ? [{ field: ["max"], message: "Le maximum est trop petit.", code: "MAX_BELOW_MIN" }] : [],
    );
    const schema = withServerRules(z.object({ min: wholeNumber("Le minimum", 0, 9), max: wholeNumber("Le maximum", 0, 9) }), check);
    expect(schema.safeParse({ min: 3, max: null }).error?.issues.map((i) => i.message)).toEqual(["Le maximum est obligatoire."]);
    expect(check).not.toHaveBeenCalled();
    expect(schema.safeParse({ min: 3, max: 2 }).error?.issues.map((i) => [i.path, i.message])).toEqual([[["max"], "Le maximum est trop petit."]]);
  });
});

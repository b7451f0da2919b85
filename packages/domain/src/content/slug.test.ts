import { checkSlug, slugify, titleWords } from "./slug";

describe("liens (slugs)", () => {
  it("replie les accents et ligatures français et ne garde que lettres, chiffres et tirets", () => {
    expect(slugify("Conditions générales de vente (CGV)")).toBe("conditions-generales-de-vente-cgv");
    expect(slugify("  Œuvres d’été à Noël ! ")).toBe("oeuvres-d-ete-a-noel");
    expect(slugify("Ça, c’est l’Île-de-France")).toBe("ca-c-est-l-ile-de-france");
    expect(slugify("???")).toBe("");
  });

  it("coupe à 80 caractères sans finir par un tiret", () => {
    const slug = slugify(`${"a".repeat(79)} bcd`);
    expect(slug).toBe("a".repeat(79));
    expect(slugify("mot ".repeat(40)).length).toBeLessThanOrEqual(80);
    expect(slugify("mot ".repeat(40)).endsWith("-")).toBe(false);
  });

  it("prend le titre quand le lien est vide, et refuse un lien mal formé", () => {
    expect(checkSlug("  ", "À propos", ["input", "slug"])).toEqual({ value: "a-propos", errors: [] });
    expect(checkSlug("A propos", "x", ["input", "slug"]).errors.map((e) => e.code)).toEqual(["INVALID_SLUG"]);
    expect(checkSlug("a--b", "x", ["input", "slug"]).errors.map((e) => e.code)).toEqual(["INVALID_SLUG"]);
    expect(checkSlug("", "!!!", ["input", "slug"]).errors.map((e) => e.code)).toEqual(["REQUIRED"]);
  });

  it("donne les mots d'un titre qu'une recherche trouve", () => {
    expect(titleWords("Les couleurs de Noël à l'atelier")).toEqual(["les", "couleurs", "de", "noel", "atelier"]);
  });
});

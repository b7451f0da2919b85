import { checkBlogPost, checkContent, CONTENT_LIMITS, searchToken, searchTokens } from "./contentEntry";

const now = new Date("2026-11-23T10:00:00Z");
const base = ["input"];
const codes = (errors: { field: string[]; code: string }[]) => errors.map((e) => `${e.field.at(-1)} ${e.code}`);

describe("pages et articles : champs et publication", () => {
  it("accepte un brouillon sans contenu, et refuse de le publier sans contenu", () => {
    expect(checkContent({ title: "À propos", status: "DRAFT" }, { base, kind: "page", now }).errors).toEqual([]);
    expect(codes(checkContent({ title: "À propos", body: " \n", status: "PUBLISHED" }, { base, kind: "page", now }).errors)).toEqual(["body REQUIRED"]);
    expect(codes(checkContent({ title: " ", body: "x", status: "PUBLISHED" }, { base, kind: "page", now }).errors)).toEqual([
      "title REQUIRED",
      "slug REQUIRED",
    ]);
  });

  it("borne le titre SEO à 60 caractères et la description à 160", () => {
    const ok = checkContent(
      { title: "t", body: "x", status: "DRAFT", seoTitle: "a".repeat(CONTENT_LIMITS.seoTitle), seoDescription: "b".repeat(160) },
      { base, kind: "page", now },
    );
    expect(ok.errors).toEqual([]);
    const tooLong = checkContent({ title: "t", status: "DRAFT", seoTitle: "a".repeat(61), seoDescription: "b".repeat(161) }, { base, kind: "page", now });
    expect(tooLong.errors.map((e) => e.message)).toEqual([
      "Le titre SEO ne peut pas dépasser 60 caractères.",
      "La description SEO ne peut pas dépasser 160 caractères.",
    ]);
  });

  it("programme un article dans le futur seulement, et jamais une page", () => {
    const post = (publishAt: string | null) => checkContent({ title: "t", body: "x", status: "SCHEDULED", publishAt }, { base, kind: "post", now });
    expect(post("2026-11-23T10:00:01Z")).toMatchObject({ value: { publishAt: "2026-11-23T10:00:01.000Z" }, errors: [] });
    expect(codes(post("2026-11-23T10:00:00Z").errors)).toEqual(["publishAt OUT_OF_RANGE"]);
    expect(codes(post(null).errors)).toEqual(["publishAt REQUIRED"]);
    expect(codes(checkContent({ title: "t", body: "x", status: "SCHEDULED", publishAt: "2027-01-01T00:00:00Z" }, { base, kind: "page", now }).errors)).toEqual([
      "status INVALID",
    ]);
  });

  it("dédoublonne les étiquettes (casse et accents ignorés), en garde 10 au plus, et vérifie l'image", () => {
    const post = (extra: object) => checkBlogPost({ title: "t", status: "DRAFT", authorId: "uid", ...extra }, { base, now });
    expect(post({ tags: [" Noël ", "noel", "Atelier", ""] }).value.tags).toEqual(["Noël", "Atelier"]);
    expect(codes(post({ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }).errors)).toEqual(["tags TOO_MANY"]);
    expect(codes(post({ coverImagePath: "../secret.png" }).errors)).toEqual(["coverImagePath INVALID_IMAGE"]);
    expect(post({ coverImagePath: "media/blog/couverture.jpg" }).errors).toEqual([]);
    expect(codes(post({ authorId: " " }).errors)).toEqual(["authorId REQUIRED"]);
  });

  it("cherche par étiquette et mot du titre en une seule valeur array-contains", () => {
    expect(searchTokens("Couleurs de Noël", ["Atelier"])).toEqual(["couleurs", "de", "noel", "#atelier", "#atelier couleurs", "#atelier de", "#atelier noel"]);
    expect(searchToken({ search: "les COULEURS", tag: "Atelier" })).toBe("#atelier couleurs");
    expect(searchToken({ search: " ", tag: null })).toBeNull();
  });
});

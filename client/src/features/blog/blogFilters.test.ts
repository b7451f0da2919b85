import { blogPostFilter, postsLabel } from "./blogFilters";

describe("filtres de la liste du blog", () => {
  it("ne garde qu'un statut connu et laisse de côté les textes vides", () => {
    expect(blogPostFilter({ status: "SCHEDULED", tag: " Noël ", q: "" })).toEqual({ status: "SCHEDULED", tag: "Noël", search: null });
    expect(blogPostFilter({ status: "ARCHIVED", tag: "", q: " couleurs " })).toEqual({ status: null, tag: null, search: "couleurs" });
  });

  it("compte les articles en français", () => {
    expect(postsLabel(1)).toBe("1 article");
    expect(postsLabel(1200)).toBe("1\u202f200 articles");
  });
});

import { normaliseSearchText, searchKeysOutdated, userListFields, userSearchKeys } from "./userSearchKeys";

describe("clés de recherche des utilisateurs", () => {
  it("retire accents et majuscules", () => {
    expect(normaliseSearchText("  ÉLODIE   Dupont-Lefèvre ")).toBe("elodie dupont-lefevre");
    expect(normaliseSearchText("Çà Noël Œil")).toBe("ca noel œil");
  });

  it("calcule les quatre clés d'un utilisateur", () => {
    expect(userSearchKeys({ email: "Elodie.Dupont@Exemple.fr", firstName: "Élodie", lastName: "Dupont" })).toEqual({
      emailKey: "elodie.dupont@exemple.fr",
      firstNameKey: "elodie",
      lastNameKey: "dupont",
      fullNameKey: "elodie dupont",
    });
  });

  it("laisse null ce qui manque", () => {
    expect(userSearchKeys({ email: null, firstName: "Zoé" })).toEqual({
      emailKey: null,
      firstNameKey: "zoe",
      lastNameKey: null,
      fullNameKey: "zoe",
    });
  });

  it("dit quand les clés stockées sont périmées", () => {
    const keys = userSearchKeys({ email: "a@b.fr", firstName: "Anaïs", lastName: "Roy" });
    expect(searchKeysOutdated({ ...keys }, keys)).toBe(false);
    expect(searchKeysOutdated({ ...keys, firstNameKey: "anais " }, keys)).toBe(true);
    expect(searchKeysOutdated({}, keys)).toBe(true);
  });

  it("dit si l'utilisateur a des crédits", () => {
    expect(userListFields({ credits: 3 }).hasCredits).toBe(true);
    expect(userListFields({ credits: 0 }).hasCredits).toBe(false);
    expect(userListFields({}).hasCredits).toBe(false);
  });
});

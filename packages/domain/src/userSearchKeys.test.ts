import { normaliseSearchText, outdatedUserListFields, userListFields, userSearchKeys } from "./userSearchKeys";

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

  it("dit quels champs de liste stockés sont absents ou périmés, et rien quand tout est juste", () => {
    const written = { email: "a@b.fr", firstName: "Anaïs", lastName: "Roy", credits: 0 };
    expect(outdatedUserListFields(written)).toEqual({
      emailKey: "a@b.fr",
      firstNameKey: "anais",
      lastNameKey: "roy",
      fullNameKey: "anais roy",
      hasCredits: false,
    });
    const upToDate = { ...written, ...userListFields(written) };
    expect(outdatedUserListFields(upToDate)).toBeNull();
    expect(outdatedUserListFields({ ...upToDate, credits: 5 })).toEqual({ hasCredits: true });
    expect(outdatedUserListFields({ ...upToDate, firstName: "Zoé" })).toEqual({ firstNameKey: "zoe", fullNameKey: "zoe roy" });
  });

  it("tient une clé absente pour null : un utilisateur sans nom n'est pas réécrit", () => {
    expect(outdatedUserListFields({ email: "x@y.fr", emailKey: "x@y.fr", hasCredits: false })).toBeNull();
  });

  it("dit si l'utilisateur a des crédits", () => {
    expect(userListFields({ credits: 3 }).hasCredits).toBe(true);
    expect(userListFields({ credits: 0 }).hasCredits).toBe(false);
    expect(userListFields({}).hasCredits).toBe(false);
  });
});

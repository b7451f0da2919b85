import { parsePaletteQuery } from "./paletteQuery";

describe("ce que la palette cherche pour un texte", () => {
  it("ne cherche rien sous 2 caractères", () => {
    expect(parsePaletteQuery(" a ")).toEqual({ text: "a", users: null, orders: null, creationId: null, titles: null });
    expect(parsePaletteQuery("#A")).toMatchObject({ users: null, orders: null });
  });

  it("un numéro court précédé de # : les commandes seules, par préfixe d'identifiant en majuscules", () => {
    expect(parsePaletteQuery("#zvsl43")).toEqual({ text: "#zvsl43", users: null, orders: "ZVSL43", creationId: null, titles: null });
    expect(parsePaletteQuery("# ab-12").orders).toBeNull();
  });

  it("un mot : utilisateurs, commandes par préfixe d'identifiant, articles et pages par titre", () => {
    expect(parsePaletteQuery("ZvSL43")).toEqual({ text: "ZvSL43", users: "ZvSL43", orders: "ZVSL43", creationId: null, titles: "ZvSL43" });
  });

  it("un identifiant de document : la création aussi", () => {
    expect(parsePaletteQuery("aB3dE5fG7hJ9kL1mN3pQ").creationId).toBe("aB3dE5fG7hJ9kL1mN3pQ");
  });

  it("un nom de plusieurs mots : utilisateurs et titres, pas de commande ni de création", () => {
    expect(parsePaletteQuery("  Élodie   Martin ")).toEqual({
      text: "Élodie Martin",
      users: "Élodie Martin",
      orders: null,
      creationId: null,
      titles: "Élodie Martin",
    });
  });

  it("une partie d'e-mail : les utilisateurs par préfixe d'e-mail, pas encore les commandes", () => {
    expect(parsePaletteQuery("Client@atel")).toEqual({ text: "Client@atel", users: "client@atel", orders: null, creationId: null, titles: null });
  });

  it("un e-mail entier : l'utilisateur et ses commandes", () => {
    expect(parsePaletteQuery("client@atelier.test")).toMatchObject({ users: "client@atelier.test", orders: "client@atelier.test" });
  });

  it("coupe à 200 caractères, la limite de l'API", () => {
    expect(parsePaletteQuery("x".repeat(300)).text).toHaveLength(200);
  });
});

import { personName } from "./person";

describe("personName", () => {
  it("le nom complet s’il est connu, prénom et nom à défaut", () => {
    expect(personName({ fullName: "Camille Martin", email: "c@x.fr" }, "Admin")).toBe("Camille Martin");
    expect(personName({ firstName: "Camille", lastName: " ", email: "c@x.fr" }, "Admin")).toBe("Camille");
  });

  it("puis l’e-mail, puis ce que l’écran dit d’une personne sans nom", () => {
    expect(personName({ fullName: " ", email: "c@x.fr" }, "Admin")).toBe("c@x.fr");
    expect(personName({ fullName: null, email: null }, "Administrateur")).toBe("Administrateur");
    expect(personName(null, "la boutique")).toBe("la boutique");
  });
});

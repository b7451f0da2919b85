import { adminDisplayName } from "./adminDisplayName";

describe("adminDisplayName", () => {
  it("affiche le nom complet quand il est connu", () => {
    expect(adminDisplayName({ firstName: "Camille", lastName: "Martin", email: "c@x.fr" })).toBe("Camille Martin");
  });

  it("se contente du prénom ou du nom s'il n'y a que lui", () => {
    expect(adminDisplayName({ firstName: "Camille", lastName: null, email: "c@x.fr" })).toBe("Camille");
  });

  it("affiche l'e-mail à défaut de nom", () => {
    expect(adminDisplayName({ firstName: " ", lastName: null, email: "c@x.fr" })).toBe("c@x.fr");
  });

  it("affiche « Admin » sans nom ni e-mail", () => {
    expect(adminDisplayName({ firstName: null, lastName: null, email: null })).toBe("Admin");
    expect(adminDisplayName(null)).toBe("Admin");
  });
});

import {
  catalogueMessages,
  checkCents,
  checkCreditCost,
  checkImagePath,
  checkName,
  checkReorder,
  checkRoomForOneMore,
  checkUnused,
  copyName,
  inUseMessage,
  nameKey,
  nextPosition,
  toCents,
  toEuros,
  updaterName,
} from "./common";
import { MAX_CATALOGUE_ITEMS } from "./limits";
import { textToImageStyleReferences } from "./textToImageStyle";
import { printingProductReferences } from "./printingProduct";

const field = ["input", "name"];
const codes = (errors: { code: string }[]) => errors.map((e) => e.code);

describe("règles communes du catalogue", () => {
  it("compare les noms sans casse, accents ni espaces répétés", () => {
    expect(nameKey("  Pâté  DE Campagne ")).toBe("pate de campagne");
    expect(checkName("ART DÉCO", field, ["Art déco"]).errors).toEqual([{ field, message: catalogueMessages.duplicateName, code: "DUPLICATE_NAME" }]);
    expect(checkName("Art deco 2", field, ["Art déco"])).toEqual({ value: "Art deco 2", errors: [] });
  });

  it("exige un nom de 1 à 80 caractères une fois les espaces retirés", () => {
    expect(checkName("   ", field, []).errors[0]?.message).toBe("Le nom est obligatoire.");
    expect(checkName("x".repeat(81), field, []).errors[0]?.message).toBe("Le nom ne peut pas dépasser 80 caractères.");
    expect(checkName(` ${"x".repeat(80)} `, field, []).errors).toEqual([]);
  });

  it("accepte des centimes entiers de 0 à 100 000 000", () => {
    expect(checkCents(0, field, "Le prix")).toEqual([]);
    expect(checkCents(100_000_000, field, "Le prix")).toEqual([]);
    expect(checkCents(100_000_001, field, "Le prix")[0]?.message).toBe("Le prix doit être compris entre 0,00\u00a0€ et 1\u00a0000\u00a0000,00\u00a0€.");
    expect(codes(checkCents(-1, field, "Le prix"))).toEqual(["OUT_OF_RANGE"]);
    expect(codes(checkCents(10.5, field, "Le prix"))).toEqual(["NOT_WHOLE_NUMBER"]);
  });

  it("convertit euros et centimes sans erreur d'arrondi", () => {
    expect(toCents(6.9)).toBe(690);
    expect(toCents(29.99)).toBe(2999);
    expect(toCents(0.07)).toBe(7);
    expect(toEuros(690)).toBe(6.9);
    expect(toCents(toEuros(1999))).toBe(1999);
  });

  it("accepte un coût en crédits nul (défaut de la boutique) ou entier de 0 à 1 000", () => {
    expect(checkCreditCost(null, field)).toEqual({ value: null, errors: [] });
    expect(checkCreditCost(1000, field).errors).toEqual([]);
    expect(checkCreditCost(1001, field).errors[0]?.message).toBe("Le coût en crédits doit être compris entre 0 et 1\u00a0000.");
    expect(codes(checkCreditCost(1.5, field).errors)).toEqual(["NOT_WHOLE_NUMBER"]);
  });

  it("n'accepte comme image que l'actuelle ou un fichier envoyé au catalogue", () => {
    const uploaded = "catalogue/0b6f3c8e-4d0a-4a59-9c3e-1a2b3c4d5e6f.webp";
    expect(checkImagePath(uploaded, field, null)).toEqual({ value: uploaded, errors: [] });
    expect(checkImagePath("styles/aquarelle.svg", field, "styles/aquarelle.svg").errors).toEqual([]);
    expect(checkImagePath("  ", field, "styles/aquarelle.svg")).toEqual({ value: null, errors: [] });
    expect(codes(checkImagePath("creations/secret.png", field, null).errors)).toEqual(["INVALID_IMAGE"]);
    expect(codes(checkImagePath("catalogue/../users.png", field, null).errors)).toEqual(["INVALID_IMAGE"]);
  });

  it("accepte une image de la médiathèque, jamais un chemin qui en sort", () => {
    for (const path of ["media/affiches/ete-2026.png", "media/photo.jpg", "styles/aquarelle.svg", "products/poster.svg"]) {
      expect(checkImagePath(path, field, null).errors).toEqual([]);
    }
    for (const path of [
      "media/../creations/a.png",
      "media/a/../../users.png",
      "media/Photo.PNG",
      "media/.cache/a.png",
      "thumbnails/media/a.png.webp",
      "media/a.html",
    ]) {
      expect(codes(checkImagePath(path, field, null).errors)).toEqual(["INVALID_IMAGE"]);
    }
  });

  it("refuse un élément de plus au-delà de 200", () => {
    expect(checkRoomForOneMore(MAX_CATALOGUE_ITEMS - 1, field)).toEqual([]);
    expect(checkRoomForOneMore(MAX_CATALOGUE_ITEMS, field)).toEqual([{ field, message: "La liste ne peut pas dépasser 200 éléments.", code: "TOO_MANY" }]);
  });

  it("place le suivant après la plus haute position", () => {
    expect(nextPosition([])).toBe(0);
    expect(nextPosition([0, 4, 2])).toBe(5);
  });

  it("nomme une copie « (copie) », puis « (copie 2) »…, en tenant dans 80 caractères", () => {
    expect(copyName("Aquarelle", ["Aquarelle"])).toBe("Aquarelle (copie)");
    expect(copyName("Aquarelle", ["Aquarelle", "aquarelle (COPIE)", "Aquarelle (copie 2)"])).toBe("Aquarelle (copie 3)");
    const long = copyName("x".repeat(80), []);
    expect(long).toHaveLength(80);
    expect(long.endsWith("x (copie)")).toBe(true);
  });

  it("exige pour un nouvel ordre exactement l'ensemble actuel", () => {
    const ids = ["a", "b", "c"];
    expect(checkReorder(["c", "a", "b"], ids, field)).toEqual([]);
    for (const changed of [
      ["a", "b"],
      ["a", "b", "c", "d"],
      ["a", "a", "b"],
      ["a", "b", "x"],
    ]) {
      expect(checkReorder(changed, ids, field)).toEqual([{ field, message: "La liste a changé entre-temps — rechargez", code: "STALE_ORDER" }]);
    }
  });

  it("nomme l'auteur d'une version plus récente : nom complet, sinon e-mail, sinon uid", () => {
    expect(updaterName("u1", { firstName: "Camille", lastName: " Martin ", email: "c@a.fr" })).toBe("Camille Martin");
    expect(updaterName("u1", { firstName: "Camille" })).toBe("Camille");
    expect(updaterName("u1", { email: "c@a.fr", firstName: " " })).toBe("c@a.fr");
    expect(updaterName("u1", undefined)).toBe("u1");
    expect(updaterName(null, undefined)).toBe("un autre administrateur");
  });

  it("refuse la suppression d'un élément utilisé en disant combien l'utilisent, au pluriel français", () => {
    expect(inUseMessage(textToImageStyleReferences, 12)).toBe(
      "Ce style est utilisé par 12 créations\u00a0: il ne peut pas être supprimé. Désactivez-le plutôt.",
    );
    expect(inUseMessage(textToImageStyleReferences, 1)).toBe("Ce style est utilisé par 1 création\u00a0: il ne peut pas être supprimé. Désactivez-le plutôt.");
    expect(inUseMessage(printingProductReferences, 999)).toBe(
      "Ce produit figure dans 999 commandes\u00a0: il ne peut pas être supprimé. Désactivez-le plutôt.",
    );
    expect(checkUnused(textToImageStyleReferences, 0, field)).toEqual([]);
    expect(codes(checkUnused(textToImageStyleReferences, 2, field))).toEqual(["IN_USE"]);
    // Uses are counted up to 1,000: the cap reads « au moins ».
    expect(inUseMessage(textToImageStyleReferences, 1000)).toContain(" au moins 1\u00a0000 ");
  });
});

describe("le dossier des règles du catalogue", () => {
  it("n'importe rien hors de lui-même sauf ../userErrors, ../money et ../fields (la console l'importe aussi)", () => {
    const { readdirSync, readFileSync } = jest.requireActual<typeof import("node:fs")>("node:fs");
    const sources = readdirSync(__dirname).filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"));
    const imports = sources.flatMap((file) => [...readFileSync(`${__dirname}/${file}`, "utf8").matchAll(/from "([^"]+)"/g)].map((match) => match[1]));
    expect(imports.filter((path) => !path?.startsWith("./") && !["../userErrors", "../money", "../fields"].includes(path ?? ""))).toEqual([]);
  });
});

import type { PrintingProductFieldsFragment } from "../../gql/graphql";
import { emptyProduct, newVariant, printingProductInput, productFormValues, productSchema, type ProductFormValues } from "./productForm";

const filled: ProductFormValues = {
  ...emptyProduct,
  name: "Sweat à capuche",
  basePriceCents: 4990,
  printCostCents: 1870,
  variants: [
    { ...newVariant(), name: "Taille M" },
    { ...newVariant(), name: "Taille XL", priceSupplementCents: 300 },
  ],
};

const tshirt = {
  id: "tshirt-bio",
  name: "T-shirt coton bio",
  description: null,
  format: "S à XXL",
  material: null,
  basePriceCents: 2990,
  printCostCents: 980,
  imagePath: "products/tshirt-bio.svg",
  isActive: false,
  variants: [{ id: "tshirt-bio-s", name: "S", priceSupplementCents: 0, isActive: true }],
} as PrintingProductFieldsFragment;

const issues = (values: ProductFormValues, otherNames: string[] = ["Poster 30 × 40 cm"], product?: PrintingProductFieldsFragment) => {
  const result = productSchema(otherNames, product).safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
};

describe("formulaire d'un produit d'impression", () => {
  it("accepte un produit à deux variantes et l'envoie tel que l'API l'attend", () => {
    const values = productSchema([]).parse({ ...filled, format: "  ", description: " Molleton bio " });
    expect(printingProductInput(values)).toEqual({
      name: "Sweat à capuche",
      description: "Molleton bio",
      format: null,
      material: null,
      basePriceCents: 4990,
      printCostCents: 1870,
      imagePath: null,
      isActive: true,
      variants: [
        { id: null, name: "Taille M", priceSupplementCents: 0, isActive: true },
        { id: null, name: "Taille XL", priceSupplementCents: 300, isActive: true },
      ],
    });
  });

  it("refuse, avec les mots du serveur, deux variantes du même nom (casse et accents ignorés), sur la seconde", () => {
    const variants = [...filled.variants, { ...newVariant(), name: " taille m " }];
    expect(issues({ ...filled, variants })).toEqual([["variants.2.name", "Ce nom de variante est déjà utilisé pour ce produit."]]);
  });

  it("refuse plus de 20 variantes, et le nom d'un autre produit", () => {
    const variants = Array.from({ length: 21 }, (_, i) => ({ ...newVariant(), name: `T${i}` }));
    expect(issues({ ...filled, variants })).toEqual([["variants", "Un produit ne peut pas avoir plus de 20 variantes."]]);
    expect(issues({ ...filled, name: "poster 30 × 40 CM" })).toEqual([["name", "Ce nom est déjà utilisé."]]);
  });

  it("dit en français ce qui manque, champ par champ", () => {
    expect(issues({ ...filled, name: " ", basePriceCents: null, variants: [{ ...newVariant(), priceSupplementCents: Number.NaN }] })).toEqual([
      ["name", "Le nom est obligatoire."],
      ["basePriceCents", "Le prix de vente est obligatoire."],
      ["variants.0.name", "Le nom est obligatoire."],
      ["variants.0.priceSupplementCents", "Saisissez un montant en euros, par exemple 12,50."],
    ]);
  });

  it("reprend un produit existant : variantes avec leurs identifiants, image gardée telle quelle", () => {
    const values = productFormValues(tshirt);
    expect(values).toMatchObject({ description: "", format: "S à XXL", imagePath: "products/tshirt-bio.svg", isActive: false });
    expect(issues(values, [], tshirt)).toEqual([]);
    expect(printingProductInput(productSchema([], tshirt).parse(values)).variants).toEqual([
      { id: "tshirt-bio-s", name: "S", priceSupplementCents: 0, isActive: true },
    ]);
  });

  it("refuse une image qui ne vient ni du produit ni de la médiathèque", () => {
    expect(issues({ ...filled, imagePath: "users/secret.png" })).toEqual([["imagePath", "Image invalide\u00a0: choisissez une image de la médiathèque."]]);
  });
});

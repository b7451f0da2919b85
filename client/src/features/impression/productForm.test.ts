import type { PrintingProductFieldsFragment } from "../../gql/graphql";
import { newVariant, printingProductInput, productFields, productSchema, type ProductFormFields } from "./productForm";

const filled: ProductFormFields = {
  ...productFields(),
  name: "Sweat à capuche",
  basePriceCents: 4990,
  printCostCents: 1870,
  variants: [
    { ...newVariant(), name: "Taille M" },
    { ...newVariant(), name: "Taille XL", priceSupplementCents: 300 },
  ],
};

const issues = (fields: ProductFormFields) => {
  const result = productSchema.safeParse(fields);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
};

describe("formulaire d'un produit d'impression", () => {
  it("accepte un produit avec deux variantes et l'envoie tel que l'API l'attend", () => {
    const values = productSchema.parse({ ...filled, format: "  ", description: " Molleton bio " });
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

  it("refuse deux variantes du même nom (casse et accents ignorés), sur la seconde", () => {
    const variants = [...filled.variants, { ...newVariant(), name: " taille m " }];
    expect(issues({ ...filled, variants })).toEqual([["variants.2.name", "Ce nom de variante est déjà utilisé pour ce produit."]]);
  });

  it("refuse plus de 20 variantes", () => {
    const variants = Array.from({ length: 21 }, (_, i) => ({ ...newVariant(), name: `T${i}` }));
    expect(issues({ ...filled, variants })).toEqual([["variants", "Un produit ne peut pas avoir plus de 20 variantes."]]);
  });

  it("dit en français ce qui manque", () => {
    expect(issues({ ...filled, name: " ", basePriceCents: null, variants: [{ ...newVariant(), priceSupplementCents: Number.NaN }] })).toEqual([
      ["name", "Le nom est obligatoire."],
      ["basePriceCents", "Le prix de vente est obligatoire."],
      ["variants.0.name", "Le nom est obligatoire."],
      ["variants.0.priceSupplementCents", "Saisissez un montant en euros, par exemple 12,50."],
    ]);
  });

  it("reprend un produit existant, variantes et leurs identifiants compris", () => {
    const product = {
      id: "tshirt-bio",
      name: "T-shirt coton bio",
      description: null,
      format: "S à XXL",
      material: null,
      basePriceCents: 2990,
      printCostCents: 980,
      imagePath: "products/tshirt-bio.svg",
      isActive: false,
      variants: [{ id: "v1", name: "S", priceSupplementCents: 0, isActive: true }],
    } as PrintingProductFieldsFragment;
    const fields = productFields(product);
    expect(fields).toMatchObject({ description: "", format: "S à XXL", imagePath: "products/tshirt-bio.svg", isActive: false });
    expect(printingProductInput(productSchema.parse(fields)).variants).toEqual([{ id: "v1", name: "S", priceSupplementCents: 0, isActive: true }]);
  });
});

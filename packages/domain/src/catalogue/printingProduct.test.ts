import { checkPrintingProduct, margin, variantMessages, type PrintingProductInput, type ProductCheck } from "./printingProduct";

function check(currentVariantIds: string[] = []): ProductCheck {
  let n = 0;
  return { base: ["input"], otherNames: ["Poster 30 × 40 cm"], currentVariantIds, newVariantId: () => `new-${++n}` };
}
const valid: PrintingProductInput = {
  name: "Sweat à capuche",
  basePriceCents: 4990,
  printCostCents: 1870,
  variants: [],
};
const problems = (input: Partial<PrintingProductInput>, ids?: string[]) =>
  checkPrintingProduct({ ...valid, ...input }, check(ids)).errors.map((e) => [e.field.join("."), e.code]);
const variant = (name: string, id: string | null = null) => ({ id, name, priceSupplementCents: 0, isActive: true });

describe("règles d'un produit d'impression", () => {
  it("calcule la marge en centimes et en % du prix de vente, à une décimale", () => {
    expect(margin(2990, 980)).toEqual({ marginCents: 2010, marginPercent: 67.2 });
    expect(margin(1000, 1200)).toEqual({ marginCents: -200, marginPercent: -20 });
    expect(margin(0, 0)).toEqual({ marginCents: 0, marginPercent: null });
  });

  it("borne prix de vente et coût d'impression, et les textes", () => {
    expect(problems({ basePriceCents: 100_000_001, printCostCents: -1, format: "x".repeat(81), description: "d".repeat(501) })).toEqual([
      ["input.description", "TOO_LONG"],
      ["input.format", "TOO_LONG"],
      ["input.basePriceCents", "OUT_OF_RANGE"],
      ["input.printCostCents", "OUT_OF_RANGE"],
    ]);
  });

  it("garde les identifiants des variantes connues et en crée pour les nouvelles, les inconnues et les répétées", () => {
    const { value, errors } = checkPrintingProduct(
      { ...valid, variants: [variant("S", "v-s"), variant("M"), variant("L", "forged"), { ...variant("XL", "v-s"), priceSupplementCents: 200 }] },
      check(["v-s", "v-m"]),
    );
    expect(errors).toEqual([]);
    expect(value.variants).toEqual([
      { id: "v-s", name: "S", priceSupplementCents: 0, isActive: true },
      { id: "new-1", name: "M", priceSupplementCents: 0, isActive: true },
      { id: "new-2", name: "L", priceSupplementCents: 0, isActive: true },
      { id: "new-3", name: "XL", priceSupplementCents: 200, isActive: true },
    ]);
  });

  it("exige des noms de variantes uniques dans le produit et des suppléments valides", () => {
    expect(problems({ variants: [variant("XL"), variant(" xl "), { ...variant(""), priceSupplementCents: -1 }] })).toEqual([
      ["input.variants.1.name", "DUPLICATE_NAME"],
      ["input.variants.2.name", "REQUIRED"],
      ["input.variants.2.priceSupplementCents", "OUT_OF_RANGE"],
    ]);
  });

  it("refuse plus de 20 variantes", () => {
    const errors = checkPrintingProduct({ ...valid, variants: Array.from({ length: 21 }, (_, i) => variant(`T${i}`)) }, check()).errors;
    expect(errors).toEqual([{ field: ["input", "variants"], message: variantMessages.tooMany, code: "TOO_MANY" }]);
  });
});

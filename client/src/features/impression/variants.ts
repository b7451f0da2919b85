/**
 * The variants rules the form checks before sending (the server checks them again): at most
 * MAX_VARIANTS per product, and names unique within the product whatever their case or accents
 * (« Taille M » and « taille m » are the same variant to a customer).
 */
export const MAX_VARIANTS = 20;

export const DUPLICATE_VARIANT_NAME = "Une autre variante porte déjà ce nom.";

const nameKey = (name: string) =>
  name
    .trim()
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLocaleLowerCase("fr-FR");

/** Positions of the variants whose name repeats an earlier one (blank names are left to `required`). */
export function duplicateVariantNames(names: readonly string[]): number[] {
  const seen = new Set<string>();
  const duplicates: number[] = [];
  names.forEach((name, index) => {
    const key = nameKey(name);
    if (!key) return;
    if (seen.has(key)) duplicates.push(index);
    seen.add(key);
  });
  return duplicates;
}

/**
 * Slugs of pages and posts: the last part of their storefront address (/pages/<slug>,
 * /blog/<slug>). Generated from the title with French accents folded, editable, unique per kind.
 * Pure and dependency-free: the console imports it too.
 */
import { userError, type UserError } from "../userErrors";

export const MAX_SLUG_LENGTH = 80;

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Lower case, accents and ligatures folded (« Œuvres d’été » → « oeuvres d’ete »). */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    .replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");
}

/** « Conditions générales de vente (CGV) » → « conditions-generales-de-vente-cgv ». */
export function slugify(title: string): string {
  return foldText(title)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, "");
}

export const slugMessages = {
  invalid: "Le lien ne peut contenir que des lettres minuscules sans accents, des chiffres et des tirets.",
  taken: "Ce lien est déjà utilisé.",
} as const;

/** A slug typed by the administrator (blank: made from the title): the slug to store, or the errors. */
export function checkSlug(slug: string | null | undefined, title: string, field: string[]): { value: string; errors: UserError[] } {
  const value = (slug ?? "").trim() || slugify(title);
  if (!value) return { value, errors: [userError(field, "Le lien est obligatoire.", "REQUIRED")] };
  if (value.length > MAX_SLUG_LENGTH) return { value, errors: [userError(field, `Le lien ne peut pas dépasser ${MAX_SLUG_LENGTH} caractères.`, "TOO_LONG")] };
  if (!SLUG_PATTERN.test(value)) return { value, errors: [userError(field, slugMessages.invalid, "INVALID_SLUG")] };
  return { value, errors: [] };
}

export const slugTaken = (field: string[]) => userError(field, slugMessages.taken, "SLUG_TAKEN");

/** The words of a title a search can find (folded, two letters or more, once each). */
export function titleWords(title: string): string[] {
  return [
    ...new Set(
      foldText(title)
        .split(/[^a-z0-9]+/)
        .filter((word) => word.length >= 2),
    ),
  ];
}

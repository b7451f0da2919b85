/**
 * What the four catalogue lists' rules share (docs/catalogue.md): names unique within a list,
 * money in whole cents, credit costs, images, list size, reordering and the refusal of a
 * referenced delete. Pure and isomorphic: the console imports this folder too, so nothing here
 * imports anything but the kernel's shared modules (`../userErrors`, `../money`, `../fields`).
 */
import { allErrors, at, frenchInteger, userError, type UserError } from "../userErrors";
import { MAX_CATALOGUE_ITEMS, MAX_CREDIT_COST, USAGE_COUNT_CAP } from "./limits";
import { centsToEuros, eurosToCents, frenchEuros, MAX_CENTS } from "../money";
import { centsField, checkNumberField, checkTextField, intField, textField } from "../fields";

/** Money is the kernel's (../money), the path and error helpers ../userErrors': re-exported for the catalogue's callers. */
export { allErrors, at, frenchEuros, MAX_CENTS, MAX_CREDIT_COST };

/** A value checked by a rule: what to store (trimmed, normalised) and what is wrong with it. */
export interface Checked<T> {
  value: T;
  errors: UserError[];
}

/**
 * Where a rule reports and what it compares with. `base` is the path of the values object:
 * ["input"] on create, ["input", "values"] on update.
 */
export interface CatalogueCheck {
  base: string[];
  /** Names of the list's other records (the record itself excluded on update). */
  otherNames: readonly string[];
  /** The record's image as stored, which a save may keep; none on create. */
  currentImage?: string | null;
}

/**
 * A catalogue record as the API reads it: the fields every list shares. Here, beside the rules,
 * because a resource's record type (`<Type>Record`, in its rules file) is what codegen maps its
 * GraphQL type to, by name (codegen.ts): a new screen writes no mapper.
 */
export interface CatalogueRecord {
  id: string;
  name: string;
  isActive: boolean;
  position: number;
  /** 1 for a record never written by the back-office (no `version` stored). */
  version: number;
  updatedAt: string | null;
  /** uid of the administrator who last wrote it. */
  updatedBy: string | null;
}

/** A resource's record: the shared fields, then its own checked values (name and isActive are the shared ones). */
export type CatalogueRecordOf<V> = CatalogueRecord & Omit<V, "name" | "isActive">;

export const MAX_NAME_LENGTH = 80;
/** Prompts and negative prompts. */
export const MAX_PROMPT_LENGTH = 2000;
export const MAX_DESCRIPTION_LENGTH = 500;
/** Short texts: format, material, carrier. */
export const MAX_SHORT_TEXT_LENGTH = 80;

/** Every catalogue record's name (unique in its list: checkName). */
export const NAME_FIELD = textField("Le nom", MAX_NAME_LENGTH, { required: true });
/** Credits per generation: empty means the shop's default. */
export const CREDIT_COST_FIELD = intField("Le coût en crédits", 0, MAX_CREDIT_COST);

export const catalogueMessages = {
  duplicateName: "Ce nom est déjà utilisé.",
  tooManyItems: `La liste ne peut pas dépasser ${frenchInteger(MAX_CATALOGUE_ITEMS)} éléments.`,
  staleOrder: "La liste a changé entre-temps — rechargez",
  invalidImage: "Image invalide\u00a0: choisissez une image de la médiathèque.",
} as const;

/** Names compare without case, accents or repeated spaces: « Pop art » and « POP  ART » are one name. */
export function nameKey(name: string): string {
  return name.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("fr").replace(/\s+/g, " ").trim();
}

/** A name required, at most 80 characters, not the name of another record of `others`. */
export function checkName(value: string | null | undefined, field: string[], others: readonly string[]): Checked<string> {
  const name = checkTextField(NAME_FIELD, value, field);
  if (name.errors.length > 0) return name;
  const key = nameKey(name.value);
  if (others.some((other) => nameKey(other) === key)) {
    return { value: name.value, errors: [userError(field, catalogueMessages.duplicateName, "DUPLICATE_NAME")] };
  }
  return name;
}

/** An amount in whole cents from 0 to 1 000 000,00 €. */
export function checkCents(value: number, field: string[], label: string): UserError[] {
  return checkNumberField(centsField(label, { required: true }), value, field);
}

/** Credits per generation: null (the shop's default) or a whole number from 0 to 1 000. */
export function checkCreditCost(value: number | null | undefined, field: string[]): Checked<number | null> {
  return { value: value ?? null, errors: checkNumberField(CREDIT_COST_FIELD, value, field) };
}

/** Where issue 10's catalogue uploads live (`catalogue/<uuid>.<ext>`): records saved then keep validating. */
export const CATALOGUE_UPLOAD_PATH = /^catalogue\/[0-9a-f-]{36}\.(png|jpg|webp)$/;

/**
 * An image of the media library (docs/media.md): an upload of POST /storage/files
 * (`media/<folder>/<safe-name>`, every segment [a-z0-9._-] and never « .. »), or one of the
 * seeded images the library indexes (`styles/…`, `products/…`).
 */
export const LIBRARY_IMAGE_PATH = /^(media|styles|products)(\/[a-z0-9_-][a-z0-9._-]*)*\/[a-z0-9_-][a-z0-9._-]*\.(png|jpg|jpeg|webp|gif|avif|svg)$/;

/** A path the library or the former catalogue upload made; « .. » never passes. */
export const isLibraryImagePath = (path: string): boolean =>
  !path.split("/").includes("..") && (CATALOGUE_UPLOAD_PATH.test(path) || LIBRARY_IMAGE_PATH.test(path));

/**
 * An image reference: none, the record's current one (kept as it is, whatever it is), or a path
 * of the media library. Anything else would let a form point at any stored file.
 */
export function checkImagePath(value: string | null | undefined, field: string[], current: string | null | undefined): Checked<string | null> {
  const path = value?.trim() || null;
  if (path === null || path === current || isLibraryImagePath(path)) return { value: path, errors: [] };
  return { value: path, errors: [userError(field, catalogueMessages.invalidImage, "INVALID_IMAGE")] };
}

/** A create or a duplicate adds one record: refused once the list holds MAX_CATALOGUE_ITEMS. */
export function checkRoomForOneMore(count: number, field: string[]): UserError[] {
  return count >= MAX_CATALOGUE_ITEMS ? [userError(field, catalogueMessages.tooManyItems, "TOO_MANY")] : [];
}

/** The next record goes last: one past the highest position (0 for an empty list). */
export function nextPosition(positions: readonly number[]): number {
  return positions.length === 0 ? 0 : Math.max(...positions) + 1;
}

/**
 * A copy's name: « <name> (copie) », or « <name> (copie 2) », « (copie 3) »… when taken, the
 * name shortened so that the whole stays within 80 characters.
 */
export function copyName(name: string, others: readonly string[]): string {
  const taken = new Set(others.map(nameKey));
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? " (copie)" : ` (copie ${n})`;
    const candidate = `${name.slice(0, MAX_NAME_LENGTH - suffix.length).trimEnd()}${suffix}`;
    if (!taken.has(nameKey(candidate))) return candidate;
  }
}

/** A new order must name every current record once, and nothing else. */
export function checkReorder(ids: readonly string[], currentIds: readonly string[], field: string[]): UserError[] {
  const given = new Set(ids);
  const same = given.size === ids.length && ids.length === currentIds.length && currentIds.every((id) => given.has(id));
  return same ? [] : [userError(field, catalogueMessages.staleOrder, "STALE_ORDER")];
}

/** How a resource names itself and what uses it, for the refusal of a referenced delete. */
export interface References {
  /** « Ce style » */
  subject: string;
  /** « est utilisé par », « figure dans » */
  usedBy: string;
  /** « création », « créations » */
  one: string;
  many: string;
}

/**
 * « Ce style est utilisé par 12 créations : il ne peut pas être supprimé. Désactivez-le
 * plutôt. » (the catalogue's four subjects are masculine).
 */
export function inUseMessage(references: References, count: number): string {
  const noun = count === 1 ? references.one : references.many;
  // Uses are counted up to USAGE_COUNT_CAP: the cap means « at least ».
  const amount = count >= USAGE_COUNT_CAP ? `au moins ${frenchInteger(USAGE_COUNT_CAP)}` : frenchInteger(count);
  return `${references.subject} ${references.usedBy} ${amount} ${noun}\u00a0: il ne peut pas être supprimé. Désactivez-le plutôt.`;
}

/** Nothing when unused; else the IN_USE refusal on `field`. */
export function checkUnused(references: References, count: number, field: string[]): UserError[] {
  return count > 0 ? [userError(field, inUseMessage(references, count), "IN_USE")] : [];
}

/** Stored euros ⇄ cents: the one conversion of rules/money.ts (6.9 → 690). */
export const toCents = eurosToCents;
export const toEuros = centsToEuros;

/**
 * Who wrote a record since it was loaded, as the stale-version message names them: full name,
 * else e-mail, else uid (their user record may be gone); a record written outside the
 * back-office has no author.
 */
export function updaterName(uid: string | null, user: { firstName?: unknown; lastName?: unknown; email?: unknown } | undefined): string {
  if (!uid) return "un autre administrateur";
  const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
  const fullName = [text(user?.firstName), text(user?.lastName)].filter(Boolean).join(" ");
  return fullName || text(user?.email) || uid;
}

/**
 * The shop's settings (settings/app, docs/settings.md): what a save may write. A save gives only
 * the fields of the section it saves; each field given is checked and written, the others stay.
 * Pure and isomorphic: the console's forms run the same checks and derive their fields from
 * SETTINGS_FIELDS, so nothing here may import anything but the domain's own modules.
 */
import { checkSellerIdentity, type SellerIdentityDraft, type SellerLegalIdentity } from "../invoicing/seller";
import { isEmail } from "../inbox";
import { MAX_CREDIT_COST } from "../catalogue/limits";
import { at, inputField, messages, tooLong, userError, type UserError } from "../userErrors";
import { centsField, checkNumberField, checkTextField, decimalField, fieldMessages, intField, textField } from "../fields";

export const MAX_SHOP_NAME_LENGTH = 80;
export const MAX_CREDIT_PACKS = 10;
export const MAX_PACK_CREDITS = 100_000;
/** 10 000,00 €: a pack costs from 0,01 € to this, in cents. */
export const MAX_PACK_PRICE_CENTS = 1_000_000;
export const MAX_LOYALTY_RATE = 100;
export const MAX_KEYWORDS = 100;
export const MAX_KEYWORD_LENGTH = 50;
/** When settings/app has no `vatRate` (the French standard rate). */
export const DEFAULT_VAT_RATE = 20;

export interface CreditPack {
  credits: number;
  priceCents: number;
}

/** A save of settings/app: every field optional (null or absent: unchanged). */
export interface SettingsChange {
  shopName?: string | null;
  contactEmail?: string | null;
  /** Blank clears it: the mails then leave with the server's MAIL_FROM. */
  senderEmail?: string | null;
  creditPacks?: readonly CreditPack[] | null;
  creditsPerGeneration?: number | null;
  loyaltyRate?: number | null;
  requireApproval?: boolean | null;
  autoRejectKeywords?: readonly string[] | null;
  notifyAuthorOnRejection?: boolean | null;
  vatRate?: number | null;
  /** The seller's legal identity, printed on invoices and credit notes (the whole section). */
  seller?: SellerIdentityDraft | null;
}

/** What a checked save writes: the fields given, normalised (senderEmail null when cleared). */
export type SettingsValues = {
  shopName?: string;
  contactEmail?: string;
  senderEmail?: string | null;
  creditPacks?: CreditPack[];
  creditsPerGeneration?: number;
  loyaltyRate?: number;
  requireApproval?: boolean;
  autoRejectKeywords?: string[];
  notifyAuthorOnRejection?: boolean;
  vatRate?: number;
  seller?: SellerLegalIdentity;
};

/** The sections' fields, defined once for checkSettings and the console's forms (docs/domain.md). */
export const SETTINGS_FIELDS = {
  shopName: textField("Le nom de la boutique", MAX_SHOP_NAME_LENGTH, { required: true }),
  packCredits: intField("Le nombre de crédits", 1, MAX_PACK_CREDITS, { required: true }),
  packPriceCents: centsField("Le prix", { min: 1, max: MAX_PACK_PRICE_CENTS, required: true }),
  creditsPerGeneration: intField("Le nombre de crédits par génération", 0, MAX_CREDIT_COST, { required: true }),
  loyaltyRate: decimalField("Le nombre de points par euro", 0, MAX_LOYALTY_RATE, { required: true }),
  vatRate: decimalField("Le taux de TVA", 0, 100, { required: true, unit: "\u00a0%" }),
} as const;
const FIELDS = SETTINGS_FIELDS;

export const settingsMessages = {
  nothing: "Aucune modification à enregistrer.",
  invalidEmail: (label: string) => `${label} n’est pas une adresse e-mail valide.`,
  noPack: "Ajoutez au moins un pack de crédits.",
  tooManyPacks: `Vous pouvez proposer au plus ${MAX_CREDIT_PACKS} packs de crédits.`,
  duplicatePack: "Un autre pack propose déjà ce nombre de crédits.",
  tooManyDecimals: fieldMessages.tooManyDecimals,
  tooManyKeywords: `La liste ne peut pas dépasser ${MAX_KEYWORDS} mots-clés.`,
} as const;

/** An address required or optional (blank: null), trimmed and lower-cased. */
function checkEmail(value: string, field: string[], label: string, required: boolean): { value: string | null; errors: UserError[] } {
  const email = value.trim().toLowerCase();
  if (!email) return required ? { value: email, errors: [userError(field, messages.required(label), "REQUIRED")] } : { value: null, errors: [] };
  return { value: email, errors: isEmail(email) ? [] : [userError(field, settingsMessages.invalidEmail(label), "INVALID_EMAIL")] };
}

/** The packs in the order given: 1 to 10, credits 1–100 000 each and distinct, a price 0,01 €–10 000,00 €. */
export function checkCreditPacks(packs: readonly CreditPack[], field: string[]): UserError[] {
  if (packs.length === 0) return [userError(field, settingsMessages.noPack, "REQUIRED")];
  if (packs.length > MAX_CREDIT_PACKS) return [userError(field, settingsMessages.tooManyPacks, "TOO_MANY")];
  const seen = new Set<number>();
  return packs.flatMap((pack, i) => {
    const credits = checkNumberField(FIELDS.packCredits, pack.credits, at(field, i, "credits"));
    if (credits.length === 0 && seen.has(pack.credits)) credits.push(userError(at(field, i, "credits"), settingsMessages.duplicatePack, "DUPLICATE_PACK"));
    seen.add(pack.credits);
    const price = checkNumberField(FIELDS.packPriceCents, pack.priceCents, at(field, i, "priceCents"));
    return [...credits, ...price];
  });
}

/** Keywords trimmed, blanks and repeats (case ignored) dropped; each at most 50 characters, 100 at most. */
export function checkKeywords(keywords: readonly string[], field: string[]): { value: string[]; errors: UserError[] } {
  const value: string[] = [];
  const keys = new Set<string>();
  for (const keyword of keywords.map((k) => k.trim().replace(/\s+/g, " "))) {
    const key = keyword.toLocaleLowerCase("fr");
    if (!keyword || keys.has(key)) continue;
    keys.add(key);
    value.push(keyword);
  }
  if (value.length > MAX_KEYWORDS) return { value, errors: [userError(field, settingsMessages.tooManyKeywords, "TOO_MANY")] };
  const long = value.find((k) => k.length > MAX_KEYWORD_LENGTH);
  return { value, errors: long ? [tooLong(field, "Un mot-clé", MAX_KEYWORD_LENGTH)] : [] };
}

const given = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;

/** Checks every field given; `base` is where the fields sit (["input"] for the API, [] in a form). */
export function checkSettings(change: SettingsChange, base: string[] = inputField()): { value: SettingsValues; errors: UserError[] } {
  const value: SettingsValues = {};
  const errors: UserError[] = [];
  const field = (name: string) => at(base, name);
  if (given(change.shopName)) {
    const name = checkTextField(FIELDS.shopName, change.shopName, field("shopName"));
    value.shopName = name.value;
    errors.push(...name.errors);
  }
  if (given(change.contactEmail)) {
    const email = checkEmail(change.contactEmail, field("contactEmail"), "L’adresse de contact", true);
    value.contactEmail = email.value ?? "";
    errors.push(...email.errors);
  }
  if (given(change.senderEmail)) {
    const email = checkEmail(change.senderEmail, field("senderEmail"), "L’adresse d’expédition", false);
    value.senderEmail = email.value;
    errors.push(...email.errors);
  }
  if (given(change.creditPacks)) {
    value.creditPacks = change.creditPacks.map((p) => ({ credits: p.credits, priceCents: p.priceCents }));
    errors.push(...checkCreditPacks(change.creditPacks, field("creditPacks")));
  }
  if (given(change.creditsPerGeneration)) {
    value.creditsPerGeneration = change.creditsPerGeneration;
    errors.push(...checkNumberField(FIELDS.creditsPerGeneration, change.creditsPerGeneration, field("creditsPerGeneration")));
  }
  if (given(change.loyaltyRate)) {
    value.loyaltyRate = change.loyaltyRate;
    errors.push(...checkNumberField(FIELDS.loyaltyRate, change.loyaltyRate, field("loyaltyRate")));
  }
  if (given(change.requireApproval)) value.requireApproval = change.requireApproval;
  if (given(change.autoRejectKeywords)) {
    const keywords = checkKeywords(change.autoRejectKeywords, field("autoRejectKeywords"));
    value.autoRejectKeywords = keywords.value;
    errors.push(...keywords.errors);
  }
  if (given(change.notifyAuthorOnRejection)) value.notifyAuthorOnRejection = change.notifyAuthorOnRejection;
  if (given(change.vatRate)) {
    value.vatRate = change.vatRate;
    errors.push(...checkNumberField(FIELDS.vatRate, change.vatRate, field("vatRate")));
  }
  if (given(change.seller)) {
    const seller = checkSellerIdentity(change.seller, field("seller"));
    value.seller = seller.value;
    errors.push(...seller.errors);
  }
  if (Object.keys(value).length === 0) errors.push(userError(base, settingsMessages.nothing, "REQUIRED"));
  return { value, errors };
}

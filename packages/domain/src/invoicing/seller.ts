/**
 * The seller's legal identity, saved in /settings and printed on every invoice and credit note
 * (docs/invoicing.md). Defined once with fields.ts for this check and the console's form.
 *
 * - SIREN: 9 digits whose Luhn sum is a multiple of 10 (INSEE's control key); spaces ignored.
 * - VAT number: « FR » + key + SIREN, key = (12 + 3 × (SIREN mod 97)) mod 97 on 2 digits; spaces
 *   ignored, upper-cased. Given, it needs the SIREN and must be the one computed from it.
 * - SIREN, VAT number and legal mentions may be saved blank; missingSellerMentions names what an
 *   invoice still lacks, for the warning of /settings.
 */
import type { Checked } from "../catalogue/common";
import { checkTextField, textField } from "../fields";
import { allErrors, at, inputField, required, tooLong, userError, type UserError } from "../userErrors";
import type { SellerIdentity } from "./document";

export const MAX_LEGAL_NAME_LENGTH = 120;
export const MAX_ADDRESS_LINE_LENGTH = 120;
export const MAX_ADDRESS_LINES = 4;
export const MAX_LEGAL_MENTIONS_LENGTH = 1000;

/** The form's fields (the SIREN and VAT number bounds allow the spaces people type: « 732 829 320 »). */
export const SELLER_FIELDS = {
  legalName: textField("La raison sociale", MAX_LEGAL_NAME_LENGTH, { required: true }),
  addressLine: textField("Une ligne d’adresse", MAX_ADDRESS_LINE_LENGTH),
  siren: textField("Le SIREN", 11),
  vatNumber: textField("Le numéro de TVA intracommunautaire", 17),
  legalMentions: textField("Le texte des mentions légales", MAX_LEGAL_MENTIONS_LENGTH),
} as const;
const FIELDS = SELLER_FIELDS;

/** The legal part of SellerIdentity (the shop's name and contact come from the other settings). */
export type SellerLegalIdentity = Pick<SellerIdentity, "legalName" | "addressLines" | "siren" | "vatNumber" | "legalMentions">;

/** What a save gives: any field may be absent or null (read as blank). */
export type SellerIdentityDraft = { [K in keyof SellerLegalIdentity]?: (K extends "addressLines" ? readonly string[] : string) | null };

export const sellerMessages = {
  addressRequired: "L’adresse est obligatoire.",
  tooManyAddressLines: `L’adresse compte au plus ${MAX_ADDRESS_LINES} lignes.`,
  invalidSiren: "Le SIREN doit comporter 9 chiffres valides.",
  invalidVatNumber: "Le numéro de TVA intracommunautaire s’écrit FR, une clé de 2 chiffres puis les 9 chiffres du SIREN.",
  vatNumberMismatch: "Le numéro de TVA intracommunautaire ne correspond pas au SIREN.",
} as const;

/** What an invoice legally needs of the seller, as /settings names it when empty. */
export const SELLER_MENTION_LABELS: Readonly<Record<keyof SellerLegalIdentity, string>> = {
  legalName: "Raison sociale",
  addressLines: "Adresse",
  siren: "SIREN",
  vatNumber: "Numéro de TVA intracommunautaire",
  legalMentions: "Mentions légales (forme juridique, capital, RCS)",
};

const withoutSpaces = (text: string) => text.replace(/\s+/g, "");

/** 9 digits passing the Luhn check. */
export function isValidSiren(siren: string): boolean {
  if (!/^\d{9}$/.test(siren)) return false;
  const sum = [...siren].reverse().reduce((total, digit, i) => {
    const n = Number(digit) * (i % 2 === 1 ? 2 : 1);
    return total + (n > 9 ? n - 9 : n);
  }, 0);
  return sum % 10 === 0;
}

/** The French VAT number of a (valid) SIREN: « FR » + (12 + 3 × (SIREN mod 97)) mod 97 on 2 digits + SIREN. */
export function frenchVatNumber(siren: string): string {
  if (!/^\d{9}$/.test(siren)) throw new Error(`A SIREN has 9 digits, not ${siren}`);
  const key = (12 + 3 * (Number(siren) % 97)) % 97;
  return `FR${String(key).padStart(2, "0")}${siren}`;
}

/** The legal identity normalised (SIREN digits only, VAT number without spaces, upper case) and its refusals; `base` is where the fields sit. */
export function checkSellerIdentity(draft: SellerIdentityDraft, base: string[] = inputField()): Checked<SellerLegalIdentity> {
  const field = (name: string) => at(base, name);
  const legalName = checkTextField(FIELDS.legalName, draft.legalName, field("legalName"));

  const addressLines = (draft.addressLines ?? []).map((line) => line.trim()).filter((line) => line.length > 0);
  const addressErrors: UserError[] = [];
  if (addressLines.length === 0) addressErrors.push(userError(field("addressLines"), sellerMessages.addressRequired, "REQUIRED"));
  else if (addressLines.length > MAX_ADDRESS_LINES) addressErrors.push(userError(field("addressLines"), sellerMessages.tooManyAddressLines, "TOO_MANY"));
  else {
    addressLines.forEach((line, i) => {
      if (line.length > MAX_ADDRESS_LINE_LENGTH) addressErrors.push(tooLong(at(base, "addressLines", i), FIELDS.addressLine.label, FIELDS.addressLine.max));
    });
  }

  const siren = withoutSpaces(draft.siren ?? "");
  const vatNumber = withoutSpaces(draft.vatNumber ?? "").toUpperCase();
  const sirenErrors: UserError[] = [];
  const vatErrors: UserError[] = [];
  if (siren && !isValidSiren(siren)) sirenErrors.push(userError(field("siren"), sellerMessages.invalidSiren, "INVALID_SIREN"));
  if (vatNumber) {
    if (!/^FR\d{11}$/.test(vatNumber)) vatErrors.push(userError(field("vatNumber"), sellerMessages.invalidVatNumber, "INVALID_VAT_NUMBER"));
    else if (!siren) sirenErrors.push(required(field("siren"), FIELDS.siren.label));
    else if (sirenErrors.length === 0 && vatNumber !== frenchVatNumber(siren)) {
      vatErrors.push(userError(field("vatNumber"), sellerMessages.vatNumberMismatch, "VAT_NUMBER_MISMATCH"));
    }
  }

  const legalMentions = checkTextField(FIELDS.legalMentions, (draft.legalMentions ?? "").replace(/\r\n?/g, "\n"), field("legalMentions"));
  return {
    value: { legalName: legalName.value, addressLines, siren, vatNumber, legalMentions: legalMentions.value ?? "" },
    errors: allErrors(legalName, addressErrors, sirenErrors, vatErrors, legalMentions),
  };
}

/** The labels of the legal mentions an invoice needs that `identity` leaves blank, in the form's order. */
export function missingSellerMentions(identity: SellerLegalIdentity): string[] {
  const blank = {
    legalName: !identity.legalName.trim(),
    addressLines: identity.addressLines.every((line) => !line.trim()),
    siren: !identity.siren.trim(),
    vatNumber: !identity.vatNumber.trim(),
    legalMentions: !identity.legalMentions.trim(),
  };
  return (Object.keys(SELLER_MENTION_LABELS) as (keyof SellerLegalIdentity)[]).filter((key) => blank[key]).map((key) => SELLER_MENTION_LABELS[key]);
}

/** « Mentions manquantes sur les factures : SIREN, Numéro de TVA intracommunautaire. », or null when none is missing. */
export function missingMentionsWarning(identity: SellerLegalIdentity): string | null {
  const missing = missingSellerMentions(identity);
  return missing.length === 0 ? null : `Mentions manquantes sur les factures\u00a0: ${missing.join(", ")}.`;
}

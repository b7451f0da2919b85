/**
 * The settings screen's five forms (Boutique, Crédits, Modération, TVA, Identité légale): their
 * values, their zod schemas — each field as it is typed, then the server's own check of the
 * section (checkSettings, checkSellerIdentity), with the same French messages — and the
 * conversions from ShopSettings and to UpdateSettingsInput.
 */
import { z } from "zod";
import type { SellerIdentityInput, ShopSettingsFieldsFragment } from "../../gql/graphql";
import { fieldSchema, withServerRules } from "../../ui/form";
import { checkSettings, SETTINGS_FIELDS as FIELDS } from "@atelier/domain/settings/settings";
import { checkSellerIdentity, MAX_ADDRESS_LINES, SELLER_FIELDS } from "@atelier/domain/invoicing/seller";

/** The server's check of a section, its paths the form's (["creditPacks", "1", "credits"]). */
const serverCheck = (values: Parameters<typeof checkSettings>[0]) => checkSettings(values, []).errors;

// ---------------------------------------------------------------- Boutique

export const shopSchema = withServerRules(
  z.object({
    shopName: fieldSchema(FIELDS.shopName),
    contactEmail: z.string(),
    senderEmail: z.string(),
  }),
  serverCheck,
);
export type ShopFormValues = z.input<typeof shopSchema>;
export type ShopValues = z.output<typeof shopSchema>;
export const shopFormValues = (s: ShopSettingsFieldsFragment): ShopFormValues => ({
  shopName: s.shopName,
  contactEmail: s.contactEmail ?? "",
  senderEmail: s.senderEmail ?? "",
});

// ---------------------------------------------------------------- Crédits

export const creditsSchema = withServerRules(
  z.object({
    creditPacks: z.array(z.object({ credits: fieldSchema(FIELDS.packCredits), priceCents: fieldSchema(FIELDS.packPriceCents) })),
    creditsPerGeneration: fieldSchema(FIELDS.creditsPerGeneration),
    loyaltyRate: fieldSchema(FIELDS.loyaltyRate),
  }),
  serverCheck,
);
export type CreditsFormValues = z.input<typeof creditsSchema>;
export type CreditsValues = z.output<typeof creditsSchema>;
export const creditsFormValues = (s: ShopSettingsFieldsFragment): CreditsFormValues => ({
  creditPacks: s.creditPacks.map((p) => ({ credits: p.credits, priceCents: p.priceCents })),
  creditsPerGeneration: s.creditsPerGeneration,
  loyaltyRate: s.loyaltyRate,
});

// ---------------------------------------------------------------- Modération

/** Keywords are typed separated by commas or new lines. */
export const splitKeywords = (text: string): string[] =>
  text
    .split(/[,\n]/)
    .map((k) => k.trim())
    .filter(Boolean);

export const moderationSchema = withServerRules(
  z.object({
    requireApproval: z.boolean(),
    autoRejectKeywords: z.string().transform(splitKeywords),
    notifyAuthorOnRejection: z.boolean(),
  }),
  serverCheck,
);
export type ModerationFormValues = z.input<typeof moderationSchema>;
export type ModerationValues = z.output<typeof moderationSchema>;
export const moderationFormValues = (s: ShopSettingsFieldsFragment): ModerationFormValues => ({
  requireApproval: s.moderation.requireApproval,
  autoRejectKeywords: s.moderation.autoRejectKeywords.join(", "),
  notifyAuthorOnRejection: s.moderation.notifyAuthorOnRejection,
});

// ---------------------------------------------------------------- TVA

export const vatSchema = withServerRules(z.object({ vatRate: fieldSchema(FIELDS.vatRate) }), serverCheck);
export type VatFormValues = z.input<typeof vatSchema>;
export type VatValues = z.output<typeof vatSchema>;
export const vatFormValues = (s: ShopSettingsFieldsFragment): VatFormValues => ({ vatRate: s.vatRate });

// ---------------------------------------------------------------- Identité légale

/**
 * The seller's identity under `seller`, as UpdateSettingsInput nests it: the server's refusals
 * (["input", "seller", "siren"]) land on the form's fields (`seller.siren`). The address is
 * MAX_ADDRESS_LINES fields, blank ones dropped when saved.
 */
export const sellerSchema = withServerRules(
  z.object({
    seller: z.object({
      legalName: fieldSchema(SELLER_FIELDS.legalName),
      addressLines: z.array(fieldSchema(SELLER_FIELDS.addressLine)),
      siren: fieldSchema(SELLER_FIELDS.siren),
      vatNumber: fieldSchema(SELLER_FIELDS.vatNumber),
      legalMentions: fieldSchema(SELLER_FIELDS.legalMentions),
    }),
  }),
  (values) => checkSellerIdentity(values.seller, ["seller"]).errors,
);
export type SellerFormValues = z.input<typeof sellerSchema>;
export type SellerValues = z.output<typeof sellerSchema>;

export const sellerFormValues = ({ seller }: ShopSettingsFieldsFragment): SellerFormValues => ({
  seller: {
    legalName: seller.legalName,
    addressLines: Array.from({ length: MAX_ADDRESS_LINES }, (_, i) => seller.addressLines[i] ?? ""),
    siren: seller.siren,
    vatNumber: seller.vatNumber,
    legalMentions: seller.legalMentions,
  },
});

/** What updateSettings receives: the address without its blank lines (the server normalises the rest). */
export const sellerInput = ({ seller }: SellerValues): SellerIdentityInput => ({
  ...seller,
  addressLines: seller.addressLines.filter((line) => line.length > 0),
});

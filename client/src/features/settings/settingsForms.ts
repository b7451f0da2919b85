/**
 * The settings screen's four forms (Boutique, Crédits, Modération, TVA): their values, their zod
 * schemas — each field as it is typed, then the server's own checkSettings on the section, with
 * the same French messages — and the conversions from ShopSettings and to UpdateSettingsInput.
 */
import { z } from "zod";
import type { ShopSettingsFieldsFragment } from "../../gql/graphql";
import { fieldSchema, withServerRules } from "../../ui/form";
import { checkSettings, SETTINGS_FIELDS as FIELDS } from "@atelier/domain/settings/settings";

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

/**
 * The shop's settings document, `settings/app` (docs/settings.md): the whole record the settings
 * screen edits (`settingsFromData`), the part the mails need (`mailSettingsFromData`: the
 * `emails.<key>` switches, defaults when absent, the moderation's `notifyAuthorOnRejection`,
 * the shop's name and sender), and the document's version (the version rule, as the
 * catalogue's: a save or a switch from a stale screen is refused).
 */
import type { SellerLegalIdentity } from "@atelier/domain/invoicing/seller";
import type { DocumentData, Firestore } from "firebase-admin/firestore";
import { toCents } from "@atelier/domain/catalogue/common";
import { MAIL_SWITCH_DEFAULTS, MAIL_SWITCHES, type MailSwitch } from "@atelier/domain/mailTemplates";
import { DEFAULT_VAT_RATE, type CreditPack } from "@atelier/domain/settings/settings";
import { thresholdsFromData, type ApprovalThresholds } from "@atelier/domain/approvals/approvals";
import { retentionFromData, type RetentionPeriods } from "@atelier/domain/personalData/retention";
import { int, isoDate, num, str } from "../convert";

export const SETTINGS = "settings";
export const SETTINGS_DOC = "app";

export const settingsRef = (firestore: Firestore) => firestore.collection(SETTINGS).doc(SETTINGS_DOC);

export interface MailSettings {
  switches: Record<MailSwitch, boolean>;
  notifyAuthorOnRejection: boolean;
  shopName: string;
  contactEmail: string | null;
  /** The address the mails leave from; null: the server's MAIL_FROM. */
  senderEmail: string | null;
  version: number;
  updatedAt: string | null;
  updatedBy: string | null;
}

export function mailSettingsFromData(d: DocumentData | undefined): MailSettings {
  const emails = (d?.emails ?? {}) as Record<string, unknown>;
  const switches = Object.fromEntries(MAIL_SWITCHES.map((key) => [key, typeof emails[key] === "boolean" ? emails[key] : MAIL_SWITCH_DEFAULTS[key]])) as Record<
    MailSwitch,
    boolean
  >;
  return {
    switches,
    notifyAuthorOnRejection: d?.moderation?.notifyAuthorOnRejection === true,
    shopName: str(d?.shopName) ?? "Atelier",
    contactEmail: str(d?.contactEmail),
    senderEmail: str(d?.senderEmail) || null,
    version: Math.max(1, int(d?.version, 1)),
    updatedAt: isoDate(d?.updatedAt),
    updatedBy: str(d?.updatedBy),
  };
}

/** The `from` of the shop's mails: « "Atelier" <ventes@atelier.fr> », or null without a sender. */
export function senderAddress(settings: Pick<MailSettings, "shopName" | "senderEmail">): string | null {
  if (!settings.senderEmail) return null;
  const name = settings.shopName.replace(/["\\\r\n<>]/g, "").trim();
  return name ? `"${name}" <${settings.senderEmail}>` : settings.senderEmail;
}

/** settings/app as the settings screen shows it; money in cents, defaults where a field is absent. */
export interface ShopSettingsRecord extends MailSettings {
  creditPacks: CreditPack[];
  creditsPerGeneration: number;
  loyaltyRate: number;
  requireApproval: boolean;
  autoRejectKeywords: string[];
  vatRate: number;
  maintenanceMode: boolean;
  /** The seller's legal identity (invoices and credit notes print it); blank fields until saved. */
  seller: SellerLegalIdentity;
  /** Four-eyes approval's thresholds (docs/approvals.md); none until the owner sets them. */
  approvals: ApprovalThresholds;
  /** How long messages, feedback and the mail log are kept (docs/personal-data.md); defaults until the owner sets them. */
  retention: RetentionPeriods;
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** settings/app's `seller` map, blank where missing. */
export function sellerFromData(d: DocumentData | undefined): SellerLegalIdentity {
  const seller = (d?.seller ?? {}) as DocumentData;
  const lines: unknown[] = Array.isArray(seller.addressLines) ? seller.addressLines : [];
  return {
    legalName: text(seller.legalName),
    addressLines: lines.filter((line): line is string => typeof line === "string"),
    siren: text(seller.siren),
    vatNumber: text(seller.vatNumber),
    legalMentions: text(seller.legalMentions),
  };
}

export function settingsFromData(d: DocumentData | undefined): ShopSettingsRecord {
  const packs: unknown[] = Array.isArray(d?.creditPacks) ? d.creditPacks : [];
  const keywords: unknown[] = Array.isArray(d?.moderation?.autoRejectKeywords) ? d.moderation.autoRejectKeywords : [];
  return {
    ...mailSettingsFromData(d),
    creditPacks: packs.flatMap((p) => {
      const pack = p as { credits?: unknown; price?: unknown } | null;
      return pack && typeof pack === "object" ? [{ credits: int(pack.credits), priceCents: toCents(num(pack.price)) }] : [];
    }),
    creditsPerGeneration: int(d?.creditsPerGeneration, 1),
    loyaltyRate: num(d?.loyaltyRate, 0),
    requireApproval: d?.moderation?.requireApproval === true,
    autoRejectKeywords: keywords.filter((k): k is string => typeof k === "string"),
    vatRate: num(d?.vatRate, DEFAULT_VAT_RATE),
    maintenanceMode: d?.maintenanceMode === true,
    seller: sellerFromData(d),
    approvals: thresholdsFromData(d?.approvals),
    retention: retentionFromData(d?.retention),
  };
}

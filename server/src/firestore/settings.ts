/**
 * The shop's settings document, `settings/app` (architecture.md), as far as the mails need it:
 * the `emails.<key>` switches (rules/mailTemplates.ts, defaults when absent), the moderation's
 * `notifyAuthorOnRejection`, the shop's name, and the document's version (the version rule, as
 * the catalogue's: a switch flipped from a stale screen is refused).
 */
import type { DocumentData, Firestore } from "firebase-admin/firestore";
import { MAIL_SWITCH_DEFAULTS, MAIL_SWITCHES, type MailSwitch } from "../rules/mailTemplates";
import { int, isoDate, str } from "./convert";

export const SETTINGS = "settings";
export const SETTINGS_DOC = "app";

export const settingsRef = (firestore: Firestore) => firestore.collection(SETTINGS).doc(SETTINGS_DOC);

export interface MailSettings {
  switches: Record<MailSwitch, boolean>;
  notifyAuthorOnRejection: boolean;
  shopName: string;
  contactEmail: string | null;
  version: number;
  updatedAt: string | null;
  updatedBy: string | null;
}

export function mailSettingsFromData(d: DocumentData | undefined): MailSettings {
  const emails = (d?.emails ?? {}) as Record<string, unknown>;
  const switches = Object.fromEntries(
    MAIL_SWITCHES.map((key) => [key, typeof emails[key] === "boolean" ? emails[key] : MAIL_SWITCH_DEFAULTS[key]]),
  ) as Record<MailSwitch, boolean>;
  return {
    switches,
    notifyAuthorOnRejection: d?.moderation?.notifyAuthorOnRejection === true,
    shopName: str(d?.shopName) ?? "Atelier",
    contactEmail: str(d?.contactEmail),
    version: Math.max(1, int(d?.version, 1)),
    updatedAt: isoDate(d?.updatedAt),
    updatedBy: str(d?.updatedBy),
  };
}

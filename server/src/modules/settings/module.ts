/** The shop's settings, the administrators and the maintenance mode (docs/settings.md). */
import { MAX_ADMINISTRATORS } from "../../firestore/users";
import { APPROVAL_HOLD_READS, ONE } from "../../limits/costModel";
import { MAX_CREDIT_PACKS } from "@atelier/domain/settings/settings";
import { settingsRepository } from "../../firestore/settings";
import { defineModule } from "../serverModule";
import { settingsResolvers } from "./settings";
import { ADMIN, INHERIT, anyOf } from "../../auth/fieldAccess";

declare module "../../firestore" {
  interface Repositories {
    settings: ReturnType<typeof settingsRepository>;
  }
}

export default defineModule({
  repositories: { settings: settingsRepository },
  resolvers: [settingsResolvers],
  access: {
    // Other screens read a few settings (the credit packs of a refund as credits, the maintenance banner).
    "Query.settings": ADMIN,
    ShopSettings: ADMIN,
    "ShopSettings.seller": anyOf("SETTINGS", "FINANCES"),
    "ShopSettings.emails": anyOf("SETTINGS", "EMAIL_TEMPLATES"),
    "ShopSettings.updatedBy": "SETTINGS",
    CreditPack: ADMIN,
    ModerationSettings: ADMIN,
    SellerIdentity: anyOf("SETTINGS", "FINANCES"),
    // The team, listed on /settings: who holds the back-office is the staff's business.
    "Query.administrators": "STAFF",
    "Mutation.updateSettings": "SETTINGS",
    "Mutation.setMaintenanceMode": "SETTINGS",
    // How long customers' messages are kept: the owner's settings (docs/personal-data.md « Conservation »).
    "ShopSettings.retention": "SETTINGS",
    RetentionPeriods: INHERIT,
    "Mutation.setRetention": "SETTINGS",
    ShopSettingsPayload: INHERIT,
  },
  costs: {
    // settings/app, and the author of a newer version when stale.
    "Query.settings": ONE,
    "ShopSettings.creditPacks": { items: MAX_CREDIT_PACKS },
    "ShopSettings.updatedBy": ONE,
    "Query.administrators": { reads: MAX_ADMINISTRATORS, items: MAX_ADMINISTRATORS },
    // …and a change of VAT or legal identity held for approval: the request instead of the write.
    "Mutation.updateSettings": { reads: 2 + APPROVAL_HOLD_READS },
    "Mutation.setMaintenanceMode": { reads: 2 },
    // settings/app, and the author of a newer version when stale.
    "Mutation.setRetention": { reads: 2 },
  },
});

/** The shop's settings, the administrators and the maintenance mode (docs/settings.md). */
import { MAX_ADMINISTRATORS } from "../../firestore/users";
import { ONE } from "../../limits/costModel";
import { MAX_CREDIT_PACKS } from "@atelier/domain/settings/settings";
import { settingsRepository } from "../../firestore/settings";
import { defineModule } from "../serverModule";
import { settingsResolvers } from "./settings";

declare module "../../firestore" {
  interface Repositories {
    settings: ReturnType<typeof settingsRepository>;
  }
}

export default defineModule({
  repositories: { settings: settingsRepository },
  resolvers: [settingsResolvers],
  costs: {
    // settings/app, and the author of a newer version when stale.
    "Query.settings": ONE,
    "ShopSettings.creditPacks": { items: MAX_CREDIT_PACKS },
    "ShopSettings.updatedBy": ONE,
    "Query.administrators": { reads: MAX_ADMINISTRATORS, items: MAX_ADMINISTRATORS },
    "Mutation.updateSettings": { reads: 2 },
    "Mutation.setMaintenanceMode": { reads: 2 },
  },
});

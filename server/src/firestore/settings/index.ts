/**
 * The settings repository: the one settings/app document (`repos.settings.get`, `.update`,
 * `.setMaintenanceMode`), composed from the parts of this folder, which share record.ts.
 */
import type { Firestore } from "firebase-admin/firestore";
import type { CostMeter } from "../cost";
import { settingsFromData, settingsRef, type ShopSettingsRecord } from "./record";
import { settingsWrites } from "./writes";

export * from "./record";

export function settingsRepository(firestore: Firestore, meter: CostMeter) {
  return {
    /** settings/app, defaults where it says nothing: 1 read. */
    async get(): Promise<ShopSettingsRecord> {
      const snap = await settingsRef(firestore).get();
      meter.documentsRead(1);
      return settingsFromData(snap.data());
    },
    ...settingsWrites(firestore, meter),
  };
}

/**
 * The reads of /finances: the month aggregates (statsMonths/{yyyy-mm} and their shards, kept by the
 * triggers, stats.ts), settings/app's `vatRate` and stats/global's last reconciliation, at one instant. At most 26 month documents + 1,
 * plus the shards of the months not folded yet (the current one, and a month a late refund
 * touched), whatever the number of orders or transactions (docs/finances.md).
 */
import type { Firestore } from "firebase-admin/firestore";
import type { DayBucket } from "@atelier/domain/dashboardStats";
import { DEFAULT_VAT_RATE } from "@atelier/domain/finances/figures";
import type { CostMeter } from "./cost";
import { settingsRef } from "./settings";
import type { VerificationSummary } from "@atelier/domain/statsDrift";
import { monthDays, STATS, STATS_MONTHS, verificationFrom } from "./stats";
import { readScoped } from "./statsShards";

/** settings/app `vatRate` in percent; absent or not a rate from 0 to 100: the default (20). */
export function vatRateFrom(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 && value <= 100 ? value : DEFAULT_VAT_RATE;
}

export function financesRepository(firestore: Firestore, meter: CostMeter) {
  return {
    async read(months: readonly string[]): Promise<{ days: Record<string, DayBucket>; vatRate: number; verification: VerificationSummary | null }> {
      const refs = [settingsRef(firestore), firestore.collection(STATS).doc("global"), ...months.map((m) => firestore.collection(STATS_MONTHS).doc(m))];
      const { bases, shards } = await readScoped(firestore, meter, refs, months);
      const [settings, global, ...monthBases] = bases;
      const days: Record<string, DayBucket> = {};
      months.forEach((month, i) => Object.assign(days, monthDays(month, monthBases[i], shards.get(month))));
      return { days, vatRate: vatRateFrom(settings?.vatRate), verification: verificationFrom(global) };
    },
  };
}

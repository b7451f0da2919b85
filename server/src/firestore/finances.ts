/**
 * The reads of /finances: the month aggregates (statsMonths/{yyyy-mm}, kept by the triggers,
 * stats.ts) and settings/app's `vatRate`, in one getAll. At most 26 months + 1 document, whatever
 * the number of orders or transactions (docs/finances.md).
 */
import type { Firestore } from "firebase-admin/firestore";
import type { DayBucket } from "../rules/dashboardStats";
import { DEFAULT_VAT_RATE } from "../rules/finances/figures";
import type { CostMeter } from "./cost";
import { settingsRef } from "./settings";
import { STATS_MONTHS, statsFromDocuments } from "./stats";

/** settings/app `vatRate` in percent; absent or not a rate from 0 to 100: the default (20). */
export function vatRateFrom(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 && value <= 100 ? value : DEFAULT_VAT_RATE;
}

export function financesRepository(firestore: Firestore, meter: CostMeter) {
  return {
    async read(months: readonly string[]): Promise<{ days: Record<string, DayBucket>; vatRate: number }> {
      const refs = [settingsRef(firestore), ...months.map((m) => firestore.collection(STATS_MONTHS).doc(m))];
      const [settings, ...monthSnaps] = await firestore.getAll(...refs);
      meter.documentsRead(refs.length);
      const { days } = statsFromDocuments(undefined, monthSnaps.map((s) => ({ id: s.id, data: s.data() })));
      return { days, vatRate: vatRateFrom(settings?.data()?.vatRate) };
    },
  };
}

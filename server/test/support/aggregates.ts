import { isDeepStrictEqual } from "node:util";
import { CostMeter } from "../../src/firestore/cost";
import { readAllStored } from "../../src/firestore/stats";
import { computeStats } from "../../src/firestore/statsRebuild";
import { isEmptyDay, type Stats } from "@atelier/domain/dashboardStats";
import { db } from "./identities";

/** What the triggers have stored (bases + shards), as Stats (days that count nothing left out). */
export async function storedStats(): Promise<Stats> {
  const stats = await readAllStored(db(), new CostMeter());
  for (const [day, bucket] of Object.entries(stats.days)) if (isEmptyDay(bucket)) delete stats.days[day];
  return stats;
}

/** Polls until the stored aggregates equal a from-scratch recomputation (triggers are asynchronous). */
export async function expectAggregatesToSettle(timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let stored: Stats;
  let expected: Stats;
  do {
    [stored, expected] = await Promise.all([storedStats(), computeStats(db())]);
    if (isDeepStrictEqual(stored, expected)) return;
    await new Promise((r) => setTimeout(r, 250));
  } while (Date.now() < deadline);
  expect(stored).toEqual(expected);
}

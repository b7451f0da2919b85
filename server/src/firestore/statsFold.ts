/**
 * Folding a closed month's shards into its base document (statsShards.ts): the nightly job does it
 * so that /finances reads one document per past month instead of one per shard. Safe at any
 * moment: each month is folded in a transaction that reads its shards (so a concurrent increment
 * waits or retries) and adds them to the base with increments; a write that comes later (a late
 * refund) creates a shard again, which readers sum and the next night folds.
 */
import { runSystemTransaction } from "./retryBudget";
import { FieldValue, type DocumentData, type Firestore } from "firebase-admin/firestore";
import { monthOf, parisDay } from "@atelier/domain/parisCalendar";
import { STATS_MONTHS } from "./stats";
import { STATS_SHARDS } from "./statsShards";

/** Adds every number of `source` into `target`, map by map (the shards of one month, summed). */
function addInto(target: DocumentData, source: DocumentData): DocumentData {
  for (const [k, v] of Object.entries(source)) {
    if (typeof v === "number") target[k] = (typeof target[k] === "number" ? target[k] : 0) + v;
    else if (v && typeof v === "object") target[k] = addInto(typeof target[k] === "object" && target[k] ? target[k] : {}, v as DocumentData);
  }
  return target;
}

/** A shard's days as nested increments (numbers at the leaves, maps merged field by field). */
function asIncrements(value: unknown): unknown {
  if (typeof value === "number") return FieldValue.increment(value);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value as DocumentData).map(([k, v]) => [k, asIncrements(v)]));
  }
  return value;
}

/** Folds every month before `now`'s Paris month that still has shards; returns those months. */
export async function foldClosedMonths(firestore: Firestore, now: Date): Promise<string[]> {
  const current = monthOf(parisDay(now));
  // Month scopes are "yyyy-mm"; "global" sorts after every digit, so it is never below a month.
  const closed = await firestore.collection(STATS_SHARDS).where("scope", "<", current).select("scope").get();
  const months = [...new Set(closed.docs.map((d) => String(d.get("scope"))))].sort();
  for (const month of months) {
    await runSystemTransaction(firestore, async (tx) => {
      const shards = await tx.get(firestore.collection(STATS_SHARDS).where("scope", "==", month));
      if (shards.empty) return;
      const days = shards.docs.reduce((sum, shard) => addInto(sum, shard.get("days") ?? {}), {} as DocumentData);
      tx.set(firestore.collection(STATS_MONTHS).doc(month), { days: asIncrements(days) }, { merge: true });
      for (const shard of shards.docs) tx.delete(shard.ref);
    });
  }
  return months;
}

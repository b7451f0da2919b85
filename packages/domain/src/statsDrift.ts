import { applyDelta, DAY_COUNTERS, emptyStats, SHARE_FIELDS, SHARE_MAPS, type Stats, type StatsDelta } from "./dashboardStats";
import { ORDER_STATUSES, type OrderStatusValue } from "./orderStatuses";

/**
 * The arithmetic of the aggregates' verification (docs/dashboard.md, « Vérification »): every
 * stored figure as one number with its path, the difference between what is stored and what the
 * records say, and the increments that correct it. Pure, so that the nightly job, the command
 * and the tests agree.
 */

/** One figure: `["global", "ordersByStatus", "paid"]`, `["days", "2026-11-03", "byProduct", "p1", "cents"]`… */
export type FigurePath = readonly string[];

export interface Figure {
  path: FigurePath;
  value: number;
}

export interface FigureDrift {
  path: FigurePath;
  /** What the aggregates hold. */
  stored: number;
  /** What the records say. */
  truth: number;
  /** truth − stored: the increment that repairs the figure. */
  drift: number;
}

/** Every non-zero figure of `stats` (a missing figure is 0, so zeros are left out). */
export function figures(stats: Stats): Figure[] {
  const out: Figure[] = [];
  const push = (path: FigurePath, value: number) => {
    if (value !== 0) out.push({ path, value });
  };
  const { ordersByStatus, ...totals } = stats.global;
  for (const [key, value] of Object.entries(totals)) push(["global", key], value);
  for (const status of ORDER_STATUSES) push(["global", "ordersByStatus", status], ordersByStatus[status]);
  for (const [day, bucket] of Object.entries(stats.days)) {
    for (const counter of DAY_COUNTERS) push(["days", day, counter], bucket[counter]);
    for (const map of SHARE_MAPS) {
      for (const [id, share] of Object.entries(bucket[map])) {
        for (const field of SHARE_FIELDS) push(["days", day, map, id, field], share[field] ?? 0);
      }
    }
  }
  return out;
}

const key = (path: FigurePath) => JSON.stringify(path);

/** The figures on which `stored` and `truth` disagree, in a stable order (global first, then by day). */
export function compareStats(stored: Stats, truth: Stats): FigureDrift[] {
  const all = new Map<string, FigureDrift>();
  for (const { path, value } of figures(stored)) all.set(key(path), { path, stored: value, truth: 0, drift: 0 });
  for (const { path, value } of figures(truth)) {
    const entry = all.get(key(path)) ?? { path, stored: 0, truth: 0, drift: 0 };
    entry.truth = value;
    all.set(key(path), entry);
  }
  return [...all.entries()]
    .map(([, entry]) => ({ ...entry, drift: entry.truth - entry.stored }))
    .filter((entry) => entry.drift !== 0)
    .sort((a, b) => (key(a.path) < key(b.path) ? -1 : key(a.path) > key(b.path) ? 1 : 0));
}

/**
 * The increments that bring the stored figures to the truth: a StatsDelta of every drift.
 * Applied with FieldValue.increment like a trigger event, it commutes with the triggers running
 * at the same moment: none of their increments is overwritten.
 */
export function repairDelta(drifts: readonly FigureDrift[]): StatsDelta {
  const delta: StatsDelta = { global: {}, days: {} };
  for (const { path, drift } of drifts) {
    if (drift === 0) continue;
    const [scope, a, b, c, d] = path;
    if (scope === "global" && a === "ordersByStatus" && b) {
      const byStatus = (delta.global.ordersByStatus ??= {});
      byStatus[b as OrderStatusValue] = (byStatus[b as OrderStatusValue] ?? 0) + drift;
    } else if (scope === "global" && (a === "users" || a === "creations" || a === "creationsAwaitingModeration")) {
      delta.global[a] = (delta.global[a] ?? 0) + drift;
    } else if (scope === "days" && a && b && (SHARE_MAPS as readonly string[]).includes(b) && c && (SHARE_FIELDS as readonly string[]).includes(d ?? "")) {
      const shares = ((delta.days[a] ??= {})[b as (typeof SHARE_MAPS)[number]] ??= {});
      const share = (shares[c] ??= {});
      const field = d as (typeof SHARE_FIELDS)[number];
      share[field] = (share[field] ?? 0) + drift;
    } else if (scope === "days" && a && b && (DAY_COUNTERS as readonly string[]).includes(b)) {
      const bucket = (delta.days[a] ??= {});
      const counter = b as (typeof DAY_COUNTERS)[number];
      bucket[counter] = (bucket[counter] ?? 0) + drift;
    } else {
      throw new Error(`Chiffre inconnu : ${path.join(".")}`);
    }
  }
  return delta;
}

/**
 * The drifts seen the same in two passes: a figure that a trigger was still catching up on in
 * the first pass has moved (or vanished) by the second, and is left to that trigger.
 */
export function stableDrifts(first: readonly FigureDrift[], second: readonly FigureDrift[]): FigureDrift[] {
  const seen = new Map(first.map((d) => [key(d.path), d.drift]));
  return second.filter((d) => seen.get(key(d.path)) === d.drift);
}

/** stored + repairDelta(compareStats(stored, truth)) = truth: used by the tests, and as a self-check. */
export function afterRepair(stored: Stats, drifts: readonly FigureDrift[]): Stats {
  const copy = applyDelta(emptyStats(), stored);
  return applyDelta(copy, repairDelta(drifts));
}

/** A short French name of a figure, for the command's output and the dashboard's alert. */
export function figureLabel(path: FigurePath): string {
  const [scope, a, b, c, d] = path;
  if (scope === "global") return b ? `commandes « ${b} »` : String(a);
  if (c) return `${a} ${b} ${c} (${d})`;
  return `${a} ${b}`;
}

/** The last reconciliation, as the dashboard and /finances show it (kept on stats/global). */
export interface VerificationSummary {
  /** ISO instant. */
  verifiedAt: string;
  driftCount: number;
  repairedCount: number;
  source: string;
}

/** The dashboard's alert while the last reconciliation found figures that did not match the records. */
export function verificationAlert(v: VerificationSummary | null): string | null {
  if (!v || v.driftCount === 0) return null;
  const repaired = v.repairedCount === v.driftCount ? "tous corrigés" : `${v.repairedCount} corrigé${v.repairedCount > 1 ? "s" : ""}`;
  return `La dernière vérification a trouvé ${v.driftCount} chiffre${v.driftCount > 1 ? "s" : ""} différent${v.driftCount > 1 ? "s" : ""} des données (${repaired})`;
}

/**
 * Today on a revenue chart (docs/dashboard.md « Aujourd'hui sur le graphique »): the day (or the
 * month) in progress has only part of its sales, so drawn like the others it looks like a
 * collapse. The line of complete buckets stops at the last complete one; the bucket in progress
 * is a separate, dashed segment from there, its point labelled « en cours »; buckets after today
 * (a chosen period that ends later) are not drawn at all.
 */
import type { ChartBucket } from "./chartFormat";

export type BucketState = "complete" | "inProgress" | "future";

/** `today` is the Paris day (yyyy-mm-dd) the screen counts from. */
export function bucketState(bucket: ChartBucket, date: string, today: string): BucketState {
  const [start, now] = bucket === "DAY" ? [date, today] : [date.slice(0, 7), today.slice(0, 7)];
  return start < now ? "complete" : start === now ? "inProgress" : "future";
}

export interface SplitLine {
  /** The complete buckets' values, null elsewhere. */
  complete: (number | null)[];
  /** The last complete value and the bucket in progress, null elsewhere (all null when none is). */
  inProgress: (number | null)[];
  /** Index of the bucket in progress, or null. */
  inProgressIndex: number | null;
}

export function splitAtToday(bucket: ChartBucket, dates: readonly string[], values: readonly number[], today: string): SplitLine {
  const states = dates.map((date) => bucketState(bucket, date, today));
  const index = states.indexOf("inProgress");
  const inProgressIndex = index === -1 ? null : index;
  return {
    complete: values.map((v, i) => (states[i] === "complete" ? v : null)),
    inProgress: values.map((v, i) => (inProgressIndex !== null && (i === inProgressIndex || i === inProgressIndex - 1) ? v : null)),
    inProgressIndex,
  };
}

/** What the point of the bucket in progress says. */
export const inProgressLabel = (bucket: ChartBucket) => (bucket === "DAY" ? "aujourd’hui, en cours" : "ce mois-ci, en cours");

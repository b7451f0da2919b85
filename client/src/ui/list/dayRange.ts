/**
 * The one translation between a list's URL days (`from`/`to`, or the ledger's `du`/`au`: Paris
 * calendar days yyyy-mm-dd, both included) and the API's DayRange. The server turns the days into
 * instants at Paris midnight (packages/domain/src/dayRange.ts): the console never computes a midnight.
 */
import { addDays, parisDay } from "@atelier/domain/parisCalendar";
import type { DayRange } from "../../gql/graphql";

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The URL's days → DayRange; null when neither bound is a day (no date filter). */
export function dayRangeParam(from: string, to: string): DayRange | null {
  const range = { from: isDay(from) ? from : null, to: isDay(to) ? to : null };
  return range.from || range.to ? range : null;
}

/** A DayRange as the CSV exports' `from`/`to` query parameters (the same days). */
export function setDayRangeQuery(query: URLSearchParams, range: DayRange | null | undefined): void {
  if (range?.from) query.set("from", range.from);
  if (range?.to) query.set("to", range.to);
}

/** The last `days` Paris days, today included (« 7 derniers jours »); null for any other value. */
export function lastDaysRange(days: string, now = new Date()): DayRange | null {
  const count = Number(days);
  if (!Number.isInteger(count) || count <= 0) return null;
  // The shop's calendar (@atelier/domain): the console computes no Paris day of its own.
  return { from: addDays(parisDay(now), 1 - count), to: null };
}

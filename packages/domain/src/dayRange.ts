/**
 * The one date filter (schema.graphql `DayRange`): inclusive Paris calendar days, turned into the
 * instants Firestore compares — [Paris midnight starting `from`, Paris midnight ending `to`[ —
 * whatever the season (UTC+1 in winter, UTC+2 in summer). Every list, export and report checks
 * its range here, so a bad day or a reversed range reads the same everywhere.
 */
import { addDays, isCalendarDay, parisDayStart } from "./parisCalendar";
import { messages } from "./userErrors";

/** Paris days as the API takes them (yyyy-mm-dd); null or absent: no bound on that side. */
export interface DayRange {
  from?: string | null;
  to?: string | null;
}

/** The range as instants: `from` inclusive, `to` exclusive (the midnight after the last day). */
export interface InstantRange {
  from: Date | null;
  to: Date | null;
}

export const dayRangeMessages = {
  badDay: (value: string) => `Date invalide\u00a0: «\u00a0${value}\u00a0» (format attendu AAAA-MM-JJ).`,
  reversed: messages.rangeOrder,
} as const;

export type DayRangeCheck = { ok: true; instants: InstantRange } | { ok: false; field: "from" | "to"; message: string };

export function checkDayRange(range: DayRange | null | undefined): DayRangeCheck {
  const from = range?.from || null;
  const to = range?.to || null;
  if (from !== null && !isCalendarDay(from)) return { ok: false, field: "from", message: dayRangeMessages.badDay(from) };
  if (to !== null && !isCalendarDay(to)) return { ok: false, field: "to", message: dayRangeMessages.badDay(to) };
  if (from !== null && to !== null && to < from) return { ok: false, field: "to", message: dayRangeMessages.reversed };
  return {
    ok: true,
    instants: { from: from === null ? null : parisDayStart(from), to: to === null ? null : parisDayStart(addDays(to, 1)) },
  };
}

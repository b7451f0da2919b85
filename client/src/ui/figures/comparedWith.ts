/**
 * What a figure's change is measured against, in words, the same on the dashboard and on
 * /finances (docs/finances.md « Comparaison »): « par rapport au 1–24 octobre », « par rapport
 * au 24 octobre » (a total on that day), « par rapport à la période du 18 octobre au 24 novembre ».
 * The periods themselves come from the server's one rule (rules/finances/period.ts previousPeriod).
 */
import { formatCalendarDay } from "../format";

type Days = { from: string; to: string };

/** « 1er », « 2 »…: French writes the first of the month as an ordinal. */
const dayOf = (day: string) => (Number(day.slice(8, 10)) === 1 ? "1er" : String(Number(day.slice(8, 10))));
const dayMonth = (day: string, withYear = false) => `${dayOf(day)} ${formatCalendarDay(day, "monthName")}${withYear ? ` ${day.slice(0, 4)}` : ""}`;

/** The year is said only when the two days are in different years. */
export function comparedWith({ from, to }: Days): string {
  if (from === to) return `par rapport au ${dayMonth(to)}`;
  if (from.slice(0, 7) === to.slice(0, 7)) return `par rapport au ${dayOf(from)}\u2013${dayMonth(to)}`;
  const withYear = from.slice(0, 4) !== to.slice(0, 4);
  return `par rapport à la période du ${dayMonth(from, withYear)} au ${dayMonth(to, withYear)}`;
}

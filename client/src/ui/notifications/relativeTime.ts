/** « il y a 3 minutes », « hier »: how long ago a notification came, in French (Intl). */
import { formatRelative } from "../format";

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", 7],
  ["week", 4.35],
  ["month", 12],
  ["year", Infinity],
];

export function relativeTime(iso: string, now: Date): string {
  let amount = (new Date(iso).getTime() - now.getTime()) / 1000;
  // Under ten seconds (or a clock a little ahead): « maintenant ».
  if (Math.abs(amount) < 10) return formatRelative(0, "second");
  for (const [unit, size] of STEPS) {
    const rounded = Math.round(amount);
    if (Math.abs(rounded) < size) return formatRelative(rounded, unit);
    amount /= size;
  }
  return formatRelative(Math.round(amount), "year");
}

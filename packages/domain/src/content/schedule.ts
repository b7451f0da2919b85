/**
 * A scheduled post's publication date is typed as a wall-clock time in Paris
 * (« 2026-12-24T09:00 », what an <input type="datetime-local"> holds) and stored as an instant.
 * Pure: the console converts with the same functions.
 */
import { SHOP_TIME_ZONE } from "../parisCalendar";

const partsFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: SHOP_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** An instant → its Paris wall-clock time « yyyy-mm-ddThh:mm ». */
export function parisLocalTime(instant: Date | string): string {
  const parts = Object.fromEntries(partsFormat.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * A Paris wall-clock time « yyyy-mm-ddThh:mm » → the ISO instant; null when unreadable or when
 * that time does not exist in Paris (the hour skipped by the spring clock change). Of the two
 * instants of the autumn repeated hour, the first (summer time).
 */
export function parisInstant(local: string): string | null {
  const match = LOCAL_PATTERN.exec(local.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  // Paris is UTC+1 or UTC+2: try summer time first, then winter time.
  for (const offsetHours of [2, 1]) {
    const instant = new Date(asUtc - offsetHours * 3_600_000);
    if (parisLocalTime(instant) === local.trim()) return instant.toISOString();
  }
  return null;
}

/**
 * What a figure's change is measured against, in words, the same on the dashboard and on
 * /finances (docs/finances.md « Comparaison »): « par rapport au 1–24 octobre », « par rapport
 * au 24 octobre » (a total on that day), « par rapport à la période du 18 octobre au 24 novembre ».
 * The periods themselves come from the server's one rule (@atelier/domain/finances/period previousPeriod).
 */
import { formatDayRange } from "../format";

type Days = { from: string; to: string };

/** The days as ui/format.ts writes every range; a range over two months is « la période ». */
export function comparedWith(days: Days): string {
  const sameMonth = days.from.slice(0, 7) === days.to.slice(0, 7);
  return `par rapport ${sameMonth ? "au" : "à la période"} ${formatDayRange(days)}`;
}

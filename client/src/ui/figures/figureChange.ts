/**
 * How a figure card says its change against the previous period: « ▲ 12,5 % », « ▼ 3 % »,
 * « 0 % », or « — » when the previous period had 0 (no finite change; @atelier/domain/finances/figures).
 */
import { change } from "@atelier/domain/finances/figures";
import { formatPercent } from "../format";

export type ChangeDirection = "UP" | "DOWN" | "STABLE" | "NONE";
export type FigureChange = { direction: ChangeDirection; text: string; spoken: string };

export function figureChange(current: number, previous: number): FigureChange {
  const value = change(current, previous);
  if (value === null) return { direction: "NONE", text: "—", spoken: "pas de comparaison, la période précédente est à zéro" };
  // Rounded as shown: a change that reads « 0 % » has no arrow.
  const shown = formatPercent(Math.abs(value));
  if (shown === formatPercent(0)) return { direction: "STABLE", text: shown, spoken: "stable" };
  return value > 0
    ? { direction: "UP", text: `▲ ${shown}`, spoken: `en hausse de ${shown}` }
    : { direction: "DOWN", text: `▼ ${shown}`, spoken: `en baisse de ${shown}` };
}

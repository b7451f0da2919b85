/**
 * The period of /finances in the URL, so a reload or a shared link shows the same days:
 * `?period=lastMonth` for a preset, `?from=2026-01-01&to=2026-03-31` for a custom range
 * (Paris days, both included), nothing for the default « Ce mois-ci ». The presets' arithmetic is
 * the server's (@atelier/domain/finances/period).
 */
import { checkPeriod, PERIOD_PRESETS, periodPreset, type Period, type PeriodPreset } from "@atelier/domain/finances/period";

export const PERIOD_DEFAULTS = { period: "", from: "", to: "" };
export type PeriodParams = typeof PERIOD_DEFAULTS;

/** What the picker shows chosen: a preset or « Personnalisée ». */
export type PeriodChoice = PeriodPreset | "custom";
export const DEFAULT_PRESET: PeriodPreset = "thisMonth";

export type ResolvedPeriod = { choice: PeriodChoice; period: Period; error?: undefined } | { choice: "custom"; period: null; error: string };

export const MISSING_DATES = "Indiquez la date de début et la date de fin.";

const isPreset = (value: string): value is PeriodPreset => (PERIOD_PRESETS as readonly string[]).includes(value);

/** The period the URL asks for; `today` is the Paris day (or the instant) the presets count from. */
export function resolvePeriod(params: PeriodParams, today: string | Date): ResolvedPeriod {
  if (params.from || params.to) {
    if (!params.from || !params.to) return { choice: "custom", period: null, error: MISSING_DATES };
    const check = checkPeriod(params.from, params.to);
    return check.ok ? { choice: "custom", period: check.period } : { choice: "custom", period: null, error: check.message };
  }
  const preset = isPreset(params.period) ? params.period : DEFAULT_PRESET;
  return { choice: preset, period: periodPreset(preset, today) };
}

/**
 * The URL change for a choice of the picker. « Personnalisée » starts from the days shown, so
 * the date fields open filled in and the figures do not change until a date does.
 */
export function choosePeriod(choice: PeriodChoice, shown: Period | null): PeriodParams {
  if (choice === "custom") return { period: "", from: shown?.from ?? "", to: shown?.to ?? "" };
  return { period: choice === DEFAULT_PRESET ? "" : choice, from: "", to: "" };
}

import { badUserInput } from "../errors";
import { checkDayRange, type DayRange, type InstantRange } from "@atelier/domain/dayRange";

/** A filter's DayRange as instants, or BAD_USER_INPUT in French (the one rule: packages/domain/src/dayRange.ts). */
export function dayRangeInstants(range: DayRange | null | undefined): InstantRange {
  const check = checkDayRange(range);
  if (!check.ok) throw badUserInput(check.message, check.field);
  return check.instants;
}

/** The period of /finances: a preset, or « Personnalisée » with its first and last Paris days. */
import { Alert, HStack } from "@chakra-ui/react";
import { PERIOD_PRESET_LABELS, PERIOD_PRESETS } from "@atelier/domain/finances/period";
import { DateRangeFields, SelectFilter, type FilterOption } from "../../ui/list";
import { choosePeriod, type PeriodChoice, type PeriodParams, type ResolvedPeriod } from "./financePeriod";

const OPTIONS: FilterOption[] = [...PERIOD_PRESETS.map((preset): FilterOption => [preset, PERIOD_PRESET_LABELS[preset]]), ["custom", "Personnalisée"]];

type Props = { params: PeriodParams; resolved: ResolvedPeriod; onChange: (patch: Partial<PeriodParams>) => void };

export function PeriodPicker({ params, resolved, onChange }: Props) {
  return (
    <>
      <HStack role="group" aria-label="Période" gap="3" align="flex-end" wrap="wrap">
        <SelectFilter
          label="Période"
          value={resolved.choice}
          options={OPTIONS}
          onChange={(choice) => onChange(choosePeriod(choice as PeriodChoice, resolved.period))}
        />
        {resolved.choice === "custom" && <DateRangeFields from={params.from} to={params.to} onChange={(patch) => onChange({ ...patch, period: "" })} />}
      </HStack>
      {resolved.error && (
        <Alert.Root status="warning" mt="3">
          <Alert.Indicator />
          <Alert.Title>{resolved.error}</Alert.Title>
        </Alert.Root>
      )}
    </>
  );
}

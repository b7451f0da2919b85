/**
 * The period of the URL and its `finances` report, for the sections that draw it (« Synthèse »,
 * « Factures et avoirs »): the picker, then what the section draws from the report. While another
 * period loads, the one shown before stays, dimmed: nothing jumps.
 */
import { useQuery } from "@apollo/client/react";
import { SimpleGrid } from "@chakra-ui/react";
import { useMemo, type ReactNode } from "react";
import { previousPeriod, type Period } from "@atelier/domain/finances/period";
import { FinancesDocument } from "../../gql/graphql";
import { ListErrorState, useListParams } from "../../ui/list";
import { listLoadErrorMessage } from "../../ui/loadErrors";
import { PERIOD_DEFAULTS, resolvePeriod } from "./financePeriod";
import { PeriodPicker } from "./PeriodPicker";
import { periodText, type FinanceReport } from "./types";

const LOAD_FAILED = "Impossible de charger les chiffres de la période";

/** The period the URL asks for; the presets count from the Paris day the screen opened on. */
export function useFinancePeriod() {
  const { params, setParams } = useListParams(PERIOD_DEFAULTS);
  const today = useMemo(() => new Date(), []);
  const resolved = resolvePeriod(params, today);
  return { params, setParams, resolved, period: resolved.period };
}

/** « Du 1 nov. 2026 au 23 nov. 2026, comparé à la période du 9 oct. 2026 au 31 oct. 2026. » */
export function describePeriod(period: Period | null): string {
  if (!period) return "Choisissez une période.";
  const text = periodText(period);
  return `${text[0]!.toUpperCase()}${text.slice(1)}, comparé à la période ${periodText(previousPeriod(period))}.`;
}

type Draw = (report: FinanceReport | undefined, stale: boolean) => ReactNode;

/** The picker, and `draw` of the period's report (undefined while it loads: skeletons). */
export function PeriodSection({ state: { params, setParams, resolved, period }, draw }: { state: ReturnType<typeof useFinancePeriod>; draw: Draw }) {
  return (
    <>
      <PeriodPicker params={params} resolved={resolved} onChange={setParams} />
      {period && <PeriodReport period={period} draw={draw} />}
    </>
  );
}

function PeriodReport({ period, draw }: { period: Period; draw: Draw }) {
  const { data, previousData, error, refetch } = useQuery(FinancesDocument, { variables: { period } });
  const report = data?.finances ?? previousData?.finances;
  const stale = !data && Boolean(report);
  if (error && !data) {
    return (
      <SimpleGrid mt="6" mb="4">
        <ListErrorState message={listLoadErrorMessage(error, LOAD_FAILED)} onRetry={() => void refetch().catch(() => undefined)} />
      </SimpleGrid>
    );
  }
  return (
    <SimpleGrid mt="6" gap="0">
      {draw(report, stale)}
    </SimpleGrid>
  );
}

/**
 * The period's revenue per day or per month (as the API buckets it), with the previous period's
 * matching buckets as a second line; a hidden table gives screen readers the same figures.
 */
import { Box, HStack, Skeleton, Text, VisuallyHidden } from "@chakra-ui/react";
import { useMemo } from "react";
import { fullDate } from "../../ui/chart/chartFormat";
import { DeferredRevenueLines } from "../../ui/chart/DeferredRevenueLines";
import { inProgressLabel, splitAtToday } from "../../ui/chart/inProgress";
import { formatCents } from "../../ui/format";
import { periodPreset } from "@atelier/domain/finances/period";
import { useNarrowScreen } from "../../ui/list/useNarrowScreen";
import { Panel } from "../../ui/Panel";
import type { FinanceBucket } from "../../gql/graphql";
import type { FinanceReport } from "./types";

type Point = FinanceReport["chart"][number];

const TITLE = "Chiffre d’affaires de la période";
/** The chart's height, held by its placeholder too so that nothing moves when the figures arrive. */
const CHART_HEIGHT = "300px";
/** About 8 labels on the X axis at most. */
// Date labels under the chart: a phone has room for about four « 13 nov. » side by side.
const MAX_LABELS = 8;
const MAX_LABELS_ON_PHONE = 4;
const COLORS = { current: "#0d9488", previous: "#a1a1aa" };

export function RevenueChart({ report, stale }: { report: FinanceReport | undefined; stale: boolean }) {
  return (
    <Panel title={TITLE} mb="4">
      <HStack gap="5" fontSize="sm" color="fg.muted" mb="2" aria-hidden>
        <Legend color={COLORS.current} label="Période choisie" />
        <Legend color={COLORS.previous} label="Période précédente" />
      </HStack>
      {report ? <Chart report={report} stale={stale} /> : <Skeleton height={CHART_HEIGHT} />}
    </Panel>
  );
}

function Legend({ color, label }: { color: string; label: string }) {
  return (
    <HStack gap="1.5">
      <Box width="3" height="1" rounded="full" bg={color} />
      <Text>{label}</Text>
    </HStack>
  );
}

function Chart({ report, stale }: { report: FinanceReport; stale: boolean }) {
  const { chart, bucket } = report;
  // The Paris day the screen counts from: its bucket is in progress, later ones are not drawn.
  const today = useMemo(() => periodPreset("today", new Date()).from, []);
  const maxLabels = useNarrowScreen() ? MAX_LABELS_ON_PHONE : MAX_LABELS;
  const dates = chart.map((p) => p.date);
  const line = splitAtToday(
    bucket,
    dates,
    chart.map((p) => p.revenueCents),
    today,
  );
  const highest = Math.max(0, ...chart.map((p) => Math.max(p.revenueCents, p.previousRevenueCents)));
  const unit = bucket === "DAY" ? "par jour" : "par mois";
  return (
    <>
      <Box
        height={CHART_HEIGHT}
        opacity={stale ? 0.6 : 1}
        data-testid="finance-chart"
        data-bucket={bucket}
        data-points={chart.length}
        data-from={chart[0]?.date}
      >
        <DeferredRevenueLines
          height={CHART_HEIGHT}
          bucket={bucket}
          dates={dates}
          series={[
            { id: "Période précédente", color: COLORS.previous, values: chart.map((p) => p.previousRevenueCents) },
            { id: "Période choisie", color: COLORS.current, values: line.complete },
            { id: "En cours", color: COLORS.current, values: line.inProgress, dashed: true },
          ]}
          inProgressIndex={line.inProgressIndex}
          ariaLabel={`${TITLE}\u00a0: courbes du chiffre d’affaires ${unit}, période choisie et période précédente, total ${formatCents(report.current.revenueCents)} contre ${formatCents(report.previous.revenueCents)}${line.inProgressIndex !== null ? `, ${inProgressLabel(bucket)} en pointillés` : ""} (détail dans le tableau qui suit)`}
          // A period without sales still gets a readable axis (0 to 1 €).
          yMax={highest > 0 ? "auto" : 100}
          yTicks={5}
          labelEvery={Math.max(1, Math.ceil(chart.length / maxLabels))}
          tooltip={(i) => (chart[i] ? <ChartTooltip bucket={bucket} point={chart[i]} inProgress={i === line.inProgressIndex} /> : null)}
        />
      </Box>
      <ChartTable bucket={bucket} points={chart} />
    </>
  );
}

function ChartTooltip({ bucket, point, inProgress }: { bucket: FinanceBucket; point: Point; inProgress: boolean }) {
  return (
    <Box bg="bg" borderWidth="1px" rounded="l2" px="3" py="2" shadow="md" fontSize="sm">
      <Text>
        {fullDate(bucket, point.date)}
        {inProgress && ` (${inProgressLabel(bucket)})`}
      </Text>
      <Text fontWeight="semibold">{formatCents(point.revenueCents)}</Text>
      <Text color="fg.muted">Période précédente&nbsp;: {formatCents(point.previousRevenueCents)}</Text>
    </Box>
  );
}

/**
 * The chart's figures for screen readers: one row per bucket. Plain elements, not Chakra's
 * Table: nobody sees this table, and a month of days is some 120 styled components less to
 * render when the report arrives (docs/audit.md).
 */
function ChartTable({ bucket, points }: { bucket: FinanceBucket; points: readonly Point[] }) {
  return (
    <VisuallyHidden>
      <table>
        <caption>
          {TITLE}, {bucket === "DAY" ? "par jour" : "par mois"}
        </caption>
        <thead>
          <tr>
            <th scope="col">{bucket === "DAY" ? "Jour" : "Mois"}</th>
            <th scope="col">Chiffre d’affaires</th>
            <th scope="col">Période précédente</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.date}>
              <td>{fullDate(bucket, p.date)}</td>
              <td>{formatCents(p.revenueCents)}</td>
              <td>{formatCents(p.previousRevenueCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}

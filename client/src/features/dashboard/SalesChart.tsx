import { Box, Skeleton, Table, Text, VisuallyHidden } from "@chakra-ui/react";
import { fullDate } from "../../ui/chart/chartFormat";
import { DeferredRevenueLines } from "../../ui/chart/DeferredRevenueLines";
import { inProgressLabel, splitAtToday } from "../../ui/chart/inProgress";
import { formatCents } from "../../ui/format";
import { Panel } from "../../ui/Panel";
import type { DashboardData } from "./types";

type SalesChartData = NonNullable<DashboardData["salesChart"]>;
type Point = SalesChartData["points"][number];
/** About 6 labels on the X axis: one every 6 days of the 30, ending today. */
const LABEL_EVERY = 6;
const COLOR = "#0d9488";

const TITLE = "Ventes des 30 derniers jours";
/** The chart's height, held by its placeholder too so that nothing moves when the figures arrive. */
const CHART_HEIGHT = "300px";

export function SalesChart({ chart }: { chart: SalesChartData | undefined }) {
  return (
    <Panel title={TITLE} gridColumn={{ lg: "span 2" }}>
      <Text fontSize="sm" color="fg.muted" mb="2">
        Total de la période :{" "}
        {chart ? (
          <strong data-testid="chart-total">{formatCents(chart.totalCents)}</strong>
        ) : (
          <Skeleton as="span" display="inline-block" verticalAlign="middle" height="4" width="20" />
        )}
      </Text>
      {chart ? <Chart chart={chart} /> : <Skeleton height={CHART_HEIGHT} />}
    </Panel>
  );
}

function Chart({ chart }: { chart: SalesChartData }) {
  const dates = chart.points.map((p) => p.date);
  // The 30 days end today (rules/dashboardFigures.ts): the last one is in progress.
  const today = dates.at(-1) ?? "";
  const line = splitAtToday(
    "DAY",
    dates,
    chart.points.map((p) => p.revenueCents),
    today,
  );
  return (
    <>
      <Box height={CHART_HEIGHT} data-testid="sales-chart" data-points={chart.points.length}>
        <DeferredRevenueLines
          height={CHART_HEIGHT}
          bucket="DAY"
          dates={dates}
          series={[
            { id: "ventes", color: COLOR, values: line.complete },
            { id: "aujourd’hui", color: COLOR, values: line.inProgress, dashed: true },
          ]}
          inProgressIndex={line.inProgressIndex}
          ariaLabel={`${TITLE} : courbe du chiffre d'affaires par jour, total ${formatCents(chart.totalCents)}, aujourd’hui en cours en pointillés (détail dans le tableau qui suit)`}
          yMax={chart.yAxisMaxCents}
          yTicks={chart.yAxisTicksCents}
          labelEvery={LABEL_EVERY}
          tooltip={(i) => <ChartTooltip point={chart.points[i]} inProgress={i === line.inProgressIndex} />}
        />
      </Box>
      <SalesTable points={chart.points} inProgressIndex={line.inProgressIndex} />
    </>
  );
}

function ChartTooltip({ point, inProgress }: { point: Point | undefined; inProgress: boolean }) {
  if (!point) return null;
  return (
    <Box bg="bg" borderWidth="1px" rounded="l2" px="3" py="2" shadow="md" fontSize="sm">
      <Text>
        {fullDate("DAY", point.date)}
        {inProgress && ` (${inProgressLabel("DAY")})`}
      </Text>
      <Text fontWeight="semibold">{formatCents(point.revenueCents)}</Text>
    </Box>
  );
}

/** The chart's figures for screen readers: one row per day. */
function SalesTable({ points, inProgressIndex }: { points: readonly Point[]; inProgressIndex: number | null }) {
  return (
    <VisuallyHidden>
      <Table.Root>
        <Table.Caption>{TITLE}, chiffre d'affaires par jour</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">Jour</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Chiffre d'affaires</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {points.map((p, i) => (
            <Table.Row key={p.date}>
              <Table.Cell>
                {fullDate("DAY", p.date)}
                {i === inProgressIndex && ` (${inProgressLabel("DAY")})`}
              </Table.Cell>
              <Table.Cell>{formatCents(p.revenueCents)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </VisuallyHidden>
  );
}

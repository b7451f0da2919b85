/**
 * The period's revenue per day or per month (as the API buckets it), with the previous period's
 * matching buckets as a second line; a hidden table gives screen readers the same figures.
 */
import { Box, HStack, Skeleton, Table, Text, VisuallyHidden } from "@chakra-ui/react";
import { ResponsiveLine } from "@nivo/line";
import { formatCents, formatEuro } from "../../ui/format";
import { Panel } from "../../ui/Panel";
import type { FinanceBucket } from "../../gql/graphql";
import type { FinanceReport } from "./types";

type Point = FinanceReport["chart"][number];

const TITLE = "Chiffre d’affaires de la période";
/** The chart's height, held by its skeleton too so that nothing moves when the figures arrive. */
const CHART_HEIGHT = "300px";
/** About 8 labels on the X axis at most. */
const MAX_LABELS = 8;
const COLORS = { current: "#0d9488", previous: "#a1a1aa" };

const shortDay = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "short", timeZone: "UTC" });
const longDay = new Intl.DateTimeFormat("fr-FR", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const shortMonth = new Intl.DateTimeFormat("fr-FR", { month: "short", year: "numeric", timeZone: "UTC" });
const longMonth = new Intl.DateTimeFormat("fr-FR", { month: "long", year: "numeric", timeZone: "UTC" });
const noon = (day: string) => new Date(`${day}T12:00:00Z`);

/** The bucket's label on the axis (« 3 nov. », « nov. 2026 ») and in the table and tooltip. */
const axisLabel = (bucket: FinanceBucket, day: string) => (bucket === "DAY" ? shortDay : shortMonth).format(noon(day));
const fullLabel = (bucket: FinanceBucket, day: string) => (bucket === "DAY" ? longDay : longMonth).format(noon(day));

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
  const every = Math.max(1, Math.ceil(chart.length / MAX_LABELS));
  const highest = Math.max(0, ...chart.map((p) => Math.max(p.revenueCents, p.previousRevenueCents)));
  const unit = bucket === "DAY" ? "par jour" : "par mois";
  return (
    <>
      <Box height={CHART_HEIGHT} opacity={stale ? 0.6 : 1} data-testid="finance-chart" data-bucket={bucket} data-points={chart.length} data-from={chart[0]?.date}>
        <ResponsiveLine
          role="img"
          ariaLabel={`${TITLE}\u00a0: courbes du chiffre d’affaires ${unit}, période choisie et période précédente, total ${formatCents(report.current.revenueCents)} contre ${formatCents(report.previous.revenueCents)} (détail dans le tableau qui suit)`}
          data={[
            { id: "Période précédente", data: chart.map((p) => ({ x: p.date, y: p.previousRevenueCents / 100 })) },
            { id: "Période choisie", data: chart.map((p) => ({ x: p.date, y: p.revenueCents / 100 })) },
          ]}
          margin={{ top: 10, right: 20, bottom: 40, left: 80 }}
          xScale={{ type: "point" }}
          // A period without sales still gets a readable axis (0 to 1 €).
          yScale={{ type: "linear", min: 0, max: highest > 0 ? "auto" : 1, nice: true }}
          axisLeft={{ tickValues: 5, format: (v) => formatEuro(Number(v)) }}
          gridYValues={5}
          axisBottom={{
            tickValues: chart.filter((_, i) => i % every === 0).map((p) => p.date),
            format: (v) => axisLabel(bucket, String(v)),
          }}
          colors={[COLORS.previous, COLORS.current]}
          enableArea
          areaOpacity={0.08}
          pointSize={chart.length > 31 ? 0 : 5}
          enableSlices="x"
          sliceTooltip={({ slice }) => {
            const point = chart[slice.points[0]?.indexInSeries ?? 0];
            return point ? <ChartTooltip bucket={bucket} point={point} /> : null;
          }}
        />
      </Box>
      <ChartTable bucket={bucket} points={chart} />
    </>
  );
}

function ChartTooltip({ bucket, point }: { bucket: FinanceBucket; point: Point }) {
  return (
    <Box bg="bg" borderWidth="1px" rounded="l2" px="3" py="2" shadow="md" fontSize="sm">
      <Text>{fullLabel(bucket, point.date)}</Text>
      <Text fontWeight="semibold">{formatCents(point.revenueCents)}</Text>
      <Text color="fg.muted">Période précédente&nbsp;: {formatCents(point.previousRevenueCents)}</Text>
    </Box>
  );
}

/** The chart's figures for screen readers: one row per bucket. */
function ChartTable({ bucket, points }: { bucket: FinanceBucket; points: readonly Point[] }) {
  return (
    <VisuallyHidden>
      <Table.Root>
        <Table.Caption>
          {TITLE}, {bucket === "DAY" ? "par jour" : "par mois"}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{bucket === "DAY" ? "Jour" : "Mois"}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Chiffre d’affaires</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Période précédente</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {points.map((p) => (
            <Table.Row key={p.date}>
              <Table.Cell>{fullLabel(bucket, p.date)}</Table.Cell>
              <Table.Cell>{formatCents(p.revenueCents)}</Table.Cell>
              <Table.Cell>{formatCents(p.previousRevenueCents)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </VisuallyHidden>
  );
}

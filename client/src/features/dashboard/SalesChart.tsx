import { Box, Skeleton, Table, Text, VisuallyHidden } from "@chakra-ui/react";
import { ResponsiveLine } from "@nivo/line";
import { formatEuro } from "../../ui/format";
import { Panel } from "../../ui/Panel";
import type { DashboardData } from "./types";

type Point = DashboardData["salesChart"]["points"][number];
/** About 6 labels on the X axis: one every 6 days of the 30, ending today. */
const LABEL_EVERY = 6;
const longDate = new Intl.DateTimeFormat("fr-FR", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
/** "samedi 22 novembre 2026" (the point's date is already a Paris calendar day). */
const frenchDate = (day: string) => longDate.format(new Date(`${day}T12:00:00Z`));

const TITLE = "Ventes des 30 derniers jours";
/** The chart's height, held by its skeleton too so that nothing moves when the figures arrive. */
const CHART_HEIGHT = "300px";

export function SalesChart({ chart }: { chart: DashboardData["salesChart"] | undefined }) {
  return (
    <Panel title={TITLE} gridColumn={{ lg: "span 2" }}>
      <Text fontSize="sm" color="fg.muted" mb="2">
        Total de la période :{" "}
        {chart ? <strong data-testid="chart-total">{formatEuro(chart.total)}</strong> : <Skeleton as="span" display="inline-block" verticalAlign="middle" height="4" width="20" />}
      </Text>
      {chart ? (
        <>
          <Box height={CHART_HEIGHT} data-testid="sales-chart" data-points={chart.points.length}>
            <ResponsiveLine
              role="img"
              ariaLabel={`${TITLE} : courbe du chiffre d'affaires par jour, total ${formatEuro(chart.total)} (détail dans le tableau qui suit)`}
              data={[{ id: "ventes", data: chart.points.map((p) => ({ x: p.date, y: p.revenue, label: p.label })) }]}
              margin={{ top: 10, right: 20, bottom: 40, left: 70 }}
              xScale={{ type: "point" }}
              yScale={{ type: "linear", min: 0, max: chart.yAxisMax }}
              axisLeft={{ tickValues: chart.yAxisTicks, format: (v) => formatEuro(Number(v)) }}
              gridYValues={chart.yAxisTicks}
              axisBottom={{
                tickValues: chart.points.filter((_, i) => (chart.points.length - 1 - i) % LABEL_EVERY === 0).map((p) => p.date),
                format: (v) => chart.points.find((p: Point) => p.date === v)?.label ?? String(v),
              }}
              colors={["#0d9488"]}
              enableArea
              areaOpacity={0.1}
              pointSize={6}
              useMesh
              tooltip={({ point }) => (
                <Box bg="bg" borderWidth="1px" rounded="l2" px="3" py="2" shadow="md" fontSize="sm">
                  <Text>{frenchDate(String(point.data.x))}</Text>
                  <Text fontWeight="semibold">{formatEuro(Number(point.data.y))}</Text>
                </Box>
              )}
            />
          </Box>
          <SalesTable points={chart.points} />
        </>
      ) : (
        <Skeleton height={CHART_HEIGHT} />
      )}
    </Panel>
  );
}

/** The chart's figures for screen readers: one row per day. */
function SalesTable({ points }: { points: readonly Point[] }) {
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
          {points.map((p) => (
            <Table.Row key={p.date}>
              <Table.Cell>{frenchDate(p.date)}</Table.Cell>
              <Table.Cell>{formatEuro(p.revenue)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </VisuallyHidden>
  );
}

/**
 * The one nivo line chart of the console (dashboard and /finances), loaded only by
 * DeferredRevenueLines, in its own chunk. Lines are drawn by our layer so that a series can be
 * dashed (the bucket in progress, ui/chart/inProgress.ts); its point carries a visible label.
 */
import { Box } from "@chakra-ui/react";
import { ResponsiveLine, type LineCustomSvgLayerProps, type LineSeries } from "@nivo/line";
import type { ReactNode } from "react";
import { formatCents } from "../format";
import { axisDate, axisTicks, type ChartBucket } from "./chartFormat";
import { inProgressLabel } from "./inProgress";

export interface RevenueSeries {
  id: string;
  color: string;
  /** One value per date, in cents; null where the series has no point. */
  values: readonly (number | null)[];
  dashed?: boolean;
}

export interface RevenueLinesProps {
  bucket: ChartBucket;
  dates: readonly string[];
  /** Drawn in this order (the last on top). */
  series: readonly RevenueSeries[];
  /** Index of the bucket in progress (labelled), or null. */
  inProgressIndex: number | null;
  ariaLabel: string;
  yMax: number | "auto";
  yTicks: number | number[];
  labelEvery: number;
  tooltip: (index: number) => ReactNode;
}

type Series = LineSeries & { data: { x: string; y: number | null }[] };

export default function RevenueLines({ bucket, dates, series: given, inProgressIndex, ariaLabel, yMax, yTicks, labelEvery, tooltip }: RevenueLinesProps) {
  // A series without a point (nothing in progress in a past period) would draw an empty path.
  const series = given.filter((s) => s.values.some((v) => v !== null));
  const dashed = new Set(series.filter((s) => s.dashed).map((s) => s.id));
  const data: Series[] = series.map((s) => ({ id: s.id, data: dates.map((x, i) => ({ x, y: s.values[i] ?? null })) }));

  // Tests wait on this group, not on the first path: the first path is an area, flat (invisible)
  // when the days it covers sold nothing, e.g. today just after midnight.
  const Lines = ({ series: computed, lineGenerator }: LineCustomSvgLayerProps<Series>) => (
    <g data-testid="chart-lines">
      {computed.map((s) => (
        <path
          key={s.id}
          d={lineGenerator(s.data.map((d) => d.position)) ?? undefined}
          fill="none"
          stroke={s.color}
          strokeWidth={2}
          strokeDasharray={dashed.has(String(s.id)) ? "6 4" : undefined}
        />
      ))}
    </g>
  );

  const Today = ({ series: computed }: LineCustomSvgLayerProps<Series>) => {
    const last = computed.at(-1)?.data[inProgressIndex ?? -1];
    if (inProgressIndex === null || !last || last.position.y === null) return null;
    const { x, y } = last.position as { x: number; y: number };
    return (
      <g data-testid="chart-in-progress">
        <circle cx={x} cy={y} r={5} fill="white" stroke={computed.at(-1)!.color} strokeWidth={2} />
        <text x={x - 8} y={y - 10} textAnchor="end" fontSize={12} fill="currentColor">
          {inProgressLabel(bucket)}
        </text>
      </g>
    );
  };

  return (
    <Box height="full" color="fg.muted">
      <ResponsiveLine<Series>
        role="img"
        ariaLabel={ariaLabel}
        data={data}
        margin={{ top: 24, right: 20, bottom: 40, left: 80 }}
        xScale={{ type: "point" }}
        yScale={{ type: "linear", min: 0, max: yMax, nice: yMax === "auto" }}
        axisLeft={{ tickValues: yTicks, format: (v) => formatCents(Number(v), { wholeEuros: true }) }}
        gridYValues={yTicks}
        axisBottom={{ tickValues: axisTicks(dates, labelEvery), format: (v) => axisDate(bucket, String(v)) }}
        colors={series.map((s) => s.color)}
        enableArea
        areaOpacity={0.08}
        pointSize={dates.length > 31 ? 0 : 5}
        enableSlices="x"
        sliceTooltip={({ slice }) => tooltip(slice.points[0]?.indexInSeries ?? 0)}
        layers={["grid", "markers", "axes", "areas", Lines, "crosshair", "points", "slices", Today]}
      />
    </Box>
  );
}

import { Badge, Box, SimpleGrid, Skeleton, Stat, Tooltip, Portal } from "@chakra-ui/react";
import { LuMinus, LuTrendingDown, LuTrendingUp } from "react-icons/lu";
import { formatEuro, formatInteger } from "../../ui/format";
import type { DashboardData, TrendData } from "./types";

const TREND_TOOLTIP =
  "Variation réelle par rapport au même jour du mois dernier (du 1er à aujourd'hui pour les commandes et le chiffre d'affaires).";

function TrendBadge({ trend, format }: { trend: TrendData; format: (n: number) => string }) {
  const palette = trend.direction === "UP" ? "green" : trend.direction === "DOWN" ? "red" : "gray";
  const Icon = trend.direction === "UP" ? LuTrendingUp : trend.direction === "DOWN" ? LuTrendingDown : LuMinus;
  const value = trend.percent === null ? "nouveau" : `${trend.percent > 0 ? "+" : ""}${trend.percent}\u00a0%`;
  return (
    <Tooltip.Root openDelay={200}>
      <Tooltip.Trigger asChild>
        <Badge colorPalette={palette} variant="subtle" tabIndex={0} data-testid="trend" data-direction={trend.direction}>
          <Icon aria-hidden /> {value} vs mois dernier
        </Badge>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content maxW="xs">
            {TREND_TOOLTIP} Le mois dernier à la même date : {format(trend.previous)}.
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

export function MetricCards({ data }: { data: DashboardData | undefined }) {
  const cards = [
    { key: "totalUsers", label: "Utilisateurs", format: formatInteger },
    { key: "ordersThisMonth", label: "Commandes ce mois-ci", format: formatInteger },
    { key: "monthlyRevenue", label: "Chiffre d'affaires du mois", format: formatEuro },
    { key: "totalCreations", label: "Créations générées", format: formatInteger },
  ] as const;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4" mb="6">
      {cards.map(({ key, label, format }) => (
        <Box key={key} bg="bg" borderWidth="1px" rounded="l3" p="5" data-testid="metric-card">
          <Stat.Root>
            <Stat.Label>{label}</Stat.Label>
            {/* A description list holds only dt and dd: the skeletons stand inside the dd they stand for, at its height. */}
            <Stat.ValueText fontSize="2xl" height="8">
              {data ? format(data.metrics[key]) : <Skeleton height="8" width="24" />}
            </Stat.ValueText>
            <Box as="dd" height="6" mt="1" display="flex" alignItems="center">
              {data ? <TrendBadge trend={data.trends[key]} format={format} /> : <Skeleton height="5" width="32" />}
            </Box>
          </Stat.Root>
        </Box>
      ))}
    </SimpleGrid>
  );
}

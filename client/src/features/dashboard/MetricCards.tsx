import { Box, SimpleGrid, Skeleton, Stat } from "@chakra-ui/react";
import { formatCents, formatInteger } from "../../ui/format";
import { FigureChange } from "../../ui/figures/FigureChange";
import type { DashboardData } from "./types";

/** The spec's badge words; the days compared come under it (ui/figures/comparedWith.ts). */
const SPEC_BADGE = "vs mois dernier";

const CARDS = [
  // Money in cents, as /finances compares it: one change, to the last digit, for one amount.
  { key: "totalUsers", trend: "totalUsers", label: "Utilisateurs", format: formatInteger },
  { key: "ordersThisMonth", trend: "ordersThisMonth", label: "Commandes ce mois-ci", format: formatInteger },
  { key: "monthlyRevenueCents", trend: "monthlyRevenue", label: "Chiffre d'affaires du mois", format: (cents: number) => formatCents(cents) },
  { key: "totalCreations", trend: "totalCreations", label: "Créations générées", format: formatInteger },
] as const;

export function MetricCards({ data }: { data: DashboardData | undefined }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4" mb="6">
      {CARDS.map(({ key, trend: trendKey, label, format }) => {
        const trend = data?.trends[trendKey];
        return (
          <Box key={key} bg="bg" borderWidth="1px" rounded="l3" p="5" data-testid="metric-card" data-figure={trendKey}>
            <Stat.Root>
              <Stat.Label>{label}</Stat.Label>
              {/* A description list holds only dt and dd: the skeletons stand inside the dd they stand for, at its height. */}
              <Stat.ValueText fontSize="2xl" height="8" data-testid="metric-value">
                {data ? format(data.metrics[key]) : <Skeleton height="8" width="24" />}
              </Stat.ValueText>
              <Box as="dd" height="11">
                {data && trend ? (
                  <FigureChange
                    testId="trend"
                    current={data.metrics[key]}
                    previous={trend.previous}
                    compared={{ from: trend.comparedFrom, to: trend.comparedTo }}
                    previousText={format(trend.previous)}
                    suffix={SPEC_BADGE}
                  />
                ) : (
                  <Skeleton height="5" width="32" mt="1" />
                )}
              </Box>
            </Stat.Root>
          </Box>
        );
      })}
    </SimpleGrid>
  );
}

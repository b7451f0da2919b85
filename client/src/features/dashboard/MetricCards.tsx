import { Box, SimpleGrid, Skeleton, Stat } from "@chakra-ui/react";
import { formatCents, formatInteger } from "../../ui/format";
import { FigureChange } from "../../ui/figures/FigureChange";
import type { DashboardCards, DashboardData } from "./types";

/** The spec's badge words; the days compared come under it (ui/figures/comparedWith.ts). */
const SPEC_BADGE = "vs mois dernier";

const CARDS = [
  // Money in cents, as /finances compares it: one change, to the last digit, for one amount.
  { key: "totalUsers", trend: "totalUsers", label: "Utilisateurs", format: formatInteger, domain: "customers" },
  { key: "ordersThisMonth", trend: "ordersThisMonth", label: "Commandes ce mois-ci", format: formatInteger, domain: "orders" },
  {
    key: "monthlyRevenueCents",
    trend: "monthlyRevenue",
    label: "Chiffre d'affaires du mois",
    format: (cents: number) => formatCents(cents),
    domain: "finances",
  },
  { key: "totalCreations", trend: "totalCreations", label: "Créations générées", format: formatInteger, domain: "moderation" },
] as const;

/** The cards of the domains `shown` (the role's, DashboardPage): the query asked only for those. */
export function MetricCards({ data, shown }: { data: DashboardData | undefined; shown: DashboardCards }) {
  const cards = CARDS.filter((card) => shown[card.domain]);
  if (cards.length === 0) return null;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4" mb="6">
      {cards.map(({ key, trend: trendKey, label, format }) => {
        const trend = data?.trends[trendKey];
        // Asked for, since shown: there once the answer is.
        const value = data?.metrics[key] ?? 0;
        return (
          <Box key={key} bg="bg" borderWidth="1px" rounded="l3" p="5" data-testid="metric-card" data-figure={trendKey}>
            <Stat.Root>
              <Stat.Label>{label}</Stat.Label>
              {/* A description list holds only dt and dd: the skeletons stand inside the dd they stand for, at its height. */}
              <Stat.ValueText fontSize="2xl" height="8" data-testid="metric-value">
                {data ? format(value) : <Skeleton height="8" width="24" />}
              </Stat.ValueText>
              <Box as="dd" height="11">
                {data && trend ? (
                  <FigureChange
                    testId="trend"
                    current={value}
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

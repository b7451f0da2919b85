/**
 * The period's figures (Chakra Stat), each with its change against the period it is compared
 * with (@atelier/domain/finances/period previousPeriod: the same days of last month for a month), the
 * change and its words shared with the dashboard (ui/figures).
 */
import { Box, SimpleGrid, Skeleton, Stat } from "@chakra-ui/react";
import { FigureChange } from "../../ui/figures/FigureChange";
import { formatCents, formatInteger } from "../../ui/format";
import type { Figures } from "./types";

type Card = {
  label: string;
  value: (f: Figures) => number;
  format: (n: number) => string;
  /** A second line under the value (a count beside an amount). */
  detail?: (f: Figures) => string;
  /** Refunds going up is bad news: the badge's colours are swapped. */
  lowerIsBetter?: boolean;
};

const plural = (n: number, word: string) => `${formatInteger(n)} ${word}${n > 1 ? "s" : ""}`;

const CARDS: Card[] = [
  { label: "Chiffre d’affaires", value: (f) => f.revenueCents, format: formatCents },
  { label: "Commandes payées", value: (f) => f.paidOrders, format: formatInteger },
  { label: "Panier moyen", value: (f) => f.averageBasketCents, format: formatCents },
  { label: "Remboursements", value: (f) => f.refundedCents, format: formatCents, detail: (f) => plural(f.refunds, "remboursement"), lowerIsBetter: true },
  { label: "Ventes de crédits", value: (f) => f.creditSalesCents, format: formatCents, detail: (f) => plural(f.creditSales, "vente") },
  { label: "Crédits vendus", value: (f) => f.creditsSold, format: formatInteger },
  { label: "Crédits dépensés", value: (f) => f.creditsSpent, format: formatInteger },
  { label: "Revenu net", value: (f) => f.netRevenueCents, format: formatCents, detail: () => "CA + crédits − remboursements hors commande" },
];

/** `stale`: the figures of the period shown before, while the new period's load. */
export function FigureCards({ current, previous, stale }: { current?: Figures; previous?: Figures; stale: boolean }) {
  return (
    <SimpleGrid
      columns={{ base: 1, sm: 2, xl: 4 }}
      gap="4"
      mb="4"
      aria-busy={stale || !current}
      data-testid="figure-cards"
      data-period={current && `${current.from}/${current.to}`}
    >
      {CARDS.map((card) => (
        <Box key={card.label} bg="bg" borderWidth="1px" rounded="l3" p="5" data-testid="figure-card" opacity={stale ? 0.6 : 1}>
          <Stat.Root>
            <Stat.Label>{card.label}</Stat.Label>
            {/* A description list holds only dt and dd: the skeletons stand inside the dd they stand for, at its height. */}
            <Stat.ValueText fontSize="2xl" height="8" data-testid="figure-value">
              {current ? card.format(card.value(current)) : <Skeleton height="8" width="28" />}
            </Stat.ValueText>
            <Box as="dd" height="5" fontSize="sm" color="fg.muted" truncate title={current ? card.detail?.(current) : undefined}>
              {current ? card.detail?.(current) : card.detail && <Skeleton height="4" width="32" />}
            </Box>
            <Box as="dd" height="11">
              {current && previous ? (
                <FigureChange
                  testId="figure-change"
                  current={card.value(current)}
                  previous={card.value(previous)}
                  compared={previous}
                  previousText={card.format(card.value(previous))}
                  lowerIsBetter={card.lowerIsBetter}
                />
              ) : (
                <Skeleton height="5" width="40" mt="1" />
              )}
            </Box>
          </Stat.Root>
        </Box>
      ))}
    </SimpleGrid>
  );
}

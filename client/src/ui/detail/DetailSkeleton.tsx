/**
 * A detail page's layout drawn as skeletons while it loads: cards of given heights in columns,
 * as the page will place its own, so that the page takes the same room when it comes.
 *
 *   <DetailSkeleton templateColumns={{ base: "1fr", lg: "2fr 1fr" }} columns={[["48", "40"], ["28", "56"]]} />
 */
import { Grid, Skeleton, Stack, type GridProps } from "@chakra-ui/react";

type Props = {
  /** The page's grid (Chakra `templateColumns`). */
  templateColumns: GridProps["templateColumns"];
  /** For each column, the heights (size tokens) of its cards from top to bottom. */
  columns: string[][];
  /** Skeletons under the grid, full width (e.g. tabs): their heights. */
  below?: string[];
  /** The space between the page's cards (a size token). */
  gap?: string;
};

export function DetailSkeleton({ templateColumns, columns, below = [], gap = "6" }: Props) {
  return (
    <Stack gap="6" aria-busy="true">
      <Grid templateColumns={templateColumns} gap={gap} alignItems="start">
        {columns.map((cards, column) => (
          <Stack key={column} gap={gap}>
            {cards.map((height, card) => (
              <Skeleton key={card} height={height} rounded="l3" />
            ))}
          </Stack>
        ))}
      </Grid>
      {below.map((height, index) => (
        <Skeleton key={index} height={height} rounded="l2" />
      ))}
    </Stack>
  );
}

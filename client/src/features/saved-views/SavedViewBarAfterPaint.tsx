/**
 * The saved views' bar (SavedViewBar.tsx: its tabs, menus, mutations and the column picker), a
 * chunk of its own asked for once the list has painted (issue 34: /orders and /users paint their
 * rows first). Until it comes, an empty box of the bar's height holds its place: nothing moves.
 */
import { Box } from "@chakra-ui/react";
import { lazy, Suspense, type ReactNode } from "react";
import { useIdle } from "../../ui/WhenIdle";
import { SAVED_VIEW_BAR_MIN_HEIGHT } from "./barHeight";
import type { SavedViewBarProps } from "./SavedViewBar";

// lazy() keeps no type parameter: the bar is generic over the list's rows only for its columns.
const LazyBar = lazy(() => import("./SavedViewBar").then((m) => ({ default: m.SavedViewBar as (props: SavedViewBarProps<unknown>) => ReactNode })));

/** The bar's room before it loads: its least height (one line of small buttons, two on a phone) and its margin below. */
const room = <Box minH={SAVED_VIEW_BAR_MIN_HEIGHT} mb="3" />;

export function SavedViewBarAfterPaint<Row>(props: SavedViewBarProps<Row>) {
  const idle = useIdle();
  return idle ? (
    <Suspense fallback={room}>
      <LazyBar {...(props as SavedViewBarProps<unknown>)} />
    </Suspense>
  ) : (
    room
  );
}

/**
 * A placeholder bar of a loading list: a plain element with Chakra's Skeleton's look and no
 * animation of its own, styled by the list it is in (SKELETON_LIST), which pulses once for all of
 * its bars: 200 bars with an animation each made the browser restyle every one at every frame
 * while the page loaded (« Animation » invalidations in Chromium's trace), the larger part of a
 * list's style work (docs/performance.md).
 */
import type { SystemStyleObject } from "@chakra-ui/react";

/** The bars' class: the end-to-end tests' « still loading » looks for it (e2e/support/layoutShift.ts). */
const SKELETON_BAR_CLASS = "chakra-skeleton";

/** The style of the element holding the bars (a table's body, a list of cards): one pulse, and the bars' look. */
export const SKELETON_LIST: SystemStyleObject = {
  animation: "pulse",
  animationDuration: "var(--duration, 1.2s)",
  [`& .${SKELETON_BAR_CLASS}`]: { borderRadius: "l2", bg: "bg.emphasized" },
  [`& .${SKELETON_BAR_CLASS}[data-height="3"]`]: { height: "3" },
  [`& .${SKELETON_BAR_CLASS}[data-height="4"]`]: { height: "4" },
};

/** `height`: a size token, 3 or 4; `width`: a share of its line (the whole cell if not given). */
export function SkeletonBar({ height = "4", width }: { height?: "3" | "4"; width?: string }) {
  return <div className={SKELETON_BAR_CLASS} data-height={height} style={width ? { width } : undefined} />;
}

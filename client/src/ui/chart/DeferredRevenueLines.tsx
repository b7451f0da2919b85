/**
 * The revenue chart, its library (nivo, the console's heaviest) in its own chunk that is asked
 * for only once the screen's figures are painted: the first paint neither waits for it nor
 * evaluates it (docs/bundle.md). A placeholder of the chart's fixed height holds its place, so
 * nothing moves when it arrives.
 */
import { Box, Skeleton } from "@chakra-ui/react";
import { lazy, Suspense, useEffect, useState } from "react";
import type { RevenueLinesProps } from "./RevenueLines";

const RevenueLines = lazy(() => import("./RevenueLines"));

export function DeferredRevenueLines({ height, ...props }: RevenueLinesProps & { height: string }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // The frame after the one that showed the figures.
    const frame = requestAnimationFrame(() => setPainted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  const placeholder = <Skeleton height={height} />;
  return <Box height={height}>{painted ? <Suspense fallback={placeholder}>{<RevenueLines {...props} />}</Suspense> : placeholder}</Box>;
}

/**
 * What a long download has brought so far, beside its button: « 1 234 lignes · 56 Ko » for a CSV
 * export, « 56 Ko » for another file (the monthly ZIP), with a bar that fills when the rows to
 * come are known (`expectedRows`).
 *
 *   <DownloadButton … progress={(received) => <ReceivedSoFar received={received} expectedRows={totalCount} />} />
 */
import { HStack, Progress, Text } from "@chakra-ui/react";
import { formatInteger } from "../format";
import type { DownloadProgress } from "./downloadFile";

export function ReceivedSoFar({ received, expectedRows }: { received: DownloadProgress; expectedRows?: number }) {
  const kilobytes = `${formatInteger(Math.round(received.bytes / 1024))} Ko`;
  const percent = received.rows !== null && expectedRows ? Math.min(100, Math.round((received.rows / expectedRows) * 100)) : null;
  return (
    <HStack gap="2" role="status" aria-live="polite" minW="48">
      <Progress.Root value={percent} size="sm" width="24" colorPalette="teal">
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="sm" color="fg.muted" data-testid="export-progress">
        {received.rows === null ? kilobytes : `${formatInteger(received.rows)} lignes · ${kilobytes}`}
      </Text>
    </HStack>
  );
}

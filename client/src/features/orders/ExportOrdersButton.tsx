/** 'Exporter CSV': every order matching the list's filters, with live progress while it downloads. */
import { Button, HStack, Progress, Text } from "@chakra-ui/react";
import { useState } from "react";
import { LuDownload } from "react-icons/lu";
import { notify } from "../../ui/notify";
import { formatInteger } from "../../ui/format";
import { downloadOrdersCsv, type ExportProgress } from "./downloadOrdersCsv";

export function ExportOrdersButton({ query, expectedRows }: { query: string; expectedRows: number | undefined }) {
  const [progress, setProgress] = useState<ExportProgress | null>(null);

  const run = async () => {
    setProgress({ bytes: 0, rows: 0 });
    try {
      const rows = await downloadOrdersCsv(query, setProgress);
      notify.success("Export terminé", `${formatInteger(rows)} commandes exportées.`);
    } catch (error) {
      notify.error("Échec de l’export", error instanceof Error ? error.message : undefined);
    } finally {
      setProgress(null);
    }
  };

  const percent = progress && expectedRows ? Math.min(100, Math.round((progress.rows / expectedRows) * 100)) : null;
  return (
    <HStack gap="3">
      {progress && (
        <HStack gap="2" role="status" aria-live="polite" minW="48">
          <Progress.Root value={percent} size="sm" width="24" colorPalette="teal">
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Text fontSize="sm" color="fg.muted" data-testid="export-progress">
            {formatInteger(progress.rows)} lignes · {formatInteger(Math.round(progress.bytes / 1024))} Ko
          </Text>
        </HStack>
      )}
      <Button variant="outline" onClick={run} loading={progress !== null} loadingText="Export…">
        <LuDownload /> Exporter CSV
      </Button>
    </HStack>
  );
}

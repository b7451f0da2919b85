/**
 * A button that downloads one of the API's CSV exports, with live progress while it streams:
 * « Exporter CSV » on /orders, « Exporter le CSV » and « Synthèse mensuelle » on /finances.
 *
 *   <ExportCsvButton label="Exporter CSV" url={`/export/orders.csv?${query}`} fallbackName="commandes.csv"
 *     idToken={idToken} done={(n) => `${formatInteger(n)} commandes exportées.`} expectedRows={totalCount} />
 */
import { Button, HStack, Progress, Text } from "@chakra-ui/react";
import { useState } from "react";
import { LuDownload } from "react-icons/lu";
import { formatInteger } from "../format";
import { notify } from "../notify";
import { errorText } from "../errorText";
import { downloadCsv, type ExportProgress } from "./downloadCsv";

type Props = {
  label: string;
  /** The export's path and query string. */
  url: string;
  fallbackName: string;
  /** The admin's ID token, from the app (ui/ does not reach Firebase itself). */
  idToken: () => Promise<string | null | undefined>;
  /** The success toast's message for `rows` exported rows. */
  done: (rows: number) => string;
  /** How many rows are coming, when known: the progress bar fills towards it. */
  expectedRows?: number;
};

export function ExportCsvButton({ label, url, fallbackName, idToken, done, expectedRows }: Props) {
  const [progress, setProgress] = useState<ExportProgress | null>(null);

  const run = async () => {
    setProgress({ bytes: 0, rows: 0 });
    try {
      const rows = await downloadCsv(url, { token: await idToken(), fallbackName, onProgress: setProgress });
      notify.success("Export terminé", done(rows));
    } catch (error) {
      // downloadCsv's own errors speak French (the API's refusal); a failed fetch does not.
      notify.error(
        "Échec de l’export",
        error instanceof TypeError || !(error instanceof Error) ? errorText(error, "L’export n’a pas abouti. Réessayez.") : error.message,
      );
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
        <LuDownload /> {label}
      </Button>
    </HStack>
  );
}

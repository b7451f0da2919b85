/**
 * A button that downloads one of the API's CSV exports, with live progress while it streams:
 * « Exporter CSV » on /orders, « Exporter le CSV » and « Synthèse mensuelle » on /finances.
 * DownloadButton with an export's words: « Export… », « Export terminé », « Échec de l’export ».
 *
 *   <ExportCsvButton label="Exporter CSV" url={`/export/orders.csv?${query}`} fallbackName="commandes.csv"
 *     idToken={idToken} done={(n) => `${formatInteger(n)} commandes exportées.`} expectedRows={totalCount} />
 */
import { DownloadButton } from "./DownloadButton";
import { ReceivedSoFar } from "./ReceivedSoFar";

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

export function ExportCsvButton({ done, expectedRows, ...props }: Props) {
  return (
    <DownloadButton
      {...props}
      done={{ title: "Export terminé", message: (received) => done(received.rows ?? 0) }}
      failure="Échec de l’export"
      busyText="Export…"
      progress={(received) => <ReceivedSoFar received={received} expectedRows={expectedRows} />}
    />
  );
}

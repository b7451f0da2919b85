/**
 * Downloads one of the API's CSV exports (/export/orders.csv, /export/transactions.csv, …) with
 * the admin's bearer token (an <a href> cannot send it), reading the stream to report progress —
 * bytes and rows so far — then saves it as a file under the name the server gives.
 * The server streams batch by batch; the browser holds the chunks until the Blob is made.
 */
import { ERROR_TEXTS } from "../errorText";

export type ExportProgress = { bytes: number; rows: number };

type Options = {
  /** The admin's ID token (ui/ does not reach Firebase itself). */
  token: string | null | undefined;
  /** The file's name when the response does not say. */
  fallbackName: string;
  onProgress: (progress: ExportProgress) => void;
};

/** Fetches `url` (path and query string) and saves it; resolves with the number of data rows. */
export async function downloadCsv(url: string, { token, fallbackName, onProgress }: Options): Promise<number> {
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok || !response.body) throw new Error(await refusalMessage(response));

  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  let lineBreaks = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.byteLength;
    // CRLF ends every record; a line break inside a quoted field is a bare LF, not counted.
    for (let i = 1; i < value.length; i++) if (value[i] === 10 && value[i - 1] === 13) lineBreaks++;
    onProgress({ bytes, rows: Math.max(0, lineBreaks - 1) });
  }
  save(new Blob(chunks, { type: "text/csv;charset=utf-8" }), fileName(response, fallbackName));
  return Math.max(0, lineBreaks - 1);
}

async function refusalMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { errors?: { message?: string }[] };
    if (body.errors?.[0]?.message) return body.errors[0].message;
  } catch {
    // Not the API's JSON: fall back to the status.
  }
  return response.status >= 500 ? ERROR_TEXTS.serverFault : "L’export a été refusé. Rechargez la page puis réessayez.";
}

function fileName(response: Response, fallback: string): string {
  return /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? fallback;
}

function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement("a"), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads one of the API's files with the admin's bearer token (an <a href> cannot send it): a
 * CSV export (/export/orders.csv, /export/transactions.csv, …), an accounting document's PDF
 * (/documents/FA-2026-000123.pdf), the accountant's monthly ZIP (/documents/archive.zip) or the packing
 * slips' PDF (POST /export/packing-slips.pdf, a JSON body). It
 * reads the stream to report progress — bytes so far, and records for a CSV — then saves the file
 * under the name the server gives, with the type the server gives.
 * The server streams batch by batch; the browser holds the chunks until the Blob is made.
 */
import { ERROR_TEXTS } from "../errorText";

/** What has arrived: bytes, and for a CSV its data rows (null for any other file). */
export type DownloadProgress = { bytes: number; rows: number | null };

type Options = {
  /** The admin's ID token (ui/ does not reach Firebase itself). */
  token: string | null | undefined;
  /** The file's name when the response does not say. */
  fallbackName: string;
  /** Sent as a JSON POST when given (the packing slips' `{ orderIds }`); a GET otherwise. */
  body?: unknown;
  onProgress?: (progress: DownloadProgress) => void;
};

/** Fetches `url` (path and query string) and saves it; resolves with what arrived. Rejects in French when the API refuses. */
export async function downloadFile(url: string, { token, fallbackName, body, onProgress }: Options): Promise<DownloadProgress> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const response =
    body === undefined
      ? await fetch(url, { headers })
      : await fetch(url, { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify(body) });
  if (!response.ok || !response.body) throw new Error(await refusalMessage(response));

  const type = response.headers.get("content-type") ?? "application/octet-stream";
  const countRows = type.startsWith("text/csv");
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  let lineBreaks = 0;
  const progress = (): DownloadProgress => ({ bytes, rows: countRows ? Math.max(0, lineBreaks - 1) : null });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.byteLength;
    // CRLF ends every record; a line break inside a quoted field is a bare LF, not counted.
    if (countRows) for (let i = 1; i < value.length; i++) if (value[i] === 10 && value[i - 1] === 13) lineBreaks++;
    onProgress?.(progress());
  }
  save(new Blob(chunks, { type }), fileName(response, fallbackName));
  return progress();
}

async function refusalMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { errors?: { message?: string }[] };
    if (body.errors?.[0]?.message) return body.errors[0].message;
  } catch {
    // Not the API's JSON: fall back to the status.
  }
  if (response.status >= 500) return ERROR_TEXTS.serverFault;
  if (response.status === 404) return "Ce fichier est introuvable. Rechargez la page puis réessayez.";
  return "Le téléchargement a été refusé. Rechargez la page puis réessayez.";
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

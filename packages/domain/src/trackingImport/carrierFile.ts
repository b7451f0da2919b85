/**
 * The carrier's file as the tracking import reads it (docs/tracking-import.md): the dialect of our
 * own exports (UTF-8, BOM accepted, `;` — or `,` when the header line uses it —, CRLF or LF), a
 * header line whose columns are guessed and can be remapped, at most MAX_IMPORT_LINES lines. The
 * CSV parser itself (papaparse) runs in the console; these are the rules around it, pure, so the
 * console, the tests and the bench read a file the same way.
 */
import { frenchInteger, inputField, userError, type UserError } from "../userErrors";

/** Data lines one file may hold. */
export const MAX_IMPORT_LINES = 5000;

/**
 * Lines per request to `importTrackingNumbers`: each line may cost 2 reads to find its order and 2
 * more for its move (the order and its customer), and a console operation stays under half the
 * API's ceiling of 1,000 estimated reads (docs/api-limits.md): 100 lines, 403 reads at worst, so a
 * file of 5,000 lines travels in 50 requests (one transaction of the bulk change each).
 */
export const IMPORT_REQUEST_LINES = 100;

/** One data line once its columns are mapped: `lineNumber` counts the header as line 1, as a spreadsheet shows it. */
export interface TrackingImportRow {
  lineNumber: number;
  orderRef: string;
  trackingNumber: string;
  /** On an apply, the order the dry run found for the line: read by id instead of looked up again. */
  orderId?: string | null;
}

/** Which column (index in the header) holds the order and which the tracking number. */
export interface ColumnMapping {
  order: number | null;
  tracking: number | null;
}

/** A file larger than this is no carrier's file of at most 5,000 lines: refused before it is read. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

export const carrierFileMessages = {
  tooLarge: "Ce fichier dépasse 5 Mo : un fichier de 5 000 lignes au plus n’en fait pas tant. Vérifiez qu’il s’agit bien du fichier du transporteur.",
  empty: "Le fichier est vide : il doit commencer par une ligne d’en-tête, suivie d’une ligne par colis.",
  noLines: "Le fichier n’a que sa ligne d’en-tête : aucun numéro de suivi à importer.",
  tooManyLines: (lines: number) =>
    `Le fichier compte ${frenchInteger(lines)} lignes : ${frenchInteger(MAX_IMPORT_LINES)} au plus par import. Découpez-le en plusieurs fichiers.`,
  unreadable: "Ce fichier n’est pas un CSV lisible : enregistrez-le en CSV UTF-8 puis réessayez.",
  mappingMissing: "Choisissez la colonne de la commande et celle du numéro de suivi.",
  mappingSame: "La commande et le numéro de suivi doivent venir de deux colonnes différentes.",
} as const;

/** The text without its UTF-8 byte-order mark (Excel writes one). */
export const withoutBom = (text: string): string => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

/**
 * The separator the header line uses: `;` (our exports, French Excel) unless the header has a
 * `,` and no `;` (a carrier exporting the English way). Quoted header cells are skipped over.
 */
export function headerDelimiter(text: string): ";" | "," {
  const firstLine = withoutBom(text).split(/\r?\n/, 1)[0] ?? "";
  const unquoted = firstLine.replace(/"(?:[^"]|"")*"/g, "");
  return !unquoted.includes(";") && unquoted.includes(",") ? "," : ";";
}

/** A header cell compared without case, accents, « N° », punctuation or extra spaces. */
export function headerKey(cell: string): string {
  return cell
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/\bn\s*[°o](?=[\s.]|$)\.?\s*(de\s+)?/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** Header names carriers and our own export use, compared through headerKey. */
const ORDER_HEADERS = ["commande", "reference", "ref", "order", "order id", "order number", "numero", "identifiant", "reference commande"];
const TRACKING_HEADERS = ["numero de suivi", "suivi", "tracking", "tracking number", "numero suivi", "numero de colis"];

/** The first column whose header is one of `names`, else the first that contains one of them. */
function findColumn(keys: string[], names: string[], taken: number | null): number | null {
  const exact = keys.findIndex((key, i) => i !== taken && names.includes(key));
  if (exact >= 0) return exact;
  const partial = keys.findIndex((key, i) => i !== taken && names.some((name) => key.includes(name)));
  return partial >= 0 ? partial : null;
}

/**
 * The columns guessed from the header: « Commande », « Référence », « order », « N° de commande »
 * for the order; « Numéro de suivi », « Suivi », « tracking » for the number. The tracking column
 * is found first, so that « Numéro de suivi » is never taken for the order's « Numéro ».
 */
export function guessColumns(header: readonly string[]): ColumnMapping {
  const keys = header.map(headerKey);
  const tracking = findColumn(keys, TRACKING_HEADERS, null);
  const order = findColumn(keys, ORDER_HEADERS, tracking);
  return { order, tracking };
}

/** Whether a record holds nothing but blanks (a trailing empty line, « ;; » from a spreadsheet). */
const blank = (record: readonly string[]) => record.every((cell) => cell.trim() === "");

/** The data records of a parsed file (header first), blank lines dropped, each with its line number; or what is wrong. */
export function dataRecords(
  records: readonly (readonly string[])[],
): { header: string[]; lines: { lineNumber: number; cells: string[] }[] } | { error: string } {
  const header = records[0];
  if (!header || blank(header)) return { error: carrierFileMessages.empty };
  const lines = records.flatMap((cells, index) => (index === 0 || blank(cells) ? [] : [{ lineNumber: index + 1, cells: [...cells] }]));
  if (lines.length === 0) return { error: carrierFileMessages.noLines };
  if (lines.length > MAX_IMPORT_LINES) return { error: carrierFileMessages.tooManyLines(lines.length) };
  return { header: header.map((cell) => cell.trim()), lines };
}

/** The mapping's problem, if any: both columns chosen, and different. */
export function mappingError(mapping: ColumnMapping): string | null {
  if (mapping.order === null || mapping.tracking === null) return carrierFileMessages.mappingMissing;
  return mapping.order === mapping.tracking ? carrierFileMessages.mappingSame : null;
}

/** The rows to check, read through the mapping (cells trimmed; a missing cell is empty). */
export function mappedRows(
  lines: readonly { lineNumber: number; cells: readonly string[] }[],
  mapping: { order: number; tracking: number },
): TrackingImportRow[] {
  return lines.map(({ lineNumber, cells }) => ({
    lineNumber,
    orderRef: (cells[mapping.order] ?? "").trim(),
    trackingNumber: (cells[mapping.tracking] ?? "").trim(),
  }));
}

export const importRequestMessages = {
  noRows: "Aucune ligne à importer.",
  tooManyRows: `Au plus ${IMPORT_REQUEST_LINES} lignes par requête : la console envoie un fichier en plusieurs requêtes.`,
  badLineNumber: "Le numéro de ligne doit être un entier positif.",
  lineTwice: (lineNumber: number) => `La ligne ${frenchInteger(lineNumber)} est envoyée deux fois.`,
} as const;

/** The request's own refusals, before anything is read: 1 to IMPORT_REQUEST_LINES rows, each line number a positive integer, once. */
export function checkImportRows(rows: readonly Pick<TrackingImportRow, "lineNumber">[]): UserError[] {
  if (rows.length === 0) return [userError(inputField("rows"), importRequestMessages.noRows, "REQUIRED")];
  if (rows.length > IMPORT_REQUEST_LINES) return [userError(inputField("rows"), importRequestMessages.tooManyRows, "TOO_MANY")];
  const seen = new Set<number>();
  return rows.flatMap(({ lineNumber }, index) => {
    if (!Number.isInteger(lineNumber) || lineNumber < 1)
      return [userError(inputField("rows", index, "lineNumber"), importRequestMessages.badLineNumber, "INVALID")];
    if (seen.has(lineNumber)) return [userError(inputField("rows", index, "lineNumber"), importRequestMessages.lineTwice(lineNumber), "DUPLICATE_LINE")];
    seen.add(lineNumber);
    return [];
  });
}

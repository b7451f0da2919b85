/**
 * Reads the carrier's file in the browser: papaparse splits it (RFC 4180 quoting, CRLF or LF),
 * with the separator its header line uses; the domain's rules do the rest (BOM, blank lines, the
 * 5,000-line bound, the columns guessed). The one place a file is parsed: the server receives
 * its lines, already mapped (docs/tracking-import.md).
 */
import Papa from "papaparse";
import {
  carrierFileMessages,
  dataRecords,
  guessColumns,
  headerDelimiter,
  MAX_FILE_BYTES,
  withoutBom,
  type ColumnMapping,
} from "@atelier/domain/trackingImport/carrierFile";

export type CarrierFile = {
  name: string;
  header: string[];
  lines: { lineNumber: number; cells: string[] }[];
  /** The columns guessed from the header; the operator may change them. */
  guessed: ColumnMapping;
};

export async function readCarrierFile(file: File): Promise<CarrierFile | { error: string }> {
  if (file.size > MAX_FILE_BYTES) return { error: carrierFileMessages.tooLarge };
  const text = withoutBom(await file.text());
  const parsed = Papa.parse<string[]>(text, { delimiter: headerDelimiter(text), header: false, skipEmptyLines: false });
  // A quote left open swallows the rest of the file: better refused than read wrong.
  if (parsed.errors.some((error) => error.type === "Quotes")) return { error: carrierFileMessages.unreadable };
  const records = dataRecords(parsed.data);
  if ("error" in records) return records;
  return { name: file.name, header: records.header, lines: records.lines, guessed: guessColumns(records.header) };
}

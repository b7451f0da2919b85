/**
 * The CSV dialect and its formula-safe escaping (csvField) live in @atelier/domain/csv: the
 * console writes the tracking import's error report with the same rule (docs/tracking-import.md).
 * Re-exported here for the exports' existing imports.
 */
export { BOM, SEPARATOR, CsvNumber, csvCents, csvField, csvLine, type CsvValue } from "@atelier/domain/csv";

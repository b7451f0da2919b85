/** What every CSV export route is made of (router.ts streams it). A leaf: the exports import it. */
import type { Request } from "express";
import type { Repositories } from "../firestore";

export const param = (req: Request, name: string) => (typeof req.query[name] === "string" ? (req.query[name] as string) : null);

/** What one export streams: its file name, header line, then its lines batch by batch. */
export interface CsvExport {
  filename: string;
  header: string;
  batches: AsyncIterable<string>;
}

/** An export's parameters → the export; throws (a French message) for bad parameters. Runs after the admin check. */
export type CsvExportBuilder = (req: Request, repos: Repositories) => Promise<CsvExport>;

/** Today's UTC date (yyyy-mm-dd), for file names. */
export const today = () => new Date().toISOString().slice(0, 10);

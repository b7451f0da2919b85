/** What every CSV export route is made of (router.ts streams it). A leaf: the exports import it. */
import type { Request } from "express";
import type { Repositories } from "../firestore";
import type { UserRecord } from "../firestore/users";

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

/**
 * Lines of records that name a customer (`userId`), batch by batch, each batch's customers read in
 * one getAll: one batch of records and their customers in memory at a time.
 */
export async function* linesWithCustomers<T extends { userId: string | null }>(
  batches: AsyncIterable<T[]>,
  repos: Pick<Repositories, "users">,
  line: (record: T, customer: UserRecord | null) => string,
): AsyncGenerator<string> {
  for await (const batch of batches) {
    const userIds = [...new Set(batch.flatMap((record) => (record.userId ? [record.userId] : [])))];
    const customers = new Map((await repos.users.getMany(userIds)).flatMap((u) => (u ? [[u.uid, u] as const] : [])));
    yield batch.map((record) => line(record, customers.get(record.userId ?? "") ?? null)).join("");
  }
}

/**
 * A ZIP streamed into a response one entry at a time (archiver), for the accountant's monthly
 * archive (invoicing/monthlyArchive.ts) and a customer's data (personalData/customerExport.ts):
 * each entry is written whole before the next starts, so memory holds one entry's buffers, and a
 * failure destroys the archive — the client sees a cut connection, never a ZIP that looks complete.
 * `deflatedText` keeps a text that is written all along (a journal, a summary) small until its
 * entry comes, last.
 */
import archiver from "archiver";
import { once } from "node:events";
import { PassThrough, Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createDeflateRaw, createInflateRaw } from "node:zlib";

export interface ZipWriter {
  /** Appends an entry written by `write` into its stream (which it ends); resolves once the ZIP has it all. */
  entry(name: string, write: (stream: PassThrough) => Promise<unknown>, options?: { store?: boolean; date?: Date }): Promise<void>;
  /** Appends a readable as one entry (compressed). */
  append(source: Readable, name: string, date?: Date): void;
}

/** Streams the ZIP `fill` writes into `out` (which is ended); resolves with `fill`'s result once `out` has it all. */
export async function writeZip<T>(out: NodeJS.WritableStream, fill: (zip: ZipWriter) => Promise<T>): Promise<T> {
  const archive = archiver("zip", { zlib: { level: 6 } });
  const written = pipeline(archive, out);
  // Its failure is awaited below; meanwhile it must not count as unhandled.
  written.catch(() => undefined);
  const zip: ZipWriter = {
    async entry(name, write, options = {}) {
      const stream = new PassThrough();
      const appended = once(archive, "entry");
      archive.append(stream, { name, store: options.store ?? false, ...(options.date ? { date: options.date } : {}) });
      await Promise.all([write(stream), appended]);
    },
    append(source, name, date) {
      archive.append(source, { name, ...(date ? { date } : {}) });
    },
  };
  let result: T;
  try {
    result = await fill(zip);
    await archive.finalize();
  } catch (error) {
    archive.destroy(error as Error);
    await written.catch(() => undefined);
    throw error;
  }
  await written;
  return result;
}

/** Text kept deflated while it is written (a CSV shrinks about tenfold), read back once as a stream. */
export function deflatedText() {
  const deflate = createDeflateRaw();
  const chunks: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => chunks.push(chunk));
  return {
    write: (text: string) => void deflate.write(text),
    async read(): Promise<Readable> {
      const ended = once(deflate, "end");
      deflate.end();
      await ended;
      return Readable.from(chunks).pipe(createInflateRaw());
    },
  };
}

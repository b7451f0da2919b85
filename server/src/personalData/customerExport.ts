/**
 * A customer's data, as one ZIP (RGPD articles 15 and 20, docs/personal-data.md):
 *   donnees/<collection>.json  every document naming them, raw (machine-readable: portability);
 *   factures/<number>.pdf      their invoices and credit notes, as issued;
 *   images/<creation>…         their creations' images and the photos they started from;
 *   resume.txt                 a French summary of it all (access), written last.
 *
 * Memory stays bounded: documents are read a page at a time and written as they come, each file
 * is streamed into the ZIP before the next is read, and the summary is kept deflated (a few bytes
 * a line) until the end.
 */
import { once } from "node:events";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Firestore } from "firebase-admin/firestore";
import { plain } from "../firestore/auditLog";
import type { CostMeter } from "../firestore/cost";
import { ACCOUNTING_DOCUMENTS, documentFromSnapshot } from "../firestore/invoicing/documents";
import { writeDocumentPdf } from "../invoicing/pdf";
import { pdfEntryName } from "../invoicing/monthlyArchive";
import { deflatedText, writeZip } from "../export/zipStream";
import { StorageObjectNotFoundError, toStoragePath, type FileStorage } from "../storage";
import { CUSTOMER_COLLECTIONS, type Subject } from "./collections";
import { sectionHeading, summaryHeader, summaryLine, type CollectionCount } from "./summary";

export interface CustomerExportResult {
  /** Documents exported, per collection. */
  counts: CollectionCount[];
  files: number;
  missingFiles: number;
}

/** Streams the customer's ZIP into `out` (which is ended); resolves once `out` has it all. */
export function writeCustomerExport(
  firestore: Firestore,
  storage: FileStorage,
  meter: CostMeter,
  profile: { uid: string; email: string | null; name: string },
  out: NodeJS.WritableStream,
  now = new Date(),
): Promise<CustomerExportResult> {
  return writeZip(out, async (zip) => {
    const summary = deflatedText();
    const subject: Subject = { uid: profile.uid, email: profile.email, orderIds: [], creationIds: [], requestIds: [] };
    const counts: CollectionCount[] = [];
    const files = { written: 0, missing: 0 };

    const copyFile = async (stored: unknown, name: string) => {
      const path = typeof stored === "string" ? toStoragePath(stored) : null;
      if (!path) return;
      // A file gone from the storage is counted in the summary; any other failure stops the export
      // (a cut connection), never a ZIP that silently lacks it.
      const source: Readable | null = await storage.getStream(path).catch((error: unknown) => {
        if (error instanceof StorageObjectNotFoundError) return null;
        throw error;
      });
      if (!source) return void files.missing++;
      const extension = /\.[a-z0-9]{1,5}$/i.exec(path)?.[0] ?? "";
      // A stored id names no path in the archive: anything but letters, digits, « - » and « _ » replaced.
      await zip.entry(`images/${name.replace(/[^A-Za-z0-9_-]/g, "_")}${extension}`, (stream) => pipeline(source, stream), { store: true, date: now });
      files.written++;
    };
    /** The document read again when its turn comes, so that a customer's thousands stay out of memory. */
    const documentPdf = async (number: string) => {
      const snap = await firestore.collection(ACCOUNTING_DOCUMENTS).doc(number).get();
      meter.documentsRead(1);
      if (!snap.exists) return;
      const document = documentFromSnapshot(snap);
      await zip.entry(`factures/${pdfEntryName(document)}`, (stream) => writeDocumentPdf(document, stream), { store: true, date: now });
      files.written++;
    };

    for (const collection of CUSTOMER_COLLECTIONS) {
      // The files come after the collection's JSON entry is closed (a ZIP writes one entry at a
      // time): only their references are kept meanwhile, a few dozen bytes each.
      const later: Array<() => Promise<void>> = [];
      let count = 0;
      await zip.entry(
        `donnees/${collection.file}`,
        async (stream) => {
          stream.write("[");
          for await (const snap of collection.find(firestore, subject, meter)) {
            // The socket's pace: a slow download holds the reading back instead of filling memory.
            if (!stream.write(`${count === 0 ? "\n" : ",\n"}${JSON.stringify({ path: snap.ref.path, ...(plain(snap.data() ?? {}) as object) })}`)) {
              await once(stream, "drain");
            }
            if (count === 0) summary.write(sectionHeading(collection.label));
            summary.write(summaryLine(collection.path, snap));
            count++;
            if (collection.path === "orders") subject.orderIds.push(snap.id);
            if (collection.path === "personalDataRequests") subject.requestIds.push(snap.id);
            if (collection.path === "creations") {
              subject.creationIds.push(snap.id);
              const [image, photo] = [snap.get("imageUrl"), snap.get("sourceImageUrl")] as unknown[];
              later.push(() => copyFile(image, snap.id));
              later.push(() => copyFile(photo, `${snap.id}-photo-d-origine`));
            }
            if (collection.path === "accountingDocuments") later.push(() => documentPdf(snap.id));
          }
          stream.end(count === 0 ? "]\n" : "\n]\n");
        },
        { date: now },
      );
      counts.push({ label: collection.label, file: collection.file, count });
      for (const write of later) await write();
    }
    const lines = await summary.read();
    await zip.entry(
      "resume.txt",
      async (stream) => {
        stream.write(summaryHeader(profile, now, counts, files));
        await pipeline(lines, stream);
      },
      { date: now },
    );
    return { counts, files: files.written, missingFiles: files.missing };
  });
}

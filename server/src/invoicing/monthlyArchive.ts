/**
 * The accountant's monthly archive (docs/invoicing.md): one ZIP holding every accounting document
 * of the month as `<number>.pdf` and `journal.csv`, the journal an accountant imports, in the
 * exports' CSV dialect (export/csv.ts: UTF-8 with BOM, « ; », CRLF, formula-safe cells).
 *
 * The journal has one row per document and VAT rate (how a sales journal splits VAT), credit notes
 * negative, so its Total columns sum to the month's net sales:
 *   Numéro;Type;Date;Commande;Client;Facture d’origine;Taux TVA;Total HT;TVA;Total TTC
 *
 * Memory stays bounded for 100,000 orders: documents are pulled from the iterable one at a time,
 * each PDF is streamed into the ZIP (stored: its content is already compressed) and the next one
 * is rendered only once the previous entry is written. The journal's rows are kept deflated in
 * memory (a few bytes per row) and written last. What grows with the month is only the ZIP's
 * central directory, as in any ZIP writer (archiver adds ZIP64 past 65,535 entries).
 */
import type { AccountingDocument } from "@atelier/domain/invoicing/document";
import { BOM, CsvNumber, csvCents, csvLine } from "../export/csv";
import { deflatedText, writeZip } from "../export/zipStream";
import { writeDocumentPdf } from "./pdf";

export const JOURNAL_HEADER = csvLine(["Numéro", "Type", "Date", "Commande", "Client", "Facture d’origine", "Taux TVA", "Total HT", "TVA", "Total TTC"]);

const TYPES = { INVOICE: "Facture", CREDIT_NOTE: "Avoir" } as const;

/** « 2026-03-14 » → « 14/03/2026 », the date French spreadsheets read as a date. */
const frenchDate = (day: string) => day.split("-").reverse().join("/");

/** A document's journal rows: one per VAT rate, a credit note's (positive) amounts written negative. */
export function journalRows(doc: AccountingDocument): string {
  const amount = (cents: number) => csvCents(doc.kind === "CREDIT_NOTE" ? -cents : cents);
  const totals = doc.vatTotals.length > 0 ? doc.vatTotals : [{ vatRate: null, netCents: doc.netCents, vatCents: doc.vatCents, grossCents: doc.grossCents }];
  return totals
    .map((total) =>
      csvLine([
        doc.number,
        TYPES[doc.kind],
        frenchDate(doc.issuedOn),
        doc.orderReference,
        doc.buyer.name,
        doc.invoiceNumber,
        total.vatRate === null ? null : new CsvNumber(String(total.vatRate).replace(".", ",")),
        amount(total.netCents),
        amount(total.vatCents),
        amount(total.grossCents),
      ]),
    )
    .join("");
}

/** `<number>.pdf`, with anything but letters, digits, « - » and « _ » replaced: a number can never name a path. */
export const pdfEntryName = (doc: AccountingDocument) => `${doc.number.replace(/[^A-Za-z0-9_-]/g, "_") || "document"}.pdf`;

/** Streams the month's ZIP into `out` (which is ended); resolves once `out` has it all. */
export function writeMonthlyArchive(documents: AsyncIterable<AccountingDocument>, out: NodeJS.WritableStream): Promise<{ documents: number }> {
  return writeZip(out, async (zip) => {
    const journal = deflatedText();
    journal.write(BOM + JOURNAL_HEADER);
    let count = 0;
    for await (const doc of documents) {
      await zip.entry(pdfEntryName(doc), (stream) => writeDocumentPdf(doc, stream), { store: true, date: new Date(`${doc.issuedOn}T12:00:00Z`) });
      journal.write(journalRows(doc));
      count++;
    }
    zip.append(await journal.read(), "journal.csv");
    return { documents: count };
  });
}

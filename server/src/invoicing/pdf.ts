/**
 * An accounting document (docs/invoicing.md) as an A4 PDF a French accountant files: the seller's
 * legal identity, the buyer, the title and dates, the lines table (its header repeated on every
 * page), the VAT summary per rate, the totals, the legal mentions and « Page 1 / 2 » at the foot.
 *
 * pdfkit with its standard Helvetica: nothing to embed, and the same library later writes the
 * PDF/A-3 with its Factur-X attachment. Its standard fonts only encode WinAnsi (Windows-1252), so
 * every string drawn goes through `printable`; customer-written text is untrusted there too.
 * A document's bytes depend on it alone (the creation date is its issue day), so two renders of
 * one document are byte-identical.
 */
import type { AccountingDocument, DocumentLine } from "@atelier/domain/invoicing/document";
import { formatCents } from "@atelier/domain/money";
import PDFDocument from "pdfkit";
import { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";

/** The characters of Windows-1252's 0x80–0x9F block that pdfkit's standard fonts draw (the rest of WinAnsi is Latin-1). */
const WIN_ANSI_HIGH = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

const isWinAnsi = (char: string): boolean => {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_HIGH.has(char);
};

/** What NFKD does not bring back to Latin: the French narrow no-break space, a few letters and dashes. */
const LOOKALIKES: Record<string, string> = {
  "\u202f": "\u00a0",
  "\u2007": "\u00a0",
  "\u2010": "-",
  "\u2011": "-",
  "\u2212": "-",
  Ł: "L",
  ł: "l",
  Đ: "D",
  đ: "d",
  Ħ: "H",
  ħ: "h",
  ı: "i",
  Ŧ: "T",
  ŧ: "t",
};

const graphemes = new Intl.Segmenter("fr", { granularity: "grapheme" });

/**
 * Text as the PDF's standard fonts can draw it: line breaks and tabs become spaces, other control
 * and format characters (bidi overrides, zero-width joiners, soft hyphens) go, U+202F becomes a
 * no-break space, and each character outside WinAnsi becomes its Latin letter without diacritics
 * (NFKD: « ﬁ » → « fi », « Ａ » → « A », « ș » → « s ») or else one « ? » (an emoji, a CJK ideogram).
 */
export function printable(text: string): string {
  const clean = text
    .normalize("NFC")
    .replace(/[\t\n\v\f\r\u0085\u2028\u2029]+/g, " ")
    .replace(/\p{Cc}/gu, "");
  let out = "";
  for (const { segment } of graphemes.segment(clean)) out += printableGrapheme(segment);
  return out;
}

function printableGrapheme(grapheme: string): string {
  const visible = grapheme.replace(/[\p{Cf}\p{Cs}]/gu, "");
  if (visible === "") return "";
  if ([...visible].every(isWinAnsi)) return visible;
  const mapped = [...visible].map((char) => LOOKALIKES[char] ?? char).join("");
  if ([...mapped].every(isWinAnsi)) return mapped;
  const latin = mapped.normalize("NFKD").replace(/\p{M}/gu, "");
  return latin !== "" && [...latin].every(isWinAnsi) ? latin : "?";
}

/** Customer text is capped so that no single block can outgrow a page. */
const clip = (text: string, max: number) => {
  const chars = [...text];
  return chars.length > max ? chars.slice(0, max - 1).join("") + "…" : text;
};
const safe = (text: string | null | undefined, max = 300) => printable(clip(text ?? "", max)).trim();

/** « 14 mars 2026 », « 1er avril 2026 » for a Paris calendar day « 2026-03-14 ». */
export function frenchLongDate(day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const text = longDate.format(new Date(Date.UTC(y, m - 1, d, 12)));
  return d === 1 ? text.replace(/^1 /, "1er ") : text;
}
const longDate = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

const money = (cents: number) => printable(formatCents(cents));
const rate = (vatRate: number) => `${String(vatRate).replace(".", ",")}\u00a0%`;

const TITLES = { INVOICE: "Facture", CREDIT_NOTE: "Avoir" } as const;
const REFUND_TO = { PAYMENT: "sur le moyen de paiement d’origine", CREDITS: "en crédits sur le compte client" } as const;

const MARGIN = 50;
/** Room kept at the bottom of each page for the footer line. */
const FOOTER = 30;
const FONT = "Helvetica";
const BOLD = "Helvetica-Bold";
const GREY = "#555555";

/** The lines table: Désignation takes what the five amount columns leave. */
const COLUMNS = [
  { title: "Désignation", width: 0, align: "left" },
  { title: "Qté", width: 34, align: "right" },
  { title: "P.U. HT", width: 66, align: "right" },
  { title: "TVA", width: 44, align: "right" },
  { title: "Total HT", width: 70, align: "right" },
  { title: "Total TTC", width: 70, align: "right" },
] as const;
const CELL_GAP = 6;

type Pdf = PDFKit.PDFDocument;

/** The whole PDF in memory: for one document (a download, a mail attachment). */
export async function renderDocumentPdf(doc: AccountingDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  await writeDocumentPdf(doc, sink);
  return Buffer.concat(chunks);
}

/** The PDF streamed into `out`, which is ended; resolves once `out` has taken it all. */
export async function writeDocumentPdf(doc: AccountingDocument, out: NodeJS.WritableStream): Promise<void> {
  const title = `${TITLES[doc.kind]} n° ${safe(doc.number, 60)}`;
  const [y, m, d] = doc.issuedOn.split("-").map(Number) as [number, number, number];
  const pdf: Pdf = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER },
    // Pages stay in memory until the end (one document's worth) so the footer can say « Page 1 / 2 ».
    bufferPages: true,
    lang: "fr-FR",
    displayTitle: true,
    info: {
      Title: title,
      Author: safe(doc.seller.legalName),
      Subject: `${title} – ${safe(doc.seller.shopName)}`,
      Creator: safe(doc.seller.shopName),
      // Midnight UTC of the issue day: the same day in Paris, and the same bytes on every render.
      CreationDate: new Date(Date.UTC(y, m - 1, d)),
    },
  });
  const written = pipeline(pdf, out);
  try {
    draw(pdf, doc, title);
    pdf.end();
  } catch (error) {
    pdf.destroy(error as Error);
  }
  await written;
}

function draw(pdf: Pdf, doc: AccountingDocument, title: string): void {
  parties(pdf, doc);
  heading(pdf, doc, title);
  linesTable(pdf, doc);
  summary(pdf, doc);
  mentions(pdf, doc);
  footers(pdf, doc);
}

const contentWidth = (pdf: Pdf) => pdf.page.width - MARGIN * 2;
const bottom = (pdf: Pdf) => pdf.page.height - pdf.page.margins.bottom;

/** A new page when `height` more points would not fit on this one. */
function ensureRoom(pdf: Pdf, height: number): boolean {
  if (pdf.y + height <= bottom(pdf)) return false;
  pdf.addPage();
  return true;
}

/** Seller on the left (legal identity), buyer on the right. */
function parties(pdf: Pdf, doc: AccountingDocument): void {
  const { seller, buyer } = doc;
  const half = (contentWidth(pdf) - 20) / 2;
  const top = MARGIN;
  pdf.font(BOLD).fontSize(14).text(safe(seller.shopName, 120), MARGIN, top, { width: half });
  pdf.font(FONT).fontSize(9).moveDown(0.3);
  const sellerLines = [
    safe(seller.legalName),
    ...seller.addressLines.slice(0, 6).map((line) => safe(line, 120)),
    `SIREN\u00a0: ${safe(seller.siren, 20)}`,
    `TVA intracommunautaire\u00a0: ${safe(seller.vatNumber, 20)}`,
    safe(seller.contactEmail, 120),
  ].filter(Boolean);
  for (const line of sellerLines) pdf.text(line, { width: half });
  const sellerBottom = pdf.y;

  const right = MARGIN + half + 20;
  pdf
    .font(BOLD)
    .fontSize(9)
    .fillColor(GREY)
    .text("Client", right, top + 4, { width: half });
  pdf
    .fillColor("black")
    .fontSize(11)
    .text(safe(buyer.name, 150) || "—", { width: half });
  pdf.font(FONT).fontSize(9);
  const buyerLines = [...buyer.addressLines.slice(0, 6).map((line) => safe(line, 150)), safe(buyer.email, 150)].filter(Boolean);
  for (const line of buyerLines) pdf.text(line, { width: half });
  pdf.x = MARGIN;
  pdf.y = Math.max(sellerBottom, pdf.y) + 24;
}

/** « Facture n° … », then the dates and references the law asks of each kind. */
function heading(pdf: Pdf, doc: AccountingDocument, title: string): void {
  const width = contentWidth(pdf);
  pdf.font(BOLD).fontSize(18).text(title, MARGIN, pdf.y, { width });
  pdf.moveDown(0.4).font(FONT).fontSize(10);
  const reference = safe(doc.orderReference, 40);
  const facts = [`Date d’émission\u00a0: ${frenchLongDate(doc.issuedOn)}`, `Commande ${reference.startsWith("#") ? reference : `#${reference}`}`];
  if (doc.kind === "INVOICE") {
    if (doc.paidOn) facts.push(`Date du paiement\u00a0: ${frenchLongDate(doc.paidOn)}`);
  } else {
    if (doc.invoiceNumber) facts.push(`Avoir sur la facture n° ${safe(doc.invoiceNumber, 60)}`);
    if (doc.reason) facts.push(`Motif\u00a0: ${safe(doc.reason, 300)}`);
    if (doc.refundTo) facts.push(`Remboursement\u00a0: ${REFUND_TO[doc.refundTo]}`);
  }
  for (const fact of facts) pdf.text(fact, { width });
  pdf.moveDown(1.2);
}

function columnLayout(pdf: Pdf): { x: number; width: number; title: string; align: "left" | "right" }[] {
  const fixed = COLUMNS.reduce((sum, column) => sum + column.width + CELL_GAP, 0);
  let x = MARGIN;
  return COLUMNS.map((column) => {
    const width = column.width || contentWidth(pdf) - fixed;
    const placed = { x, width, title: column.title, align: column.align };
    x += width + CELL_GAP;
    return placed;
  });
}

function tableHeader(pdf: Pdf): void {
  const columns = columnLayout(pdf);
  const top = pdf.y;
  pdf.rect(MARGIN, top, contentWidth(pdf), 18).fill("#eeeeee").fillColor("black");
  pdf.font(BOLD).fontSize(9);
  for (const column of columns) pdf.text(column.title, column.x + 2, top + 5, { width: column.width - 2, align: column.align, lineBreak: false });
  pdf.x = MARGIN;
  pdf.y = top + 22;
}

function lineCells(line: DocumentLine): string[] {
  return [safe(line.label, 400) || "—", String(line.quantity), money(line.unitNetCents), rate(line.vatRate), money(line.netCents), money(line.grossCents)];
}

/** The lines, breaking pages between rows and repeating the header on each new page. */
function linesTable(pdf: Pdf, doc: AccountingDocument): void {
  const columns = columnLayout(pdf);
  ensureRoom(pdf, 60);
  tableHeader(pdf);
  pdf.font(FONT).fontSize(9);
  for (const line of doc.lines) {
    const cells = lineCells(line);
    const height = Math.max(...cells.map((cell, i) => pdf.heightOfString(cell, { width: (columns[i]?.width ?? 0) - 2 }))) + 6;
    if (ensureRoom(pdf, height)) {
      tableHeader(pdf);
      pdf.font(FONT).fontSize(9);
    }
    const top = pdf.y;
    cells.forEach((cell, i) => {
      const column = columns[i];
      if (column) pdf.text(cell, column.x + 2, top + 3, { width: column.width - 2, align: column.align });
    });
    pdf
      .moveTo(MARGIN, top + height)
      .lineTo(MARGIN + contentWidth(pdf), top + height)
      .lineWidth(0.5)
      .strokeColor("#cccccc")
      .stroke();
    pdf.x = MARGIN;
    pdf.y = top + height;
  }
  pdf.moveDown(1.5);
}

/** The VAT summary per rate on the left, the totals on the right, kept together on one page. */
function summary(pdf: Pdf, doc: AccountingDocument): void {
  // A credit note's amounts are positive (refund.ts): what it credits, said so by the labels.
  const credit = doc.kind === "CREDIT_NOTE";
  const totals: [string, string][] = [
    [credit ? "Total HT crédité" : "Total HT", money(doc.netCents)],
    [credit ? "TVA créditée" : "TVA", money(doc.vatCents)],
    [credit ? "Total TTC crédité" : "Total TTC", money(doc.grossCents)],
  ];
  const rowHeight = 15;
  ensureRoom(pdf, Math.max(doc.vatTotals.length + 2, totals.length) * rowHeight + 10);
  const top = pdf.y;

  const vatColumns = [
    { x: MARGIN, width: 60, title: "Taux" },
    { x: MARGIN + 64, width: 80, title: "Base HT" },
    { x: MARGIN + 148, width: 70, title: "TVA" },
  ];
  pdf.font(BOLD).fontSize(9).text("Récapitulatif de la TVA", MARGIN, top, { width: 220 });
  let y = top + rowHeight;
  vatColumns.forEach((column) => pdf.text(column.title, column.x, y, { width: column.width, align: "right", lineBreak: false }));
  pdf.font(FONT);
  for (const total of doc.vatTotals) {
    y += rowHeight;
    const cells = [rate(total.vatRate), money(total.netCents), money(total.vatCents)];
    vatColumns.forEach((column, i) => pdf.text(cells[i] ?? "", column.x, y, { width: column.width, align: "right", lineBreak: false }));
  }
  const vatBottom = y + rowHeight;

  const labelX = MARGIN + contentWidth(pdf) - 230;
  y = top;
  totals.forEach(([label, value], i) => {
    const last = i === totals.length - 1;
    pdf.font(last ? BOLD : FONT).fontSize(last ? 11 : 10);
    pdf.text(label, labelX, y, { width: 130, lineBreak: false });
    pdf.text(value, labelX + 130, y, { width: 100, align: "right", lineBreak: false });
    y += rowHeight + (last ? 0 : 2);
  });
  pdf.x = MARGIN;
  pdf.y = Math.max(vatBottom, y) + 20;
}

/** The seller's legal mentions after the totals (they flow onto a new page when long). */
function mentions(pdf: Pdf, doc: AccountingDocument): void {
  const text = safe(doc.seller.legalMentions, 4000);
  if (!text) return;
  pdf.font(FONT).fontSize(8).fillColor(GREY);
  ensureRoom(pdf, Math.min(pdf.heightOfString(text, { width: contentWidth(pdf) }), 120));
  pdf.text(text, MARGIN, pdf.y, { width: contentWidth(pdf), align: "justify" });
  pdf.fillColor("black");
}

/** On every page: who issued the document and « Page n / N ». */
function footers(pdf: Pdf, doc: AccountingDocument): void {
  const { start, count } = pdf.bufferedPageRange();
  const identity = clip(`${safe(doc.seller.legalName, 120)} – SIREN ${safe(doc.seller.siren, 20)} – ${safe(doc.number, 60)}`, 90);
  for (let i = start; i < start + count; i++) {
    pdf.switchToPage(i);
    const margins = pdf.page.margins.bottom;
    // Writing inside the bottom margin would otherwise make pdfkit open a new page.
    pdf.page.margins.bottom = 0;
    const y = pdf.page.height - MARGIN - 10;
    const width = contentWidth(pdf);
    pdf
      .moveTo(MARGIN, y - 6)
      .lineTo(MARGIN + width, y - 6)
      .lineWidth(0.5)
      .strokeColor("#cccccc")
      .stroke();
    pdf.font(FONT).fontSize(8).fillColor(GREY);
    pdf.text(identity, MARGIN, y, { width: width - 80, lineBreak: false });
    pdf.text(`Page ${i - start + 1} / ${count}`, MARGIN + width - 80, y, { width: 80, align: "right", lineBreak: false });
    pdf.fillColor("black");
    pdf.page.margins.bottom = margins;
  }
}

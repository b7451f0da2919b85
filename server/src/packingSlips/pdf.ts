/**
 * The packing slips as one A4 PDF, one page per order (docs/packing-slips.md): the shop's name,
 * « Bon de préparation », the short id big and the order's id as a QR code, the order's date and
 * delivery method, the delivery address, the items with their pictures, and « Préparé le … » at
 * the foot; then, when some ids named no order, a last page « Commandes introuvables ».
 *
 * Drawn with pdfkit and the invoices' conventions (invoicing/pdf.ts): the standard Helvetica
 * (nothing to embed) and `printable` for every string, so what the customer wrote — a name, an
 * address line — is drawn as text and nothing else: control and format characters removed,
 * characters outside WinAnsi brought back to Latin letters. Each block has a fixed room on the
 * page (a long line is cut with « … »), so an order can never spill onto a second page.
 * A4 rather than A5: every office printer takes it without a tray change, and the items' table
 * keeps pictures a packer can recognise for the orders of 4 or 5 lines the shop sees most.
 */
import { encode } from "uqr";
import PDFDocument from "pdfkit";
import { pipeline } from "node:stream/promises";
import { printable } from "../invoicing/pdf";
import type { PackingSlip, PackingSlipBatch, SlipAddress } from "./slips";

type Pdf = PDFKit.PDFDocument;

/** Reads one item's thumbnail (a JPEG) or null: thumbnails.ts, cached for the request. */
export type ThumbnailReader = (image: string | null) => Promise<Buffer | null>;

const FONT = "Helvetica";
const BOLD = "Helvetica-Bold";
const GREY = "#555555";
const RULE = "#cccccc";
const MARGIN = 40;
const QR_SIZE = 96;
/** The foot of every page: its rule and « Préparé le … ». */
const FOOTER = 36;
/** Item rows shrink from the roomy height to the compact one when an order has many lines. */
const ROW_MAX = 64;
const ROW_MIN = 26;
/** How many slips' pictures are asked for ahead of the page being drawn. */
const LOOKAHEAD = 2;

const parisDateTime = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Paris" });
const when = (instant: Date | string) => printable(parisDateTime.format(new Date(instant)));

/** Customer text as the PDF's font draws it, capped so that no block can outgrow its room. */
const safe = (value: string | null | undefined, max = 200): string => {
  const chars = [...(value ?? "")];
  return printable(chars.length > max ? `${chars.slice(0, max - 1).join("")}…` : chars.join("")).trim();
};

export interface SlipsOptions {
  /** The instant of « Préparé le … ». */
  preparedAt: Date;
  thumbnail: ThumbnailReader;
}

/** The PDF streamed into `out`, which is ended; resolves once `out` has taken it all. */
export async function writePackingSlipsPdf(batch: PackingSlipBatch, out: NodeJS.WritableStream, options: SlipsOptions): Promise<void> {
  const pdf: Pdf = new PDFDocument({
    size: "A4",
    autoFirstPage: false,
    // No bottom margin: every block is placed and bounded here, so pdfkit must never add a page of its own.
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: 0 },
    lang: "fr-FR",
    displayTitle: true,
    info: { Title: "Bons de préparation", Creator: safe(batch.shopName, 120), CreationDate: options.preparedAt },
  });
  const written = pipeline(pdf, out);
  try {
    const pictures = (slip: PackingSlip) => Promise.all(slip.items.map((item) => options.thumbnail(item.image)));
    const pending = batch.slips.map((slip, i) => (i < LOOKAHEAD ? pictures(slip) : null));
    for (const [i, slip] of batch.slips.entries()) {
      const next = batch.slips[i + LOOKAHEAD];
      if (next) pending[i + LOOKAHEAD] = pictures(next);
      const thumbnails = await (pending[i] ?? pictures(slip));
      pending[i] = null;
      drawSlip(pdf, batch.shopName, slip, thumbnails, { index: i + 1, count: batch.slips.length, preparedAt: options.preparedAt });
    }
    if (batch.missing.length) drawMissing(pdf, batch.missing, options.preparedAt);
    pdf.end();
  } catch (error) {
    pdf.destroy(error as Error);
  }
  await written;
}

const contentWidth = (pdf: Pdf) => pdf.page.width - MARGIN * 2;
const footerTop = (pdf: Pdf) => pdf.page.height - MARGIN - FOOTER;

function drawSlip(pdf: Pdf, shopName: string, slip: PackingSlip, thumbnails: (Buffer | null)[], page: { index: number; count: number; preparedAt: Date }) {
  pdf.addPage();
  const width = contentWidth(pdf);
  const textWidth = width - QR_SIZE - 20;

  qrCode(pdf, slip.orderId, MARGIN + width - QR_SIZE, MARGIN, QR_SIZE);
  pdf.fillColor(GREY).font(BOLD).fontSize(11).text(safe(shopName, 120), MARGIN, MARGIN, { width: textWidth, height: 14, ellipsis: true, lineBreak: false });
  pdf
    .fillColor("black")
    .fontSize(20)
    .text("Bon de préparation", MARGIN, MARGIN + 18, { width: textWidth, lineBreak: false });
  pdf.fontSize(34).text(`#${slip.shortId}`, MARGIN, MARGIN + 46, { width: textWidth, lineBreak: false });

  pdf.font(FONT).fontSize(10);
  const facts = [
    slip.createdAt ? `Commande du ${when(slip.createdAt)}` : "Commande sans date",
    `Livraison\u00a0: ${safe(slip.deliveryMethod, 80) || "non précisée"}`,
  ];
  let y = MARGIN + 90;
  for (const fact of facts) {
    pdf.text(fact, MARGIN, y, { width: textWidth, height: 13, ellipsis: true, lineBreak: false });
    y += 14;
  }
  pdf
    .fillColor(GREY)
    .fontSize(8)
    .text(`Identifiant\u00a0: ${slip.orderId}`, MARGIN, y + 2, { width: textWidth, lineBreak: false })
    .fillColor("black");

  y = Math.max(y + 18, MARGIN + QR_SIZE + 8);
  rule(pdf, y);
  y = address(pdf, slip.address, y + 12);
  rule(pdf, y + 8);
  items(pdf, slip, thumbnails, y + 20);
  footer(pdf, page.preparedAt, `Bon ${page.index} / ${page.count} · #${slip.shortId}`);
}

/** The QR code of the order's id, drawn module by module (a run of dark modules is one rectangle). */
function qrCode(pdf: Pdf, data: string, x: number, y: number, size: number) {
  const { data: modules } = encode(data, { ecc: "M", border: 0 });
  const cell = size / modules.length;
  modules.forEach((row, r) => {
    let c = 0;
    while (c < row.length) {
      if (!row[c]) {
        c++;
        continue;
      }
      const start = c;
      while (c < row.length && row[c]) c++;
      // A hair wider and taller: no white seam between neighbours where a viewer anti-aliases.
      pdf.rect(x + start * cell, y + r * cell, (c - start) * cell + 0.05, cell + 0.05);
    }
  });
  pdf.fill("black");
}

function rule(pdf: Pdf, y: number) {
  pdf
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + contentWidth(pdf), y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
}

/** « Adresse de livraison », then the lines as stored, each on one line at most two high. Returns the block's bottom. */
function address(pdf: Pdf, stored: SlipAddress | null, top: number): number {
  const width = contentWidth(pdf);
  pdf.fillColor(GREY).font(BOLD).fontSize(9).text("Adresse de livraison", MARGIN, top, { width, lineBreak: false }).fillColor("black");
  let y = top + 15;
  if (!stored) {
    pdf.font(FONT).fontSize(11).text("Aucune adresse enregistrée sur la commande.", MARGIN, y, { width, lineBreak: false });
    return y + 16;
  }
  const lines = [
    safe(stored.line1),
    safe(stored.line2),
    [safe(stored.postalCode, 20), safe(stored.city, 100)].filter(Boolean).join(" "),
    safe(stored.country, 80),
  ];
  pdf.font(BOLD).fontSize(13);
  const name = safe(stored.fullName, 150);
  if (name) {
    pdf.text(name, MARGIN, y, { width, height: 17, ellipsis: true });
    y += 18;
  }
  pdf.font(FONT).fontSize(12);
  for (const line of lines.filter(Boolean)) {
    pdf.text(line, MARGIN, y, { width, height: 15, ellipsis: true });
    y += 16;
  }
  return y;
}

/** The items: picture, name, quantity; rows shrink to fit the page, and what still does not fit is said, never spilled. */
function items(pdf: Pdf, slip: PackingSlip, thumbnails: (Buffer | null)[], top: number) {
  const width = contentWidth(pdf);
  const units = slip.items.reduce((sum, item) => sum + item.quantity, 0);
  pdf.font(BOLD).fontSize(12).text(`Articles (${units})`, MARGIN, top, { width, lineBreak: false });
  const tableTop = top + 22;
  const room = footerTop(pdf) - 10 - tableTop;
  if (slip.items.length === 0) {
    pdf.font(FONT).fontSize(11).text("Aucun article à préparer.", MARGIN, tableTop, { width, lineBreak: false });
    return;
  }
  const fitsAll = slip.items.length * ROW_MIN <= room;
  const shown = fitsAll ? slip.items.length : Math.max(0, Math.floor((room - 18) / ROW_MIN));
  const rowHeight = Math.min(ROW_MAX, Math.max(ROW_MIN, Math.floor(room / Math.max(1, shown))));
  const picture = rowHeight - 8;
  const quantityWidth = 60;
  const nameX = MARGIN + picture + 12;
  const nameWidth = width - picture - 12 - quantityWidth - 8;
  const fontSize = rowHeight >= 40 ? 11 : 9;

  let y = tableTop;
  slip.items.slice(0, shown).forEach((item, i) => {
    thumbnail(pdf, thumbnails[i] ?? null, MARGIN, y + 4, picture);
    pdf.font(FONT).fontSize(fontSize);
    const lineHeight = pdf.currentLineHeight(true);
    const lines = Math.max(1, Math.min(2, Math.floor((rowHeight - 6) / lineHeight)));
    const name = safe(item.name, 300) || "Article sans nom";
    const nameHeight = Math.min(pdf.heightOfString(name, { width: nameWidth }), lines * lineHeight);
    pdf.text(name, nameX, y + (rowHeight - nameHeight) / 2, { width: nameWidth, height: lines * lineHeight, ellipsis: true });
    pdf
      .font(BOLD)
      .fontSize(fontSize + 3)
      .text(`× ${item.quantity}`, MARGIN + width - quantityWidth, y + (rowHeight - pdf.currentLineHeight()) / 2, {
        width: quantityWidth,
        align: "right",
        lineBreak: false,
      });
    y += rowHeight;
    pdf
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  });
  const hidden = slip.items.length - shown;
  if (hidden > 0) {
    pdf
      .font(BOLD)
      .fontSize(10)
      .text(`+ ${hidden} autre${hidden > 1 ? "s" : ""} ligne${hidden > 1 ? "s" : ""} : voir la commande #${slip.shortId} dans la console.`, MARGIN, y + 4, {
        width,
        lineBreak: false,
      });
  }
}

/** The picture, fitted and centred in its square, or a neutral box when there is none to print. */
function thumbnail(pdf: Pdf, jpeg: Buffer | null, x: number, y: number, size: number) {
  if (jpeg) {
    try {
      pdf.image(jpeg, x, y, { fit: [size, size], align: "center", valign: "center" });
      return;
    } catch {
      // Bytes pdfkit cannot embed: the placeholder below.
    }
  }
  pdf.rect(x, y, size, size).lineWidth(0.75).fillAndStroke("#f2f2f2", RULE);
  if (size >= 36) {
    pdf
      .fillColor(GREY)
      .font(FONT)
      .fontSize(7)
      .text("Sans image", x, y + size / 2 - 4, { width: size, align: "center", lineBreak: false });
  }
  pdf.fillColor("black");
}

function footer(pdf: Pdf, preparedAt: Date, right: string) {
  const width = contentWidth(pdf);
  const y = footerTop(pdf) + 14;
  rule(pdf, y - 6);
  pdf.font(FONT).fontSize(9).fillColor(GREY);
  pdf.text(`Préparé le ${when(preparedAt)}`, MARGIN, y, { width: width - 160, lineBreak: false });
  pdf.text(right, MARGIN + width - 160, y, { width: 160, align: "right", lineBreak: false });
  pdf.fillColor("black");
}

/** The last page when some ids named no order: which, so that the operator knows what did not print. */
function drawMissing(pdf: Pdf, ids: readonly string[], preparedAt: Date) {
  pdf.addPage();
  const width = contentWidth(pdf);
  pdf.font(BOLD).fontSize(18).text("Commandes introuvables", MARGIN, MARGIN, { width, lineBreak: false });
  pdf
    .font(FONT)
    .fontSize(10)
    .text(
      `Aucune commande ne porte ${ids.length > 1 ? "ces identifiants" : "cet identifiant"}\u00a0: aucun bon n’a été imprimé pour ${ids.length > 1 ? "eux" : "lui"}.`,
      MARGIN,
      MARGIN + 28,
      {
        width,
      },
    );
  // Validated ids (letters, digits, « - », « _ »): in columns, up to the 200 a request may hold.
  const columns = ids.length > 60 ? 3 : ids.length > 30 ? 2 : 1;
  const columnWidth = width / columns;
  const perColumn = Math.ceil(ids.length / columns);
  const lineHeight = Math.min(14, (footerTop(pdf) - 10 - (MARGIN + 60)) / Math.max(1, perColumn));
  pdf.fontSize(Math.min(10, lineHeight - 2));
  ids.forEach((id, i) => {
    const column = Math.floor(i / perColumn);
    pdf.text(id, MARGIN + column * columnWidth, MARGIN + 60 + (i % perColumn) * lineHeight, {
      width: columnWidth - 10,
      height: lineHeight,
      ellipsis: true,
      lineBreak: false,
    });
  });
  footer(pdf, preparedAt, `${ids.length} commande${ids.length > 1 ? "s" : ""} introuvable${ids.length > 1 ? "s" : ""}`);
}

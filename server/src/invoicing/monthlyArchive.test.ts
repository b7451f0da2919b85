import type { AccountingDocument, DocumentLine } from "@atelier/domain/invoicing/document";
import JSZip from "jszip";
import { Writable } from "node:stream";
import { JOURNAL_HEADER, journalRows, pdfEntryName, writeMonthlyArchive } from "./monthlyArchive";
import { renderDocumentPdf } from "./pdf";

const line = (label: string, grossCents: number, vatRate: number): DocumentLine => {
  const netCents = Math.round(grossCents / (1 + vatRate / 100));
  return { itemIndex: 0, kind: "ITEM", label, quantity: 1, unitNetCents: netCents, vatRate, netCents, vatCents: grossCents - netCents, grossCents };
};

function documentOf(kind: AccountingDocument["kind"], number: string, buyerName: string, lines: DocumentLine[]): AccountingDocument {
  const sum = (of: DocumentLine[], key: "netCents" | "vatCents" | "grossCents") => of.reduce((total, l) => total + l[key], 0);
  const rates = [...new Set(lines.map((l) => l.vatRate))];
  return {
    kind,
    number,
    issuedOn: "2026-03-14",
    orderId: `order-${number}`,
    orderReference: `#${number.slice(-4)}`,
    paidOn: kind === "INVOICE" ? "2026-03-14" : null,
    seller: {
      legalName: "Atelier Lumière SAS",
      addressLines: ["12 rue des Arts", "75011 Paris"],
      siren: "303265045",
      vatNumber: "FR40303265045",
      legalMentions: "RCS Paris 303 265 045",
      shopName: "Atelier",
      contactEmail: "contact@atelier.example",
    },
    buyer: { name: buyerName, email: null, addressLines: [] },
    lines,
    vatTotals: rates.map((vatRate) => {
      const of = lines.filter((l) => l.vatRate === vatRate);
      return { vatRate, netCents: sum(of, "netCents"), vatCents: sum(of, "vatCents"), grossCents: sum(of, "grossCents") };
    }),
    netCents: sum(lines, "netCents"),
    vatCents: sum(lines, "vatCents"),
    grossCents: sum(lines, "grossCents"),
    invoiceNumber: kind === "CREDIT_NOTE" ? "FA-2026-000001" : null,
    reason: kind === "CREDIT_NOTE" ? "Article endommagé" : null,
    refundTo: kind === "CREDIT_NOTE" ? "PAYMENT" : null,
  };
}

const EVIL = '=HYPERLINK("https://evil.example/?x","Voir")';
const MONTH = [
  documentOf("INVOICE", "FA-2026-000001", "Hélène Dupré", [line("Tirage", 5490, 20), line("Livre", 2110, 5.5)]),
  documentOf("INVOICE", "FA-2026-000002", EVIL, [line("Affiche", 3000, 20)]),
  documentOf("CREDIT_NOTE", "AV-2026-000001", "Hélène Dupré", [line("Tirage", 5490, 20)]),
];

function sink() {
  const chunks: Buffer[] = [];
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  return { out, bytes: () => Buffer.concat(chunks) };
}

async function* each<T>(items: T[], before?: (index: number) => void): AsyncGenerator<T> {
  for (const [index, item] of items.entries()) {
    before?.(index);
    yield item;
  }
}

/** « -12,34 » → -1234. */
const cents = (cell: string) => Math.round(Number(cell.replace(",", ".")) * 100);

describe("writeMonthlyArchive", () => {
  let zip: JSZip;
  let result: { documents: number };
  let journal: string;
  beforeAll(async () => {
    const { out, bytes } = sink();
    result = await writeMonthlyArchive(each(MONTH), out);
    zip = await JSZip.loadAsync(bytes());
    journal = await zip.file("journal.csv")!.async("string");
  });

  it("range un PDF par document, nommé par son numéro, et le journal", async () => {
    expect(result).toEqual({ documents: 3 });
    expect(Object.keys(zip.files)).toEqual(["FA-2026-000001.pdf", "FA-2026-000002.pdf", "AV-2026-000001.pdf", "journal.csv"]);
    for (const doc of MONTH) {
      const pdf = await zip.file(`${doc.number}.pdf`)!.async("nodebuffer");
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      expect(pdf.equals(await renderDocumentPdf(doc))).toBe(true);
    }
  });

  it("écrit le journal en CSV pour Excel : BOM, « ; », CRLF, une ligne par document et taux de TVA", async () => {
    const raw = await zip.file("journal.csv")!.async("nodebuffer");
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(journal).toMatch(/^\uFEFF/);
    const lines = journal.slice(1).split("\r\n");
    expect(lines[0] + "\r\n").toBe(JOURNAL_HEADER);
    expect(lines[0]).toBe("Numéro;Type;Date;Commande;Client;Facture d’origine;Taux TVA;Total HT;TVA;Total TTC");
    expect(lines.at(-1)).toBe("");
    const rows = lines.slice(1, -1);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toBe("FA-2026-000001;Facture;14/03/2026;#0001;Hélène Dupré;;20;45,75;9,15;54,90");
    expect(rows[1]).toBe("FA-2026-000001;Facture;14/03/2026;#0001;Hélène Dupré;;5,5;20,00;1,10;21,10");
    expect(rows[3]).toBe("AV-2026-000001;Avoir;14/03/2026;#0001;Hélène Dupré;FA-2026-000001;20;-45,75;-9,15;-54,90");
  });

  it("donne des sommes égales au net du mois : factures moins avoirs, HT + TVA = TTC", () => {
    const rows = journal.slice(1).split("\r\n").slice(1, -1);
    const column = (i: number) => rows.reduce((total, row) => total + cents(row.split(";").at(i - 3)!), 0);
    const net = (key: "netCents" | "vatCents" | "grossCents") => MONTH.reduce((t, d) => t + (d.kind === "CREDIT_NOTE" ? -d[key] : d[key]), 0);
    expect(column(0)).toBe(net("netCents"));
    expect(column(1)).toBe(net("vatCents"));
    expect(column(2)).toBe(net("grossCents"));
    expect(column(2)).toBe(5490 + 2110 + 3000 - 5490);
    expect(column(0) + column(1)).toBe(column(2));
  });

  it("neutralise un nom de client en forme de formule", () => {
    const row = journal.split("\r\n").find((l) => l.startsWith("FA-2026-000002"))!;
    expect(row).toContain(`;"'=HYPERLINK(""https://evil.example/?x"",""Voir"")";`);
    expect(journal.split(/[;\r\n]/).some((cell) => cell.startsWith("="))).toBe(false);
  });
});

describe("writeMonthlyArchive : flux et mémoire bornée", () => {
  it("n’a qu’un PDF en cours : le précédent est entier dans la sortie quand le suivant est demandé", async () => {
    const pdfs = await Promise.all(MONTH.map(renderDocumentPdf));
    const { out, bytes } = sink();
    const written: boolean[] = [];
    // PDFs are stored in the ZIP as they are: their bytes show in the output as soon as it has them.
    const documents = each(MONTH, (index) => index > 0 && written.push(bytes().includes(pdfs[index - 1]!)));
    await writeMonthlyArchive(documents, out);
    expect(written).toEqual([true, true]);
  });

  it("écrit une archive valide avec le seul en-tête du journal pour un mois sans document", async () => {
    const { out, bytes } = sink();
    expect(await writeMonthlyArchive(each([]), out)).toEqual({ documents: 0 });
    const zip = await JSZip.loadAsync(bytes());
    expect(Object.keys(zip.files)).toEqual(["journal.csv"]);
    expect(await zip.file("journal.csv")!.async("string")).toBe("\uFEFF" + JOURNAL_HEADER);
  });

  it("échoue, sortie détruite, si la lecture des documents échoue en route", async () => {
    const { out } = sink();
    async function* failing() {
      yield MONTH[0]!;
      throw new Error("Firestore indisponible");
    }
    await expect(writeMonthlyArchive(failing(), out)).rejects.toThrow("Firestore indisponible");
    expect(out.destroyed).toBe(true);
  });
});

describe("journalRows et pdfEntryName", () => {
  it("écrit en négatif les montants (positifs) d’un avoir, et tels quels ceux d’une facture, remise comprise", () => {
    expect(journalRows(MONTH[2]!)).toMatch(/;20;-45,75;-9,15;-54,90\r\n$/);
    const discounted = { ...MONTH[0]!, vatTotals: [{ vatRate: 20, netCents: -417, vatCents: -83, grossCents: -500 }] };
    expect(journalRows(discounted)).toMatch(/;20;-4,17;-0,83;-5,00\r\n$/);
  });

  it("écrit une seule ligne, taux vide, pour un document sans total par taux", () => {
    expect(journalRows({ ...MONTH[0]!, vatTotals: [] })).toBe("FA-2026-000001;Facture;14/03/2026;#0001;Hélène Dupré;;;65,75;10,25;76,00\r\n");
  });

  it("ne laisse jamais un numéro former un chemin dans l’archive", () => {
    expect(pdfEntryName({ ...MONTH[0]!, number: "../../etc/FA 1" })).toBe("______etc_FA_1.pdf");
  });
});

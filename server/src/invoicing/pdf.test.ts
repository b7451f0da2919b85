import type { AccountingDocument, DocumentLine } from "@atelier/domain/invoicing/document";
import { formatCents } from "@atelier/domain/money";
import { PassThrough } from "node:stream";
import { parsePdf, type ParsedPdf } from "../../test/support/pdf";
import { frenchLongDate, printable, renderDocumentPdf, writeDocumentPdf } from "./pdf";

const line = (label: string, grossCents: number, vatRate = 20, quantity = 1): DocumentLine => {
  const netCents = Math.round(grossCents / (1 + vatRate / 100));
  return {
    itemIndex: 0,
    kind: "ITEM",
    label,
    quantity,
    unitNetCents: Math.round(netCents / quantity),
    vatRate,
    netCents,
    vatCents: grossCents - netCents,
    grossCents,
  };
};

function invoice(overrides: Partial<AccountingDocument> = {}): AccountingDocument {
  const lines = overrides.lines ?? [line("Tirage d’art « Brume » 30 × 40", 5490), line("Livre « Carnets » broché", 2110, 5.5, 2), line("Livraison", 690)];
  const rates = [...new Set(lines.map((l) => l.vatRate))];
  const vatTotals = rates.map((vatRate) => {
    const of = lines.filter((l) => l.vatRate === vatRate);
    const sum = (key: "netCents" | "vatCents" | "grossCents") => of.reduce((total, l) => total + l[key], 0);
    return { vatRate, netCents: sum("netCents"), vatCents: sum("vatCents"), grossCents: sum("grossCents") };
  });
  const sum = (key: "netCents" | "vatCents" | "grossCents") => lines.reduce((total, l) => total + l[key], 0);
  return {
    kind: "INVOICE",
    number: "FA-2026-000123",
    issuedOn: "2026-03-14",
    orderId: "order-1",
    orderReference: "#ZVSL43",
    paidOn: "2026-03-13",
    seller: {
      legalName: "Atelier Lumière SAS",
      addressLines: ["12 rue des Arts", "75011 Paris"],
      siren: "303265045",
      vatNumber: "FR40303265045",
      legalMentions: "SAS au capital de 10 000 €. RCS Paris 303 265 045. Pas d’escompte pour paiement anticipé.",
      shopName: "Atelier",
      contactEmail: "contact@atelier.example",
    },
    buyer: { name: "Hélène Dupré", email: "helene@example.com", addressLines: ["3 place Bellecour", "69002 Lyon"] },
    lines,
    vatTotals,
    netCents: sum("netCents"),
    vatCents: sum("vatCents"),
    grossCents: sum("grossCents"),
    invoiceNumber: null,
    reason: null,
    refundTo: null,
    ...overrides,
  };
}

/** An amount as the PDF shows it, spaces flattened like the parsed text. */
const euros = (cents: number) => formatCents(cents).replace(/\s+/g, " ");

describe("printable : le texte que les polices standard du PDF savent dessiner", () => {
  it("garde le français tel quel : accents, ’, « », €, œ", () => {
    const text = "Hélène l’œuvre « Été » 54,90\u00a0€ — Ça coûte 5\u00a0%";
    expect(printable(text)).toBe(text);
  });

  it("remplace l’espace fine insécable par une espace insécable, comme dans les montants d’Intl", () => {
    expect(printable("Note\u202f: 1\u202f234,56\u00a0€")).toBe("Note\u00a0: 1\u00a0234,56\u00a0€");
    expect(printable(formatCents(123456))).toMatch(/^1\u00a0234,56\u00a0€$/);
  });

  it("change les sauts de ligne et tabulations en espaces et retire les autres caractères de contrôle", () => {
    expect(printable("Zoé\r\nMartin\tB\u0000\u0007\u001b[31m\u007f\u0085!")).toBe("Zoé Martin B[31m !");
  });

  it("retire les caractères de format invisibles : inversion bidi, chasse nulle, trait d’union conditionnel", () => {
    expect(printable("abc\u202edef\u200b\u00adghi\ufeff")).toBe("abcdefghi");
  });

  it("ramène les lettres hors WinAnsi à la lettre latine proche, sans diacritique (ó, á de Latin-1 restent)", () => {
    expect(printable("Łódź Ștefan Dvořák ﬁne ＡＢ Ħal ı")).toBe("Lódz Stefan Dvorák fine AB Hal i");
  });

  it("écrit « ? » pour ce qui n’a pas d’équivalent latin, une fois par caractère visible", () => {
    expect(printable("Zoé 😀")).toBe("Zoé ?");
    expect(printable("👨‍👩‍👧 🇫🇷 ❤️ 東京 Ω")).toBe("? ? ? ?? ?");
    expect(printable("x\ud800y")).toBe("xy");
  });

  it("compose les lettres décomposées (NFD) plutôt que de perdre l’accent", () => {
    expect(printable("Ele\u0301onore")).toBe("Eléonore");
  });
});

describe("frenchLongDate", () => {
  it("écrit un jour de Paris en toutes lettres, « 1er » pour le premier du mois", () => {
    expect(frenchLongDate("2026-03-14")).toBe("14 mars 2026");
    expect(frenchLongDate("2026-04-01")).toBe("1er avril 2026");
    expect(frenchLongDate("2026-12-31")).toBe("31 décembre 2026");
  });
});

describe("renderDocumentPdf : une facture", () => {
  const doc = invoice();
  let parsed: ParsedPdf;
  let pdf: Buffer;
  beforeAll(async () => {
    pdf = await renderDocumentPdf(doc);
    parsed = await parsePdf(pdf);
  });

  it("est un PDF d’une page", () => {
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(parsed.total).toBe(1);
    expect(parsed.text).toContain("Page 1 / 1");
  });

  it("porte le titre, les dates en toutes lettres, la commande et la date du paiement", () => {
    expect(parsed.text).toContain("Facture n° FA-2026-000123");
    expect(parsed.text).toContain("Date d’émission : 14 mars 2026");
    expect(parsed.text).toContain("Commande #ZVSL43");
    expect(parsed.text).toContain("Date du paiement : 13 mars 2026");
    expect(parsed.text).not.toContain("Avoir");
  });

  it("porte l’identité légale du vendeur et le client", () => {
    for (const text of [
      "Atelier Lumière SAS",
      "12 rue des Arts",
      "75011 Paris",
      "SIREN : 303265045",
      "TVA intracommunautaire : FR40303265045",
      "contact@atelier.example",
    ]) {
      expect(parsed.text).toContain(text);
    }
    for (const text of ["Hélène Dupré", "3 place Bellecour", "69002 Lyon", "helene@example.com"]) expect(parsed.text).toContain(text);
  });

  it("liste chaque ligne sous l’en-tête du tableau, avec ses montants en français", () => {
    expect(parsed.text).toContain("Désignation Qté P.U. HT TVA Total HT Total TTC");
    for (const l of doc.lines) expect(parsed.text).toContain(l.label);
    const book = doc.lines[1]!;
    expect(parsed.text).toContain(`2 ${euros(book.unitNetCents)} 5,5 % ${euros(book.netCents)} ${euros(book.grossCents)}`);
  });

  it("récapitule la TVA par taux et donne les totaux HT, TVA et TTC", () => {
    expect(parsed.text).toContain("Taux Base HT TVA");
    for (const t of doc.vatTotals) expect(parsed.text).toContain(`${String(t.vatRate).replace(".", ",")} % ${euros(t.netCents)} ${euros(t.vatCents)}`);
    expect(doc.grossCents).toBe(5490 + 2110 + 690);
    expect(parsed.text).toContain(`Total HT ${euros(doc.netCents)}`);
    expect(parsed.text).toContain(`TVA ${euros(doc.vatCents)}`);
    expect(parsed.text).toContain("Total TTC 82,90 €");
  });

  it("imprime les mentions légales en pied", () => {
    expect(parsed.text).toContain("SAS au capital de 10 000 €. RCS Paris 303 265 045. Pas d’escompte pour paiement anticipé.");
  });

  it("renseigne les métadonnées : titre, auteur, date de création au jour d’émission", () => {
    expect(parsed.info.Title).toBe("Facture n° FA-2026-000123");
    expect(parsed.info.Author).toBe("Atelier Lumière SAS");
    expect(parsed.info.CreationDate).toMatch(/^D:20260314000000Z/);
  });

  it("donne les mêmes octets à chaque rendu du même document", async () => {
    expect((await renderDocumentPdf(invoice())).equals(pdf)).toBe(true);
    expect((await renderDocumentPdf(invoice({ issuedOn: "2026-03-15" }))).equals(pdf)).toBe(false);
  });
});

describe("renderDocumentPdf : un avoir", () => {
  const credit = (refundTo: "PAYMENT" | "CREDITS") =>
    invoice({
      kind: "CREDIT_NOTE",
      number: "AV-2026-000007",
      paidOn: null,
      invoiceNumber: "FA-2026-000123",
      reason: "Article endommagé",
      refundTo,
      lines: [line("Tirage d’art « Brume » 30 × 40", 5490)],
    });

  it("porte le titre, la facture d’origine, le motif et le moyen de remboursement", async () => {
    const { text, info } = await parsePdf(await renderDocumentPdf(credit("PAYMENT")));
    expect(text).toContain("Avoir n° AV-2026-000007");
    expect(info.Title).toBe("Avoir n° AV-2026-000007");
    expect(text).toContain("Avoir sur la facture n° FA-2026-000123");
    expect(text).toContain("Motif : Article endommagé");
    expect(text).toContain("Remboursement : sur le moyen de paiement d’origine");
    expect(text).not.toContain("Date du paiement");
    expect(text).toContain("Total TTC crédité 54,90 €");
  });

  it("dit un remboursement en crédits", async () => {
    const { text } = await parsePdf(await renderDocumentPdf(credit("CREDITS")));
    expect(text).toContain("Remboursement : en crédits sur le compte client");
    expect(text).not.toContain("sur le moyen de paiement d’origine");
  });
});

describe("renderDocumentPdf : une remise", () => {
  it("montre une ligne négative avec son signe, et les totaux qui en tiennent compte", async () => {
    const doc = invoice({ lines: [line("Tirage", 5490), { ...line("Remise", -500), itemIndex: null, kind: "AMOUNT" }] });
    const { text } = await parsePdf(await renderDocumentPdf(doc));
    expect(text).toContain("Remise 1 -4,17 € 20 % -4,17 € -5,00 €");
    expect(text).toContain("Total TTC 49,90 €");
  });
});

describe("renderDocumentPdf : documents longs et texte hostile", () => {
  it("coupe un document de 60 lignes en pages, répète l’en-tête du tableau et numérote « Page n / N »", async () => {
    const lines = Array.from({ length: 60 }, (_, i) => line(`Tirage numéro ${i + 1} sur papier baryté`, 1000 + i));
    const { total, pages, text } = await parsePdf(await renderDocumentPdf(invoice({ lines })));
    expect(total).toBeGreaterThanOrEqual(2);
    expect(pages).toHaveLength(total);
    pages.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} / ${total}`);
      expect(page).toContain("Désignation Qté P.U. HT TVA Total HT Total TTC");
    });
    expect(total).toBe(2);
    expect(text).toContain("Page 2 / 2");
    for (const l of lines) expect(text).toContain(l.label);
    expect(pages[total - 1]).toContain("Total TTC");
  });

  it("écrit un PDF valide pour un client nommé avec des caractères de contrôle et des emoji, sans eux", async () => {
    const hostile = invoice({
      buyer: { name: "Zoé\u0000\u0007 Mar\u202etin 😀🔥", email: "zoe@example.com", addressLines: ["1 rue\nde la Paix\u001b", "東京 75002"] },
      lines: [line("Affiche « 🌊 Vague »\u0008", 2500)],
    });
    const pdf = await renderDocumentPdf(hostile);
    const { text, total } = await parsePdf(pdf);
    expect(total).toBe(1);
    expect(text).toContain("Zoé Martin ??");
    expect(text).toContain("1 rue de la Paix");
    expect(text).toContain("?? 75002");
    expect(text).toContain("Affiche « ? Vague »");
    expect([...text].filter((char) => char < " " || char === "\u202e")).toEqual([]);
    expect(text).not.toMatch(/\p{Extended_Pictographic}/u);
  });
});

describe("writeDocumentPdf", () => {
  it("verse le PDF dans le flux donné et le ferme", async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on("data", (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise((resolve) => out.on("end", resolve));
    await writeDocumentPdf(invoice(), out);
    await ended;
    expect(Buffer.concat(chunks).equals(await renderDocumentPdf(invoice()))).toBe(true);
  });
});

import { EXAMPLE_ORDER, EXAMPLE_SELLER } from "./examples";
import { vatSplit } from "../finances/figures";
import { cleanText, documentLine, invoiceFor, totalsOf, vatTotalsOf, type InvoiceOrder } from "./invoice";

const seller = EXAMPLE_SELLER;
const order = EXAMPLE_ORDER;

const invoice = (change: Partial<InvoiceOrder> = {}, rate = 20) => invoiceFor({ ...order, ...change }, seller, rate, "FA-2026-000123", "2026-04-02");

describe("facture d’une commande payée", () => {
  it("une ligne par article, la livraison, les totaux par taux ; le TTC est ce qui a été payé", () => {
    const doc = invoice();
    expect(doc.lines).toEqual([
      { itemIndex: 0, kind: "ITEM", label: "Mug 33 cl", quantity: 2, unitNetCents: 1075, vatRate: 20, netCents: 2150, vatCents: 430, grossCents: 2580 },
      { itemIndex: 1, kind: "ITEM", label: "Affiche A3", quantity: 1, unitNetCents: 2075, vatRate: 20, netCents: 2075, vatCents: 415, grossCents: 2490 },
      {
        itemIndex: null,
        kind: "DELIVERY",
        label: "Colissimo à domicile",
        quantity: 1,
        unitNetCents: 408,
        vatRate: 20,
        netCents: 408,
        vatCents: 82,
        grossCents: 490,
      },
    ]);
    expect(doc.vatTotals).toEqual([{ vatRate: 20, netCents: 4633, vatCents: 927, grossCents: 5560 }]);
    expect(doc).toMatchObject({
      kind: "INVOICE",
      number: "FA-2026-000123",
      issuedOn: "2026-04-02",
      orderId: "zvsl43abc",
      orderReference: "#ZVSL43",
      paidOn: "2026-04-01",
      netCents: 4633,
      vatCents: 927,
      grossCents: 5560,
      invoiceNumber: null,
      reason: null,
      refundTo: null,
    });
    expect(doc.seller).toEqual(seller);
    expect(doc.seller.addressLines).not.toBe(seller.addressLines);
  });

  it("arrondit la TVA une fois par taux, sur le TTC cumulé du taux, comme le tableau de /finances", () => {
    const doc = invoice({ items: [{ name: "Carte", quantity: 3, unitPriceCents: 1000 }], delivery: null, totalCents: 3000 });
    expect(doc.lines.map((l) => l.netCents)).toEqual([2500]);
    const perUnit = invoice({
      items: [1, 2, 3].map((n) => ({ name: `Carte ${n}`, quantity: 1, unitPriceCents: 1000 })),
      delivery: null,
      totalCents: 3000,
    });
    // Each line rounds 833,33 to 833 (2 499 in all); the rate's total splits 3 000 once: 2 500 + 500.
    expect(perUnit.lines.reduce((sum, l) => sum + l.netCents, 0)).toBe(2499);
    expect(perUnit.vatTotals).toEqual([{ vatRate: 20, ...vatSplit(3000, 20) }]);
    expect(perUnit).toMatchObject({ netCents: 2500, vatCents: 500, grossCents: 3000 });
    expect(invoice({ delivery: null, totalCents: 5070 }, 5.5).vatTotals).toEqual([{ vatRate: 5.5, netCents: 4806, vatCents: 264, grossCents: 5070 }]);
  });

  it("ajoute une « Remise » négative ou un « Ajustement » positif pour que le TTC égale le total payé", () => {
    const discounted = invoice({ totalCents: 5060 });
    expect(discounted.lines.at(-1)).toEqual({
      itemIndex: null,
      kind: "AMOUNT",
      label: "Remise",
      quantity: 1,
      unitNetCents: -417,
      vatRate: 20,
      netCents: -417,
      vatCents: -83,
      grossCents: -500,
    });
    expect(discounted).toMatchObject({ grossCents: 5060, netCents: 4217, vatCents: 843 });
    const rounded = invoice({ totalCents: 5561 });
    expect(rounded.lines.at(-1)).toMatchObject({ kind: "AMOUNT", label: "Ajustement", grossCents: 1 });
    expect(rounded.grossCents).toBe(5561);
    expect(invoice().lines.some((l) => l.kind === "AMOUNT")).toBe(false);
  });

  it("omet la livraison gratuite ou absente", () => {
    expect(invoice({ delivery: { label: "Retrait", priceCents: 0 }, totalCents: 5070 }).lines.map((l) => l.kind)).toEqual(["ITEM", "ITEM"]);
    expect(invoice({ delivery: null, totalCents: 5070 }).lines.map((l) => l.kind)).toEqual(["ITEM", "ITEM"]);
    expect(invoice({ delivery: { label: "  ", priceCents: 390 }, totalCents: 5460 }).lines.at(-1)).toMatchObject({ kind: "DELIVERY", label: "Livraison" });
  });

  it("garde le texte du client comme donnée : espaces réduits, caractères de contrôle et de direction retirés", () => {
    const doc = invoice({
      items: [
        { name: " Mug\u0000 «\u00a0Chat\u00a0»\n33 cl ", quantity: 2, unitPriceCents: 1290 },
        { name: "\u202e\u0007", quantity: 1, unitPriceCents: 2490 },
      ],
      buyer: { name: "  Jeanne\tDupont\r\n", email: "  ", addressLines: ["3 place\u202e du Marché", "   ", "69001 Lyon\u0000"] },
    });
    expect(doc.lines.map((l) => l.label)).toEqual(["Mug «\u00a0Chat\u00a0» 33 cl", "Article", "Colissimo à domicile"]);
    expect(doc.buyer).toEqual({ name: "Jeanne Dupont", email: null, addressLines: ["3 place du Marché", "69001 Lyon"] });
    expect(cleanText("a\u2066b\u2069 c")).toBe("ab c");
  });

  it("date le paiement au jour de Paris, ou null", () => {
    expect(invoice({ paidAt: "2026-07-01T21:59:00Z" }).paidOn).toBe("2026-07-01");
    expect(invoice({ paidAt: "2026-07-01T22:00:00Z" }).paidOn).toBe("2026-07-02");
    expect(invoice({ paidAt: null }).paidOn).toBeNull();
  });

  it("refuse les entrées absurdes (un bug en amont) plutôt que d’émettre une facture fausse", () => {
    const item = order.items[0]!;
    expect(() => invoice({ items: [{ ...item, quantity: 0 }] })).toThrow(/quantity 0/);
    expect(() => invoice({ items: [{ ...item, quantity: 1.5 }] })).toThrow(/quantity 1.5/);
    expect(() => invoice({ items: [{ ...item, unitPriceCents: 12.5 }] })).toThrow(/whole cents/);
    expect(() => invoice({ items: [{ ...item, unitPriceCents: -1 }] })).toThrow(/negative/);
    expect(() => invoice({ items: [] })).toThrow(/no item/);
    expect(() => invoice({ totalCents: 55.6 })).toThrow(/whole cents/);
    expect(() => invoice({ totalCents: -1 })).toThrow(/negative/);
    expect(() => invoice({ delivery: { label: "X", priceCents: -490 } })).toThrow(/negative/);
    expect(() => invoice({ paidAt: "hier" })).toThrow(/no instant/);
    expect(() => invoice({}, 120)).toThrow(/VAT rate/);
    expect(() => invoiceFor(order, seller, 20, "AV-2026-000001", "2026-04-02")).toThrow(/is no INVOICE number/);
    expect(() => invoiceFor(order, seller, 20, "FA-2025-000001", "2026-04-02")).toThrow(/year/);
    expect(() => invoiceFor(order, seller, 20, "FA-2026-000001", "2026-02-30")).toThrow(/issue day/);
  });

  it("quel que soit le total payé, TTC = Σ lignes = Σ taux, et HT + TVA = TTC à chaque niveau", () => {
    let seed = 7;
    const next = (max: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % max;
    for (let run = 0; run < 200; run++) {
      const items = Array.from({ length: 1 + next(4) }, (_, i) => ({ name: `Article ${i}`, quantity: 1 + next(5), unitPriceCents: next(10_000) }));
      const sum = items.reduce((s, i) => s + i.quantity * i.unitPriceCents, 0);
      const totalCents = Math.max(0, sum + next(1000) - 700);
      const rate = [20, 10, 5.5, 2.1, 0][next(5)]!;
      const doc = invoice({ items, delivery: { label: "Relais", priceCents: next(800) }, totalCents }, rate);
      expect(doc.grossCents).toBe(totalCents);
      expect(doc.lines.reduce((s, l) => s + l.grossCents, 0)).toBe(totalCents);
      expect(doc.netCents + doc.vatCents).toBe(doc.grossCents);
      for (const line of doc.lines) expect(line.netCents + line.vatCents).toBe(line.grossCents);
      expect(totalsOf(doc.vatTotals)).toEqual({ netCents: doc.netCents, vatCents: doc.vatCents, grossCents: doc.grossCents });
    }
  });

  it("additionne les lignes taux par taux, le plus élevé d’abord", () => {
    const lines = [
      documentLine("ITEM", 0, "Livre", 1, 1055, 5.5),
      documentLine("ITEM", 1, "Mug", 2, 2580, 20),
      documentLine("ITEM", 2, "Livre 2", 1, 2110, 5.5),
    ];
    expect(vatTotalsOf(lines)).toEqual([
      { vatRate: 20, ...vatSplit(2580, 20) },
      { vatRate: 5.5, ...vatSplit(3165, 5.5) },
    ]);
    expect(vatSplit(3165, 5.5)).toEqual({ grossCents: 3165, netCents: 3000, vatCents: 165 });
  });
});

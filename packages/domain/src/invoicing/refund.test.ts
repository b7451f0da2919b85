import { EXAMPLE_ORDER, EXAMPLE_SELLER } from "./examples";
import type { AccountingDocument, VatTotal } from "./document";
import { documentLine, invoiceFor, totalsOf, vatTotalsOf, type InvoiceOrder } from "./invoice";
import { documentNumber } from "./numbering";
import {
  allocateCents,
  checkRefund,
  creditNoteFor,
  refundedWhole,
  creditsForRefund,
  REFUND_REASONS,
  refundable,
  refundMessages,
  type RefundDraft,
  type RefundRequest,
  wholeRemainderRequest,
} from "./refund";

const seller = EXAMPLE_SELLER;
const order = EXAMPLE_ORDER;

const invoiceOf = (change: Partial<InvoiceOrder> = {}) => invoiceFor({ ...order, ...change }, seller, 20, "FA-2026-000123", "2026-04-02");

/** An invoice at two rates, with a discount at 20 %, as a document may hold it (invoiceFor issues one rate). */
function twoRateInvoice(): AccountingDocument {
  const lines = [
    documentLine("ITEM", 0, "Livre d’art", 3, 5997, 5.5),
    documentLine("ITEM", 1, "Mug 33 cl", 3, 3871, 20),
    documentLine("DELIVERY", null, "Colissimo à domicile", 1, 490, 20),
    documentLine("AMOUNT", null, "Remise", 1, -333, 20),
  ];
  const vatTotals = vatTotalsOf(lines);
  return { ...invoiceOf(), lines, vatTotals, ...totalsOf(vatTotals) };
}

const request = (change: Partial<RefundDraft> = {}): RefundDraft => ({
  lines: [],
  delivery: false,
  amountCents: null,
  reason: "DEFECTIVE",
  refundTo: "PAYMENT",
  ...change,
});

/** Checks and issues one refund after `notes`, as the server will: the request must pass. */
function refund(invoice: AccountingDocument, notes: AccountingDocument[], change: Partial<RefundDraft>): AccountingDocument {
  const remains = refundable(invoice, notes);
  const checked = checkRefund(request(change), { orderStatus: notes.length ? "shipped" : "paid", refundable: remains });
  expect(checked.errors).toEqual([]);
  return creditNoteFor(checked.value, invoice, remains, documentNumber("CREDIT_NOTE", 2026, notes.length + 1), "2026-04-10");
}

const problems = (draft: Partial<RefundDraft>, notes: AccountingDocument[] = [], orderStatus = "paid", invoice = invoiceOf()) =>
  checkRefund(request(draft), { orderStatus, refundable: refundable(invoice, notes) }).errors.map((e) => [e.field.join("."), e.code, e.message]);

/** Per rate, the sums of the credit notes' totals. */
function creditedByRate(notes: AccountingDocument[]): VatTotal[] {
  const byRate = new Map<number, VatTotal>();
  for (const total of notes.flatMap((note) => note.vatTotals)) {
    const sum = byRate.get(total.vatRate) ?? { vatRate: total.vatRate, netCents: 0, vatCents: 0, grossCents: 0 };
    byRate.set(total.vatRate, {
      vatRate: total.vatRate,
      netCents: sum.netCents + total.netCents,
      vatCents: sum.vatCents + total.vatCents,
      grossCents: sum.grossCents + total.grossCents,
    });
  }
  return [...byRate.values()].sort((a, b) => b.vatRate - a.vatRate);
}

/** Refunds every unit of every line one by one, then the delivery. */
function refundUnitByUnit(invoice: AccountingDocument): AccountingDocument[] {
  const notes: AccountingDocument[] = [];
  for (const line of invoice.lines.filter((l) => l.kind === "ITEM")) {
    for (let unit = 0; unit < line.quantity; unit++) notes.push(refund(invoice, notes, { lines: [{ itemIndex: line.itemIndex!, quantity: 1 }] }));
  }
  notes.push(refund(invoice, notes, { delivery: true, reason: "LOST", refundTo: "CREDITS" }));
  return notes;
}

describe("motifs de remboursement", () => {
  it("sont ceux de l’atelier, en français", () => {
    expect(REFUND_REASONS.map((r) => [r.value, r.label])).toEqual([
      ["DEFECTIVE", "Article défectueux"],
      ["MISPRINT", "Erreur d’impression"],
      ["DAMAGED", "Colis endommagé"],
      ["LOST", "Colis perdu"],
      ["WITHDRAWAL", "Rétractation du client"],
      ["GOODWILL", "Geste commercial"],
      ["OTHER", "Autre"],
    ]);
  });
});

describe("ce qui reste remboursable", () => {
  it("d’une facture sans avoir : tout", () => {
    const invoice = invoiceOf();
    expect(refundable(invoice, [])).toEqual({
      invoiceNumber: "FA-2026-000123",
      lines: [
        { itemIndex: 0, label: "Mug 33 cl", vatRate: 20, quantity: 2, grossCents: 2580, remainingQuantity: 2, remainingGrossCents: 2580 },
        { itemIndex: 1, label: "Affiche A3", vatRate: 20, quantity: 1, grossCents: 2490, remainingQuantity: 1, remainingGrossCents: 2490 },
      ],
      delivery: { label: "Colissimo à domicile", vatRate: 20, grossCents: 490, remainingGrossCents: 490 },
      rates: invoice.vatTotals,
      totalCents: 5560,
    });
  });

  it("répartit une remise sur les lignes de son taux, au centime, pour que tout rembourser rende ce qui a été payé", () => {
    const remains = refundable(twoRateInvoice(), []);
    // 333 × 3 871 / 4 361 = 295,58 and 333 × 490 / 4 361 = 37,41: the last cent to the larger remainder.
    expect(remains.lines.map((l) => [l.itemIndex, l.grossCents])).toEqual([
      [0, 5997],
      [1, 3575],
    ]);
    expect(remains.delivery).toMatchObject({ grossCents: 453, remainingGrossCents: 453 });
    expect(remains.totalCents).toBe(5997 + 3575 + 453);
  });

  it("déduit les avoirs de la facture, et seulement ceux-là", () => {
    const invoice = invoiceOf();
    const first = refund(invoice, [], { lines: [{ itemIndex: 0, quantity: 1 }], amountCents: 500 });
    const otherInvoice = { ...first, invoiceNumber: "FA-2026-000999" };
    const remains = refundable(invoice, [first, otherInvoice]);
    expect(remains.lines[0]).toMatchObject({ remainingQuantity: 1, remainingGrossCents: 1290 });
    expect(remains.lines[1]).toMatchObject({ remainingQuantity: 1, remainingGrossCents: 2490 });
    expect(remains.totalCents).toBe(5560 - 1290 - 500);
    expect(remains.rates).toEqual([{ vatRate: 20, grossCents: 3770, netCents: 4633 - first.netCents, vatCents: 927 - first.vatCents }]);
  });
});

describe("avoir", () => {
  it("crédite des montants positifs : lignes, livraison, montant libre ; référence la facture, le motif et la destination", () => {
    const invoice = invoiceOf();
    const note = refund(invoice, [], { lines: [{ itemIndex: 1, quantity: 1 }], delivery: true, amountCents: 300, reason: "DAMAGED", refundTo: "CREDITS" });
    expect(note.lines).toEqual([
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
      {
        itemIndex: null,
        kind: "AMOUNT",
        label: "Remboursement partiel",
        quantity: 1,
        unitNetCents: 250,
        vatRate: 20,
        netCents: 250,
        vatCents: 50,
        grossCents: 300,
      },
    ]);
    expect(note).toMatchObject({
      kind: "CREDIT_NOTE",
      number: "AV-2026-000001",
      issuedOn: "2026-04-10",
      orderId: "zvsl43abc",
      orderReference: "#ZVSL43",
      paidOn: "2026-04-01",
      invoiceNumber: "FA-2026-000123",
      reason: "Colis endommagé",
      refundTo: "CREDITS",
      vatTotals: [{ vatRate: 20, netCents: 2733, vatCents: 547, grossCents: 3280 }],
      netCents: 2733,
      vatCents: 547,
      grossCents: 3280,
    });
    expect(note.seller).toEqual(invoice.seller);
    expect(note.buyer).toEqual(invoice.buyer);
  });

  it("rembourser chaque exemplaire un à un puis la livraison rend exactement la facture, au centime, taux par taux (HT et TVA compris)", () => {
    for (const invoice of [invoiceOf(), invoiceOf({ totalCents: 5001 }), twoRateInvoice()]) {
      const notes = refundUnitByUnit(invoice);
      expect(notes.every((note) => note.lines.every((l) => l.grossCents >= 0))).toBe(true);
      expect(creditedByRate(notes)).toEqual(invoice.vatTotals);
      expect(totalsOf(notes.map((n) => ({ vatRate: 0, netCents: n.netCents, vatCents: n.vatCents, grossCents: n.grossCents })))).toEqual({
        netCents: invoice.netCents,
        vatCents: invoice.vatCents,
        grossCents: invoice.grossCents,
      });
      const after = refundable(invoice, notes);
      expect(after.totalCents).toBe(0);
      expect(after.lines.every((l) => l.remainingQuantity === 0 && l.remainingGrossCents === 0)).toBe(true);
      expect(after.delivery?.remainingGrossCents).toBe(0);
      expect(refundedWhole(invoice.grossCents, invoice.grossCents)).toBe(true);
    }
  });

  it("le dernier exemplaire d’une ligne prend les centimes restants", () => {
    const invoice = twoRateInvoice();
    const notes = refundUnitByUnit(invoice);
    const mugs = notes.flatMap((n) => n.lines.filter((l) => l.itemIndex === 1).map((l) => l.grossCents));
    expect(mugs).toEqual([1191, 1191, 1193]);
    const twoThenOne = refund(invoice, [], { lines: [{ itemIndex: 1, quantity: 2 }] });
    expect(twoThenOne.lines[0]).toMatchObject({ quantity: 2, grossCents: 2382 });
    expect(refund(invoice, [twoThenOne], { lines: [{ itemIndex: 1, quantity: 1 }] }).lines[0]).toMatchObject({ quantity: 1, grossCents: 1193 });
  });

  it("l’avoir qui solde un taux en prend le HT et la TVA restants, sinon le TTC du taux est découpé par vatSplit", () => {
    const invoice = invoiceOf({ items: [{ name: "Carte", quantity: 3, unitPriceCents: 1000 }], delivery: null, totalCents: 3000 });
    const notes: AccountingDocument[] = [];
    for (let i = 0; i < 3; i++) notes.push(refund(invoice, notes, { lines: [{ itemIndex: 0, quantity: 1 }] }));
    expect(notes.map((n) => n.vatTotals[0])).toEqual([
      { vatRate: 20, netCents: 833, vatCents: 167, grossCents: 1000 },
      { vatRate: 20, netCents: 833, vatCents: 167, grossCents: 1000 },
      { vatRate: 20, netCents: 834, vatCents: 166, grossCents: 1000 },
    ]);
    expect(invoice.vatTotals).toEqual([{ vatRate: 20, netCents: 2500, vatCents: 500, grossCents: 3000 }]);
  });

  it("répartit un montant libre entre les taux au prorata de ce qui reste à chacun", () => {
    const invoice = twoRateInvoice();
    const [rate20, rate55] = refundable(invoice, []).rates;
    expect([rate20?.grossCents, rate55?.grossCents]).toEqual([4028, 5997]);
    const note = refund(invoice, [], { amountCents: 1000 });
    // 1 000 × 4 028 / 10 025 = 401,80 ; 1 000 × 5 997 / 10 025 = 598,20.
    expect(note.lines.map((l) => [l.kind, l.label, l.vatRate, l.grossCents])).toEqual([
      ["AMOUNT", "Remboursement partiel", 20, 402],
      ["AMOUNT", "Remboursement partiel", 5.5, 598],
    ]);
    // With every 20 % line refunded in the same note, the amount goes to 5,5 %.
    const mixed = refund(invoice, [], { lines: [{ itemIndex: 1, quantity: 3 }], delivery: true, amountCents: 1000 });
    expect(mixed.lines.filter((l) => l.kind === "AMOUNT").map((l) => [l.vatRate, l.grossCents])).toEqual([[5.5, 1000]]);
    expect(mixed.vatTotals.find((t) => t.vatRate === 20)).toEqual(refundable(invoice, []).rates[0]);
  });

  it("un remboursement après des avoirs respecte ce qui reste", () => {
    const invoice = invoiceOf();
    const first = refund(invoice, [], { amountCents: 4320, reason: "GOODWILL" });
    expect(refundedWhole(invoice.grossCents, first.grossCents)).toBe(false);
    const over = "Le remboursement dépasse ce qui reste remboursable (12,40\u00a0€).";
    // Each line offers at most what its rate still holds (the poster's 24,90 € → 12,40 €): what the page shows is what may be taken.
    expect(refundable(invoice, [first]).lines.map((l) => l.remainingGrossCents)).toEqual([1240, 1240]);
    expect(
      problems(
        {
          lines: [
            { itemIndex: 0, quantity: 1 },
            { itemIndex: 1, quantity: 1 },
          ],
        },
        [first],
        "shipped",
      ),
    ).toEqual([["input", "OVER_REFUNDABLE", over]]);
    expect(problems({ amountCents: 1241 }, [first], "shipped")).toEqual([["input.amountCents", "OVER_REFUNDABLE", over]]);
    expect(problems({ delivery: true, amountCents: 751 }, [first], "shipped")).toEqual([["input.amountCents", "OVER_REFUNDABLE", over]]);
    const second = refund(invoice, [first], { delivery: true, amountCents: 750 });
    expect(second.grossCents).toBe(1240);
    const notes = [first, second];
    expect(refundable(invoice, notes).totalCents).toBe(0);
    expect(creditedByRate(notes)).toEqual(invoice.vatTotals);
    expect(refundedWhole(invoice.grossCents, first.grossCents + second.grossCents)).toBe(true);
    expect(problems({ lines: [{ itemIndex: 0, quantity: 1 }] }, notes, "shipped")).toEqual([
      ["input.lines.0.quantity", "OVER_REMAINING", "Tous les exemplaires de «\u00a0Mug 33 cl\u00a0» ont déjà été remboursés."],
    ]);
    expect(problems({ amountCents: 1 }, notes, "shipped")).toEqual([
      ["input.amountCents", "OVER_REFUNDABLE", "Le remboursement dépasse ce qui reste remboursable (0,00\u00a0€)."],
    ]);
  });

  it("les exemplaires déjà remboursés ne le sont plus", () => {
    const invoice = invoiceOf();
    const first = refund(invoice, [], { lines: [{ itemIndex: 0, quantity: 1 }] });
    expect(problems({ lines: [{ itemIndex: 0, quantity: 2 }] }, [first], "shipped")).toEqual([
      ["input.lines.0.quantity", "OVER_REMAINING", "Il ne reste qu’un exemplaire remboursable de «\u00a0Mug 33 cl\u00a0»."],
    ]);
    const second = refund(invoice, [first], { lines: [{ itemIndex: 0, quantity: 1 }] });
    expect(problems({ lines: [{ itemIndex: 0, quantity: 1 }], delivery: true }, [first, second], "shipped")).toEqual([
      ["input.lines.0.quantity", "OVER_REMAINING", "Tous les exemplaires de «\u00a0Mug 33 cl\u00a0» ont déjà été remboursés."],
    ]);
    const third = refund(invoice, [first, second], { delivery: true });
    expect(problems({ delivery: true }, [first, second, third], "shipped")).toEqual([
      ["input.delivery", "ALREADY_REFUNDED", "La livraison a déjà été remboursée."],
    ]);
  });

  it("une ligne dont le taux a été en partie remboursé par des montants libres n’offre que ce qui reste à son taux", () => {
    const lines = [documentLine("ITEM", 0, "Livre", 1, 1000, 5.5), documentLine("ITEM", 1, "Mug", 1, 1000, 20)];
    const vatTotals = vatTotalsOf(lines);
    const invoice = { ...invoiceOf(), lines, vatTotals, ...totalsOf(vatTotals) };
    const first = refund(invoice, [], { amountCents: 1000 });
    expect(first.lines.map((l) => [l.vatRate, l.grossCents])).toEqual([
      [20, 500],
      [5.5, 500],
    ]);
    const remains = refundable(invoice, [first]);
    expect(remains.lines.map((l) => [l.remainingQuantity, l.remainingGrossCents])).toEqual([
      [1, 500],
      [1, 500],
    ]);
    const book = refund(invoice, [first], { lines: [{ itemIndex: 0, quantity: 1 }] });
    expect(book.grossCents).toBe(500);
    expect(refundable(invoice, [first, book]).rates.map((r) => [r.vatRate, r.grossCents])).toEqual([
      [20, 500],
      [5.5, 0],
    ]);
  });
});

describe("contrôle d’une demande de remboursement", () => {
  it("n’accepte qu’une commande payée, pas encore entièrement remboursée", () => {
    for (const status of ["paid", "processing", "shipped", "delivered"]) expect(problems({ amountCents: 100 }, [], status)).toEqual([]);
    for (const status of ["pending_payment", "cancelled", "refunded"]) {
      expect(problems({ amountCents: 100 }, [], status)).toEqual([["input", "NOT_REFUNDABLE", "Seule une commande payée peut être remboursée."]]);
    }
  });

  it("exige une ligne, la livraison ou un montant", () => {
    expect(problems({})).toEqual([["input", "REQUIRED", "Choisissez au moins une ligne, la livraison ou un montant."]]);
  });

  it("refuse une ligne inconnue ou en double, une quantité non entière, nulle ou au-delà du reste", () => {
    expect(
      problems({
        lines: [
          { itemIndex: 7, quantity: 1 },
          { itemIndex: 0, quantity: 1.5 },
          { itemIndex: 0, quantity: 1 },
          { itemIndex: 1, quantity: 0 },
        ],
      }),
    ).toEqual([
      ["input.lines.0.itemIndex", "NOT_FOUND", "Ligne de facture introuvable."],
      ["input.lines.1.quantity", "NOT_WHOLE_NUMBER", "La quantité doit être un nombre entier."],
      ["input.lines.2.itemIndex", "DUPLICATE_LINE", "Cette ligne figure déjà dans le remboursement."],
      ["input.lines.3.quantity", "OUT_OF_RANGE", "La quantité doit être d’au moins 1."],
    ]);
    expect(problems({ lines: [{ itemIndex: 0, quantity: 3 }] })).toEqual([
      ["input.lines.0.quantity", "OVER_REMAINING", "Il ne reste que 2 exemplaires remboursables de «\u00a0Mug 33 cl\u00a0»."],
    ]);
    expect(refundMessages.overQuantity(1200, "Carte")).toBe("Il ne reste que 1\u00a0200 exemplaires remboursables de «\u00a0Carte\u00a0».");
  });

  it("refuse la livraison d’une commande qui n’en a pas payé", () => {
    expect(problems({ delivery: true }, [], "paid", invoiceOf({ delivery: null, totalCents: 5070 }))).toEqual([
      ["input.delivery", "NOT_FOUND", "Cette commande n’a pas de livraison facturée."],
    ]);
  });

  it("refuse un montant libre nul, négatif ou en fractions de centime", () => {
    const range = "Le montant doit être compris entre 0,01\u00a0€ et 1\u00a0000\u00a0000,00\u00a0€.";
    expect(problems({ amountCents: 0 })).toEqual([["input.amountCents", "OUT_OF_RANGE", range]]);
    expect(problems({ amountCents: -500 })).toEqual([["input.amountCents", "OUT_OF_RANGE", range]]);
    expect(problems({ amountCents: 12.5 })).toEqual([["input.amountCents", "NOT_WHOLE_NUMBER", "Le nombre doit être un entier (sans décimales)."]]);
  });

  it("refuse un motif ou une destination inconnus et une note de plus de 500 caractères", () => {
    expect(problems({ amountCents: 100, reason: "BORED", refundTo: "CASH", note: "x".repeat(501) })).toEqual([
      ["input.reason", "INVALID_REASON", "Choisissez un motif de remboursement."],
      ["input.refundTo", "INVALID_REFUND_TARGET", "Choisissez de rembourser sur le moyen de paiement ou en crédits."],
      ["input.note", "TOO_LONG", "La note ne peut pas dépasser 500 caractères."],
    ]);
    expect(problems({ amountCents: 100, note: "x".repeat(500) })).toEqual([]);
  });

  it("refuse un remboursement qui ne porte sur aucun montant (un article offert)", () => {
    const invoice = invoiceOf({ items: [...order.items, { name: "Carte offerte", quantity: 1, unitPriceCents: 0 }] });
    expect(problems({ lines: [{ itemIndex: 2, quantity: 1 }] }, [], "paid", invoice)).toEqual([["input", "NOTHING_TO_REFUND", refundMessages.zero]]);
    expect(
      problems(
        {
          lines: [
            { itemIndex: 2, quantity: 1 },
            { itemIndex: 1, quantity: 1 },
          ],
        },
        [],
        "paid",
        invoice,
      ),
    ).toEqual([]);
  });

  it("rend la demande normalisée, la note rognée, et place les erreurs sous la base donnée", () => {
    const remains = refundable(invoiceOf(), []);
    const draft = request({ lines: [{ itemIndex: 0, quantity: 1 }], note: "  client prévenu  " });
    const expected: RefundRequest = {
      lines: [{ itemIndex: 0, quantity: 1 }],
      delivery: false,
      amountCents: null,
      reason: "DEFECTIVE",
      refundTo: "PAYMENT",
      note: "client prévenu",
    };
    expect(checkRefund(draft, { orderStatus: "delivered", refundable: remains })).toEqual({ value: expected, errors: [] });
    expect(checkRefund({ ...draft, note: "   " }, { orderStatus: "delivered", refundable: remains }).value.note).toBeNull();
    expect(checkRefund(request(), { orderStatus: "paid", refundable: remains, base: [] }).errors.map((e) => e.field)).toEqual([[]]);
    expect(
      checkRefund(request({ lines: [{ itemIndex: 0, quantity: 0 }] }), { orderStatus: "paid", refundable: remains, base: ["values"] }).errors.map(
        (e) => e.field,
      ),
    ).toEqual([["values", "lines", "0", "quantity"]]);
  });
});

describe("garde-fous de l’avoir", () => {
  const invoice = invoiceOf();
  const remains = refundable(invoice, []);
  const valid: RefundRequest = { lines: [{ itemIndex: 0, quantity: 1 }], delivery: false, amountCents: null, reason: "DEFECTIVE", refundTo: "PAYMENT" };

  it("refuse une demande que checkRefund aurait refusée, un mauvais numéro ou une date antérieure à la facture", () => {
    expect(() => creditNoteFor(valid, invoice, remains, "AV-2026-000001", "2026-04-10")).not.toThrow();
    expect(() => creditNoteFor({ ...valid, lines: [{ itemIndex: 0, quantity: 3 }] }, invoice, remains, "AV-2026-000001", "2026-04-10")).toThrow(/remaining/);
    expect(() => creditNoteFor({ ...valid, lines: [{ itemIndex: 4, quantity: 1 }] }, invoice, remains, "AV-2026-000001", "2026-04-10")).toThrow(/no line 4/);
    expect(() => creditNoteFor({ ...valid, lines: [], amountCents: 5561 }, invoice, remains, "AV-2026-000001", "2026-04-10")).toThrow(/5561 cents/);
    expect(() => creditNoteFor({ ...valid, reason: "BORED" as never }, invoice, remains, "AV-2026-000001", "2026-04-10")).toThrow(/reason/);
    expect(() => creditNoteFor(valid, invoice, remains, "FA-2026-000124", "2026-04-10")).toThrow(/CREDIT_NOTE/);
    expect(() => creditNoteFor(valid, invoice, remains, "AV-2026-000001", "2026-04-01")).toThrow(/precede/);
    expect(() => creditNoteFor(valid, invoice, { ...remains, invoiceNumber: "FA-2026-000001" }, "AV-2026-000001", "2026-04-10")).toThrow(/refundable/);
  });
});

describe("statut de la commande après un remboursement", () => {
  it("partiellement remboursée tant que le remboursé est sous le TTC de la facture, remboursée ensuite", () => {
    expect(refundedWhole(5560, 1)).toBe(false);
    expect(refundedWhole(5560, 5559)).toBe(false);
    expect(refundedWhole(5560, 5560)).toBe(true);
    expect(() => refundedWhole(5560, 0)).toThrow(/Nothing/);
    expect(() => refundedWhole(5560, 1.5)).toThrow(/whole cents/);
  });
});

describe("remboursement en crédits : la conversion", () => {
  it("au meilleur tarif des packs, arrondi au crédit supérieur ; sans pack, aucune conversion", () => {
    const packs = [
      { credits: 10, priceCents: 499 },
      { credits: 50, priceCents: 1999 },
      { credits: 120, priceCents: 3999 },
    ];
    // 120 credits for 39,99 € is the best rate: 12,50 € → 1250 × 120 / 3999 = 37.5… → 38 credits.
    expect(creditsForRefund(1250, packs)).toBe(38);
    expect(creditsForRefund(3999, packs)).toBe(120);
    expect(creditsForRefund(1, packs)).toBe(1);
    expect(creditsForRefund(1250, [])).toBeNull();
    expect(() => creditsForRefund(12.5, packs)).toThrow(/whole cents/);
  });
});

describe("répartition au centime", () => {
  it("somme exacte, restes aux plus grandes fractions puis aux premiers, signe conservé", () => {
    expect(allocateCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateCents(-333, [3871, 490])).toEqual([-296, -37]);
    expect(allocateCents(10, [0, 5])).toEqual([0, 10]);
    expect(allocateCents(99_999_999, [99_999_999, 99_999_998, 1])).toEqual([50_000_000, 49_999_999, 0]);
    expect(() => allocateCents(10, [0, 0])).toThrow(/weights/);
    expect(() => allocateCents(10, [1, -1, 2])).toThrow(/weights/);
  });
});

describe("wholeRemainderRequest : ce qu'un passage à « Remboursée » rembourse", () => {
  it("rembourse tout ce qui reste, et l'avoir solde la facture au centime près, par taux", () => {
    // The example order with three mugs (one refunded first, two left for the remainder).
    const items = [{ ...order.items[0]!, quantity: 3 }, order.items[1]!];
    const invoice = invoiceFor({ ...order, items, totalCents: 3 * 1290 + 2490 + 490 }, seller, 20, "FA-2026-000001", "2026-04-02");
    const first = refundable(invoice, []);
    const partial = creditNoteFor(
      { lines: [{ itemIndex: 0, quantity: 1 }], delivery: false, amountCents: null, reason: "DEFECTIVE", refundTo: "PAYMENT" },
      invoice,
      first,
      "AV-2026-000001",
      "2026-04-20",
    );
    const remains = refundable(invoice, [partial]);
    const request = wholeRemainderRequest(remains, "OTHER", "PAYMENT")!;
    expect(request.lines).toEqual([
      { itemIndex: 0, quantity: 2 },
      { itemIndex: 1, quantity: 1 },
    ]);
    expect(request.delivery).toBe(true);
    const rest = creditNoteFor(request, invoice, remains, "AV-2026-000002", "2026-04-21");
    expect(partial.grossCents + rest.grossCents).toBe(invoice.grossCents);
    expect(partial.vatCents + rest.vatCents).toBe(invoice.vatCents);
    expect(refundable(invoice, [partial, rest]).totalCents).toBe(0);
    expect(wholeRemainderRequest(refundable(invoice, [partial, rest]), "OTHER", "PAYMENT")).toBeNull();
  });
});

describe("une seule réponse à « que reste-t-il à rembourser ? » (toutes les suites de remboursements)", () => {
  type Step = { name: string; draft: (remains: ReturnType<typeof refundable>) => Partial<RefundDraft> | null };
  const firstLeft = (remains: ReturnType<typeof refundable>) => remains.lines.find((l) => l.remainingQuantity > 0);
  // Card and credits alternate: the destination changes the money's path, never the amounts.
  const STEPS: Step[] = [
    { name: "un exemplaire", draft: (r) => (firstLeft(r) ? { lines: [{ itemIndex: firstLeft(r)!.itemIndex, quantity: 1 }], refundTo: "CREDITS" } : null) },
    {
      name: "une ligne entière",
      draft: (r) => (firstLeft(r) ? { lines: [{ itemIndex: firstLeft(r)!.itemIndex, quantity: firstLeft(r)!.remainingQuantity }] } : null),
    },
    { name: "la livraison", draft: (r) => (r.delivery && r.delivery.remainingGrossCents > 0 ? { delivery: true, refundTo: "CREDITS" } : null) },
    { name: "12,34 €", draft: (r) => (r.totalCents >= 1234 ? { amountCents: 1234 } : null) },
    { name: "un tiers du reste", draft: (r) => (r.totalCents >= 3 ? { amountCents: Math.floor(r.totalCents / 3), refundTo: "CREDITS" } : null) },
  ];
  const sequences = (length: number): Step[][] => (length === 0 ? [[]] : sequences(length - 1).flatMap((seq) => STEPS.map((step) => [...seq, step])));

  /** What the page offers after `notes` is what the next refund may take: each line whole, the delivery, the total as a free amount — and not a cent more. */
  function expectOffersAccepted(invoice: AccountingDocument, notes: AccountingDocument[], path: string) {
    const remains = refundable(invoice, notes);
    const take = (draft: Partial<RefundDraft>) => {
      const checked = checkRefund(request(draft), { orderStatus: "shipped", refundable: remains });
      expect([path, checked.errors]).toEqual([path, []]);
      return creditNoteFor(checked.value, invoice, remains, documentNumber("CREDIT_NOTE", 2026, 900), "2026-04-10").grossCents;
    };
    if (remains.totalCents > 0) expect(take({ amountCents: remains.totalCents })).toBe(remains.totalCents);
    expect(problems({ amountCents: remains.totalCents + 1 }, notes, "shipped", invoice).map(([, code]) => code)).toContain("OVER_REFUNDABLE");
    for (const line of remains.lines.filter((l) => l.remainingQuantity > 0)) {
      expect(take({ lines: [{ itemIndex: line.itemIndex, quantity: line.remainingQuantity }] })).toBe(line.remainingGrossCents);
    }
    if (remains.delivery && remains.delivery.remainingGrossCents > 0) expect(take({ delivery: true })).toBe(remains.delivery.remainingGrossCents);
    expect(remains.rates.reduce((sum, rate) => sum + rate.grossCents, 0)).toBe(remains.totalCents);
  }

  it.each([
    ["une facture à un taux", () => invoiceOf()],
    ["une facture à deux taux avec remise", twoRateInvoice],
  ])("%s : après chaque pas, l’offre est acceptée ; « Remboursée » solde la facture au centime, taux par taux", (_, makeInvoice) => {
    const invoice = makeInvoice();
    let checkedSequences = 0;
    for (const sequence of sequences(4)) {
      const notes: AccountingDocument[] = [];
      const path: string[] = [];
      for (const step of sequence) {
        const draft = step.draft(refundable(invoice, notes));
        if (!draft) continue;
        notes.push(refund(invoice, notes, draft));
        path.push(step.name);
        expectOffersAccepted(invoice, notes, path.join(" → "));
      }
      // « Rembourser le reste »: what a move to « Remboursée » issues.
      const remains = refundable(invoice, notes);
      const rest = wholeRemainderRequest(remains, "OTHER", "PAYMENT");
      if (rest) notes.push(creditNoteFor(rest, invoice, remains, documentNumber("CREDIT_NOTE", 2026, 999), "2026-04-11"));
      expect(
        refundedWhole(
          invoice.grossCents,
          notes.reduce((sum, note) => sum + note.grossCents, 0),
        ),
      ).toBe(true);
      expect([path.join(" → "), notes.reduce((sum, note) => sum + note.grossCents, 0)]).toEqual([path.join(" → "), invoice.grossCents]);
      expect(creditedByRate(notes)).toEqual(invoice.vatTotals);
      checkedSequences++;
    }
    expect(checkedSequences).toBe(STEPS.length ** 4);
  });

  it("le cas trouvé : 12,34 € sur la carte, une ligne en crédits, puis le reste — en avoir qui solde la facture", () => {
    const invoice = twoRateInvoice();
    const card = refund(invoice, [], { amountCents: 1234 });
    const credits = refund(invoice, [card], { lines: [{ itemIndex: 1, quantity: 1 }], refundTo: "CREDITS" });
    const remains = refundable(invoice, [card, credits]);
    expect(remains.totalCents).toBe(invoice.grossCents - 1234 - credits.grossCents);
    const rest = refund(invoice, [card, credits], { amountCents: remains.totalCents });
    expect(card.grossCents + credits.grossCents + rest.grossCents).toBe(invoice.grossCents);
    const whole = wholeRemainderRequest(remains, "OTHER", "PAYMENT")!;
    expect(creditNoteFor(whole, invoice, remains, "AV-2026-000009", "2026-04-12").grossCents).toBe(remains.totalCents);
  });
});

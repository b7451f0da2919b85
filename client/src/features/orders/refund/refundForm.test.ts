import { refundMessages } from "@atelier/domain/invoicing/refund";
import {
  formPath,
  refundableFor,
  refundDefaults,
  refundDraft,
  refundErrors,
  refundTotalCents,
  serverErrorsOnRows,
  WHOLE_REFUND,
  type RefundableFields,
  type RefundFormValues,
} from "./refundForm";

/** 3 posters (30,00 €), the last of 2 mugs (10,00 € of 19,99 €), the delivery (4,90 €). */
const FIELDS: RefundableFields = {
  invoiceNumber: "FA-2026-000042",
  totalCents: 4490,
  lines: [
    { itemIndex: 0, label: "Affiche A3", vatRate: 20, quantity: 3, grossCents: 3000, remainingQuantity: 3, remainingGrossCents: 3000 },
    { itemIndex: 1, label: "Tasse", vatRate: 20, quantity: 2, grossCents: 1999, remainingQuantity: 1, remainingGrossCents: 1000 },
  ],
  delivery: { label: "Colissimo", vatRate: 20, grossCents: 490, remainingGrossCents: 490 },
  rates: [{ vatRate: 20, netCents: 3742, vatCents: 748, grossCents: 4490 }],
};
const REMAINS = refundableFor(FIELDS);

const values = (patch: Partial<RefundFormValues> & { quantities?: string[] } = {}): RefundFormValues => {
  const { quantities, ...rest } = patch;
  const defaults = refundDefaults(FIELDS);
  return {
    ...defaults,
    reason: "DEFECTIVE",
    lines: defaults.lines.map((line, i) => ({ ...line, quantity: quantities?.[i] ?? line.quantity })),
    ...rest,
  };
};

describe("le formulaire « Rembourser »", () => {
  it("part de rien : chaque ligne à 0, sans livraison ni montant, sur le moyen de paiement", () => {
    expect(refundDefaults(FIELDS)).toEqual({
      lines: [
        { itemIndex: 0, quantity: "0" },
        { itemIndex: 1, quantity: "0" },
      ],
      delivery: false,
      amountCents: null,
      reason: "",
      refundTo: "PAYMENT",
      note: "",
    });
  });

  it("n'envoie que les lignes dont une quantité est saisie, et sait de quelle ligne du formulaire chacune vient", () => {
    const { draft, rows } = refundDraft(values({ quantities: ["", "1"], note: "  colis ouvert  " }));
    expect(draft.lines).toEqual([{ itemIndex: 1, quantity: 1 }]);
    expect(rows).toEqual([1]);
    expect(draft.note).toBe("colis ouvert");
    expect(refundDraft(values({ note: "   " })).draft.note).toBeNull();
  });

  it("totalise comme le serveur : unités au prix unitaire arrondi, dernières unités au reste de la ligne, livraison, montant libre", () => {
    expect(refundTotalCents(values({ quantities: ["2", "0"] }), REMAINS)).toBe(2000);
    expect(refundTotalCents(values({ quantities: ["3", "1"], delivery: true }), REMAINS)).toBe(4490);
    expect(refundTotalCents(values({ amountCents: 150 }), REMAINS)).toBe(150);
    // What does not read well counts for nothing (the error says why).
    expect(refundTotalCents(values({ quantities: ["1,5", "4"], amountCents: Number.NaN }), REMAINS)).toBe(0);
  });

  it("demande au moins une ligne, la livraison ou un montant, et un motif, sous les totaux et sous le motif", () => {
    const errors = refundErrors(values({ reason: "" }), "paid", REMAINS);
    expect(errors.map((e) => [e.field, e.message])).toEqual([
      [[WHOLE_REFUND], refundMessages.nothing],
      [["reason"], refundMessages.invalidReason],
    ]);
  });

  it("met l'erreur d'une ligne sous la ligne du formulaire dont elle vient", () => {
    const errors = refundErrors(values({ quantities: ["0", "2"] }), "shipped", REMAINS);
    expect(errors).toEqual([expect.objectContaining({ field: ["lines", "1", "quantity"], message: refundMessages.overQuantity(1, "Tasse") })]);
  });

  it("refuse un montant libre au-delà de ce qui reste, sous le montant", () => {
    const errors = refundErrors(values({ quantities: ["1", "0"], amountCents: 4000 }), "delivered", REMAINS);
    expect(errors).toEqual([expect.objectContaining({ field: ["amountCents"], message: refundMessages.overRefundable(4490), code: "OVER_REFUNDABLE" })]);
  });

  it("accepte ce qui reste exactement, et refuse une commande qui n'est pas payée", () => {
    expect(refundErrors(values({ quantities: ["3", "1"], delivery: true }), "paid", REMAINS)).toEqual([]);
    expect(refundErrors(values({ quantities: ["1", "0"] }), "pending", REMAINS).map((e) => e.message)).toEqual([refundMessages.notPaid]);
  });

  it("ramène les chemins des erreurs du serveur sur les lignes du formulaire", () => {
    const server = [
      { field: ["input", "lines", "0", "quantity"], message: "Il ne reste qu’un exemplaire…", code: "OVER_REMAINING" },
      { field: ["input", "amountCents"], message: "Trop", code: "OVER_REFUNDABLE" },
      { field: ["input"], message: "Seule une commande payée…", code: "NOT_REFUNDABLE" },
    ];
    expect(serverErrorsOnRows(server, [1]).map((e) => e.field)).toEqual([["input", "lines", "1", "quantity"], ["input", "amountCents"], ["input"]]);
    expect(formPath(["lines", "0", "itemIndex"], [1])).toEqual(["lines", "1", "quantity"]);
  });

  it("lit ce qui reste à chaque taux tel que le serveur le donne : deux lignes au-delà de leur taux sont refusées comme par le serveur", () => {
    // A free amount took 15,00 € over both rates before: the 20 % rate holds 5,00 €, which each of its two lines offers.
    const fields: RefundableFields = {
      invoiceNumber: "FA-2026-000043",
      totalCents: 1000,
      lines: [
        { itemIndex: 0, label: "Tasse", vatRate: 20, quantity: 1, grossCents: 1000, remainingQuantity: 1, remainingGrossCents: 500 },
        { itemIndex: 1, label: "Affiche", vatRate: 20, quantity: 1, grossCents: 1000, remainingQuantity: 1, remainingGrossCents: 500 },
        { itemIndex: 2, label: "Livre", vatRate: 5.5, quantity: 1, grossCents: 1000, remainingQuantity: 1, remainingGrossCents: 500 },
      ],
      delivery: null,
      rates: [
        { vatRate: 20, netCents: 417, vatCents: 83, grossCents: 500 },
        { vatRate: 5.5, netCents: 474, vatCents: 26, grossCents: 500 },
      ],
    };
    const remains = refundableFor(fields);
    const form = (quantities: string[], amountCents: number | null = null): RefundFormValues => ({
      ...refundDefaults(fields),
      reason: "DEFECTIVE",
      lines: fields.lines.map((line, i) => ({ itemIndex: line.itemIndex, quantity: quantities[i] ?? "0" })),
      amountCents,
    });
    expect(refundErrors(form(["1", "0", "1"]), "shipped", remains)).toEqual([]);
    expect(refundErrors(form(["0", "0", "0"], 1000), "shipped", remains)).toEqual([]);
    // 10,00 € in all, within the total, but 10,00 € at a rate that holds 5,00 €.
    expect(refundErrors(form(["1", "1", "0"]), "shipped", remains)).toEqual([
      expect.objectContaining({ field: [WHOLE_REFUND], code: "OVER_REFUNDABLE", message: refundMessages.overRefundable(1000) }),
    ]);
  });
});

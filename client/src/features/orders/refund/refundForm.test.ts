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
});

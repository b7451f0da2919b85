import {
  checkReprint,
  MAX_REPRINTS_PER_ORDER,
  REPRINT_REASONS,
  reprintLinesText,
  reprintMessages,
  reprintOrderFields,
  reprintReasonLabel,
  type ReprintDraft,
  type ReprintableOrder,
  type ReprintSource,
  type StoredOrderItem,
} from "./reprint";

const items: StoredOrderItem[] = [
  { productId: "mug", name: "Mug 33 cl", quantity: 2, unitPrice: 12.5, creationId: "c1", imageUrl: "creations/c1.png" },
  { productId: "poster", name: "Poster 30×40", quantity: 1, unitPrice: 24.9, creationId: null, imageUrl: null },
];

const original: ReprintSource & ReprintableOrder = {
  id: "ord-1",
  userId: "lucas",
  status: "shipped",
  reprintOf: null,
  items,
  shippingAddress: { fullName: "Lucas Bernard", line1: "3 place Bellecour", postalCode: "69002", city: "Lyon", country: "France" },
  deliveryMethodId: "colissimo",
};

const draft = (change: Partial<ReprintDraft> = {}): ReprintDraft => ({ lines: [{ itemIndex: 0, quantity: 1 }], reason: "MISPRINT", ...change });

/** [field, code, message] of each refusal. */
const problems = (request: ReprintDraft, order: Partial<ReprintableOrder> = {}, reprintCount = 0) =>
  checkReprint(request, { order: { ...original, ...order }, reprintCount }).errors.map((e) => [e.field.join("."), e.code, e.message]);

describe("motifs de réimpression", () => {
  it("erreur d’impression, colis endommagé, colis perdu, en français", () => {
    expect(REPRINT_REASONS.map((r) => [r.value, r.label])).toEqual([
      ["MISPRINT", "Erreur d’impression"],
      ["DAMAGED", "Colis endommagé"],
      ["LOST", "Colis perdu"],
    ]);
    expect(reprintReasonLabel("LOST")).toBe("Colis perdu");
    expect(reprintReasonLabel("GOODWILL")).toBeNull();
  });
});

describe("contrôle d’une demande de réimpression", () => {
  it("accepte une commande payée, en cours, expédiée ou livrée, la note nettoyée", () => {
    for (const status of ["paid", "processing", "shipped", "delivered"] as const) expect(problems(draft(), { status })).toEqual([]);
    const checked = checkReprint(draft({ note: "  trop sombre  " }), { order: original, reprintCount: 0 });
    expect(checked.value).toEqual({ lines: [{ itemIndex: 0, quantity: 1 }], reason: "MISPRINT", note: "trop sombre" });
    expect(checkReprint(draft({ note: "   " }), { order: original, reprintCount: 0 }).value.note).toBeNull();
  });

  it("refuse une commande en attente, annulée ou remboursée", () => {
    for (const status of ["pending_payment", "cancelled", "refunded"] as const) {
      expect(problems(draft(), { status })).toEqual([
        ["input", "NOT_REPRINTABLE", "Seule une commande payée (et ni annulée ni remboursée) peut être réimprimée."],
      ]);
    }
  });

  it("refuse de réimprimer une réimpression, et au-delà de 20 réimpressions", () => {
    expect(problems(draft(), { reprintOf: "ord-0" })).toEqual([["input", "NOT_REPRINTABLE", reprintMessages.ofReprint]]);
    expect(problems(draft(), {}, MAX_REPRINTS_PER_ORDER)).toEqual([["input", "TOO_MANY_REPRINTS", "Cette commande a déjà 20 réimpressions."]]);
    expect(problems(draft(), {}, MAX_REPRINTS_PER_ORDER - 1)).toEqual([]);
  });

  it("demande au moins une ligne, chacune une fois, qui existe", () => {
    expect(problems(draft({ lines: [] }))).toEqual([["input.lines", "REQUIRED", "Choisissez au moins une ligne à réimprimer."]]);
    expect(
      problems(
        draft({
          lines: [
            { itemIndex: 1, quantity: 1 },
            { itemIndex: 1, quantity: 1 },
            { itemIndex: 2, quantity: 1 },
            { itemIndex: -1, quantity: 1 },
          ],
        }),
      ),
    ).toEqual([
      ["input.lines.1.itemIndex", "DUPLICATE_LINE", "Cette ligne figure déjà dans la réimpression."],
      ["input.lines.2.itemIndex", "NOT_FOUND", "Ligne de commande introuvable."],
      ["input.lines.3.itemIndex", "NOT_FOUND", "Ligne de commande introuvable."],
    ]);
  });

  it("une quantité entière de 1 à la quantité commandée", () => {
    const mug = "La quantité doit être comprise entre 1 et 2 (exemplaires commandés de «\u00a0Mug 33 cl\u00a0»).";
    expect(problems(draft({ lines: [{ itemIndex: 0, quantity: 0 }] }))).toEqual([["input.lines.0.quantity", "OUT_OF_RANGE", mug]]);
    expect(problems(draft({ lines: [{ itemIndex: 0, quantity: 3 }] }))).toEqual([["input.lines.0.quantity", "OUT_OF_RANGE", mug]]);
    expect(problems(draft({ lines: [{ itemIndex: 0, quantity: 1.5 }] }))).toEqual([
      ["input.lines.0.quantity", "NOT_WHOLE_NUMBER", "La quantité doit être un nombre entier."],
    ]);
    expect(problems(draft({ lines: [{ itemIndex: 1, quantity: 2 }] }))).toEqual([
      ["input.lines.0.quantity", "OUT_OF_RANGE", "La commande ne compte qu’un exemplaire de «\u00a0Poster 30×40\u00a0» : réimprimez-en 1."],
    ]);
    expect(problems(draft({ lines: [{ itemIndex: 0, quantity: 2 }] }))).toEqual([]);
  });

  it("un motif connu et une note de 500 caractères au plus", () => {
    expect(problems(draft({ reason: "GOODWILL" }))).toEqual([["input.reason", "INVALID_REASON", "Choisissez un motif de réimpression."]]);
    expect(problems(draft({ note: "x".repeat(500) }))).toEqual([]);
    expect(problems(draft({ note: "x".repeat(501) }))).toEqual([["input.note", "TOO_LONG", "La note ne peut pas dépasser 500 caractères."]]);
  });

  it("dans un formulaire, les champs sont nommés sans « input »", () => {
    const errors = checkReprint(draft({ lines: [] }), { order: original, reprintCount: 0, base: [] }).errors;
    expect(errors.map((e) => e.field)).toEqual([["lines"]]);
  });
});

describe("la commande de réimpression", () => {
  it("même client, même adresse et même livraison, lignes à prix nul, payée, liée à l’originale", () => {
    const fields = reprintOrderFields(original, { lines: [{ itemIndex: 0, quantity: 1 }], reason: "DAMAGED", note: "carton écrasé" });
    expect(fields).toEqual({
      userId: "lucas",
      status: "paid",
      total: 0,
      deliveryPrice: 0,
      items: [{ productId: "mug", name: "Mug 33 cl", quantity: 1, unitPrice: 0, originalUnitPrice: 12.5, creationId: "c1", imageUrl: "creations/c1.png" }],
      shippingAddress: original.shippingAddress,
      deliveryMethodId: "colissimo",
      trackingNumber: null,
      reprintOf: "ord-1",
      reprintReason: "DAMAGED",
      reprintNote: "carton écrasé",
    });
  });

  it("refuse ce que le contrôle aurait refusé", () => {
    expect(() => reprintOrderFields(original, { lines: [{ itemIndex: 0, quantity: 3 }], reason: "LOST", note: null })).toThrow(/cannot be reprinted/);
    expect(() => reprintOrderFields(original, { lines: [], reason: "LOST", note: null })).toThrow(/needs a line/);
  });

  it("les lignes réimprimées se lisent en français dans le journal", () => {
    expect(
      reprintLinesText([
        { name: "Mug 33 cl", quantity: 2 },
        { name: "Poster", quantity: 1 },
      ]),
    ).toBe("Mug 33 cl × 2, Poster × 1");
  });
});

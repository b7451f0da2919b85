/**
 * Refunds after the sale (issue 27, docs/invoicing.md): `refundOrder` refunds lines, the delivery
 * or a free amount of a paid order, to the payment or as credits, with a credit note (avoir), the
 * money's transaction, the order's refunded amount, the mail and the audit entry in one
 * transaction; concurrent refunds never exceed the invoice; bad input writes nothing.
 */
import { creditsForRefund, refundMessages } from "@atelier/domain/invoicing/refund";
import { issueInvoice } from "../../src/firestore/invoicing/issue";
import { recordRefund } from "../../src/firestore/refunds";
import { clearEmulators } from "../support/emulators";
import { errorCodes, gql } from "../support/graphql";
import { createAdmin, createCustomer, db } from "../support/identities";
import { createOrder, createPaidOrder } from "../support/orders";
import { parsePdf } from "../support/pdf";

// Twenty transactions queue on one order and one counter: give the emulator time on a loaded machine.
jest.setTimeout(360_000);

const PACKS = [
  { credits: 10, price: 4.99 },
  { credits: 50, price: 19.99 },
];

let admin: { uid: string; token: string };
let customer: { uid: string; token: string };

const REFUND = `mutation($input: RefundOrderInput!) {
  refundOrder(input: $input) {
    order { id status totalCents refundedCents refundable { totalCents lines { itemIndex remainingQuantity remainingGrossCents } delivery { remainingGrossCents } } }
    creditNote { number kind invoiceNumber grossCents reason refundTo lines { kind label quantity grossCents } }
    transaction { id type amountCents credits creditNoteNumber }
    userErrors { field message code }
  }
}`;

/** The support's 54,90 € order, the customer's, with its invoice issued. */
const paidOrder = async (id: string, fields: Record<string, unknown> = {}) => {
  await createPaidOrder(id, { userId: customer.uid, ...fields });
  expect(await issueInvoice(db(), id)).toBe("issued");
};

const refund = (input: Record<string, unknown>, token = admin.token) =>
  gql(REFUND, { token, variables: { input: { lines: [], delivery: false, reason: "MISPRINT", refundTo: "PAYMENT", ...input } } });

const creditNotesOf = async (orderId: string) =>
  (await db().collection("accountingDocuments").where("orderId", "==", orderId).where("kind", "==", "CREDIT_NOTE").get()).docs.map((d) => d.data());
const creditCounter = async () => (await db().collection("documentCounters").where("__name__", ">=", "CREDIT_NOTE").get()).docs.map((d) => d.data());
const auditOf = async (orderId: string) =>
  (await db().collection("auditLog").where("targetId", "==", orderId).where("action", "==", "order.refund").get()).docs;
const balance = async (uid: string) => (await db().doc(`users/${uid}`).get()).get("credits");

beforeAll(async () => {
  await clearEmulators();
  admin = await createAdmin();
  customer = await createCustomer();
  await db().doc("settings/app").set({ shopName: "Atelier", contactEmail: "contact@atelier.test", vatRate: 20, creditPacks: PACKS });
});

describe("rembourser des lignes", () => {
  it("deux lignes en crédits : l'avoir, le solde du client, l'ajustement de crédits, la commande partiellement remboursée, l'e-mail et le journal", async () => {
    await paidOrder("as-credits");
    const before = await balance(customer.uid);
    const response = await refund({
      orderId: "as-credits",
      lines: [
        { itemIndex: 0, quantity: 1 },
        { itemIndex: 1, quantity: 1 },
      ],
      refundTo: "CREDITS",
      note: "  Mug fêlé, poster taché  ",
    });
    const result = response.data?.refundOrder;
    expect(result.userErrors).toEqual([]);
    expect(result.creditNote).toMatchObject({ kind: "CREDIT_NOTE", grossCents: 1250 + 2490, reason: "Erreur d’impression", refundTo: "CREDITS" });
    expect(result.creditNote.lines).toEqual([
      { kind: "ITEM", label: "Mug 33 cl", quantity: 1, grossCents: 1250 },
      { kind: "ITEM", label: "Poster 30×40", quantity: 1, grossCents: 2490 },
    ]);
    const credits = creditsForRefund(
      3740,
      PACKS.map((p) => ({ credits: p.credits, priceCents: Math.round(p.price * 100) })),
    )!;
    expect(result.transaction).toMatchObject({ type: "CREDIT_ADJUSTMENT", amountCents: 0, credits, creditNoteNumber: result.creditNote.number });
    expect(await balance(customer.uid)).toBe(before + credits);
    // Still paid (the rest ships), with what it gave back; what remains is the other mug and the delivery.
    expect(result.order).toMatchObject({ status: "PAID", totalCents: 5490, refundedCents: 3740 });
    expect(result.order.refundable.totalCents).toBe(5490 - 3740);
    expect(result.order.refundable.lines).toEqual([
      { itemIndex: 0, remainingQuantity: 1, remainingGrossCents: 1250 },
      { itemIndex: 1, remainingQuantity: 0, remainingGrossCents: 0 },
    ]);
    const stored = (await db().doc("orders/as-credits").get()).data()!;
    expect(stored).toMatchObject({ status: "paid", refundedCents: 3740, refundedItemCents: { "0": 1250, "1": 2490 } });

    // The ledger's line names the order and the credit note.
    const ledger = (await db().doc(`transactions/${result.transaction.id}`).get()).data()!;
    expect(ledger).toMatchObject({ userId: customer.uid, orderId: "as-credits", createdBy: admin.uid });
    expect(ledger.description).toContain(result.creditNote.number);

    // The customer's mail, queued in the same transaction, with the credit note's PDF.
    const [mail] = (await db().collection("mail").where("source", "==", "order.refund").get()).docs.map((d) => d.data());
    expect(mail).toMatchObject({ to: "lucas@exemple.fr", template: { name: "order-refunded", data: { orderId: "as-credits", orderTotal: "37,40\u00a0€" } } });
    const [attachment] = mail!.message.attachments;
    expect(attachment.filename).toBe(`${result.creditNote.number}.pdf`);
    const pdf = (await parsePdf(Buffer.from(attachment.content, "base64"))).text;
    expect(pdf).toContain(result.creditNote.number);
    expect(pdf).toContain("37,40");

    const [entry] = await auditOf("as-credits");
    expect(entry!.data()).toMatchObject({
      actorUid: admin.uid,
      before: { status: "paid", refundedCents: 0 },
      after: { refundedCents: 3740, creditNote: result.creditNote.number, refundTo: "CREDITS", credits, note: "Mug fêlé, poster taché" },
    });
  });

  it("sur le moyen de paiement : une transaction REFUND par avoir ; le reste rembourse tout et passe la commande à « Remboursée »", async () => {
    await paidOrder("to-payment");
    const first = (await refund({ orderId: "to-payment", delivery: true })).data?.refundOrder;
    expect(first.userErrors).toEqual([]);
    expect(first.transaction).toMatchObject({ type: "REFUND", amountCents: 500, credits: 0, creditNoteNumber: first.creditNote.number });
    expect(first.transaction.id).toBe(`refund-to-payment-${first.creditNote.number}`);
    expect(first.order.refundable.delivery.remainingGrossCents).toBe(0);

    const rest = (await refund({ orderId: "to-payment", amountCents: 4990, reason: "GOODWILL" })).data?.refundOrder;
    expect(rest.userErrors).toEqual([]);
    expect(rest.order).toMatchObject({ status: "REFUNDED", refundedCents: 5490, refundable: null });
    const notes = await creditNotesOf("to-payment");
    expect(notes.reduce((sum, n) => sum + n.grossCents, 0)).toBe(5490);

    // The storefront trigger then sees the move to refunded: everything was refunded, it adds nothing.
    const after = (await db().doc("orders/to-payment").get()).data();
    expect(await recordRefund(db(), "to-payment", { status: "paid" }, after)).toBe("exists");
    const refunds = await db().collection("transactions").where("orderId", "==", "to-payment").get();
    expect(refunds.docs.map((d) => d.get("amount")).sort()).toEqual([49.9, 5]);
  });

  it("vingt remboursements simultanés sur une commande ne dépassent jamais son total", async () => {
    await paidOrder("concurrent");
    const notesBefore = (await creditCounter()).reduce((sum, c) => sum + c.last, 0);
    const responses = await Promise.all(Array.from({ length: 20 }, () => refund({ orderId: "concurrent", amountCents: 500 })));
    const results = responses.map((r) => r.data?.refundOrder);
    const accepted = results.filter((r) => r.userErrors.length === 0);
    const refused = results.filter((r) => r.userErrors.length > 0);
    // 54,90 € holds ten refunds of 5 €: the eleventh would exceed it.
    expect(accepted).toHaveLength(10);
    expect(refused.map((r) => r.userErrors[0].code)).toEqual(Array(10).fill("OVER_REFUNDABLE"));
    const notes = await creditNotesOf("concurrent");
    expect(notes).toHaveLength(10);
    expect(notes.reduce((sum, n) => sum + n.grossCents, 0)).toBe(5000);
    expect((await db().doc("orders/concurrent").get()).get("refundedCents")).toBe(5000);
    // Numbers taken once each, without a gap.
    expect((await creditCounter()).reduce((sum, c) => sum + c.last, 0)).toBe(notesBefore + 10);
    expect(new Set(notes.map((n) => n.number)).size).toBe(10);
    expect((await db().collection("transactions").where("orderId", "==", "concurrent").get()).size).toBe(10);
  });

  it("coûte ce que son estimation annonce", async () => {
    await paidOrder("cost");
    const response = await refund({ orderId: "cost", lines: [{ itemIndex: 0, quantity: 2 }] });
    expect(response.data?.refundOrder.userErrors).toEqual([]);
    const cost = response.extensions?.cost;
    expect(cost?.firestoreReads).toBeGreaterThan(0);
    expect(cost!.firestoreReads).toBeLessThanOrEqual(cost!.estimatedReads!);
  });
});

describe("ce qui reste à rembourser : une seule réponse (issue 38)", () => {
  const REMAINS = `query($id: ID!) { order(id: $id) { status refundable { totalCents rates { vatRate grossCents } lines { itemIndex remainingQuantity remainingGrossCents } delivery { remainingGrossCents } } } }`;
  const remainsOf = async (id: string) => (await gql(REMAINS, { token: admin.token, variables: { id } })).data?.order;
  const CHANGE_STATUS = `mutation($input: ChangeOrderStatusInput!) { changeOrderStatus(input: $input) { order { status } userErrors { field message code } } }`;

  /** 12,34 € back to the card, then the mugs as credits: what the order page then says remains. */
  async function cardThenCredits(id: string) {
    await paidOrder(id);
    expect((await refund({ orderId: id, amountCents: 1234 })).data?.refundOrder.userErrors).toEqual([]);
    expect((await refund({ orderId: id, lines: [{ itemIndex: 0, quantity: 2 }], refundTo: "CREDITS" })).data?.refundOrder.userErrors).toEqual([]);
    const order = await remainsOf(id);
    const notes = await creditNotesOf(id);
    // The page's figure is the invoice less its credit notes, and each offer fits what its rate holds.
    expect(order.refundable.totalCents).toBe(5490 - notes.reduce((sum, n) => sum + n.grossCents, 0));
    expect(order.refundable.rates.reduce((sum: number, r: { grossCents: number }) => sum + r.grossCents, 0)).toBe(order.refundable.totalCents);
    for (const line of order.refundable.lines) expect(line.remainingGrossCents).toBeLessThanOrEqual(order.refundable.totalCents);
    expect(order.refundable.delivery.remainingGrossCents).toBeLessThanOrEqual(order.refundable.totalCents);
    return order.refundable;
  }

  it("carte, puis crédits, puis « rembourser le reste » du montant affiché : « Remboursée », des avoirs qui font la facture, TVA comprise", async () => {
    const remains = await cardThenCredits("rest-as-amount");
    // The poster whole is offered at what the rate still holds: taking it is accepted, not refused in English.
    const poster = remains.lines.find((l: { itemIndex: number }) => l.itemIndex === 1);
    const last = (await refund({ orderId: "rest-as-amount", amountCents: remains.totalCents, reason: "GOODWILL" })).data?.refundOrder;
    expect(last.userErrors).toEqual([]);
    expect(last.order).toMatchObject({ status: "REFUNDED", refundedCents: 5490, refundable: null });
    expect(poster.remainingGrossCents).toBeGreaterThan(0);
    const notes = await creditNotesOf("rest-as-amount");
    expect(notes.reduce((sum, n) => sum + n.grossCents, 0)).toBe(5490);
    expect(notes.reduce((sum, n) => sum + n.vatCents, 0)).toBe(
      (await db().collection("accountingDocuments").where("orderId", "==", "rest-as-amount").where("kind", "==", "INVOICE").get()).docs[0]!.get("vatCents"),
    );
    // With the triggers running, the same sequence leaves no aggregate drift: aggregatesVerify.test.ts.
  });

  it("un dépassement d'un centime est refusé en français (OVER_REFUNDABLE) et n'écrit rien", async () => {
    const remains = await cardThenCredits("rest-over");
    const before = await creditNotesOf("rest-over");
    const over = (await refund({ orderId: "rest-over", amountCents: remains.totalCents + 1 })).data?.refundOrder;
    expect(over.userErrors).toEqual([{ field: ["input", "amountCents"], code: "OVER_REFUNDABLE", message: refundMessages.overRefundable(remains.totalCents) }]);
    expect(await creditNotesOf("rest-over")).toEqual(before);
  });

  it("carte, puis crédits, puis le passage à « Remboursée » : l'avoir du reste solde la facture", async () => {
    await cardThenCredits("rest-by-status");
    const moved = (await gql(CHANGE_STATUS, { token: admin.token, variables: { input: { orderId: "rest-by-status", status: "REFUNDED" } } })).data
      ?.changeOrderStatus;
    expect(moved).toEqual({ order: { status: "REFUNDED" }, userErrors: [] });
    const notes = await creditNotesOf("rest-by-status");
    expect(notes).toHaveLength(3);
    expect(notes.reduce((sum, n) => sum + n.grossCents, 0)).toBe(5490);
  });
});

describe("l'annulation d'une commande payée", () => {
  it("annule sa facture par un avoir « Commande annulée », sans transaction ; la boutique qui annule aussi, une seule fois", async () => {
    await paidOrder("cancel-me");
    const change = await gql(`mutation($input: ChangeOrderStatusInput!) { changeOrderStatus(input: $input) { userErrors { message } } }`, {
      token: admin.token,
      variables: { input: { orderId: "cancel-me", status: "CANCELLED" } },
    });
    expect(change.data?.changeOrderStatus.userErrors).toEqual([]);
    const [creditNote] = await creditNotesOf("cancel-me");
    expect(creditNote).toMatchObject({ grossCents: 5490, reason: "Commande annulée", refundTo: "PAYMENT" });
    expect((await db().collection("transactions").where("orderId", "==", "cancel-me").get()).size).toBe(0);
    // The trigger then sees the cancellation: nothing remains, nothing more is issued.
    const after = (await db().doc("orders/cancel-me").get()).data();
    expect(await recordRefund(db(), "cancel-me", { status: "paid" }, after)).toBe("exists");
    expect(await creditNotesOf("cancel-me")).toHaveLength(1);

    // Cancelled by the storefront: the trigger issues it.
    await paidOrder("cancelled-by-shop", { status: "processing" });
    await db().doc("orders/cancelled-by-shop").update({ status: "cancelled" });
    const shopAfter = (await db().doc("orders/cancelled-by-shop").get()).data();
    expect(await recordRefund(db(), "cancelled-by-shop", { status: "processing" }, shopAfter)).toBe("created");
    expect(await recordRefund(db(), "cancelled-by-shop", { status: "processing" }, shopAfter)).toBe("exists");
    expect((await creditNotesOf("cancelled-by-shop")).map((n) => [n.grossCents, n.reason])).toEqual([[5490, "Commande annulée"]]);
  });

  it("une commande à 0 € (une réimpression) passée à « Remboursée » n'écrit aucun remboursement de rien", async () => {
    await createOrder("free-reprint", { status: "delivered", userId: customer.uid, total: 0, reprintOf: "as-credits" });
    const change = await gql(`mutation($input: ChangeOrderStatusInput!) { changeOrderStatus(input: $input) { userErrors { message } } }`, {
      token: admin.token,
      variables: { input: { orderId: "free-reprint", status: "REFUNDED" } },
    });
    expect(change.data?.changeOrderStatus.userErrors).toEqual([]);
    const after = (await db().doc("orders/free-reprint").get()).data();
    expect(await recordRefund(db(), "free-reprint", { status: "delivered" }, after)).toBe("none");
    expect((await db().collection("transactions").where("orderId", "==", "free-reprint").get()).size).toBe(0);
  });

  it("une commande jamais payée s'annule sans avoir", async () => {
    await createOrder("never-paid", { status: "pending_payment", userId: customer.uid });
    const after = { ...(await db().doc("orders/never-paid").get()).data(), status: "cancelled" };
    expect(await recordRefund(db(), "never-paid", { status: "pending_payment" }, after)).toBe("none");
    expect(await creditNotesOf("never-paid")).toEqual([]);
  });
});

describe("une demande fautive est refusée en français et n'écrit rien", () => {
  const nothingWritten = async (orderId: string) => {
    expect(await creditNotesOf(orderId)).toEqual([]);
    expect(await auditOf(orderId)).toHaveLength(0);
    expect((await db().collection("transactions").where("orderId", "==", orderId).get()).size).toBe(0);
    expect((await db().doc(`orders/${orderId}`).get()).get("refundedCents")).toBeUndefined();
  };

  it.each([
    ["sans ligne, livraison ni montant", {}, ["input"], "REQUIRED", "Choisissez au moins une ligne, la livraison ou un montant."],
    [
      "un montant au-delà du remboursable",
      { amountCents: 5491 },
      ["input", "amountCents"],
      "OVER_REFUNDABLE",
      "Le remboursement dépasse ce qui reste remboursable (54,90\u00a0€).",
    ],
    [
      "plus d'exemplaires que commandés",
      { lines: [{ itemIndex: 0, quantity: 3 }] },
      ["input", "lines", "0", "quantity"],
      "OVER_REMAINING",
      refundMessages.overQuantity(2, "Mug 33 cl"),
    ],
    [
      "une quantité nulle",
      { lines: [{ itemIndex: 1, quantity: 0 }] },
      ["input", "lines", "0", "quantity"],
      "OUT_OF_RANGE",
      "La quantité doit être d’au moins 1.",
    ],
    [
      "une ligne qui n'existe pas",
      { lines: [{ itemIndex: 7, quantity: 1 }] },
      ["input", "lines", "0", "itemIndex"],
      "NOT_FOUND",
      "Ligne de facture introuvable.",
    ],
  ])("%s", async (_, input, field, code, message) => {
    const orderId = `bad-${String(code).toLowerCase()}-${field.length}`;
    await paidOrder(orderId);
    const response = await refund({ orderId, ...input });
    expect(response.data?.refundOrder).toMatchObject({ order: null, creditNote: null, transaction: null });
    expect(response.data?.refundOrder.userErrors).toEqual([{ field, code, message }]);
    await nothingWritten(orderId);
  });

  it("une commande non payée, inconnue ou à l'identifiant mal formé", async () => {
    await createOrder("unpaid", { status: "pending_payment", userId: customer.uid });
    const unpaid = await refund({ orderId: "unpaid", amountCents: 100 });
    expect(unpaid.data?.refundOrder.userErrors).toEqual([
      { field: ["input"], code: "NOT_REFUNDABLE", message: "Seule une commande payée peut être remboursée." },
    ]);
    await nothingWritten("unpaid");

    const unknown = await refund({ orderId: "nowhere", amountCents: 100 });
    expect(unknown.data?.refundOrder.userErrors).toEqual([{ field: ["input", "orderId"], code: "NOT_FOUND", message: "Commande introuvable." }]);

    const malformed = await refund({ orderId: "../users/x", amountCents: 100 });
    expect(errorCodes(malformed)).toEqual(["BAD_USER_INPUT"]);
    expect(malformed.errors?.[0]?.message).toMatch(/Identifiant invalide/);
  });

  it("une commande payée dont la facture n'est pas encore émise", async () => {
    await createOrder("no-invoice", { status: "paid", userId: customer.uid, total: 20 });
    const response = await refund({ orderId: "no-invoice", amountCents: 100 });
    expect(response.data?.refundOrder.userErrors).toEqual([
      {
        field: ["input"],
        code: "NO_INVOICE",
        message: "Cette commande n’a pas encore de facture : elle est émise dans les secondes qui suivent le paiement. Actualisez la page, puis réessayez.",
      },
    ]);
    await nothingWritten("no-invoice");
  });

  it("en crédits sans pack défini dans les paramètres", async () => {
    await paidOrder("no-pack");
    await db().doc("settings/app").update({ creditPacks: [] });
    try {
      const response = await refund({ orderId: "no-pack", amountCents: 100, refundTo: "CREDITS" });
      expect(response.data?.refundOrder.userErrors.map((e: { code: string }) => e.code)).toEqual(["NO_CREDIT_PACK"]);
      await nothingWritten("no-pack");
    } finally {
      await db().doc("settings/app").update({ creditPacks: PACKS });
    }
  });

  it("un client connecté n'y a pas accès", async () => {
    await paidOrder("not-admin");
    const response = await refund({ orderId: "not-admin", amountCents: 100 }, customer.token);
    expect(errorCodes(response)).toEqual(["FORBIDDEN"]);
    await nothingWritten("not-admin");
  });
});

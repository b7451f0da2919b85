/**
 * Reprints (docs/reprints.md): reprintOrder creates a linked order at zero price that enters
 * production; both orders show the link; the reprint issues no invoice and counts in no revenue
 * figure, only in /finances' reprints by product; bad input and non-administrators are refused
 * with nothing written.
 */
import { Timestamp } from "firebase-admin/firestore";
import { parisDay } from "@atelier/domain/parisCalendar";
import { becamePaid } from "../../src/firestore/invoicing/issue";
import { expectAggregatesToSettle } from "../support/aggregates";
import { clearEmulators, clearEmulatorsWithTriggers } from "../support/emulators";
import { errorCodes, gql } from "../support/graphql";
import { createAdmin, createCustomer, db } from "../support/identities";
import { createOrder } from "../support/orders";

jest.setTimeout(360_000);

const REPRINT = `mutation ($input: ReprintOrderInput!) {
  reprintOrder(input: $input) {
    reprint { id shortId status totalCents deliveryPriceCents reprintReason reprintOf { id } customer { id } deliveryMethodId
      shippingAddress { fullName city } items { productId name quantity unitPriceCents } paidAt }
    original { id reprintOf { id } reprints { id } }
    userErrors { field message code }
  }
}`;

const ORDER_LINKS = `query ($id: ID!) { order(id: $id) { id reprintOf { id shortId } reprintReason reprints { id shortId totalCents } } }`;

const today = parisDay(new Date());
const FINANCES = `query { finances(period: { from: "${today}", to: "${today}" }) {
  current { revenueCents paidOrders averageBasketCents }
  revenueByProduct { id revenueCents orders }
  reprintsByProduct { productId name reprintedUnits soldUnits rate costCents }
} }`;
const DASHBOARD = `query { dashboard { metrics { ordersThisMonth monthlyRevenueCents } statusCounts { status count } } }`;

let admin: { uid: string; token: string };
let customer: { uid: string; token: string };

const items = [
  { productId: "mug", name: "Mug 33 cl", quantity: 2, unitPrice: 12.5, creationId: null, imageUrl: null },
  { productId: "poster", name: "Poster 30×40", quantity: 1, unitPrice: 24.9, creationId: null, imageUrl: null },
];
const paidOrder = (id: string, fields: Record<string, unknown> = {}) =>
  createOrder(id, {
    userId: customer.uid,
    status: "shipped",
    createdAt: Timestamp.now(),
    paidAt: Timestamp.now(),
    total: 54.9,
    items,
    deliveryMethodId: "colissimo",
    deliveryPrice: 5,
    shippingAddress: { fullName: "Lucas Bernard", line1: "3 place Bellecour", postalCode: "69002", city: "Lyon", country: "France" },
    ...fields,
  });

const reprint = (input: Record<string, unknown>, token = admin.token) =>
  gql(REPRINT, { token, variables: { input: { orderId: "original", reason: "MISPRINT", lines: [{ itemIndex: 0, quantity: 1 }], ...input } } });

const reprintsOf = async (orderId: string) => (await db().collection("orders").where("reprintOf", "==", orderId).get()).docs;
const documentsOf = async (orderId: string) => (await db().collection("accountingDocuments").where("orderId", "==", orderId).get()).docs;
const reprintAudits = async () => (await db().collection("auditLog").where("action", "==", "order.reprint").get()).docs.map((d) => d.data());

/** Polls until `check` holds (triggers are asynchronous). */
async function eventually(check: () => Promise<boolean>, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not reached in time");
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe("une réimpression crée une commande liée, à prix nul, sans facture ni chiffre d’affaires", () => {
  let reprintId: string;

  beforeAll(async () => {
    await clearEmulatorsWithTriggers();
    admin = await createAdmin();
    customer = await createCustomer();
    await db().doc("settings/app").set({ shopName: "Atelier", contactEmail: "contact@atelier.test", vatRate: 20 });
    await db().doc("products/mug").set({ name: "Mug 33 cl", basePrice: 12.5, isActive: true, position: 0 });
    await paidOrder("original");
    // The original's invoice, issued by the trigger: the shop's triggers are running.
    await eventually(async () => (await documentsOf("original")).length === 1);
  });

  afterAll(async () => {
    await clearEmulators();
  });

  it("crée la réimpression : même client, même adresse et même livraison, lignes choisies à 0 €, payée, liée", async () => {
    const response = await reprint({ reason: "MISPRINT", lines: [{ itemIndex: 0, quantity: 1 }], note: "  Couleurs trop sombres  " });
    expect(response.errors).toBeUndefined();
    const payload = response.data!.reprintOrder;
    expect(payload.userErrors).toEqual([]);
    reprintId = payload.reprint.id;
    expect(payload.reprint).toMatchObject({
      status: "PAID",
      totalCents: 0,
      deliveryPriceCents: 0,
      reprintReason: "MISPRINT",
      reprintOf: { id: "original" },
      customer: { id: customer.uid },
      deliveryMethodId: "colissimo",
      shippingAddress: { fullName: "Lucas Bernard", city: "Lyon" },
      items: [{ productId: "mug", name: "Mug 33 cl", quantity: 1, unitPriceCents: 0 }],
    });
    expect(payload.reprint.paidAt).toBeTruthy();
    expect(payload.original).toEqual({ id: "original", reprintOf: null, reprints: [{ id: reprintId }] });
    expect(response.extensions?.cost?.firestoreReads).toBeLessThanOrEqual(response.extensions?.cost?.estimatedReads ?? 0);

    const stored = (await db().doc(`orders/${reprintId}`).get()).data()!;
    expect(stored).toMatchObject({ reprintOf: "original", reprintReason: "MISPRINT", reprintNote: "Couleurs trop sombres", total: 0, deliveryPrice: 0 });
    expect(stored.items[0]).toMatchObject({ unitPrice: 0, originalUnitPrice: 12.5 });
    // Its search fields are written with it (the orders list finds it by its short id).
    expect(stored).toMatchObject({ idSearchKey: reprintId.toUpperCase(), productIds: ["mug"] });
  });

  it("les deux commandes montrent le lien", async () => {
    const [fromReprint, fromOriginal] = await Promise.all([
      gql(ORDER_LINKS, { token: admin.token, variables: { id: reprintId } }),
      gql(ORDER_LINKS, { token: admin.token, variables: { id: "original" } }),
    ]);
    expect(fromReprint.data?.order).toEqual({ id: reprintId, reprintOf: { id: "original", shortId: "ORIGIN" }, reprintReason: "MISPRINT", reprints: [] });
    expect(fromOriginal.data?.order).toEqual({
      id: "original",
      reprintOf: null,
      reprintReason: null,
      reprints: [{ id: reprintId, shortId: reprintId.slice(0, 6).toUpperCase(), totalCents: 0 }],
    });
  });

  it("aucune facture pour la réimpression (le déclencheur l’ignore)", async () => {
    expect(becamePaid(undefined, { paidAt: Timestamp.now(), reprintOf: "original" })).toBe(false);
    expect(becamePaid(undefined, { paidAt: Timestamp.now() })).toBe(true);
    // A witness paid after the reprint: once its invoice exists, the trigger has seen the reprint's creation too.
    await paidOrder("witness", { createdAt: Timestamp.now(), paidAt: Timestamp.now() });
    await eventually(async () => (await documentsOf("witness")).length === 1);
    await expectAggregatesToSettle();
    expect(await documentsOf(reprintId)).toEqual([]);
    expect((await db().doc(`orderInvoices/${reprintId}`).get()).exists).toBe(false);
    expect((await db().doc(`pendingInvoices/${reprintId}`).get()).exists).toBe(false);
    expect((await db().collection("mail").where("template.name", "==", "order-paid").get()).size).toBe(2);
  });

  it("/finances et le tableau de bord : chiffre d’affaires inchangé, réimpressions comptées par produit", async () => {
    const finances = await gql(FINANCES, { token: admin.token });
    expect(finances.errors).toBeUndefined();
    const report = finances.data!.finances;
    // The original and the witness: 2 × 54,90 €; the reprint adds nothing.
    expect(report.current).toEqual({ revenueCents: 10_980, paidOrders: 2, averageBasketCents: 5490 });
    expect(report.revenueByProduct).toContainEqual({ id: "mug", revenueCents: 5000, orders: 2 });
    expect(report.reprintsByProduct).toEqual([{ productId: "mug", name: "Mug 33 cl", reprintedUnits: 1, soldUnits: 4, rate: 0.25, costCents: 1250 }]);

    const dashboard = await gql(DASHBOARD, { token: admin.token });
    expect(dashboard.errors).toBeUndefined();
    expect(dashboard.data!.dashboard.metrics).toMatchObject({ monthlyRevenueCents: 10_980, ordersThisMonth: 3 });
    // It is an order in production: counted in its status.
    expect(dashboard.data!.dashboard.statusCounts).toContainEqual({ status: "PAID", count: 1 });
  });

  it("l’entrée du journal « order.reprint » est écrite sur les deux commandes", async () => {
    const entries = await reprintAudits();
    expect(entries).toHaveLength(2);
    expect(entries).toContainEqual(
      expect.objectContaining({
        actorUid: admin.uid,
        targetId: "original",
        after: { reprintId, reason: "Erreur d’impression", reprintLines: "Mug 33 cl × 1", note: "Couleurs trop sombres" },
      }),
    );
    expect(entries).toContainEqual(expect.objectContaining({ targetId: reprintId, after: expect.objectContaining({ reprintOf: "original" }) }));
  });
});

describe("refus", () => {
  beforeAll(async () => {
    await clearEmulators();
    admin = await createAdmin();
    customer = await createCustomer();
    await paidOrder("original");
    await paidOrder("pending", { status: "pending_payment", paidAt: null });
    await paidOrder("cancelled", { status: "cancelled" });
    await paidOrder("a-reprint", { total: 0, reprintOf: "another-sale", reprintReason: "LOST" });
  });

  /** The [field, code, message] of each refusal, after checking that nothing was written. */
  async function refusals(input: Record<string, unknown>) {
    const response = await reprint(input);
    expect(response.errors).toBeUndefined();
    expect(response.data!.reprintOrder.reprint).toBeNull();
    expect(await reprintsOf(String(input.orderId ?? "original"))).toEqual([]);
    expect(await reprintAudits()).toEqual([]);
    return response.data!.reprintOrder.userErrors.map((e: { field: string[]; code: string; message: string }) => [e.field.join("."), e.code, e.message]);
  }

  it("une commande introuvable, en attente, annulée, ou déjà une réimpression", async () => {
    expect(await refusals({ orderId: "missing" })).toEqual([["input.orderId", "NOT_FOUND", "Commande introuvable."]]);
    const notPaid = ["input", "NOT_REPRINTABLE", "Seule une commande payée (et ni annulée ni remboursée) peut être réimprimée."];
    expect(await refusals({ orderId: "pending" })).toEqual([notPaid]);
    expect(await refusals({ orderId: "cancelled" })).toEqual([notPaid]);
    expect(await refusals({ orderId: "a-reprint" })).toEqual([
      ["input", "NOT_REPRINTABLE", "Cette commande est déjà une réimpression : réimprimez la commande d’origine."],
    ]);
  });

  it("des lignes absentes, répétées, inconnues ou en trop grand nombre, une note trop longue", async () => {
    expect(await refusals({ lines: [] })).toEqual([["input.lines", "REQUIRED", "Choisissez au moins une ligne à réimprimer."]]);
    expect(
      await refusals({
        lines: [
          { itemIndex: 0, quantity: 3 },
          { itemIndex: 0, quantity: 1 },
          { itemIndex: 7, quantity: 1 },
          { itemIndex: 1, quantity: 0 },
        ],
        note: "x".repeat(501),
      }),
    ).toEqual([
      ["input.lines.0.quantity", "OUT_OF_RANGE", "La quantité doit être comprise entre 1 et 2 (exemplaires commandés de «\u00a0Mug 33 cl\u00a0»)."],
      ["input.lines.1.itemIndex", "DUPLICATE_LINE", "Cette ligne figure déjà dans la réimpression."],
      ["input.lines.2.itemIndex", "NOT_FOUND", "Ligne de commande introuvable."],
      ["input.lines.3.quantity", "OUT_OF_RANGE", "La commande ne compte qu’un exemplaire de «\u00a0Poster 30×40\u00a0» : réimprimez-en 1."],
      ["input.note", "TOO_LONG", "La note ne peut pas dépasser 500 caractères."],
    ]);
  });

  it("un identifiant mal formé est refusé avant toute lecture, un motif inconnu par le schéma", async () => {
    const badId = await reprint({ orderId: "a/b" });
    expect(errorCodes(badId)).toEqual(["BAD_USER_INPUT"]);
    expect(badId.errors?.[0]?.message).toMatch(/^Identifiant invalide pour « input\.orderId »/);
    expect(errorCodes(await reprint({ reason: "GOODWILL" }))).toEqual(["BAD_USER_INPUT"]);
    expect(await reprintsOf("original")).toEqual([]);
  });

  it("refuse un non-administrateur et ne modifie rien", async () => {
    const response = await reprint({}, customer.token);
    expect(errorCodes(response)).toEqual(["FORBIDDEN"]);
    expect(await reprintsOf("original")).toEqual([]);
    expect(await reprintAudits()).toEqual([]);
  });
});

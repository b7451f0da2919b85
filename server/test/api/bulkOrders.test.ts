/**
 * changeOrdersStatus and orderSelection (docs/bulk-orders.md): 300 orders moved to « Expédiée »
 * in one request, those that may not move named and unchanged, one audit entry and one mail per
 * moved order, and a retried request that changes nothing more.
 */
import { dumpDatabase } from "../support/database";
import { clearEmulators } from "../support/emulators";
import { gql } from "../support/graphql";
import { createAccount, createAdmin, createCustomer, db } from "../support/identities";
import { createOrder } from "../support/orders";

const CHANGE = `mutation Bulk($input: ChangeOrdersStatusInput!) {
  changeOrdersStatus(input: $input) {
    changed { id status shippedAt allowedNextStatuses }
    refused { orderId shortId reason code }
    userErrors { field message code }
  }
}`;
const SELECTION = `query Selection($filter: OrderFilter, $orderBy: OrderSort, $after: ID) {
  orderSelection(filter: $filter, orderBy: $orderBy, after: $after) { ids totalCount truncated next }
}`;

jest.setTimeout(240_000);

let admin: { uid: string; token: string };
let customer: { uid: string; token: string };

beforeAll(async () => {
  await clearEmulators();
  admin = await createAdmin();
  customer = await createCustomer();
  await db().doc("settings/app").set({ shopName: "Atelier", contactEmail: "contact@atelier.test" });
});

const pad = (n: number) => String(n).padStart(3, "0");
const count = async (collection: string, field: string, value: string) =>
  (await db().collection(collection).where(field, "==", value).count().get()).data().count;

describe("changeOrdersStatus", () => {
  const ids = Array.from({ length: 300 }, (_, i) => `bulk${pad(i)}`);
  // Three of the 300 may not move to « Expédiée »: a delivered one, a cancelled one, a paid one.
  const refusedAs = { bulk007: "delivered", bulk123: "cancelled", bulk299: "paid" } as Record<string, string>;
  const key = "bulk-ship-0001";
  const ship = () => gql(CHANGE, { token: admin.token, variables: { input: { orderIds: ids, status: "SHIPPED", idempotencyKey: key } } });

  beforeAll(async () => {
    await Promise.all(ids.map((id) => createOrder(id, { status: refusedAs[id] ?? "processing", userId: customer.uid })));
  });

  it("moves 300 orders in one request, names the 3 that may not move and leaves them as they were", async () => {
    const before = await db().doc("orders/bulk007").get();
    const response = await ship();
    expect(response.errors).toBeUndefined();
    const result = response.data!.changeOrdersStatus;
    expect(result.userErrors).toEqual([]);
    expect(result.changed).toHaveLength(297);
    expect(result.changed.every((o: { status: string; shippedAt: string }) => o.status === "SHIPPED" && o.shippedAt)).toBe(true);
    expect(result.refused).toEqual([
      { orderId: "bulk007", shortId: "BULK00", reason: "déjà livrée", code: "INVALID" },
      { orderId: "bulk123", shortId: "BULK12", reason: "annulée, son statut ne peut plus changer", code: "INVALID" },
      { orderId: "bulk299", shortId: "BULK29", reason: "payée : ne peut pas passer au statut « Expédiée »", code: "INVALID" },
    ]);
    const after = await db().doc("orders/bulk007").get();
    expect(after.updateTime!.isEqual(before.updateTime!)).toBe(true);
    const stored = await db().collection("orders").where("status", "==", "shipped").count().get();
    expect(stored.data().count).toBe(297);
    // Billed: the caller's record, then per transaction of 100 its key, its orders, settings/app
    // and its one customer. The ceiling priced it before any read at one customer per order.
    expect(response.extensions?.cost).toMatchObject({ firestoreReads: 1 + 3 * (1 + 100 + 1 + 1), estimatedReads: 1 + 3 + 300 + 300 + 3 });
  });

  it("writes one audit entry and one mail per moved order, none for the refused", async () => {
    expect(await count("auditLog", "action", "order.changeStatus")).toBe(297);
    const mails = (await db().collection("mail").where("source", "==", "order.changeStatus").get()).docs.map((d) => d.data());
    expect(mails).toHaveLength(297);
    expect(new Set(mails.map((m) => m.template.data.orderId)).size).toBe(297);
    expect(mails.every((m) => m.template.name === "order-shipped" && m.to === "lucas@exemple.fr")).toBe(true);
    expect(mails.some((m) => Object.keys(refusedAs).includes(m.template.data.orderId))).toBe(false);
  });

  it("a retried request changes nothing more and answers the same", async () => {
    const before = await dumpDatabase();
    const again = await ship();
    expect(again.data!.changeOrdersStatus.changed).toHaveLength(297);
    expect(again.data!.changeOrdersStatus.refused.map((r: { orderId: string }) => r.orderId)).toEqual(Object.keys(refusedAs));
    expect(await dumpDatabase()).toEqual(before);
  });

  it("the same orders under a new key are « déjà expédiées »: still no second mail", async () => {
    const response = await gql(CHANGE, {
      token: admin.token,
      variables: { input: { orderIds: ids.slice(0, 5), status: "SHIPPED", idempotencyKey: "bulk-ship-0002" } },
    });
    expect(response.data!.changeOrdersStatus.changed).toEqual([]);
    expect(response.data!.changeOrdersStatus.refused.map((r: { reason: string }) => r.reason)).toEqual([
      "déjà expédiée",
      "déjà expédiée",
      "déjà expédiée",
      "déjà expédiée",
      "déjà expédiée",
    ]);
    expect(await count("mail", "source", "order.changeStatus")).toBe(297);
  });

  it("refuses the same key for another change, writing nothing", async () => {
    const before = await dumpDatabase();
    const response = await gql(CHANGE, { token: admin.token, variables: { input: { orderIds: ids.slice(0, 2), status: "DELIVERED", idempotencyKey: key } } });
    expect(response.data!.changeOrdersStatus.userErrors).toEqual([expect.objectContaining({ code: "IDEMPOTENCY_KEY_REUSED" })]);
    expect(await dumpDatabase()).toEqual(before);
  });
});

describe("changeOrdersStatus : une requête refusée n'écrit rien", () => {
  beforeAll(async () => {
    await createOrder("lone001", { status: "paid", userId: customer.uid });
  });

  it.each([
    ["no order", { orderIds: [], status: "PROCESSING" }, ["input", "orderIds"], "Choisissez au moins une commande.", "REQUIRED"],
    [
      "501 orders",
      { orderIds: Array.from({ length: 501 }, (_, i) => `x${i}`), status: "PROCESSING" },
      ["input", "orderIds"],
      "Au plus 500 commandes à la fois.",
      "TOO_MANY",
    ],
    ["a refund", { orderIds: ["lone001"], status: "REFUNDED" }, ["input", "status"], "Ce statut se change commande par commande, depuis sa page.", "NOT_BULK"],
    ["a payment", { orderIds: ["lone001"], status: "PAID" }, ["input", "status"], "Ce statut se change commande par commande, depuis sa page.", "NOT_BULK"],
  ])("%s", async (_, input, field, message, code) => {
    const before = await dumpDatabase();
    const response = await gql(CHANGE, { token: admin.token, variables: { input: { ...input, idempotencyKey: "refused-0001" } } });
    expect(response.data!.changeOrdersStatus).toEqual({ changed: [], refused: [], userErrors: [{ field, message, code }] });
    expect(await dumpDatabase()).toEqual(before);
  });

  it("a malformed key or id is refused before anything is read", async () => {
    const badKey = await gql(CHANGE, { token: admin.token, variables: { input: { orderIds: ["lone001"], status: "PROCESSING", idempotencyKey: "court" } } });
    expect(badKey.data!.changeOrdersStatus.userErrors).toEqual([expect.objectContaining({ code: "BAD_IDEMPOTENCY_KEY" })]);
    const badId = await gql(CHANGE, {
      token: admin.token,
      variables: { input: { orderIds: ["../users/x"], status: "PROCESSING", idempotencyKey: "bad-id-0001" } },
    });
    expect(badId.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect((await db().doc("orders/lone001").get()).get("status")).toBe("paid");
  });

  it("names an unknown order and moves the others", async () => {
    const response = await gql(CHANGE, {
      token: admin.token,
      variables: { input: { orderIds: ["lone001", "inconnue"], status: "PROCESSING", idempotencyKey: "unknown-0001" } },
    });
    expect(response.data!.changeOrdersStatus.changed).toEqual([expect.objectContaining({ id: "lone001", status: "PROCESSING" })]);
    expect(response.data!.changeOrdersStatus.refused).toEqual([{ orderId: "inconnue", shortId: "INCONN", reason: "Commande introuvable.", code: "NOT_FOUND" }]);
  });

  it("refuses a non-administrator before anything is read", async () => {
    const other = await createAccount("client2@exemple.fr", { isAdmin: false });
    const before = await dumpDatabase();
    const response = await gql(CHANGE, {
      token: other.token,
      variables: { input: { orderIds: ["lone001"], status: "SHIPPED", idempotencyKey: "intruder-0001" } },
    });
    expect(response.data?.changeOrdersStatus).toBeUndefined();
    expect(response.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect(await dumpDatabase()).toEqual(before);
  });
});

describe("orderSelection", () => {
  const select = (variables: Record<string, unknown>) => gql(SELECTION, { token: admin.token, variables });

  it("selects the matching orders 250 at a time, in the list's order, and says when a selection stops at 500", async () => {
    const first = await select({ filter: { status: "SHIPPED" }, orderBy: "CREATED_AT_DESC" });
    expect(first.errors).toBeUndefined();
    expect(first.data!.orderSelection.ids).toHaveLength(250);
    expect(first.data!.orderSelection).toMatchObject({ totalCount: 297, truncated: false, next: first.data!.orderSelection.ids[249] });
    const second = await select({ filter: { status: "SHIPPED" }, orderBy: "CREATED_AT_DESC", after: first.data!.orderSelection.next });
    expect(second.data!.orderSelection).toMatchObject({ totalCount: 297, truncated: false, next: null });
    const ids = [...first.data!.orderSelection.ids, ...second.data!.orderSelection.ids];
    expect(new Set(ids).size).toBe(297);
    // The list's order: the same ids, in the same order, as the list's pages of 100.
    const LIST = `query L($after: String) { orders(first: 100, after: $after, filter: { status: SHIPPED }) { edges { node { id } } pageInfo { endCursor } } }`;
    const listed: string[] = [];
    let after: string | null = null;
    for (let i = 0; i < 3; i++) {
      const page: any = await gql(LIST, { token: admin.token, variables: { after } });
      listed.push(...page.data.orders.edges.map((e: { node: { id: string } }) => e.node.id));
      after = page.data.orders.pageInfo.endCursor;
    }
    expect(ids).toEqual(listed);

    await Promise.all(Array.from({ length: 210 }, (_, i) => createOrder(`more${pad(i)}`, { status: "shipped" })));
    const all = await select({ filter: { status: "SHIPPED" }, orderBy: "TOTAL_DESC" });
    expect(all.data!.orderSelection).toMatchObject({ totalCount: 507, truncated: true });
    const rest = await select({ filter: { status: "SHIPPED" }, orderBy: "TOTAL_DESC", after: all.data!.orderSelection.next });
    expect(rest.data!.orderSelection.ids).toHaveLength(250);
    expect(new Set([...all.data!.orderSelection.ids, ...rest.data!.orderSelection.ids]).size).toBe(500);
  });

  it("refuses an unknown `after` and reads nothing more", async () => {
    const response = await select({ filter: { status: "SHIPPED" }, after: "inconnue" });
    expect(response.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });
});

import { Timestamp } from "firebase-admin/firestore";
import { FUNCTION_BASE } from "../../../scripts/lib/stack.cjs";
import { backfillOrderIdSearchKeys } from "../../src/firestore/orders/searchKey";
import { parseCsv } from "../support/csv";
import { clearEmulators, clearEmulatorsWithTriggers } from "../support/emulators";
import { gql, type GraphQLResponse } from "../support/graphql";
import { createAdmin, db } from "../support/identities";
import { createOrder } from "../support/orders";

const LIST = `query List($first: Int, $after: String, $filter: OrderFilter) {
  orders(first: $first, after: $after, filter: $filter) { totalCount edges { node { id } } pageInfo { hasNextPage endCursor } }
}`;
const COUNTS = `query Counts($filter: OrderFilter) { orderStatusCounts(filter: $filter) { status count } }`;

jest.setTimeout(60_000);

const at = (day: number) => Timestamp.fromMillis(Date.UTC(2026, 2, day, 10));
const ids = (response: GraphQLResponse) => response.data?.orders.edges.map((e: { node: { id: string } }) => e.node.id);
const exportedIds = async (token: string, query: string) => {
  const res = await fetch(`${FUNCTION_BASE}/export/orders.csv${query}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return parseCsv((await res.text()).replace(/^\uFEFF/, ""))
    .slice(1)
    .map((row) => row[1]);
};

// The console shows "ZVSL43" for the first, and also for the second.
const SHOWN_AS_ZVSL43 = ["zvsL433oGZpf2Yx9Kq1a", "ZvSl43AbCdEfGh"];

describe("recherche d'une commande par le début de son identifiant, quelle que soit la casse", () => {
  let admin: { token: string };

  beforeAll(async () => {
    await clearEmulators();
    admin = await createAdmin();
    await createOrder("zvsL433oGZpf2Yx9Kq1a", { status: "paid", createdAt: at(3) });
    await createOrder("ZvSl43AbCdEfGh", { status: "shipped", createdAt: at(1) });
    await createOrder("zvsL44aaaa", { status: "paid", createdAt: at(2) });
    await createOrder("Abc001", { status: "paid", createdAt: at(2) });
  });

  it("trouve la commande par son numéro court affiché en majuscules, et par un début en minuscules", async () => {
    const shown = await gql(LIST, { token: admin.token, variables: { filter: { search: "ZVSL43" } } });
    expect(ids(shown)).toEqual(SHOWN_AS_ZVSL43);
    expect(shown.data?.orders.totalCount).toBe(2);
    const lower = await gql(LIST, { token: admin.token, variables: { filter: { search: " zvsl433 " } } });
    expect(ids(lower)).toEqual(["zvsL433oGZpf2Yx9Kq1a"]);
    expect(lower.data?.orders.totalCount).toBe(1);
  });

  it("pagine les résultats d'une recherche, avec ou sans période", async () => {
    const first = await gql(LIST, { token: admin.token, variables: { first: 1, filter: { search: "zvsl43" } } });
    expect(ids(first)).toEqual([SHOWN_AS_ZVSL43[0]]);
    const after = first.data?.orders.pageInfo.endCursor;
    const next = await gql(LIST, { token: admin.token, variables: { first: 1, after, filter: { search: "zvsl43" } } });
    expect(ids(next)).toEqual([SHOWN_AS_ZVSL43[1]]);
    expect(next.data?.orders.pageInfo.hasNextPage).toBe(false);

    const filter = { search: "ZVSL4", period: { from: "2026-03-02" } };
    const dated = await gql(LIST, { token: admin.token, variables: { first: 1, filter } });
    expect(ids(dated)).toEqual(["zvsL433oGZpf2Yx9Kq1a"]);
    expect(dated.data?.orders.totalCount).toBe(2);
    const datedNext = await gql(LIST, { token: admin.token, variables: { first: 1, after: dated.data?.orders.pageInfo.endCursor, filter } });
    expect(ids(datedNext)).toEqual(["zvsL44aaaa"]);
  });

  it("compte par statut les commandes trouvées", async () => {
    const response = await gql(COUNTS, { token: admin.token, variables: { filter: { search: "zVsL43" } } });
    const counts = Object.fromEntries(response.data?.orderStatusCounts.map((c: { status: string; count: number }) => [c.status, c.count]));
    expect(counts).toMatchObject({ PAID: 1, SHIPPED: 1, DELIVERED: 0 });
  });

  it("exporte en CSV les mêmes commandes que la liste", async () => {
    expect(await exportedIds(admin.token, "?search=ZVSL43")).toEqual(SHOWN_AS_ZVSL43);
    expect(await exportedIds(admin.token, "?search=zvsl433")).toEqual(["zvsL433oGZpf2Yx9Kq1a"]);
    expect(await exportedIds(admin.token, "?search=zvsl43&status=SHIPPED")).toEqual(["ZvSl43AbCdEfGh"]);
  });

  it("complète une fois pour toutes les commandes écrites sans la clé (rattrapage)", async () => {
    await db()
      .doc("orders/aNcIeNne1")
      .set({ status: "paid", total: 5, createdAt: at(4) });
    await db()
      .doc("orders/aNcIeNne2")
      .set({ status: "paid", total: 5, createdAt: at(4), idSearchKey: "PÉRIMÉE" });
    expect(ids(await gql(LIST, { token: admin.token, variables: { filter: { search: "ANCIENNE" } } }))).toEqual([]);
    expect(await backfillOrderIdSearchKeys(db())).toBe(2);
    expect(ids(await gql(LIST, { token: admin.token, variables: { filter: { search: "ANCIENNE" } } }))).toEqual(["aNcIeNne1", "aNcIeNne2"]);
    expect(await backfillOrderIdSearchKeys(db())).toBe(0);
  });

  it("complète aussi les produits des lignes (productIds) des commandes écrites sans eux", async () => {
    const items = [
      { productId: "tasse", name: "Tasse", quantity: 2, unitPrice: 9 },
      { productId: "tasse", name: "Tasse", quantity: 1, unitPrice: 9 },
    ];
    await db()
      .doc("orders/sansProduits")
      .set({ status: "paid", total: 27, createdAt: at(4), idSearchKey: "SANSPRODUITS", items });
    expect(await backfillOrderIdSearchKeys(db())).toBe(1);
    expect((await db().doc("orders/sansProduits").get()).get("productIds")).toEqual(["tasse"]);
    expect(await backfillOrderIdSearchKeys(db())).toBe(0);
  });
});

/** Polls orders/{id} until `idSearchKey` is `expected` (the trigger is asynchronous). */
const expectSearchKey = (id: string, expected: string) => expectField(id, "idSearchKey", expected);

/** Polls orders/{id} until `field` equals `expected` (the trigger is asynchronous). */
async function expectField(id: string, field: string, expected: unknown, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  let value: unknown;
  do {
    value = (await db().doc(`orders/${id}`).get()).get(field);
    if (JSON.stringify(value) === JSON.stringify(expected)) return;
    await new Promise((r) => setTimeout(r, 200));
  } while (Date.now() < deadline);
  expect(value).toEqual(expected);
}

describe("clé de recherche tenue par un déclencheur sur les commandes de la boutique", () => {
  // Resuming reloads the function definitions: several seconds.
  beforeAll(() => clearEmulatorsWithTriggers(), 180_000); // a ceiling: resuming reloads the functions, over 60 s once on a loaded CI machine
  afterAll(() => clearEmulators(), 60_000); // pauses the triggers again for the other test files

  it("ajoute la clé à une commande écrite sans elle, corrige une clé fausse, puis n'écrit plus rien", async () => {
    const order = db().doc("orders/qWeRty12Boutique");
    await order.set({ status: "pending_payment", total: 12, createdAt: at(5) });
    await expectSearchKey("qWeRty12Boutique", "QWERTY12BOUTIQUE");

    await order.update({ idSearchKey: "FAUSSE", total: 13 });
    await expectSearchKey("qWeRty12Boutique", "QWERTY12BOUTIQUE");

    // No loop: once the key is right, the trigger's own write changes nothing more. No clock: a
    // later write's trigger has run, and its event came after the event of the trigger's own write.
    const settled = (await order.get()).updateTime;
    await db()
      .doc("orders/temoinBoutique")
      .set({ status: "pending_payment", total: 1, createdAt: at(5) });
    await expectSearchKey("temoinBoutique", "TEMOINBOUTIQUE");
    const later = await order.get();
    expect(later.updateTime?.isEqual(settled!)).toBe(true);
    expect(later.data()).toEqual({ status: "pending_payment", total: 13, createdAt: at(5), idSearchKey: "QWERTY12BOUTIQUE" });
  });

  it("tient la liste des produits des lignes (productIds) quand les lignes changent", async () => {
    const order = db().doc("orders/panierBoutique");
    await order.set({
      status: "pending_payment",
      total: 30,
      createdAt: at(5),
      items: [{ productId: "poster-30x40", name: "Poster", quantity: 1, unitPrice: 30 }],
    });
    await expectField("panierBoutique", "productIds", ["poster-30x40"]);
    await order.update({
      items: [
        { productId: "tasse", name: "Tasse", quantity: 1, unitPrice: 9 },
        { productId: "poster-30x40", name: "Poster", quantity: 1, unitPrice: 30 },
      ],
    });
    await expectField("panierBoutique", "productIds", ["tasse", "poster-30x40"]);
  });
});

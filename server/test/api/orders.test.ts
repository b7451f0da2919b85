import { Timestamp } from "firebase-admin/firestore";
import { dumpDatabase } from "../support/database";
import { clearEmulators } from "../support/emulators";
import { errorCodes, gql, type GraphQLResponse } from "../support/graphql";
import { createAdmin, createCustomer, db } from "../support/identities";
import { createOrder } from "../support/orders";

const LIST = `query List($first: Int, $after: String, $filter: OrderFilter, $orderBy: OrderSort) {
  orders(first: $first, after: $after, filter: $filter, orderBy: $orderBy) {
    totalCount edges { node { id totalCents status customer { email } } } pageInfo { hasNextPage endCursor }
  }
}`;
const COUNTS = `query Counts($filter: OrderFilter) { orderStatusCounts(filter: $filter) { status count } }`;

jest.setTimeout(60_000);

const at = (day: number) => Timestamp.fromMillis(Date.UTC(2026, 2, day, 10));
let admin: { uid: string; token: string };
let lucas: { uid: string };

beforeAll(async () => {
  await clearEmulators();
  admin = await createAdmin();
  lucas = await createCustomer("lucas@exemple.fr");
  await createOrder("Abc001", { status: "paid", total: 30, createdAt: at(1), userId: lucas.uid });
  await createOrder("Abc002", { status: "paid", total: 10, createdAt: at(2) });
  await createOrder("Abd003", { status: "shipped", total: 50, createdAt: at(3), userId: lucas.uid });
  await createOrder("Xyz004", { status: "delivered", total: 20, createdAt: at(4) });
  await createOrder("Xyz005", { status: "cancelled", total: 40, createdAt: at(5) });
});

const ids = (response: GraphQLResponse) => response.data?.orders.edges.map((e: { node: { id: string } }) => e.node.id);

describe("orders : filtres, recherche, tri", () => {
  it("filtre par statut et compte le total", async () => {
    const response = await gql(LIST, { token: admin.token, variables: { filter: { status: "PAID" } } });
    expect(ids(response)).toEqual(["Abc002", "Abc001"]);
    expect(response.data?.orders.totalCount).toBe(2);
  });

  it("filtre par période : jours de Paris, bornes incluses", async () => {
    const filter = { period: { from: "2026-03-02", to: "2026-03-03" } };
    expect(ids(await gql(LIST, { token: admin.token, variables: { filter } }))).toEqual(["Abd003", "Abc002"]);
  });

  it("cherche par début d'identifiant de commande", async () => {
    const response = await gql(LIST, { token: admin.token, variables: { filter: { search: "Abc" } } });
    expect(ids(response)).toEqual(["Abc001", "Abc002"]);
    expect(response.data?.orders.totalCount).toBe(2);
  });

  it("cherche par e-mail du client, et ne trouve rien pour un e-mail inconnu", async () => {
    const response = await gql(LIST, { token: admin.token, variables: { filter: { search: "Lucas@exemple.fr" } } });
    expect(ids(response)).toEqual(["Abd003", "Abc001"]);
    expect(response.data?.orders.edges[0].node.customer.email).toBe("lucas@exemple.fr");
    const none = await gql(LIST, { token: admin.token, variables: { filter: { search: "personne@exemple.fr" } } });
    expect(none.data?.orders).toMatchObject({ totalCount: 0, edges: [] });
  });

  it("trie par total, dans les deux sens, et pagine", async () => {
    const desc = await gql(LIST, { token: admin.token, variables: { orderBy: "TOTAL_DESC", first: 2 } });
    expect(ids(desc)).toEqual(["Abd003", "Xyz005"]);
    const next = await gql(LIST, {
      token: admin.token,
      variables: { orderBy: "TOTAL_DESC", first: 2, after: desc.data?.orders.pageInfo.endCursor },
    });
    expect(ids(next)).toEqual(["Abc001", "Xyz004"]);
    expect(ids(await gql(LIST, { token: admin.token, variables: { orderBy: "TOTAL_ASC", first: 1 } }))).toEqual(["Abc002"]);
  });

  it("trie par total dans une période, et pagine", async () => {
    const filter = { period: { from: "2026-03-02", to: "2026-03-05" } };
    const response = await gql(LIST, { token: admin.token, variables: { filter, orderBy: "TOTAL_DESC" } });
    expect(ids(response)).toEqual(["Abd003", "Xyz005", "Xyz004", "Abc002"]);
    const first = await gql(LIST, { token: admin.token, variables: { filter, orderBy: "TOTAL_DESC", first: 3 } });
    const after = first.data?.orders.pageInfo.endCursor;
    expect(ids(await gql(LIST, { token: admin.token, variables: { filter, orderBy: "TOTAL_DESC", first: 3, after } }))).toEqual(["Abc002"]);
  });

  it("compte les commandes de chaque statut avec les mêmes filtres", async () => {
    const response = await gql(COUNTS, { token: admin.token, variables: { filter: { search: "lucas@exemple.fr", status: "PAID" } } });
    expect(response.data?.orderStatusCounts).toEqual([
      { status: "PENDING_PAYMENT", count: 0 },
      { status: "PAID", count: 1 },
      { status: "PROCESSING", count: 0 },
      { status: "SHIPPED", count: 1 },
      { status: "DELIVERED", count: 0 },
      { status: "CANCELLED", count: 0 },
      { status: "REFUNDED", count: 0 },
    ]);
  });

  it("refuse une période à l'envers", async () => {
    const filter = { period: { from: "2026-03-04", to: "2026-03-02" } };
    const response = await gql(LIST, { token: admin.token, variables: { filter } });
    expect(errorCodes(response)).toEqual(["BAD_USER_INPUT"]);
    // The one DayRange rule's message (packages/domain/src/dayRange.ts), the same on every date filter.
    expect(response.errors?.[0]?.message).toBe("La date de fin doit être postérieure ou égale à la date de début.");
  });
});

const NOTE = `mutation Note($input: AddOrderNoteInput!) {
  addOrderNote(input: $input) { order { notes { text authorUid author { email } createdAt } } userErrors { field message } }
}`;
const TRACKING = `mutation Tracking($input: SetOrderTrackingNumberInput!) {
  setOrderTrackingNumber(input: $input) { order { trackingNumber } userErrors { field message } }
}`;

describe("notes internes et numéro de suivi", () => {
  it("ajoute une note avec son auteur et sa date, la plus récente en premier", async () => {
    await gql(NOTE, { token: admin.token, variables: { input: { orderId: "Xyz004", text: "Première" } } });
    const response = await gql(NOTE, { token: admin.token, variables: { input: { orderId: "Xyz004", text: "  Seconde  " } } });
    const notes = response.data?.addOrderNote.order.notes;
    expect(notes.map((n: { text: string }) => n.text)).toEqual(["Seconde", "Première"]);
    expect(notes[0]).toMatchObject({ authorUid: admin.uid, author: { email: "camille@atelier.test" } });
  });

  it("écrit la note et son entrée du journal dans la sous-collection, sans toucher à la commande", async () => {
    const order = db().doc("orders/Xyz005");
    const before = await order.get();
    const response = await gql(NOTE, { token: admin.token, variables: { input: { orderId: "Xyz005", text: "Colis à vérifier" } } });
    expect(response.data?.addOrderNote.userErrors).toEqual([]);
    const after = await order.get();
    expect(after.updateTime?.isEqual(before.updateTime!)).toBe(true);
    expect(after.get("notes")).toBeUndefined();
    const stored = await order.collection("notes").get();
    expect(stored.docs.map((d) => d.data())).toEqual([{ text: "Colis à vérifier", authorUid: admin.uid, createdAt: expect.any(Timestamp) }]);
    const audit = await db().collection("auditLog").where("targetId", "==", "Xyz005").where("action", "==", "order.addNote").get();
    expect(audit.docs.map((d) => d.data().after)).toEqual([{ text: "Colis à vérifier", noteId: stored.docs[0]!.id }]);
  });

  it("lit les notes de la sous-collection et celles d'une commande pas encore migrée, les plus récentes en premier, en une requête", async () => {
    await createOrder("Old006", {
      notes: [{ text: "Ancienne note", authorUid: admin.uid, createdAt: at(2) }],
    });
    await db()
      .doc("orders/Old006/notes/n1")
      .set({ text: "Note récente", authorUid: admin.uid, createdAt: at(9) });
    await db()
      .doc("orders/Old006/notes/n2")
      .set({ text: "Note du milieu", authorUid: null, createdAt: at(5) });
    const response = await gql(`query { order(id: "Old006") { notes { text authorUid createdAt } } }`, { token: admin.token });
    expect(response.data?.order.notes).toEqual([
      { text: "Note récente", authorUid: admin.uid, createdAt: at(9).toDate().toISOString() },
      { text: "Note du milieu", authorUid: null, createdAt: at(5).toDate().toISOString() },
      { text: "Ancienne note", authorUid: admin.uid, createdAt: at(2).toDate().toISOString() },
    ]);
    // The caller's record, the order, and one query for its notes.
    expect(response.extensions?.cost?.firestoreQueries).toBe(1);
  });

  it("refuse une note sur une commande inconnue sans rien écrire", async () => {
    const before = await dumpDatabase();
    const response = await gql(NOTE, { token: admin.token, variables: { input: { orderId: "Inconnue", text: "Note" } } });
    expect(response.data?.addOrderNote.userErrors).toEqual([{ field: ["input", "orderId"], message: "Commande introuvable." }]);
    expect(await dumpDatabase()).toEqual(before);
  });

  it("refuse une note vide sans rien écrire", async () => {
    const before = await dumpDatabase();
    const response = await gql(NOTE, { token: admin.token, variables: { input: { orderId: "Xyz004", text: "   " } } });
    expect(response.data?.addOrderNote.userErrors).toEqual([{ field: ["input", "text"], message: "La note est obligatoire." }]);
    expect(await dumpDatabase()).toEqual(before);
  });

  it("refuse une note de plus de 2 000 caractères sans rien écrire", async () => {
    const before = await dumpDatabase();
    const response = await gql(NOTE, { token: admin.token, variables: { input: { orderId: "Xyz004", text: "n".repeat(2001) } } });
    expect(response.data?.addOrderNote.userErrors).toEqual([{ field: ["input", "text"], message: "La note ne peut pas dépasser 2\u00a0000 caractères." }]);
    expect(await dumpDatabase()).toEqual(before);
  });

  it("enregistre le numéro de suivi sans espaces autour, et l'efface quand il est vide", async () => {
    const set = await gql(TRACKING, { token: admin.token, variables: { input: { orderId: "Abd003", trackingNumber: " 6A123 " } } });
    expect(set.data?.setOrderTrackingNumber.order.trackingNumber).toBe("6A123");
    expect((await db().doc("orders/Abd003").get()).get("trackingNumber")).toBe("6A123");
    const cleared = await gql(TRACKING, { token: admin.token, variables: { input: { orderId: "Abd003", trackingNumber: "" } } });
    expect(cleared.data?.setOrderTrackingNumber.order.trackingNumber).toBeNull();
  });

  it("refuse un numéro de suivi de plus de 64 caractères sans rien écrire", async () => {
    const before = await dumpDatabase();
    const response = await gql(TRACKING, { token: admin.token, variables: { input: { orderId: "Abd003", trackingNumber: "X".repeat(65) } } });
    expect(response.data?.setOrderTrackingNumber.userErrors).toEqual([
      { field: ["input", "trackingNumber"], message: "Le numéro de suivi ne peut pas dépasser 64 caractères." },
    ]);
    expect(await dumpDatabase()).toEqual(before);
  });
});

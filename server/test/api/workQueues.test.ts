/**
 * Work queues (docs/saved-views.md): each late count equals a direct count of the records the
 * rule names, and the list filtered by `late` shows exactly them.
 */
import { Timestamp } from "firebase-admin/firestore";
import { clearEmulators } from "../support/emulators";
import { errorCodes, gql } from "../support/graphql";
import { createAdmin, createCustomer, db } from "../support/identities";
import { contactFields } from "../support/inbox";
import { createOrder } from "../support/orders";
import { parseCsv } from "../support/csv";
import { FUNCTION_BASE } from "../../../scripts/lib/stack.cjs";

jest.setTimeout(120_000);

const QUEUES = `{ workQueues { id label lateCount path } }`;
const ORDERS = `query ($filter: OrderFilter) { orders(first: 50, filter: $filter) { totalCount edges { node { id } } } }`;
const FEEDBACKS = `query ($filter: FeedbackFilter) { feedbacks(first: 50, filter: $filter) { totalCount edges { node { id } } } }`;
const CONTACTS = `query ($filter: ContactMessageFilter) { contactMessages(first: 50, filter: $filter) { totalCount edges { node { id } } } }`;

const hoursAgo = (hours: number) => Timestamp.fromMillis(Date.now() - hours * 3_600_000);
let admin: { token: string };

async function message(collection: "feedback" | "contactMessages", id: string, status: string, hours: number) {
  const fields =
    collection === "feedback"
      ? { userId: "client-1", userName: "Léa Martin", rating: 4, category: "BUG", message: "Écran blanc", notes: [], assigneeUid: null, searchTokens: ["lea"] }
      : contactFields(1, "lea@exemple.fr");
  await db()
    .doc(`${collection}/${id}`)
    .set({ ...fields, status, createdAt: hoursAgo(hours), counted: true });
}

beforeAll(async () => {
  await clearEmulators();
  admin = await createAdmin();
  await createCustomer();
  // Only the first two are late: paid or processing, paid more than 48 h ago.
  await createOrder("Lat049", { status: "paid", paidAt: hoursAgo(49), createdAt: hoursAgo(50) });
  await createOrder("Lat072", { status: "processing", paidAt: hoursAgo(72), createdAt: hoursAgo(73) });
  await createOrder("Ont047", { status: "paid", paidAt: hoursAgo(47), createdAt: hoursAgo(48) });
  await createOrder("Shp100", { status: "shipped", paidAt: hoursAgo(100), createdAt: hoursAgo(101) });
  await createOrder("Pnd100", { status: "pending_payment", createdAt: hoursAgo(100) });
  await message("feedback", "fb-late", "NEW", 25);
  await message("feedback", "fb-recent", "NEW", 23);
  await message("feedback", "fb-taken", "IN_PROGRESS", 48);
  await message("contactMessages", "cm-late", "NEW", 30);
  await message("contactMessages", "cm-read", "READ", 30);
  await message("contactMessages", "cm-recent", "NEW", 1);
});

const ids = (connection: { edges: { node: { id: string } }[] }) => connection.edges.map((e) => e.node.id);

describe("files d'attente", () => {
  it("compte les commandes payées depuis plus de 48 h sans expédition : celle de 49 h oui, celle de 47 h non", async () => {
    const response = await gql(QUEUES, { token: admin.token });
    expect(response.errors).toBeUndefined();
    const queues = response.data?.workQueues;
    expect(queues.map((q: { id: string }) => q.id)).toEqual([
      "ORDERS_PAID_UNSHIPPED",
      "CONTACT_MESSAGES_UNANSWERED",
      "FEEDBACK_UNANSWERED",
      "PERSONAL_DATA_REQUESTS_DUE",
    ]);
    expect(queues[0]).toEqual({ id: "ORDERS_PAID_UNSHIPPED", label: "Payée depuis plus de 48 h sans expédition", lateCount: 2, path: "/orders?late=1" });

    // A direct count of what the rule names.
    const cutoff = Timestamp.fromMillis(Date.now() - 48 * 3_600_000);
    const direct = await db().collection("orders").where("status", "in", ["paid", "processing"]).where("paidAt", "<", cutoff).count().get();
    expect(queues[0].lateCount).toBe(direct.data().count);

    // The list the link opens shows exactly them, oldest payment first.
    const list = (await gql(ORDERS, { token: admin.token, variables: { filter: { late: true } } })).data?.orders;
    expect(ids(list)).toEqual(["Lat072", "Lat049"]);
    expect(list.totalCount).toBe(2);
    const paidOnly = (await gql(ORDERS, { token: admin.token, variables: { filter: { late: true, status: "PAID" } } })).data?.orders;
    expect(ids(paidOnly)).toEqual(["Lat049"]);
    const shipped = (await gql(ORDERS, { token: admin.token, variables: { filter: { late: true, status: "SHIPPED" } } })).data?.orders;
    expect(shipped.totalCount).toBe(0);
  });

  it("compte les messages et feedbacks encore nouveaux après 24 h, comme leurs listes filtrées", async () => {
    const queues = (await gql(QUEUES, { token: admin.token })).data?.workQueues;
    const byId = Object.fromEntries(queues.map((q: { id: string; lateCount: number; path: string }) => [q.id, q]));
    expect(byId.CONTACT_MESSAGES_UNANSWERED).toMatchObject({
      lateCount: 1,
      path: "/contact-messages?late=1",
      label: "Message sans réponse depuis plus de 24 h",
    });
    expect(byId.FEEDBACK_UNANSWERED).toMatchObject({ lateCount: 1, path: "/feedback?late=1" });

    const contacts = (await gql(CONTACTS, { token: admin.token, variables: { filter: { late: true } } })).data?.contactMessages;
    expect({ ids: ids(contacts), total: contacts.totalCount }).toEqual({ ids: ["cm-late"], total: 1 });
    const feedbacks = (await gql(FEEDBACKS, { token: admin.token, variables: { filter: { late: true } } })).data?.feedbacks;
    expect({ ids: ids(feedbacks), total: feedbacks.totalCount }).toEqual({ ids: ["fb-late"], total: 1 });
  });

  it("les exports CSV de chaque file suivent son filtre : les mêmes enregistrements que la liste", async () => {
    const exported = async (path: string) => {
      const res = await fetch(`${FUNCTION_BASE}/export/${path}?late=true`, { headers: { authorization: `Bearer ${admin.token}` } });
      expect(res.status).toBe(200);
      return parseCsv((await res.text()).replace(/^\uFEFF/, "").trimEnd()).slice(1);
    };
    const lateOrders = ids((await gql(ORDERS, { token: admin.token, variables: { filter: { late: true } } })).data?.orders);
    expect(lateOrders).toHaveLength(2);
    // The orders' export writes the short id, then the id.
    expect((await exported("orders.csv")).map((row) => row[1])).toEqual(lateOrders);
    expect((await exported("contact-messages.csv")).map((row) => row[0])).toEqual(["cm-late"]);
    expect((await exported("feedback.csv")).map((row) => row[0])).toEqual(["fb-late"]);
  });

  it("refuse en français un filtre « en retard » combiné à ce qu'il exclut", async () => {
    const orders = await gql(ORDERS, { token: admin.token, variables: { filter: { late: true, search: "Lat" } } });
    expect(errorCodes(orders)).toEqual(["BAD_USER_INPUT"]);
    expect(orders.errors?.[0]?.message).toBe("Les commandes en retard ne se filtrent ni par période, ni par recherche, ni par client.");
    const contacts = await gql(CONTACTS, { token: admin.token, variables: { filter: { late: true, status: "READ" } } });
    expect(contacts.errors?.[0]?.message).toBe("Un message en retard est au statut « Nouveau » : retirez le filtre de statut.");
  });

  it("annonce son coût : quatre count() (commandes, messages, feedbacks, demandes RGPD) et le membre", async () => {
    const response = await gql(QUEUES, { token: admin.token });
    expect(response.extensions?.cost).toMatchObject({ estimatedReads: expect.any(Number) });
    expect(response.extensions?.cost?.estimatedReads).toBeLessThanOrEqual(100 + 10 + 10 + 10 + 1);
  });
});

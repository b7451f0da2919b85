import { Timestamp } from "firebase-admin/firestore";
import { rebuildAggregates } from "../../src/firestore/statsRebuild";
import { clearEmulators } from "../support/emulators";
import { gql } from "../support/graphql";
import { createAdmin, db } from "../support/identities";
import { createOrder } from "../support/orders";
import { seedCustomer } from "../support/users";

const STATUSES = ["pending_payment", "paid", "processing", "shipped", "delivered", "cancelled", "refunded"] as const;
const WIRE = STATUSES.map((s) => s.toUpperCase());
const ORDERS = 60;
const PAGE = 25;

// The /orders screen's first load, as scripts/bench/orders.ts measures it.
const FIRST_PAGE = `query FirstPage($filter: OrderFilter) {
  orders(first: ${PAGE}, filter: $filter) {
    totalCount
    edges { node { id status totalCents customer { id email } } }
    pageInfo { hasNextPage endCursor }
  }
  orderStatusCounts(filter: $filter) { status count }
}`;

/** What count() says, recomputed with the Admin SDK. */
async function countedByStatus() {
  return Promise.all(
    STATUSES.map(async (status, i) => ({
      status: WIRE[i],
      count: (await db().collection("orders").where("status", "==", status).count().get()).data().count,
    })),
  );
}

let token: string;

beforeAll(async () => {
  await clearEmulators();
  ({ token } = await createAdmin());
  await Promise.all(["ana", "bea", "cyril"].map((uid) => seedCustomer(uid)));
  await Promise.all(
    Array.from({ length: ORDERS }, (_, i) =>
      createOrder(`cmd${String(i).padStart(3, "0")}`, {
        status: STATUSES[(i * 3) % STATUSES.length],
        userId: ["ana", "bea", "cyril"][i % 3],
        createdAt: Timestamp.fromMillis(Date.UTC(2026, 2, 1) + i * 3_600_000),
      }),
    ),
  );
}, 120_000);

describe("compteurs des onglets de commandes à grande échelle", () => {
  it("sans filtre, lit les agrégats du tableau de bord : les mêmes comptes que count(), une seule requête pour la page", async () => {
    await rebuildAggregates(db());
    const response = await gql(FIRST_PAGE, { token });
    expect(response.errors).toBeUndefined();
    expect(response.data?.orderStatusCounts).toEqual(await countedByStatus());
    expect(response.data?.orders.totalCount).toBe(ORDERS);
    expect(response.data?.orders.edges).toHaveLength(PAGE);
    // No count() aggregation: the page's query and the aggregates' shards query. Reads: the page
    // (+1 to know whether another follows), the caller, the 3 customers, stats/global and its
    // shards (none after a rebuild: the query is billed 1).
    expect(response.extensions?.cost?.firestoreQueries).toBe(2);
    expect(response.extensions?.cost?.firestoreReads).toBeLessThanOrEqual(PAGE + 7);
  });

  it("l'onglet d'un statut prend aussi son total dans les agrégats", async () => {
    await rebuildAggregates(db());
    const response = await gql(FIRST_PAGE, { token, variables: { filter: { status: "PAID" } } });
    const paid = (await countedByStatus()).find((c) => c.status === "PAID")!.count;
    expect(response.data?.orders.totalCount).toBe(paid);
    expect(response.data?.orderStatusCounts).toEqual(await countedByStatus());
    expect(response.extensions?.cost?.firestoreQueries).toBe(2); // the page and the aggregates' shards
  });

  it("avec un autre filtre, compte avec count()", async () => {
    await rebuildAggregates(db());
    const response = await gql(FIRST_PAGE, { token, variables: { filter: { userId: "ana" } } });
    expect(response.data?.orders.totalCount).toBe(ORDERS / 3);
    const total = response.data?.orderStatusCounts.reduce((sum: number, c: { count: number }) => sum + c.count, 0);
    expect(total).toBe(ORDERS / 3);
    expect(response.extensions?.cost?.firestoreQueries).toBe(1 + 1 + STATUSES.length);
  });

  it("tant que les agrégats n'ont jamais été reconstruits, compte avec count()", async () => {
    await db().doc("stats/global").delete();
    await db()
      .doc("stats/global")
      .set({ ordersByStatus: { paid: 1 } }); // increments only, no rebuild
    const response = await gql(FIRST_PAGE, { token });
    expect(response.data?.orderStatusCounts).toEqual(await countedByStatus());
    expect(response.data?.orders.totalCount).toBe(ORDERS);
  });
});

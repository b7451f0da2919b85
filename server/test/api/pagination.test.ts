import { Timestamp } from "firebase-admin/firestore";
import { db } from "../../src/firebase";
import { clearEmulators } from "../support/emulators";
import { errorCodes, gql } from "../support/graphql";
import { createAdmin } from "../support/identities";

const ORDERS = `query Orders($first: Int, $after: String) {
  orders(first: $first, after: $after) { totalCount edges { cursor node { id } } pageInfo { hasNextPage endCursor } }
}`;

describe("pagination par curseurs", () => {
  let token: string;
  const ids: string[] = [];

  beforeAll(async () => {
    await clearEmulators();
    token = (await createAdmin()).token;
    const batch = db().batch();
    const base = Date.UTC(2026, 10, 1);
    for (let i = 0; i < 23; i++) {
      const id = `order-${String(i).padStart(2, "0")}`;
      ids.push(id);
      // Pairs of orders share a date: the id tie-breaker must keep pages stable.
      const createdAt = Timestamp.fromMillis(base + Math.floor(i / 2) * 60_000);
      batch.set(db().doc(`orders/${id}`), { userId: "nobody", status: "paid", total: 10, createdAt, statusHistory: [], items: [] });
    }
    await batch.commit();
  });

  it.each([0, -1, 101, 1000])("refuse first = %p avec un message en français", async (first) => {
    const response = await gql(ORDERS, { token, variables: { first } });
    expect(errorCodes(response)).toEqual(["BAD_USER_INPUT"]);
    expect(response.errors?.[0]?.message).toBe("Le paramètre « first » doit être un entier compris entre 1 et 100.");
    expect(response.data?.orders ?? null).toBeNull();
  });

  it("accepte first = 100 et first = 1", async () => {
    expect((await gql(ORDERS, { token, variables: { first: 100 } })).data?.orders.edges).toHaveLength(23);
    expect((await gql(ORDERS, { token, variables: { first: 1 } })).data?.orders.edges).toHaveLength(1);
  });

  it("parcourt toutes les commandes, les plus récentes d'abord, sans doublon ni oubli", async () => {
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const response = await gql(ORDERS, { token, variables: { first: 5, after } });
      const orders: any = response.data?.orders;
      expect(orders.totalCount).toBe(23);
      seen.push(...orders.edges.map((e: any) => e.node.id));
      after = orders.pageInfo.hasNextPage ? orders.pageInfo.endCursor : null;
      pages++;
    } while (after);
    expect(pages).toBe(5);
    expect(seen).toEqual([...ids].reverse());
  });

  it("refuse un curseur invalide en français", async () => {
    const response = await gql(ORDERS, { token, variables: { first: 5, after: "n'importe quoi" } });
    expect(errorCodes(response)).toEqual(["BAD_USER_INPUT"]);
    expect(response.errors?.[0]?.message).toBe("Le curseur de pagination « after » est invalide.");
  });
});

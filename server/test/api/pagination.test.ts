import { Timestamp } from "firebase-admin/firestore";
import { db } from "../../src/firebase";
import { clearEmulators } from "../support/emulators";
import { errorCodes, gql } from "../support/graphql";
import { createAdmin } from "../support/identities";
import { seedCustomer } from "../support/users";
import { orderIdSearchKey } from "../../src/rules/orderSearchKey";

const ORDERS = `query Orders($first: Int, $after: String) {
  orders(first: $first, after: $after) { totalCount edges { cursor node { id } } pageInfo { hasNextPage endCursor } }
}`;

const PAGE_INFO = "edges { cursor } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }";
const ORDER_PAGES = `query OrderPages($first: Int, $after: String, $filter: OrderFilter) {
  list: orders(first: $first, after: $after, filter: $filter) { ${PAGE_INFO} }
}`;
const USER_PAGES = `query UserPages($first: Int, $after: String, $filter: UserFilter) {
  list: users(first: $first, after: $after, filter: $filter) { ${PAGE_INFO} }
}`;

type PageShape = {
  edges: { cursor: string }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
};

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
      batch.set(db().doc(`orders/${id}`), {
        idSearchKey: orderIdSearchKey(id),
        userId: "nobody",
        status: "paid",
        total: 10,
        createdAt,
        statusHistory: [],
        items: [],
      });
    }
    await batch.commit();
    for (const uid of ["client-a", "client-b", "client-c", "client-d", "client-e"]) await seedCustomer(uid);
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

  /** Every page of a list, following endCursor while hasNextPage says so. */
  async function pages(query: string, variables: Record<string, unknown>): Promise<PageShape[]> {
    const all: PageShape[] = [];
    let after: string | null = null;
    do {
      const response = await gql(query, { token, variables: { ...variables, after } });
      expect(response.errors).toBeUndefined();
      const page = response.data?.list as PageShape;
      all.push(page);
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    return all;
  }

  // Each builder of a connection: the shared Firestore reader, the orders' id search and the
  // users' in-memory search.
  it.each([
    ["les commandes triées par date", ORDER_PAGES, { first: 5 }, 5],
    ["les commandes cherchées par identifiant", ORDER_PAGES, { first: 4, filter: { search: "ORDER-1" } }, 3],
    ["les utilisateurs cherchés par nom", USER_PAGES, { first: 2, filter: { search: "client" } }, 3],
  ])("pageInfo Relay complet sur %s : startCursor = curseur du premier bord, hasPreviousPage faux", async (_, query, variables, count) => {
    const all = await pages(query, variables);
    expect(all).toHaveLength(count);
    for (const { edges, pageInfo } of all) {
      expect(edges.length).toBeGreaterThan(0);
      expect(pageInfo.startCursor).toBe(edges[0]!.cursor);
      expect(pageInfo.endCursor).toBe(edges.at(-1)!.cursor);
      // Forward paging (first/after): the Relay specification lets the server answer false.
      expect(pageInfo.hasPreviousPage).toBe(false);
    }
  });

  it("une page vide a des curseurs nuls et ni page suivante ni précédente", async () => {
    for (const [query, filter] of [
      [ORDER_PAGES, { search: "personne@exemple.fr" }],
      [ORDER_PAGES, { search: "zzz" }],
      [USER_PAGES, { search: "personne" }],
    ] as const) {
      const [page] = await pages(query, { first: 5, filter });
      expect(page).toEqual({ edges: [], pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null } });
    }
  });
});

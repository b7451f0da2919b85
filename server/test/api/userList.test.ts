import { Timestamp } from "firebase-admin/firestore";
import { db } from "../../src/firebase";
import { clearEmulators } from "../support/emulators";
import { errorCodes, gql } from "../support/graphql";
import { createAdmin } from "../support/identities";
import { seedCustomer } from "../support/users";

const USERS = `query Users($first: Int, $after: String, $filter: UserFilter, $orderBy: UserSort) {
  users(first: $first, after: $after, filter: $filter, orderBy: $orderBy) {
    totalCount edges { node { id fullName email credits } } pageInfo { hasNextPage endCursor }
  }
}`;

const at = (day: number) => Timestamp.fromMillis(Date.UTC(2026, 0, day));

describe("liste et recherche des utilisateurs", () => {
  let token: string;

  beforeAll(async () => {
    await clearEmulators();
    token = (await createAdmin("camille@atelier.test")).token;
    await seedCustomer("elodie", { firstName: "Élodie", lastName: "Dupont", email: "elodie.dupont@exemple.fr", credits: 12, createdAt: at(3) });
    await seedCustomer("helene", { firstName: "Hélène", lastName: "Éloi", email: "h.eloi@exemple.fr", credits: 0, createdAt: at(4) });
    await seedCustomer("marc", { firstName: "Marc", lastName: "Lefèvre", email: "marc@exemple.fr", credits: 40, isBlocked: true, createdAt: at(5) });
    await seedCustomer("zoe", { firstName: "Zoé", lastName: "Martin", email: "zoe.martin@exemple.fr", credits: 3, createdAt: at(6) });
  });

  const ids = (response: { data?: any }) => response.data?.users.edges.map((e: any) => e.node.id);

  it("trouve « Élodie » en tapant « elo », sans majuscule ni accent, et « Éloi » par son nom", async () => {
    const response = await gql(USERS, { token, variables: { filter: { search: "elo" } } });
    expect(ids(response)).toEqual(["helene", "elodie"]);
    expect(response.data?.users.totalCount).toBe(2);
    expect(ids(await gql(USERS, { token, variables: { filter: { search: "  ÉLO" } } }))).toEqual(["helene", "elodie"]);
  });

  it("trouve un e-mail par ses premières lettres, et un nom complet", async () => {
    expect(ids(await gql(USERS, { token, variables: { filter: { search: "zoe.m" } } }))).toEqual(["zoe"]);
    expect(ids(await gql(USERS, { token, variables: { filter: { search: "h.e" } } }))).toEqual(["helene"]);
    expect(ids(await gql(USERS, { token, variables: { filter: { search: "elodie du" } } }))).toEqual(["elodie"]);
    expect(ids(await gql(USERS, { token, variables: { filter: { search: "lefevre" } } }))).toEqual(["marc"]);
  });

  it("ne trouve rien quand rien ne commence ainsi", async () => {
    const response = await gql(USERS, { token, variables: { filter: { search: "odie" } } });
    expect(response.data?.users).toMatchObject({ totalCount: 0, edges: [] });
  });

  it("combine recherche, filtres, tri et pagination", async () => {
    const search = await gql(USERS, { token, variables: { filter: { search: "e", hasCredits: true }, orderBy: "CREDITS_DESC", first: 1 } });
    expect(ids(search)).toEqual(["elodie"]);
    expect(search.data?.users.totalCount).toBe(1);
    const m = await gql(USERS, { token, variables: { filter: { search: "m" }, orderBy: "CREDITS_ASC", first: 1 } });
    expect(ids(m)).toEqual(["zoe"]);
    const next = await gql(USERS, { token, variables: { filter: { search: "m" }, orderBy: "CREDITS_ASC", first: 1, after: m.data?.users.pageInfo.endCursor } });
    expect(ids(next)).toEqual(["marc"]);
    expect(next.data?.users.pageInfo.hasNextPage).toBe(false);
  });

  it("filtre sans recherche : administrateurs, bloqués, avec crédits", async () => {
    const admins = await gql(USERS, { token, variables: { filter: { isAdmin: true } } });
    expect(admins.data?.users.totalCount).toBe(1);
    expect(ids(await gql(USERS, { token, variables: { filter: { isBlocked: true } } }))).toEqual(["marc"]);
    const withCredits = await gql(USERS, { token, variables: { filter: { hasCredits: true }, orderBy: "CREATED_AT_DESC" } });
    expect(ids(withCredits)).toEqual(["zoe", "marc", "elodie"]);
    expect(withCredits.data?.users.totalCount).toBe(3);
  });

  it("trie par crédits et pagine par curseur sans doublon", async () => {
    const first = await gql(USERS, { token, variables: { orderBy: "CREDITS_DESC", first: 2, filter: { isAdmin: false } } });
    expect(ids(first)).toEqual(["marc", "elodie"]);
    const second = await gql(USERS, {
      token,
      variables: { orderBy: "CREDITS_DESC", first: 2, filter: { isAdmin: false }, after: first.data?.users.pageInfo.endCursor },
    });
    expect(ids(second)).toEqual(["zoe", "helene"]);
  });

  it("refuse first hors limites, même avec une recherche", async () => {
    const response = await gql(USERS, { token, variables: { first: 101, filter: { search: "elo" } } });
    expect(errorCodes(response)).toEqual(["BAD_USER_INPUT"]);
  });

  it("montre les commandes, créations et transactions d'un utilisateur, paginées", async () => {
    const batch = db().batch();
    for (let i = 0; i < 3; i++) {
      batch.set(db().doc(`orders/o-elodie-${i}`), { userId: "elodie", status: "paid", total: 10 + i, createdAt: at(10 + i), items: [], statusHistory: [] });
      batch.set(db().doc(`transactions/t-elodie-${i}`), {
        userId: "elodie",
        type: "CREDIT_PURCHASE",
        amount: 5,
        credits: 10,
        status: "SUCCEEDED",
        createdAt: at(10 + i),
      });
    }
    batch.set(db().doc("orders/o-zoe"), { userId: "zoe", status: "paid", total: 99, createdAt: at(20), items: [], statusHistory: [] });
    batch.set(db().doc("creations/c-elodie"), {
      userId: "elodie",
      createdAt: at(8),
      imageUrl: "https://images.exemple.fr/a.png",
      moderation: { isModerated: false },
    });
    await batch.commit();
    const response = await gql(
      `{ user(id: "elodie") {
          orders(first: 2) { totalCount edges { node { id } } pageInfo { hasNextPage } }
          creations { totalCount edges { node { id } } }
          transactions(first: 5) { totalCount edges { node { id } } }
        } }`,
      { token },
    );
    expect(response.errors).toBeUndefined();
    expect(response.data?.user).toEqual({
      orders: { totalCount: 3, edges: [{ node: { id: "o-elodie-2" } }, { node: { id: "o-elodie-1" } }], pageInfo: { hasNextPage: true } },
      creations: { totalCount: 1, edges: [{ node: { id: "c-elodie" } }] },
      transactions: { totalCount: 3, edges: [2, 1, 0].map((i) => ({ node: { id: `t-elodie-${i}` } })) },
    });
  });
});

import { Timestamp } from "firebase-admin/firestore";
import { db } from "../../src/firebase";
import { clearEmulators } from "../support/emulators";
import { gql } from "../support/graphql";
import { createAdmin, createCustomer } from "../support/identities";

describe("extensions.cost sur chaque réponse", () => {
  let token: string;

  beforeAll(async () => {
    await clearEmulators();
    token = (await createAdmin()).token;
    const batch = db().batch();
    for (let i = 0; i < 10; i++) {
      batch.set(db().doc(`users/customer-${i}`), { uid: `customer-${i}`, email: `c${i}@exemple.fr`, isAdmin: false });
      // Two orders per customer: the DataLoader must fetch each customer once.
      for (const n of [1, 2]) {
        batch.set(db().doc(`orders/o-${i}-${n}`), {
          userId: `customer-${i}`,
          status: "paid",
          total: 20,
          createdAt: Timestamp.fromMillis(Date.UTC(2026, 10, 1, i, n)),
          items: [],
          statusHistory: [],
        });
      }
    }
    await batch.commit();
  });

  it("compte une requête et un getAll groupé pour une page de commandes avec leurs clients", async () => {
    const response = await gql("{ orders(first: 20) { edges { node { id customer { email } } } } }", { token });
    expect(response.errors).toBeUndefined();
    expect(response.data?.orders.edges).toHaveLength(20);
    // 1 read for the caller's record + 20 orders (the query reads first + 1, 20 exist) + 10 customers.
    expect(response.extensions?.cost).toMatchObject({ firestoreReads: 31, firestoreQueries: 1 });
    expect(response.extensions?.cost?.ms).toEqual(expect.any(Number));
  });

  it("compte une lecture par tranche de 1 000 entrées pour totalCount", async () => {
    const response = await gql("{ orders(first: 1) { totalCount } }", { token });
    expect(response.data?.orders.totalCount).toBe(20);
    // caller's record, page (first + 1), the dashboard's aggregates (stats/global and the query
    // of its shards; not built here), the count().
    expect(response.extensions?.cost).toMatchObject({ firestoreReads: 1 + 2 + 2 + 1, firestoreQueries: 3 });
  });

  it("est présent aussi sur une réponse refusée : la fiche de l'appelant, rien d'autre", async () => {
    // (Without a token the request is refused before Apollo runs at all — authentication before
    // validation, authBeforeValidation.test.ts — so only a signed-in caller's refusal has a cost.)
    const response = await gql("{ users(first: 5) { totalCount } }", { token: (await createCustomer()).token });
    expect(response.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect(response.extensions?.cost).toMatchObject({ firestoreReads: 1, firestoreQueries: 0, ms: expect.any(Number) });
  });
});

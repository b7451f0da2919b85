import { clearEmulators } from "../support/emulators";
import { AGGREGATES_READS } from "../../src/limits/costModel";
import { gql } from "../support/graphql";
import { createAdmin, createCustomer } from "../support/identities";
import { createOrder } from "../support/orders";

const aliases = (n: number, field: string) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(" ")} }`;

/** The attack: 2,000 aliased counts, 4,000 Firestore queries on today's main. */
const ATTACK = aliases(2000, "orders(first: 1) { totalCount }");
/** Small enough for every size cap, too expensive for the budget: 6 × (101 + 100) + 1 reads. */
const OVER_BUDGET = aliases(6, "orders(first: 100) { edges { node { customer { email } } } }");

describe("plafond de coût avant exécution", () => {
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    await clearEmulators();
    tokens.administrateur = (await createAdmin()).token;
    tokens.client = (await createCustomer("client@atelier.test")).token;
    for (const id of ["commande-a", "commande-b", "commande-c"]) await createOrder(id);
  });

  for (const who of ["client", "administrateur"]) {
    it(`refuse les 2 000 alias de l'attaque (${who}) avec QUERY_TOO_COMPLEX, sans aucune lecture Firestore`, async () => {
      const response = await gql(ATTACK, { token: tokens[who] });
      expect(response.status).toBe(400);
      expect(response.errors?.map((e) => e.extensions?.code)).toEqual(["QUERY_TOO_COMPLEX"]);
      expect(response.data ?? null).toBeNull();
      expect(response.extensions?.cost).toMatchObject({ firestoreReads: 0, firestoreQueries: 0 });
    });

    it(`refuse une opération estimée au-delà du budget (${who}), avec l'estimation, avant toute lecture`, async () => {
      const response = await gql(OVER_BUDGET, { token: tokens[who] });
      expect(response.status).toBe(400);
      expect(response.errors?.[0]?.message).toMatch(/^Requête trop coûteuse : environ 1207 lectures Firestore estimées, pour un maximum de 1000\./);
      expect(response.errors?.[0]?.extensions).toMatchObject({ code: "QUERY_TOO_COMPLEX", estimatedReads: 1207, budget: 1000 });
      // Not even the caller's record, which the admin check reads on every other request.
      expect(response.extensions?.cost).toMatchObject({ firestoreReads: 0, firestoreQueries: 0 });
    });
  }

  it("refuse 20 comptages de commandes distincts : à 100 000 commandes, leur facture dépasse le plafond (issue 24)", async () => {
    const counts = `{ ${Array.from({ length: 20 }, (_, i) => `c${i}: orders(first: 1, filter: { search: "client${i}" }) { totalCount }`).join(" ")} }`;
    // What they would bill at the bound of 100,000 orders: each count ceil(100,000 / 1,000)
    // reads, plus the aggregates document and a page of one (first + 1).
    const bill = 20 * (Math.ceil(100_000 / 1000) + 1 + 2);
    const response = await gql(counts, { token: tokens.administrateur });
    expect(response.status).toBe(400);
    expect(response.errors?.[0]?.extensions).toMatchObject({ code: "QUERY_TOO_COMPLEX", budget: 1000 });
    expect(response.errors?.[0]?.extensions?.estimatedReads).toBeGreaterThanOrEqual(bill);
    expect(response.extensions?.cost).toMatchObject({ firestoreReads: 0, firestoreQueries: 0 });
  });

  it("fait payer 5 appels identiques (alias) le prix d'un seul", async () => {
    const single = await gql("{ orders(first: 1) { totalCount } }", { token: tokens.administrateur });
    expect(single.errors).toBeUndefined();
    const twenty = await gql(aliases(5, "orders(first: 1) { totalCount }"), { token: tokens.administrateur });
    expect(twenty.errors).toBeUndefined();
    expect(Object.values(twenty.data ?? {})).toEqual(Array(5).fill({ totalCount: 3 }));
    const { firestoreReads, firestoreQueries } = single.extensions!.cost!;
    // 1 read for the caller's record, 2 for the page (first + 1), 2 for the dashboard's
    // aggregates (stats/global and the query of its shards, none here: not built), then 1 for
    // the count() they could not answer.
    expect(firestoreReads).toBe(6);
    expect(twenty.extensions?.cost).toMatchObject({ firestoreReads, firestoreQueries });
  });

  it("montre l'estimation à côté du coût réel", async () => {
    const response = await gql("{ orders(first: 2) { totalCount edges { node { id } } } }", { token: tokens.administrateur });
    // The aggregates are not built here: the count() follows their read, the worst case estimated.
    // The count is estimated at its bill at 100,000 orders (100 reads); it read 3 orders here.
    // The aggregates are estimated with every shard (AGGREGATES_READS) and read as stats/global
    // and one query of its shards (none here).
    expect(response.extensions?.cost).toMatchObject({ estimatedReads: 1 + 3 + AGGREGATES_READS + 100, firestoreReads: 1 + 3 + 2 + 1, firestoreQueries: 3 });
  });

  it("répond 400 avec le message de graphql à un cycle de fragments, jamais 500", async () => {
    // Anonymous, the same document is refused before validation (401: authBeforeValidation.test.ts).
    const response = await gql("query { ...A } fragment A on Query { ...A }", { token: tokens.administrateur });
    expect(response.status).toBe(400);
    expect(response.errors?.map((e) => e.message)).toEqual(['Cannot spread fragment "A" within itself.']);
    expect(response.errors?.[0]?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
    expect(response.errors?.[0]?.extensions?.stacktrace ?? []).not.toContainEqual(expect.stringMatching(/RangeError/));
  });
});

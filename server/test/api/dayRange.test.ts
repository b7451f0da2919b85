/**
 * The one date filter (schema.graphql DayRange, packages/domain/src/dayRange.ts): every list takes
 * inclusive Paris days and cuts them at Paris midnight, in winter (UTC+1) and in summer (UTC+2).
 * For each filter kind, four records around one day: the last millisecond before its midnight,
 * its midnight, its last millisecond, the next midnight. Only the middle two are that day.
 */
import { Timestamp } from "firebase-admin/firestore";
import { clearEmulators } from "../support/emulators";
import { errorCodes, gql } from "../support/graphql";
import { createAdmin, db } from "../support/identities";
import { createOrder } from "../support/orders";

jest.setTimeout(120_000);

const SEASONS = {
  // 15 January: Paris midnight is 23:00 UTC the day before.
  winter: { day: "2026-01-15", start: Date.parse("2026-01-14T23:00:00Z"), end: Date.parse("2026-01-15T23:00:00Z") },
  // 15 July: Paris midnight is 22:00 UTC the day before.
  summer: { day: "2026-07-15", start: Date.parse("2026-07-14T22:00:00Z"), end: Date.parse("2026-07-15T22:00:00Z") },
} as const;
type Season = keyof typeof SEASONS;

/** The four instants around a season's day, named by what they are in Paris. */
const around = (season: Season) => {
  const { start, end } = SEASONS[season];
  return { veille: start - 1, minuit: start, finDuJour: end - 1, lendemain: end };
};

const KINDS = {
  orders: {
    query: `query ($filter: OrderFilter) { list: orders(first: 100, filter: $filter) { edges { node { id } } } }`,
    write: (id: string, at: Timestamp) => createOrder(id, { status: "paid", createdAt: at }),
  },
  transactions: {
    query: `query ($filter: TransactionFilter) { list: transactions(first: 100, filter: $filter) { edges { node { id } } } }`,
    write: (id: string, at: Timestamp) =>
      db().doc(`transactions/${id}`).set({ type: "REFUND", status: "SUCCEEDED", amount: 1, credits: 0, userId: "u", createdAt: at }),
  },
  auditLog: {
    query: `query ($filter: AuditLogFilter) { list: auditLog(first: 100, filter: $filter) { edges { node { id } } } }`,
    write: (id: string, at: Timestamp) =>
      db().doc(`auditLog/${id}`).set({ actorUid: "alix", action: "user.block", targetType: "user", targetId: "u1", before: null, after: null, at }),
  },
  mails: {
    query: `query ($filter: MailFilter) { list: mails(first: 100, filter: $filter) { edges { node { id } } } }`,
    write: (id: string, at: Timestamp) =>
      db()
        .doc(`mail/${id}`)
        .set({
          to: "lea@exemple.fr",
          message: { subject: "Bonjour", text: "x", html: "<p>x</p>" },
          createdAt: at,
          delivery: { state: "SUCCESS", attempts: 1 },
        }),
  },
  feedbacks: {
    query: `query ($filter: FeedbackFilter) { list: feedbacks(first: 100, filter: $filter) { edges { node { id } } } }`,
    write: (id: string, at: Timestamp) =>
      db()
        .doc(`feedback/${id}`)
        .set({
          userId: "u",
          userName: "Léa",
          rating: 4,
          category: "SUGGESTION",
          message: "x",
          status: "READ",
          notes: [],
          assigneeUid: null,
          searchTokens: ["lea"],
          createdAt: at,
          counted: true,
        }),
  },
  contactMessages: {
    query: `query ($filter: ContactMessageFilter) { list: contactMessages(first: 100, filter: $filter) { edges { node { id } } } }`,
    write: (id: string, at: Timestamp) =>
      db()
        .doc(`contactMessages/${id}`)
        .set({
          name: "Léa",
          email: "lea@exemple.fr",
          subject: "x",
          message: "x",
          status: "READ",
          replies: [],
          searchTokens: ["lea"],
          createdAt: at,
          counted: true,
        }),
  },
} as const;

let token: string;

beforeAll(async () => {
  await clearEmulators();
  ({ token } = await createAdmin());
  const writes: Promise<unknown>[] = [];
  for (const [kind, { write }] of Object.entries(KINDS)) {
    for (const season of Object.keys(SEASONS) as Season[]) {
      for (const [name, ms] of Object.entries(around(season))) writes.push(write(`${kind}-${season}-${name}`, Timestamp.fromMillis(ms)));
    }
  }
  await Promise.all(writes);
});

describe("un filtre de dates : des jours de Paris inclus, coupés à minuit heure de Paris", () => {
  describe.each(Object.keys(KINDS) as (keyof typeof KINDS)[])("%s", (kind) => {
    it.each(Object.keys(SEASONS) as Season[])("en %s : du jour à ce même jour, de minuit à minuit", async (season) => {
      const { day } = SEASONS[season];
      const response = await gql(KINDS[kind].query, { token, variables: { filter: { period: { from: day, to: day } } } });
      expect(response.errors).toBeUndefined();
      const ids = response.data!.list.edges.map((e: { node: { id: string } }) => e.node.id).sort();
      expect(ids).toEqual([`${kind}-${season}-finDuJour`, `${kind}-${season}-minuit`]);
    });
  });

  it("une seule règle refuse un jour inexistant et une fin avant le début, pour chaque liste", async () => {
    for (const { query } of Object.values(KINDS)) {
      const bad = await gql(query, { token, variables: { filter: { period: { from: "2026-02-30" } } } });
      expect(errorCodes(bad)).toEqual(["BAD_USER_INPUT"]);
      expect(bad.errors![0]!.message).toBe("Date invalide\u00a0: «\u00a02026-02-30\u00a0» (format attendu AAAA-MM-JJ).");
      const reversed = await gql(query, { token, variables: { filter: { period: { from: "2026-03-02", to: "2026-03-01" } } } });
      expect(errorCodes(reversed)).toEqual(["BAD_USER_INPUT"]);
      expect(reversed.errors![0]!.message).toBe("La date de fin doit être postérieure ou égale à la date de début.");
      expect(reversed.errors![0]!.extensions?.argumentName).toBe("to");
    }
  });
});

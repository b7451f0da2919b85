import { postGraphQL, signIn } from "./support";
import type { BenchOperation, GraphQLBody } from "./measure";
import { FIRST_PAGE } from "./orders";
import { FINANCES, yearRange } from "./finances";

/**
 * Issue 33: what the permission check costs. The role is read with the caller's record (which
 * the admin check reads anyway), so a member of the Préparation role pays for /orders what the
 * owner pays (the « orders first page » row above), and an operation their role does not allow is
 * refused after that one read, before anything else is read. The naive way — a role document
 * fetched on each request — would add one read to every row.
 */
const PREPARATION = { email: "preparation@atelier.test", password: "preparation1234" };

/** The Préparation member's ID token, signed in before each run (untimed: in `prepare`). */
let memberToken = "";
const asMember = (query: string, variables?: Record<string, unknown>) => postGraphQL(memberToken, query, variables);
/** What the owner's same request read, measured in `prepare` (untimed). */
let ownerOrdersReads = 0;

function reads(res: GraphQLBody, what: string): number {
  if (!res.extensions?.cost) throw new Error(`${what}: no cost in ${JSON.stringify(res)}`);
  return res.extensions.cost.firestoreReads;
}

const ordersAsPacker: BenchOperation = {
  name: "orders first page (Préparation member)",
  description: "the /orders screen's query, by a member whose role is checked on every field",
  async prepare(ctx) {
    memberToken = await signIn(PREPARATION);
    ownerOrdersReads = reads(await ctx.gql(FIRST_PAGE), "orders as the owner");
  },
  async run() {
    const res = await asMember(FIRST_PAGE);
    if (res.errors) throw new Error(`orders as Préparation failed: ${JSON.stringify(res.errors)}`);
    const member = reads(res, "orders as Préparation");
    return { reads: member, notes: `the owner's same request: ${ownerOrdersReads} reads, so the role check adds ${member - ownerOrdersReads}` };
  },
};

const financesRefused: BenchOperation = {
  name: "finances refused (Préparation member)",
  description: "query `finances` by a role without FINANCES: refused before any read but the caller's record",
  async prepare() {
    memberToken = await signIn(PREPARATION);
  },
  async run() {
    const res = await asMember(FINANCES, { period: yearRange() });
    const code = (res.errors?.[0] as { extensions?: { code?: string } } | undefined)?.extensions?.code;
    if (code !== "FORBIDDEN") throw new Error(`finances as Préparation was not refused: ${JSON.stringify(res.errors ?? res.data)}`);
    return { reads: reads(res, "finances as Préparation"), notes: "FORBIDDEN « Accès refusé - votre rôle ne permet pas : Finances »" };
  },
};

export const rolesOperations = [ordersAsPacker, financesRefused];

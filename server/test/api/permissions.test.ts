/**
 * Roles enforced by the server on every field (docs/roles.md, issue 33): every operation of the
 * console's own documents, for a member of every built-in role. Allowed ones pass the access
 * check; refused ones answer FORBIDDEN naming what is missing, having read nothing but the
 * caller's record and written nothing. The verdict expected of each is computed from the modules'
 * declarations (the table), so a new console operation or a new field cannot escape the matrix;
 * the explicit cases below pin the table's meaning where the issue names it.
 */
import { BUILT_IN_ROLE_DEFINITIONS, BUILT_IN_ROLES, permissionRefusal, type Permission } from "@atelier/domain/staff/permissions";
import { FIELD_ACCESS } from "../../src/auth/accessTable";
import { missingPermissions } from "../../src/auth/fieldAccess";
import { consoleOperations, consoleSchema } from "../../src/limits/consoleOperations";
import { measureOperation } from "../../src/limits/operationCost";
import { print } from "graphql";
import { dumpDatabase } from "../support/database";
import { clearEmulators } from "../support/emulators";
import { gql, type GraphQLResponse } from "../support/graphql";
import { createAdmin, createMember, db } from "../support/identities";
import { createPaidOrder } from "../support/orders";

jest.setTimeout(480_000);

const schema = consoleSchema();
const operations = consoleOperations(schema).map((op) => ({ ...op, text: print(op.document), variables: op.variants[0] ?? {} }));
/** The roles that lack something: each has console operations it must be refused. */
const ROLES = BUILT_IN_ROLES.filter((role) => role !== "OWNER");
const members: Record<string, { uid: string; token: string }> = {};
let owner: { uid: string; token: string };

/** What the role lacks for the operation, from the modules' declarations and the same walk as the server's. */
const missingFor = (op: (typeof operations)[number], held: readonly Permission[]) => {
  const { coordinates, calls } = measureOperation(schema, op.document, op.operation, op.variables);
  return missingPermissions(FIELD_ACCESS, coordinates, held, calls);
};

const isPermissionRefusal = (response: GraphQLResponse) =>
  response.status === 403 && response.errors?.[0]?.extensions?.code === "FORBIDDEN" && response.errors[0].extensions.reason === "PERMISSION";

beforeAll(async () => {
  await clearEmulators();
  owner = await createAdmin();
  for (const role of BUILT_IN_ROLES) members[role] = await createMember(role);
  await createPaidOrder("commande-1", { userId: owner.uid });
  await createPaidOrder("commande-2", { userId: owner.uid });
  await db().doc(`users/${owner.uid}`).update({ credits: 42 });
});

describe("chaque opération de la console, pour chaque rôle intégré", () => {
  it.each(ROLES)("%s : refusée d'un bloc, avant toute lecture, sans rien écrire, quand le rôle n'a pas ce qu'elle touche", async (role) => {
    const held = BUILT_IN_ROLE_DEFINITIONS[role].permissions as Permission[];
    const refused = operations.filter((op) => missingFor(op, held).length);
    expect(refused.length).toBeGreaterThan(0);
    const before = await dumpDatabase();
    for (const op of refused) {
      const missing = missingFor(op, held);
      const response = await gql(op.text, { token: members[role]!.token, variables: op.variables });
      const error = response.errors?.[0];
      expect([op.name, response.status, error?.message, error?.extensions?.code, error?.extensions?.reason, error?.extensions?.missingPermissions]).toEqual([
        op.name,
        403,
        permissionRefusal(missing),
        "FORBIDDEN",
        "PERMISSION",
        missing,
      ]);
      expect(response.data ?? null).toBeNull();
      // The caller's record, read by the admin check: the role is on it, nothing more is read.
      expect([op.name, response.extensions?.cost?.firestoreReads]).toEqual([op.name, 1]);
    }
    expect(await dumpDatabase()).toEqual(before);
  });

  it.each(BUILT_IN_ROLES)("%s : les opérations que le rôle permet passent le contrôle d'accès", async (role) => {
    const held = BUILT_IN_ROLE_DEFINITIONS[role].permissions as Permission[];
    // Signing oneself out everywhere ends the session that runs the matrix: last, and on a member of
    // its own, so that every other call is judged with a live token (and the tests below keep theirs).
    const endsSession = (op: (typeof operations)[number]) => op.name === "SignOutEverywhere";
    const allowed = operations.filter((op) => !missingFor(op, held).length).sort((a, b) => Number(endsSession(a)) - Number(endsSession(b)));
    if (role === "OWNER") expect(allowed).toHaveLength(operations.length);
    expect(allowed.length).toBeGreaterThan(0);
    const runner = await createMember(role, `${role.toLowerCase()}-matrice@atelier.test`);
    for (const op of allowed) {
      const response = await gql(op.text, { token: runner.token, variables: op.variables });
      expect([op.name, response.status === 401]).toEqual([op.name, false]);
      expect([op.name, isPermissionRefusal(response)]).toEqual([op.name, false]);
      expect([op.name, response.errors?.map((e) => e.extensions?.code) ?? []]).not.toEqual([op.name, expect.arrayContaining(["FORBIDDEN"])]);
    }
  });
});

describe("ce que l'issue nomme", () => {
  it("Préparation : les commandes et leur préparation, pas leurs remboursements ni les crédits d'un client", async () => {
    const token = members.FULFILMENT!.token;
    const list = await gql(`{ orders(first: 5) { edges { node { id status customer { fullName } items { name quantity } } } } }`, { token });
    expect(list.errors).toBeUndefined();
    expect(list.data?.orders.edges.map((e: { node: { id: string } }) => e.node.id)).toContain("commande-1");
    const refunds = await gql(`{ order(id: "commande-1") { id refundable { totalCents } } }`, { token });
    expect(refunds.status).toBe(403);
    expect(refunds.errors?.[0]?.message).toBe("Accès refusé - votre rôle ne permet pas\u00a0: Remboursements");
    expect(refunds.errors?.[0]?.extensions).toMatchObject({ code: "FORBIDDEN", reason: "PERMISSION", missingPermissions: ["REFUNDS"] });
    expect(refunds.data ?? null).toBeNull();
    // The customer's name on the order is the order's; their credits are not.
    const credits = await gql(`{ order(id: "commande-1") { id customer { fullName credits } } }`, { token });
    expect(credits.errors?.[0]?.extensions?.missingPermissions).toEqual(["CREDITS"]);
    expect(JSON.stringify(credits)).not.toContain("42");
    const user = await gql(`query($id: ID!) { user(id: $id) { credits } }`, { token, variables: { id: owner.uid } });
    expect(user.errors?.[0]?.extensions?.missingPermissions).toEqual(["CUSTOMERS_READ", "CREDITS"]);
    // The same refusal through a fragment, and none when @include leaves the field out.
    const fragment = `query($with: Boolean!) { order(id: "commande-1") { id ...Money @include(if: $with) } } fragment Money on Order { invoice { number } }`;
    expect((await gql(fragment, { token, variables: { with: true } })).errors?.[0]?.extensions?.missingPermissions).toEqual(["FINANCES"]);
    expect((await gql(fragment, { token, variables: { with: false } })).data?.order).toEqual({ id: "commande-1" });
  });

  it("Préparation : préparer une commande, pas l'annuler ni la rembourser (ça rend de l'argent) ; ses files de travail seulement", async () => {
    const token = members.FULFILMENT!.token;
    const move = (status: string) =>
      gql(`mutation($input: ChangeOrderStatusInput!) { changeOrderStatus(input: $input) { order { status } userErrors { message } } }`, {
        token,
        variables: { input: { orderId: "commande-2", status } },
      });
    const before = await dumpDatabase();
    for (const status of ["CANCELLED", "REFUNDED"]) {
      const refused = await move(status);
      expect([status, refused.status, refused.errors?.[0]?.extensions?.missingPermissions]).toEqual([status, 403, ["REFUNDS"]]);
      expect(refused.extensions?.cost?.firestoreReads).toBe(1);
    }
    expect(await dumpDatabase()).toEqual(before);
    const processing = await move("PROCESSING");
    expect(processing.errors).toBeUndefined();
    expect(processing.data?.changeOrderStatus.order.status).toBe("PROCESSING");
    const queues = await gql(`{ workQueues { id lateCount } }`, { token });
    expect(queues.data?.workQueues.map((q: { id: string }) => q.id)).toEqual(["ORDERS_PAID_UNSHIPPED"]);
  });

  it("Comptabilité : les finances, pas le changement de statut ; Modération : les créations, pas les commandes", async () => {
    const status = await gql(
      `mutation { changeOrderStatus(input: { orderId: "commande-1", status: PROCESSING }) { order { status } userErrors { message } } }`,
      {
        token: members.ACCOUNTING!.token,
      },
    );
    expect(status.errors?.[0]?.extensions?.missingPermissions).toEqual(["FULFILMENT"]);
    expect((await db().doc("orders/commande-1").get()).get("status")).toBe("paid");
    expect(
      (await gql(`{ finances(period: { from: "2026-10-01", to: "2026-10-31" }) { current { revenueCents } } }`, { token: members.ACCOUNTING!.token })).errors,
    ).toBeUndefined();
    expect(
      (await gql(`{ orders(first: 1) { edges { node { id } } } }`, { token: members.MODERATION!.token })).errors?.[0]?.extensions?.missingPermissions,
    ).toEqual(["ORDERS_READ"]);
  });

  it("un administrateur d'avant les rôles (sans staffRole) garde tout, et sa session dit qu'il est Propriétaire", async () => {
    const session = await gql(`mutation { recordLogin { user { roleId roleName permissions } } }`, { token: owner.token });
    expect(session.data?.recordLogin.user).toEqual({
      roleId: "OWNER",
      roleName: "Propriétaire",
      permissions: [...BUILT_IN_ROLE_DEFINITIONS.OWNER.permissions],
    });
    expect((await gql(`{ order(id: "commande-1") { refundable { totalCents } customer { credits } } }`, { token: owner.token })).errors).toBeUndefined();
  });

  it("le contrôle n'ajoute aucune lecture : même coût pour le rôle permis que pour le propriétaire", async () => {
    const query = `{ orders(first: 5) { edges { node { id status } } } }`;
    const asOwner = await gql(query, { token: owner.token });
    const asPacker = await gql(query, { token: members.FULFILMENT!.token });
    expect(asPacker.errors).toBeUndefined();
    expect(asPacker.extensions?.cost?.firestoreReads).toBe(asOwner.extensions?.cost?.firestoreReads);
  });

  it("les exports, documents, bons de préparation et la médiathèque suivent la même règle : 403 en français", async () => {
    const { FUNCTION_BASE } = await import("../../../scripts/lib/stack.cjs");
    const call = async (role: string, path: string, init: RequestInit = {}) => {
      const res = await fetch(`${FUNCTION_BASE}${path}`, { ...init, headers: { authorization: `Bearer ${members[role]!.token}`, ...init.headers } });
      return { status: res.status, body: (await res.json()) as Record<string, any> };
    };
    const refusal = (missing: Permission[]) => ({
      errors: [{ message: permissionRefusal(missing), extensions: { code: "FORBIDDEN", reason: "PERMISSION", missingPermissions: missing } }],
    });
    expect(await call("FULFILMENT", "/export/users.csv")).toEqual({ status: 403, body: refusal(["CUSTOMERS_READ", "PERSONAL_DATA"]) });
    // Gestion reads customers, but exporting their e-mails and addresses is personal data: the owner's.
    expect(await call("MANAGER", "/export/orders.csv")).toEqual({ status: 403, body: refusal(["PERSONAL_DATA"]) });
    // A customer's whole file (docs/personal-data.md): the same two permissions, decided before the id is even read.
    expect(await call("MANAGER", "/export/customer-data/commande-1.zip")).toEqual({ status: 403, body: refusal(["PERSONAL_DATA"]) });
    expect(await call("FULFILMENT", "/export/customer-data/commande-1.zip")).toEqual({ status: 403, body: refusal(["CUSTOMERS_READ", "PERSONAL_DATA"]) });
    expect(await call("FULFILMENT", "/documents/archive.zip?month=2026-10")).toEqual({ status: 403, body: refusal(["FINANCES"]) });
    const slips = { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ orderIds: ["commande-1"] }) };
    expect(await call("ACCOUNTING", "/export/packing-slips.pdf", slips)).toEqual({ status: 403, body: refusal(["FULFILMENT"]) });
    // The media library keeps its own contract ({ code, message }).
    const media = await call("FULFILMENT", "/storage/files/media/x.png");
    expect([media.status, media.body.message]).toEqual([403, permissionRefusal(["CONTENT"])]);
  });
});

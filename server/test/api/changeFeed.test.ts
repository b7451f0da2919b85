/**
 * The change feed (issue 36, docs/live.md), with the triggers running on the emulators.
 * - Every write of an order, a contact message, a feedback or a creation — the storefront's and the
 *   console's (through the API) — puts one entry in the feed: its kind, its id, created, updated or
 *   deleted, the permission its list needs, when it was written and when the trigger reported it;
 *   nothing of the record itself.
 * - firestore.rules: a member reads the entries of the kinds their role lists, asked by permission
 *   as the console's listener asks; a customer, an anonymous visitor and a member without the
 *   permission read nothing; nobody writes.
 */
import type { Timestamp } from "firebase-admin/firestore";
import { PROJECT_ID } from "../../../scripts/lib/stack.cjs";
import { adminAuth } from "../../src/firebase";
import { clearEmulators, clearEmulatorsWithTriggers } from "../support/emulators";
import { gql } from "../support/graphql";
import { eventually } from "../support/inbox";
import { createAccount, createCustomer, db, signIn } from "../support/identities";

jest.setTimeout(360_000);

type Entry = Record<string, unknown>;
const entries = async (recordId: string): Promise<Entry[]> =>
  (await db().collection("changeFeed").where("recordId", "==", recordId).get()).docs.map((d) => d.data());
/** The entries of `recordId` once `count` of them are there. */
const waitForEntries = (recordId: string, count: number) =>
  eventually(
    () => entries(recordId),
    (found) => found.length >= count,
    60_000,
  );
const changes = (found: Entry[]) => found.map((e) => e.change).sort();

const DOCUMENTS = `projects/${PROJECT_ID}/databases/(default)/documents`;

/** The console listener's query, as a browser sends it to the emulator (firestore.rules decide): the HTTP status. */
async function listFeed(permission: string, kind: string, token?: string): Promise<number> {
  const equal = (field: string, value: string) => ({ fieldFilter: { field: { fieldPath: field }, op: "EQUAL", value: { stringValue: value } } });
  const res = await fetch(`http://${process.env.FIRESTORE_EMULATOR_HOST}/v1/${DOCUMENTS}:runQuery`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: "changeFeed" }],
        where: { compositeFilter: { op: "AND", filters: [equal("permission", permission), equal("kind", kind)] } },
      },
    }),
  });
  await res.text();
  return res.status;
}

/** The console's own listener query (permission in [...], at > since, ordered by at): the HTTP status. */
async function listenerQuery(permissions: string[], token?: string): Promise<number> {
  const res = await fetch(`http://${process.env.FIRESTORE_EMULATOR_HOST}/v1/${DOCUMENTS}:runQuery`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: "changeFeed" }],
        where: {
          compositeFilter: {
            op: "AND",
            filters: [
              {
                fieldFilter: { field: { fieldPath: "permission" }, op: "IN", value: { arrayValue: { values: permissions.map((p) => ({ stringValue: p })) } } },
              },
              { fieldFilter: { field: { fieldPath: "at" }, op: "GREATER_THAN", value: { timestampValue: new Date(Date.now() - 3_600_000).toISOString() } } },
            ],
          },
        },
        orderBy: [{ field: { fieldPath: "at" }, direction: "ASCENDING" }],
      },
    }),
  });
  await res.text();
  return res.status;
}

/** A member of `role` signed in once the trigger has put their role in their token. */
async function memberToken(role: string, email: string): Promise<string> {
  const { uid } = await createAccount(email, { firstName: "Membre", lastName: role, isAdmin: true, staffRole: role, credits: 0 });
  await eventually(
    async () => (await adminAuth().getUser(uid)).customClaims?.staff,
    (staff) => staff !== undefined,
    60_000,
  );
  return signIn(email, "secret123");
}

beforeAll(() => clearEmulatorsWithTriggers(), 180_000);
afterAll(() => clearEmulators(), 60_000);

it("chaque écriture d’une commande, d’un message, d’un feedback ou d’une création met son entrée au fil, sans rien de l’enregistrement", async () => {
  const order = db().collection("orders").doc("commande-fil");
  const { writeTime } = await order.set({ userId: "client-fil", status: "pending", total: 42, items: [], createdAt: new Date() });
  const [created] = await waitForEntries(order.id, 1);
  expect(Object.keys(created!).sort()).toEqual(["at", "change", "expireAt", "kind", "permission", "recordId", "writtenAt"]);
  expect(created).toMatchObject({ kind: "order", recordId: order.id, change: "created", permission: "ORDERS_READ" });
  // The write's own time, whenever the trigger got to it (`at`): what recordLastSave looks around.
  // (The emulator's event may carry an update time a millisecond off the write's answer.)
  expect(Math.abs((created!.writtenAt as Timestamp).toMillis() - writeTime.toMillis())).toBeLessThanOrEqual(2);
  expect((created!.at as Timestamp).toMillis()).toBeGreaterThanOrEqual(writeTime.toMillis());
  await order.update({ status: "paid", paidAt: new Date() });
  await order.delete();
  expect(
    changes(
      await eventually(
        () => entries(order.id),
        (found) => found.some((e) => e.change === "deleted"),
        60_000,
      ),
    ),
  ).toEqual(expect.arrayContaining(["created", "deleted", "updated"]));

  const creation = db().collection("creations").doc("creation-fil");
  await creation.set({ userId: "client-fil", status: "PENDING", style: "Aquarelle", createdAt: new Date() });
  expect((await waitForEntries(creation.id, 1))[0]).toMatchObject({ kind: "creation", change: "created", permission: "MODERATION" });

  const feedback = db().collection("feedback").doc("feedback-fil");
  await feedback.set({ userId: "client-fil", message: "Très bien", rating: 5, status: "NEW", createdAt: new Date() });
  expect((await waitForEntries(feedback.id, 1))[0]).toMatchObject({ kind: "feedback", permission: "INBOX" });

  // A contact message the storefront wrote, then read in the console (an API mutation): two writes, two entries at least.
  const message = db().collection("contactMessages").doc("message-fil");
  await message.set({ name: "Inès", email: "ines@exemple.fr", subject: "Livraison", message: "Bonjour", status: "NEW", replies: [], createdAt: new Date() });
  await waitForEntries(message.id, 1);
  const owner = await createAccount("proprietaire-fil@atelier.test", { firstName: "Camille", lastName: "Martin", isAdmin: true, credits: 0 });
  const read = await gql(`mutation { markContactMessageRead(input: { id: "message-fil" }) { userErrors { code } } }`, { token: owner.token });
  expect(read.data!.markContactMessageRead.userErrors).toEqual([]);
  const messageEntries = await eventually(
    () => entries(message.id),
    (found) => found.some((e) => e.change === "updated"),
    60_000,
  );
  expect(messageEntries.every((e) => e.kind === "contactMessage" && e.permission === "INBOX")).toBe(true);
  // Nothing the customer wrote: no name, address, subject or message in any entry.
  expect(JSON.stringify(messageEntries)).not.toMatch(/Inès|ines@exemple|Livraison|Bonjour/);
});

it("les règles : chaque membre lit les entrées des listes de son rôle, personne d’autre, et personne n’écrit", async () => {
  const fulfilment = await memberToken("FULFILMENT", "preparation-fil@atelier.test");
  const support = await memberToken("SUPPORT", "service-fil@atelier.test");
  const owner = await memberToken("OWNER", "gerante-fil@atelier.test");
  const customer = (await createCustomer("client-fil@exemple.fr")).token;

  expect(await listFeed("ORDERS_READ", "order", fulfilment)).toBe(200);
  expect(await listFeed("INBOX", "contactMessage", fulfilment)).toBe(403);
  expect(await listFeed("MODERATION", "creation", fulfilment)).toBe(403);
  expect(await listFeed("INBOX", "contactMessage", support)).toBe(200);
  expect(await listFeed("MODERATION", "creation", support)).toBe(403);
  for (const [permission, kind] of [
    ["ORDERS_READ", "order"],
    ["INBOX", "feedback"],
    ["INBOX", "contactMessage"],
    ["MODERATION", "creation"],
  ]) {
    expect(await listFeed(permission!, kind!, owner)).toBe(200);
    expect(await listFeed(permission!, kind!, customer)).toBe(403);
    expect(await listFeed(permission!, kind!)).toBe(403);
  }

  // The console's listener asks for every permission of the feed its role holds, at once.
  expect(await listenerQuery(["ORDERS_READ"], fulfilment)).toBe(200);
  expect(await listenerQuery(["ORDERS_READ", "INBOX"], support)).toBe(200);
  expect(await listenerQuery(["ORDERS_READ", "INBOX"], fulfilment)).toBe(403);
  expect(await listenerQuery(["ORDERS_READ", "INBOX", "MODERATION"], owner)).toBe(200);
  expect(await listenerQuery(["ORDERS_READ"], customer)).toBe(403);

  // A member's own address (their notifications changed): theirs alone, beside their permissions.
  const [fulfilmentUid, ownerUid] = await Promise.all(
    ["preparation-fil@atelier.test", "gerante-fil@atelier.test"].map(async (email) => (await adminAuth().getUserByEmail(email)).uid),
  );
  expect(await listFeed(`member:${fulfilmentUid}`, "notification", fulfilment)).toBe(200);
  expect(await listFeed(`member:${ownerUid}`, "notification", fulfilment)).toBe(403);
  expect(await listFeed(`member:${ownerUid}`, "notification", customer)).toBe(403);
  expect(await listFeed(`member:${ownerUid}`, "notification")).toBe(403);
  expect(await listenerQuery(["ORDERS_READ", `member:${fulfilmentUid}`], fulfilment)).toBe(200);
  expect(await listenerQuery(["ORDERS_READ", `member:${ownerUid}`], fulfilment)).toBe(403);

  // Nobody writes an entry, the owner included.
  const write = await fetch(`http://${process.env.FIRESTORE_EMULATOR_HOST}/v1/${DOCUMENTS}/changeFeed?documentId=faux`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${owner}` },
    body: JSON.stringify({ fields: { kind: { stringValue: "order" }, permission: { stringValue: "ORDERS_READ" } } }),
  });
  expect(write.status).toBe(403);
});

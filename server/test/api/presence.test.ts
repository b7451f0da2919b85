/**
 * Who else is here (issue 36 point 3, docs/live.md « Who else is here »), on the emulators.
 * - A member's visit puts them in the others' `others`, named from their record; the feed gets one
 *   `presence` signal on arrival (recordId `order/<id>`, the kind's permission), none on a heartbeat.
 * - Leaving removes them, with a departure signal; a presence older than 75 seconds (a crashed
 *   page) is not counted and its next visit is an arrival again.
 * - A role without the kind's permission is refused (FORBIDDEN, in French) and nothing is written;
 *   a malformed id is refused before anything runs.
 * - recordLastSave names the member who just saved the record, says when it was the caller, and
 *   answers null when no member saved it in the last minute — or in the minute up to the write the
 *   feed reported (`writtenAt`), however late the feed heard of it.
 * - A member's save of a customer (no record kind of the feed) puts one `customer` signal in the
 *   feed, in the save's commit, for those who may open customers; a refused save puts none.
 */
import { Timestamp } from "firebase-admin/firestore";
import { permissionRefusal } from "@atelier/domain/staff/permissions";
import { clearEmulators } from "../support/emulators";
import { dumpDatabase } from "../support/database";
import { errorCodes, gql } from "../support/graphql";
import { BALANCE_MUTATIONS } from "../support/users";
import { createAccount, createMember, db } from "../support/identities";

jest.setTimeout(240_000);

const VISIT = `mutation Visit($kind: PresenceRecordKind!, $id: ID!) {
  visitRecord(kind: $kind, id: $id) { kind recordId others { id name seenAt } }
}`;
const LEAVE = `mutation Leave($kind: PresenceRecordKind!, $id: ID!) { leaveRecord(kind: $kind, id: $id) }`;
const PRESENCE = `query Presence($kind: PresenceRecordKind!, $id: ID!) { recordPresence(kind: $kind, id: $id) { others { id name } } }`;
const LAST_SAVE = `query LastSave($kind: PresenceRecordKind!, $id: ID!) { recordLastSave(kind: $kind, id: $id) { at memberName byMe } }`;

type Member = { uid: string; token: string };
let camille: Member;
let lea: Member;

const visit = (who: Member, id: string, kind = "ORDER") => gql(VISIT, { token: who.token, variables: { kind, id } });
const leave = (who: Member, id: string, kind = "ORDER") => gql(LEAVE, { token: who.token, variables: { kind, id } });
const presence = (who: Member, id: string, kind = "ORDER") => gql(PRESENCE, { token: who.token, variables: { kind, id } });
/** The feed's presence signals about a record, oldest first. */
const signals = async (recordId: string) =>
  (await db().collection("changeFeed").where("recordId", "==", recordId).get()).docs
    .map((d) => d.data())
    .sort((a, b) => a.at.toMillis() - b.at.toMillis())
    .map(({ kind, recordId: id, change, permission }) => ({ kind, recordId: id, change, permission }));

async function order(id: string) {
  await db().doc(`orders/${id}`).set({ userId: "client-presence", status: "paid", total: 42, items: [], createdAt: new Date(), trackingNumber: null });
}

beforeAll(async () => {
  await clearEmulators();
  camille = await createAccount("camille.presence@atelier.test", { firstName: "Camille", lastName: "Martin", isAdmin: true, staffRole: "OWNER", credits: 0 });
  lea = await createAccount("lea.presence@atelier.test", { firstName: "Léa", lastName: "Petit", isAdmin: true, staffRole: "SUPPORT", credits: 0 });
});
afterAll(() => clearEmulators(), 60_000);

it("une visite met le membre dans les « autres » de ses collègues ; un seul signal à l’arrivée, aucun au battement", async () => {
  await order("commande-presence");
  const first = await visit(camille, "commande-presence");
  expect(first.errors).toBeUndefined();
  expect(first.data!.visitRecord).toEqual({ kind: "ORDER", recordId: "commande-presence", others: [] });

  const second = await visit(lea, "commande-presence");
  expect(second.data!.visitRecord.others).toEqual([{ id: camille.uid, name: "Camille Martin", seenAt: expect.any(String) }]);
  // Camille's heartbeat: Léa is there, and nobody is told again that Camille arrived.
  const heartbeat = await visit(camille, "commande-presence");
  expect(heartbeat.data!.visitRecord.others.map((m: { name: string }) => m.name)).toEqual(["Léa Petit"]);
  expect((await presence(lea, "commande-presence")).data!.recordPresence.others).toEqual([{ id: camille.uid, name: "Camille Martin" }]);

  const written = await signals("order/commande-presence");
  const arrival = { kind: "presence", recordId: "order/commande-presence", change: "created", permission: "ORDERS_READ" };
  expect(written).toEqual([arrival, arrival]);
  const doc = (await db().doc(`presence/order_commande-presence_${camille.uid}`).get()).data()!;
  expect(Object.keys(doc).sort()).toEqual(["expireAt", "memberName", "memberUid", "recordId", "recordKind", "seenAt"]);
  expect(doc).toMatchObject({ recordKind: "order", recordId: "commande-presence", memberUid: camille.uid, memberName: "Camille Martin" });
  const ttl = doc.expireAt.toMillis() - doc.seenAt.toMillis();
  expect(ttl).toBe(75_000);

  // Leaving: gone for the others, with a departure signal; leaving twice is nothing more.
  expect((await leave(lea, "commande-presence")).data!.leaveRecord).toBe(true);
  expect((await presence(camille, "commande-presence")).data!.recordPresence.others).toEqual([]);
  expect((await leave(lea, "commande-presence")).data!.leaveRecord).toBe(false);
  expect(await signals("order/commande-presence")).toEqual([arrival, arrival, { ...arrival, change: "deleted" }]);
  expect((await db().doc(`presence/order_commande-presence_${lea.uid}`).get()).exists).toBe(false);
});

it("une présence de plus de 75 secondes (une page plantée) ne compte plus, et la visite suivante est une arrivée", async () => {
  await visit(lea, "commande-plantee");
  const stale = Timestamp.fromMillis(Date.now() - 80_000);
  await db()
    .doc(`presence/order_commande-plantee_${lea.uid}`)
    .update({ seenAt: stale, expireAt: Timestamp.fromMillis(stale.toMillis() + 75_000) });
  expect((await visit(camille, "commande-plantee")).data!.visitRecord.others).toEqual([]);
  await visit(lea, "commande-plantee");
  expect((await signals("order/commande-plantee")).map((s) => s.change)).toEqual(["created", "created", "created"]);
  expect((await visit(camille, "commande-plantee")).data!.visitRecord.others.map((m: { name: string }) => m.name)).toEqual(["Léa Petit"]);
});

it("chaque sorte de fiche demande sa permission : refusé en français, rien d’écrit", async () => {
  // Léa (Service client) reads orders, customers and the inbox, not creations.
  const before = await dumpDatabase();
  for (const call of [visit(lea, "creation-x", "CREATION"), leave(lea, "creation-x", "CREATION"), presence(lea, "creation-x", "CREATION")]) {
    const response = await call;
    expect(errorCodes(response)).toEqual(["FORBIDDEN"]);
    expect(response.errors![0]!.message).toBe(permissionRefusal(["MODERATION"]));
    expect(response.data ?? null).toBeNull();
  }
  // A member whose role holds none of the record pages' permissions is refused before the resolver.
  const accounting = await createMember("ACCOUNTING", "compta-presence@atelier.test");
  const afterMember = await dumpDatabase();
  const customer = await gql(VISIT, { token: accounting.token, variables: { kind: "CUSTOMER", id: "client-x" } });
  expect(errorCodes(customer)).toEqual(["FORBIDDEN"]);
  expect(customer.errors![0]!.message).toBe(permissionRefusal(["CUSTOMERS_READ"]));
  expect(await dumpDatabase()).toEqual(afterMember);
  expect(Object.keys(afterMember).filter((path) => path.startsWith("presence/") || path.startsWith("changeFeed/"))).toEqual(
    Object.keys(before).filter((path) => path.startsWith("presence/") || path.startsWith("changeFeed/")),
  );
});

it("refuse un identifiant mal formé avant toute lecture", async () => {
  const response = await gql(VISIT, { token: camille.token, variables: { kind: "ORDER", id: "a/../b" } });
  expect(errorCodes(response)).toEqual(["BAD_USER_INPUT"]);
  expect(response.errors![0]!.message).toMatch(/^Identifiant invalide pour « id »/);
  expect((await db().collection("presence").where("recordId", "==", "a/../b").get()).size).toBe(0);
});

it("recordLastSave nomme qui vient d’enregistrer la fiche, sauf soi-même ; rien sans enregistrement d’un membre", async () => {
  await order("commande-enregistree");
  const lastSave = (who: Member) => gql(LAST_SAVE, { token: who.token, variables: { kind: "ORDER", id: "commande-enregistree" } });
  expect((await lastSave(camille)).data!.recordLastSave).toBeNull();
  const saved = await gql(`mutation { setOrderTrackingNumber(input: { orderId: "commande-enregistree", trackingNumber: "6A123" }) { userErrors { code } } }`, {
    token: camille.token,
  });
  expect(saved.data!.setOrderTrackingNumber.userErrors).toEqual([]);
  expect((await lastSave(lea)).data!.recordLastSave).toEqual({ at: expect.any(String), memberName: "Camille Martin", byMe: false });
  expect((await lastSave(camille)).data!.recordLastSave).toMatchObject({ byMe: true });
});

it("recordLastSave cherche autour de l’écriture que le fil rapporte (writtenAt), même entendue plus d’une minute après", async () => {
  await order("commande-entendue-tard");
  const saved = await gql(
    `mutation { setOrderTrackingNumber(input: { orderId: "commande-entendue-tard", trackingNumber: "6A456" }) { userErrors { code } } }`,
    {
      token: camille.token,
    },
  );
  expect(saved.data!.setOrderTrackingNumber.userErrors).toEqual([]);
  // The save as if made five minutes ago: the trigger reporting it ran late on a loaded machine.
  const [entry] = (await db().collection("auditLog").where("targetId", "==", "commande-entendue-tard").get()).docs;
  const savedAt = Date.now() - 5 * 60_000;
  await entry!.ref.update({ at: Timestamp.fromMillis(savedAt) });
  const lastSave = (who: Member, writtenAt?: string) =>
    gql(`query LastSave($id: ID!, $writtenAt: DateTime) { recordLastSave(kind: ORDER, id: $id, writtenAt: $writtenAt) { memberName byMe } }`, {
      token: who.token,
      variables: { id: "commande-entendue-tard", writtenAt },
    });
  const at = (offsetMs: number) => new Date(savedAt + offsetMs).toISOString();

  // The last minute holds no save; the minute up to the write does (committed a moment after its entry was stamped).
  expect((await lastSave(lea)).data!.recordLastSave).toBeNull();
  expect((await lastSave(lea, at(800))).data!.recordLastSave).toEqual({ memberName: "Camille Martin", byMe: false });
  expect((await lastSave(camille, at(800))).data!.recordLastSave).toEqual({ memberName: "Camille Martin", byMe: true });
  // A write more than a minute after the save, or well before it, is not that save's.
  expect((await lastSave(lea, at(61_000))).data!.recordLastSave).toBeNull();
  expect((await lastSave(lea, at(-10_000))).data!.recordLastSave).toBeNull();

  const malformed = await lastSave(lea, "hier");
  expect(errorCodes(malformed)).toEqual(["BAD_USER_INPUT"]);
  expect(malformed.errors![0]!.message).toContain("Date invalide");
  expect(malformed.errors![0]!.message).toContain("attendu une date ISO-8601");
});

it("enregistrer un client le signale à sa fiche (signal « customer »), nommant qui l’a fait ; un refus ne signale rien", async () => {
  const customer = await createAccount("client.presence@exemple.fr", { firstName: "Inès", lastName: "Roux", isAdmin: false, credits: 10 });
  const adjust = (delta: number) =>
    gql(BALANCE_MUTATIONS.adjustCredits, { token: camille.token, variables: { input: { userId: customer.uid, delta, reason: "Geste commercial" } } });
  const refused = await adjust(0.5);
  expect(refused.data!.adjustUserCredits.userErrors).not.toEqual([]);
  expect(await signals(customer.uid)).toEqual([]);

  expect((await adjust(5)).data!.adjustUserCredits.userErrors).toEqual([]);
  expect(await signals(customer.uid)).toEqual([{ kind: "customer", recordId: customer.uid, change: "updated", permission: "CUSTOMERS_READ" }]);
  const lastSave = (who: Member) => gql(LAST_SAVE, { token: who.token, variables: { kind: "CUSTOMER", id: customer.uid } });
  expect((await lastSave(lea)).data!.recordLastSave).toEqual({ at: expect.any(String), memberName: "Camille Martin", byMe: false });
  expect((await lastSave(camille)).data!.recordLastSave).toMatchObject({ byMe: true });
});

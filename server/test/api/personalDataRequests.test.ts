/**
 * The register of personal-data requests (issue 37 point 3, docs/personal-data.md « Registre des
 * demandes »), on the Functions emulator.
 * - A request is due one calendar month after receipt; the open list is sorted by due date, the
 *   work queue (?late=1) lists those due within 7 days or overdue, and its count is the list's.
 * - Closing mails the answer to the address kept at recording, moves the request to the closed
 *   list, and is audited; refusals change nothing.
 * - An erasure request is done only once the erasure is; then the only document left holding the
 *   customer's address is the answer mail itself.
 * - A role without « Données personnelles » is refused before any read.
 */
import { addDays, parisDay } from "@atelier/domain/parisCalendar";
import { requestDueOn } from "@atelier/domain/personalData/requests";
import { OUTCOME_SENTENCES, requestMessages } from "../../src/personalData/requests/repository";
import { clearEmulators } from "../support/emulators";
import { errorCodes, gql } from "../support/graphql";
import { createAccount, createAdmin, createMember, db } from "../support/identities";
import { everyDocument } from "../support/personalData";

jest.setTimeout(360_000);

const FIELDS = `id kind kindLabel state stateLabel receivedOn dueOn daysLeft note mailable answer user { id } recordedBy { id } closedBy { id }`;
const RECORD = `mutation Record($input: RecordPersonalDataRequestInput!) {
  recordPersonalDataRequest(input: $input) { personalDataRequest { ${FIELDS} } userErrors { field message code } }
}`;
const CLOSE = `mutation Close($input: ClosePersonalDataRequestInput!) {
  closePersonalDataRequest(input: $input) { personalDataRequest { ${FIELDS} } userErrors { field message code } }
}`;
const LIST = `query List($queue: PersonalDataRequestQueue!, $first: Int, $after: String) {
  personalDataRequests(queue: $queue, first: $first, after: $after) { totalCount edges { node { id receivedOn dueOn daysLeft } } pageInfo { hasNextPage endCursor } }
}`;
const QUEUES = `{ workQueues { id lateCount path } }`;
const OF_CUSTOMER = `query Of($id: ID!) { user(id: $id) { personalDataRequests { id kind receivedOn } } }`;
const ERASE = `mutation Erase($input: ErasePersonalDataInput!) { erasePersonalData(input: $input) { erasure { state } userErrors { code } } }`;

let owner: { uid: string; token: string };
const today = () => parisDay(new Date());

const record = (input: Record<string, unknown>, token = owner.token) => gql(RECORD, { token, variables: { input } });
const close = (input: Record<string, unknown>, token = owner.token) => gql(CLOSE, { token, variables: { input } });
const list = async (queue: string, first = 25) => (await gql(LIST, { token: owner.token, variables: { queue, first } })).data!.personalDataRequests;
const registered = async () => (await db().collection("personalDataRequests").get()).size;
const audits = async (action: string) => (await db().collection("auditLog").where("action", "==", action).get()).docs.map((d) => d.data());

async function customer(email: string, firstName = "Léonie", lastName = "Marchetti") {
  return createAccount(email, { email, firstName, lastName, isAdmin: false, credits: 0, createdAt: new Date() });
}

beforeAll(async () => {
  await clearEmulators();
  owner = await createAdmin("proprietaire-registre@atelier.test");
});
afterAll(() => clearEmulators(), 60_000);

describe("registre des demandes", () => {
  let ids: { today: string; soon: string; overdue: string };
  let leonie: { uid: string };

  beforeAll(async () => {
    leonie = await customer("leonie.marchetti@exemple.fr");
    const recorded = async (kind: string, receivedOn: string, note: string | null = null) => {
      const response = await record({ userId: leonie.uid, kind, receivedOn, note });
      expect(response.data!.recordPersonalDataRequest.userErrors).toEqual([]);
      return response.data!.recordPersonalDataRequest.personalDataRequest;
    };
    const fresh = await recorded("ACCESS", today(), "  Par courrier recommandé  ");
    expect(fresh).toMatchObject({
      kind: "ACCESS",
      kindLabel: "Accès (art. 15)",
      state: "OPEN",
      stateLabel: "À traiter",
      receivedOn: today(),
      dueOn: requestDueOn(today()),
      note: "Par courrier recommandé",
      mailable: true,
      user: { id: leonie.uid },
      recordedBy: { id: owner.uid },
      closedBy: null,
    });
    expect(fresh.daysLeft).toBeGreaterThanOrEqual(28);
    // Received 28 days ago: due within 0 to 3 days, whatever the months' lengths.
    const soon = await recorded("PORTABILITY", addDays(today(), -28));
    expect(soon.daysLeft).toBeGreaterThanOrEqual(0);
    expect(soon.daysLeft).toBeLessThanOrEqual(7);
    const overdue = await recorded("RECTIFICATION", addDays(today(), -40));
    expect(overdue.daysLeft).toBeLessThan(0);
    ids = { today: fresh.id, soon: soon.id, overdue: overdue.id };
  });

  it("range les demandes ouvertes par échéance ; la file d’attente compte exactement ce que liste ?late=1", async () => {
    const open = await list("OPEN");
    expect(open.edges.map((e: any) => e.node.id)).toEqual([ids.overdue, ids.soon, ids.today]);
    expect(open.totalCount).toBe(3);
    const dueSoon = await list("DUE_SOON");
    expect(dueSoon.edges.map((e: any) => e.node.id)).toEqual([ids.overdue, ids.soon]);
    expect(dueSoon.totalCount).toBe(2);
    const queues = (await gql(QUEUES, { token: owner.token })).data!.workQueues;
    expect(queues).toContainEqual({ id: "PERSONAL_DATA_REQUESTS_DUE", lateCount: 2, path: "/personal-data-requests?late=1" });
    // Pages: one at a time, in the same order.
    const first = (await gql(LIST, { token: owner.token, variables: { queue: "OPEN", first: 2 } })).data!.personalDataRequests;
    expect(first.pageInfo.hasNextPage).toBe(true);
    const next = (await gql(LIST, { token: owner.token, variables: { queue: "OPEN", first: 2, after: first.pageInfo.endCursor } })).data!.personalDataRequests;
    expect(next.edges.map((e: any) => e.node.id)).toEqual([ids.today]);
    // The customer's page: their requests, the last received first.
    const mine = (await gql(OF_CUSTOMER, { token: owner.token, variables: { id: leonie.uid } })).data!.user.personalDataRequests;
    expect(mine.map((r: any) => r.id)).toEqual([ids.today, ids.soon, ids.overdue]);
    // The audit entry names the customer by id, never by address.
    const entries = await audits("personalDataRequest.record");
    expect(entries).toHaveLength(3);
    expect(JSON.stringify(entries)).not.toContain("leonie.marchetti@exemple.fr");
    expect(entries.find((e) => e.targetId === ids.today)!.after).toMatchObject({ userId: leonie.uid, kind: "ACCESS", dueOn: requestDueOn(today()) });
  });

  it("refuse en français ce qui ne va pas, sans rien écrire", async () => {
    const before = await registered();
    const auditsBefore = (await db().collection("auditLog").get()).size;
    const refusal = async (input: Record<string, unknown>) =>
      (await record({ userId: leonie.uid, kind: "ACCESS", receivedOn: today(), ...input })).data!.recordPersonalDataRequest.userErrors.map((e: any) => [
        e.field.join("."),
        e.code,
        e.message,
      ]);
    expect(await refusal({ receivedOn: addDays(today(), 1) })).toEqual([
      ["input.receivedOn", "OUT_OF_RANGE", "La date de réception ne peut pas être dans le futur."],
    ]);
    expect(await refusal({ receivedOn: "02/12/2026" })).toEqual([
      ["input.receivedOn", "INVALID", "La date de réception doit être une date au format AAAA-MM-JJ."],
    ]);
    expect(await refusal({ note: "x".repeat(1_001) })).toEqual([["input.note", "TOO_LONG", "La note ne peut pas dépasser 1\u00a0000 caractères."]]);
    expect(await refusal({ userId: "client-inconnu" })).toEqual([["input.userId", "NOT_FOUND", requestMessages.notFound]]);
    // An id that is no id of ours is refused at the edge.
    expect(errorCodes(await record({ userId: "../users/x", kind: "ACCESS", receivedOn: today() }))).toEqual(["BAD_USER_INPUT"]);

    const closing = async (input: Record<string, unknown>) =>
      (await close({ id: ids.today, outcome: "DONE", ...input })).data!.closePersonalDataRequest.userErrors.map((e: any) => [e.field.join("."), e.code]);
    expect(await closing({ outcome: "REFUSED" })).toEqual([["input.answer", "REQUIRED"]]);
    expect(await closing({ outcome: "OPEN" })).toEqual([["input.outcome", "INVALID"]]);
    expect(await closing({ answer: "y".repeat(2_001) })).toEqual([["input.answer", "TOO_LONG"]]);
    expect(await closing({ id: "demande-inconnue" })).toEqual([["input.id", "NOT_FOUND"]]);

    expect(await registered()).toBe(before);
    expect((await db().collection("auditLog").get()).size).toBe(auditsBefore);
    expect((await db().collection("mail").get()).size).toBe(0);
  });

  it("clôturer envoie la réponse au client, range la demande parmi les traitées et sort de la file", async () => {
    const answer = "Vous trouverez ci-joint l’export de vos données.";
    const closed = (await close({ id: ids.soon, outcome: "DONE", answer })).data!.closePersonalDataRequest;
    expect(closed.userErrors).toEqual([]);
    expect(closed.personalDataRequest).toMatchObject({ state: "DONE", stateLabel: "Traitée", answer, closedBy: { id: owner.uid } });

    const mails = (await db().collection("mail").get()).docs.map((d) => d.data());
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: "leonie.marchetti@exemple.fr",
      source: "personalDataRequest.close",
      template: {
        name: "personal-data-request-answered",
        data: { firstName: "Léonie", kind: "Portabilité (art. 20)", outcome: OUTCOME_SENTENCES.DONE, answer },
      },
    });
    expect((await db().doc(`personalDataRequests/${ids.soon}`).get()).get("answerMailId")).toBe((await db().collection("mail").get()).docs[0]!.id);

    expect((await list("CLOSED")).edges.map((e: any) => e.node.id)).toEqual([ids.soon]);
    expect((await list("DUE_SOON")).edges.map((e: any) => e.node.id)).toEqual([ids.overdue]);
    const queue = (await gql(QUEUES, { token: owner.token })).data!.workQueues.find((q: any) => q.id === "PERSONAL_DATA_REQUESTS_DUE");
    expect(queue.lateCount).toBe(1);
    expect((await audits("personalDataRequest.close"))[0]).toMatchObject({
      targetId: ids.soon,
      before: { state: "OPEN" },
      after: { userId: leonie.uid, kind: "PORTABILITY", state: "DONE", mailed: true },
    });

    // Once closed, it stays closed.
    const again = (await close({ id: ids.soon, outcome: "REFUSED", answer: "Non." })).data!.closePersonalDataRequest;
    expect(again.userErrors).toEqual([{ field: ["input", "id"], message: requestMessages.closed, code: "ALREADY_CLOSED" }]);
    expect((await db().collection("mail").get()).size).toBe(1);
  });

  it("un rôle sans « Données personnelles » est refusé, et ne voit pas la file d’attente", async () => {
    const manager = await createMember("MANAGER", "gestion-registre@atelier.test");
    const before = await registered();
    expect(errorCodes(await record({ userId: leonie.uid, kind: "ACCESS", receivedOn: today() }, manager.token))).toEqual(["FORBIDDEN"]);
    expect(errorCodes(await close({ id: ids.today, outcome: "DONE" }, manager.token))).toEqual(["FORBIDDEN"]);
    expect(errorCodes(await gql(LIST, { token: manager.token, variables: { queue: "OPEN" } }))).toEqual(["FORBIDDEN"]);
    expect(errorCodes(await gql(OF_CUSTOMER, { token: manager.token, variables: { id: leonie.uid } }))).toEqual(["FORBIDDEN"]);
    const queues = (await gql(QUEUES, { token: manager.token })).data!.workQueues.map((q: any) => q.id);
    expect(queues).not.toContain("PERSONAL_DATA_REQUESTS_DUE");
    expect(await registered()).toBe(before);
  });
});

it("une demande d’effacement se clôt une fois l’effacement fait ; ensuite seule la réponse garde l’adresse", async () => {
  const email = "octavie.ferrandini@exemple.fr";
  const octavie = await customer(email, "Octavie", "Ferrandini");
  const recorded = (await record({ userId: octavie.uid, kind: "ERASURE", receivedOn: today(), note: "Demande de Mme Ferrandini par e-mail" })).data!
    .recordPersonalDataRequest.personalDataRequest;

  const early = (await close({ id: recorded.id, outcome: "DONE" })).data!.closePersonalDataRequest;
  expect(early.userErrors).toEqual([{ field: ["input", "outcome"], message: requestMessages.erasureNotDone, code: "ERASURE_NOT_DONE" }]);

  let state = "RUNNING";
  while (state === "RUNNING") {
    const run = (await gql(ERASE, { token: owner.token, variables: { input: { userId: octavie.uid, confirmation: "EFFACER" } } })).data!.erasePersonalData;
    expect(run.userErrors).toEqual([]);
    state = run.erasure.state;
  }
  // Erased, the request is pseudonymised, but still knows where its answer goes.
  const kept = (await db().doc(`personalDataRequests/${recorded.id}`).get()).data()!;
  expect(kept.replyTo).toBe(email);
  expect(kept.note).not.toContain("Ferrandini");

  const done = (await close({ id: recorded.id, outcome: "DONE", answer: "Vos données personnelles ont été effacées." })).data!.closePersonalDataRequest;
  expect(done.userErrors).toEqual([]);
  expect(done.personalDataRequest).toMatchObject({ state: "DONE", mailable: true });
  const answer = (await db().collection("mail").where("to", "==", email).get()).docs;
  expect(answer).toHaveLength(1);
  expect(answer[0]!.get("template")).toMatchObject({ name: "personal-data-request-answered", data: { firstName: "", kind: "Effacement (art. 17)" } });

  // The address and the names are nowhere else: not in the register, not in its audit entries.
  const holding = (await everyDocument()).filter((doc) => /octavie|ferrandini/i.test(JSON.stringify(doc.data()))).map((doc) => doc.ref.path);
  expect(holding).toEqual([answer[0]!.ref.path]);
});

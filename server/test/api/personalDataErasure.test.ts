/**
 * A customer's erasure (issue 37, docs/personal-data.md): erasePersonalData on the Functions
 * emulator, over a demo data set, with the customer's personal values planted in every kind of
 * record that can hold them.
 * - Afterwards no document of any collection (issued invoices aside) holds their e-mail or names,
 *   their creations' files are gone from the storage, their account is disabled, their invoices
 *   are as issued, and the aggregates still equal the records.
 * - Bounded: 700 audit entries naming them take more than one call; each call stays in its budget.
 * - A second erasure changes no document.
 * - Refusals (confirmation, staff member, orders on their way, role) change nothing.
 */
import { FieldValue } from "firebase-admin/firestore";
import { mailboxKey, INBOX_COUNTERS, UNREAD_FIELDS } from "@atelier/domain/inbox";
import { normaliseSearchText } from "@atelier/domain/userSearchKeys";
import { adminAuth } from "../../src/firebase";
import { verifyAggregates } from "../../src/firestore/statsVerify";
import { rebuildAggregates } from "../../src/firestore/statsRebuild";
import { ERASURE_READS_PER_CALL, erasureMessages } from "../../src/personalData/erasure/repository";
import { erasedAccountEmail } from "../../src/personalData/erasure/erasure";
import { pseudonymOf } from "../../src/personalData/erasure/scrub";
import { createStorage } from "../../src/storage";
import { clearEmulators, withTriggersRunning } from "../support/emulators";
import { everyDocument, seedPersonalDataDemo } from "../support/personalData";
import { expectAggregatesToSettle } from "../support/aggregates";
import { errorCodes, gql } from "../support/graphql";
import { createMember, db } from "../support/identities";

jest.setTimeout(600_000);

const ERASE = `mutation Erase($input: ErasePersonalDataInput!) {
  erasePersonalData(input: $input) {
    erasure { state pseudonym accountDisabled current { filesDeleted lines { collection label pseudonymised deleted kept } } runs { finishedAt } }
    user { id firstName lastName email }
    userErrors { field message code }
  }
}`;

const FIRST = "Zéphyrine";
const LAST = "Quintavalle-Brisebois";
const storage = createStorage();

let owner: { uid: string; token: string };
let customer: { uid: string; email: string; orders: string[]; files: string[] };
/** Another customer's creation files: they stay. */
let otherFiles: string[];

const erase = (uid: string, token = owner.token, confirmation = "EFFACER") => gql(ERASE, { token, variables: { input: { userId: uid, confirmation } } });

const storedFiles = async (paths: string[]) => (await Promise.all(paths.map((p) => storage.stat(p)))).filter(Boolean).length;

beforeAll(async () => {
  const demo = await seedPersonalDataDemo();
  owner = demo.owner;
  const { uid, email, orders: orderIds } = demo.customer;
  const otherUid = demo.other.uid;
  const filesOf = async (userId: string) =>
    (await db().collection("creations").where("userId", "==", userId).get()).docs.flatMap((d) =>
      [d.get("imageUrl"), d.get("sourceImageUrl")].flatMap((ref) =>
        typeof ref === "string" ? [decodeURIComponent(ref.replace(/^https:\/\/[^/]+\/v0\/b\/[^/]+\/o\//, "").replace(/\?.*$/, ""))] : [],
      ),
    );
  customer = { uid: uid!, email, orders: orderIds!, files: await filesOf(uid!) };
  otherFiles = await filesOf(otherUid!);

  // Their names made unique, so that finding one afterwards can only be a leak; their account.
  await db().doc(`users/${uid}`).update({ firstName: FIRST, lastName: LAST });
  // The seed gave every demo customer an account.
  await adminAuth().updateUser(uid!, { displayName: `${FIRST} ${LAST}` });
  // Their orders delivered (an order on its way keeps its address: tested below), the aggregates rebuilt from the records.
  for (const id of orderIds!) {
    const order = await db().doc(`orders/${id}`).get();
    if (["paid", "processing", "shipped"].includes(order.get("status"))) await order.ref.update({ status: "delivered" });
  }
  const [first] = orderIds!;
  await db()
    .doc(`orders/${first}`)
    .update({
      shippingAddress: { fullName: `${FIRST} ${LAST}`, line1: "12 impasse des Lilas", line2: null, postalCode: "38000", city: "Grenoble", country: "France" },
      notes: [{ text: `${FIRST} a appelé`, authorUid: owner.uid, createdAt: new Date() }],
    });
  await db()
    .doc(`orders/${first}/notes/rgpd-note`)
    .set({ text: `Rappeler ${FIRST} au ${email}`, authorUid: owner.uid, createdAt: new Date() });
  // What the customer wrote and what was written to or about them, in each collection that can hold it.
  const now = new Date();
  await db()
    .doc("feedback/rgpd-feedback")
    .set({ userId: uid, userName: `${FIRST} ${LAST}`, userEmail: email, message: `Merci ! ${FIRST}`, status: "NEW", counted: true, createdAt: now });
  await db()
    .doc("contactMessages/rgpd-message")
    .set({
      name: `${FIRST} ${LAST}`,
      email,
      mailboxKey: mailboxKey(email),
      subject: "Ma commande",
      message: "Bonjour",
      status: "NEW",
      counted: true,
      createdAt: now,
      replies: [],
    });
  await db()
    .doc(INBOX_COUNTERS.collection + "/" + INBOX_COUNTERS.doc)
    .set({ [UNREAD_FIELDS.feedback]: FieldValue.increment(1), [UNREAD_FIELDS.contactMessages]: FieldValue.increment(1) }, { merge: true });
  await db()
    .doc("mail/rgpd-mail")
    .set({ to: email, template: { name: "order-shipped", data: { firstName: FIRST } }, source: "trigger", createdAt: now });
  await db()
    .doc("mail/rgpd-mail-list")
    .set({ to: [email], template: { name: "contact-reply", data: { name: `${FIRST} ${LAST}` } }, source: "trigger", createdAt: now });
  await db().doc(`storefrontQuota/${uid}`).set({ count: 1, windowStart: now });
  await db()
    .doc("transactions/rgpd-geste")
    .set({ userId: uid, type: "CREDIT_ADJUSTMENT", status: "SUCCEEDED", amount: 0, credits: 0, description: `Geste commercial pour ${FIRST}`, createdAt: now });
  await db()
    .doc("approvalRequests/rgpd-demande")
    .set({ targetType: "user", targetId: uid, kind: "CREDIT_GRANT", payload: { reason: `Fidélité de ${FIRST} ${LAST}` }, status: "PENDING", createdAt: now });
  // Their request of the register, still open (its answer goes once the erasure is done), and one closed.
  const request = { userId: uid, kind: "ERASURE", receivedOn: "2026-11-20", dueOn: "2026-12-20", recordedBy: owner.uid, recordedAt: now };
  await db()
    .doc("personalDataRequests/rgpd-ouverte")
    .set({ ...request, state: "OPEN", note: `Demande de ${FIRST} ${LAST}`, replyTo: email });
  await db()
    .doc("personalDataRequests/rgpd-close")
    .set({ ...request, kind: "ACCESS", state: "DONE", note: null, replyTo: email, answer: `Export remis à ${FIRST}`, closedBy: owner.uid, closedAt: now });
  await db()
    .doc(`creations/${(await db().collection("creations").where("userId", "==", uid).limit(1).get()).docs[0]!.id}`)
    .update({ prompt: `Portrait de ${FIRST}` });
  // 700 audit entries naming them: more than one call's budget.
  const writer = db().bulkWriter();
  for (let i = 0; i < 700; i++) {
    writer.set(db().collection("auditLog").doc(), {
      actorUid: owner.uid,
      action: "user.update",
      targetType: "user",
      targetId: uid,
      before: { email },
      after: { lastName: LAST },
      at: now,
    });
  }
  await writer.close();
}, 600_000);

afterAll(() => clearEmulators(), 60_000);

describe("refusé sans rien changer", () => {
  it("sans la confirmation tapée, pour un membre de l’équipe, ou pour un client dont une commande est en route", async () => {
    const wrong = await erase(customer.uid, owner.token, "effacer ?");
    expect(wrong.data!.erasePersonalData.userErrors).toEqual([
      { field: ["input", "confirmation"], message: erasureMessages.confirmation, code: "CONFIRMATION" },
    ]);
    const staff = await erase(owner.uid);
    expect(staff.data!.erasePersonalData.userErrors.map((e: any) => e.code)).toEqual(["STAFF_MEMBER"]);
    const unknown = await erase("client-inconnu");
    expect(unknown.data!.erasePersonalData.userErrors.map((e: any) => e.message)).toEqual([erasureMessages.notFound]);

    const shipping = await db()
      .collection("users")
      .add({ email: "colis@exemple.fr", firstName: "Colis", lastName: "Enroute", isAdmin: false, createdAt: new Date() });
    await db().collection("orders").add({ userId: shipping.id, status: "shipped", total: 10, createdAt: new Date(), items: [] });
    const onItsWay = await erase(shipping.id);
    expect(onItsWay.data!.erasePersonalData.userErrors).toEqual([
      { field: ["input", "userId"], message: erasureMessages.openOrders, code: "ORDERS_IN_PROGRESS" },
    ]);
    expect((await db().doc(`users/${shipping.id}`).get()).get("email")).toBe("colis@exemple.fr");
    for (const doc of (await db().collection("orders").where("userId", "==", shipping.id).get()).docs) await doc.ref.delete();
    await shipping.delete();

    const manager = await createMember("MANAGER", "gestion-effacement@atelier.test");
    const forbidden = await erase(customer.uid, manager.token);
    expect(errorCodes(forbidden)).toEqual(["FORBIDDEN"]);
    expect((await db().collection("personalDataErasures").get()).size).toBe(0);
    expect((await db().collection("auditLog").where("action", "==", "user.erasePersonalData").get()).size).toBe(0);
  });
});

describe("l’effacement d’un client", () => {
  let invoicesBefore: Record<string, unknown>[];
  let calls: Awaited<ReturnType<typeof erase>>[];

  beforeAll(async () => {
    invoicesBefore = (await db().collection("accountingDocuments").where("orderId", "in", customer.orders.slice(0, 30)).get()).docs.map((d) => d.data());
    expect(await storedFiles(customer.files)).toBe(customer.files.length);
    // The refusals above wrote users with the triggers paused: the aggregates start equal to the records.
    await rebuildAggregates(db());
    calls = [];
    // As the console does: call again while « en cours ». The triggers run, as in production.
    await withTriggersRunning(async () => {
      do calls.push(await erase(customer.uid));
      while (calls.at(-1)!.data?.erasePersonalData.erasure?.state === "RUNNING" && calls.length < 20);
      await expectAggregatesToSettle();
    });
  });

  it("se fait en plusieurs appels bornés, chacun sous son budget de lectures", () => {
    expect(calls.map((c) => c.data?.erasePersonalData.userErrors)).toEqual(calls.map(() => []));
    expect(calls.at(-1)!.data!.erasePersonalData.erasure.state).toBe("DONE");
    expect(calls.length).toBeGreaterThan(1);
    for (const call of calls) expect(call.extensions!.cost!.firestoreReads).toBeLessThanOrEqual(ERASURE_READS_PER_CALL + 5);
  });

  it("ne laisse l’e-mail ni les noms du client dans aucun document, factures émises et adresse de réponse d’une demande ouverte mises à part", async () => {
    const needles = [customer.email, mailboxKey(customer.email), FIRST, LAST].map((n) => normaliseSearchText(n));
    // An open request of the register keeps where its answer goes (docs/personal-data.md), and nothing else.
    const open = (await db().collection("personalDataRequests").where("userId", "==", customer.uid).where("state", "==", "OPEN").get()).docs;
    expect(open.map((doc) => doc.get("replyTo"))).toEqual(open.map(() => customer.email));
    expect(open.map((doc) => doc.id)).toContain("rgpd-ouverte");
    const leaks = (await everyDocument())
      .filter((doc) => !doc.ref.path.startsWith("accountingDocuments/"))
      .flatMap((doc) => {
        const data = open.some((request) => request.ref.path === doc.ref.path) ? { ...doc.data(), replyTo: null } : doc.data();
        const text = normaliseSearchText(JSON.stringify(data));
        // As whole words: « service-client@atelier.test » (a team member) is not « client@atelier.test ».
        return needles.filter((n) => new RegExp(`(?<![a-z0-9._%+-])${n.replace(/[.+]/g, "\\$&")}(?![a-z0-9])`).test(text)).map((n) => `${doc.ref.path}: ${n}`);
      });
    expect(leaks).toEqual([]);
  });

  it("supprime ce qui n’a pas à rester, pseudonymise ce qui doit rester, garde les factures telles qu’émises", async () => {
    for (const path of [
      "feedback/rgpd-feedback",
      "contactMessages/rgpd-message",
      "mail/rgpd-mail",
      "mail/rgpd-mail-list",
      `storefrontQuota/${customer.uid}`,
      `orders/${customer.orders[0]}/notes/rgpd-note`,
    ]) {
      expect([path, (await db().doc(path).get()).exists]).toEqual([path, false]);
    }
    const pseudonym = pseudonymOf(customer.uid);
    const order = (await db().doc(`orders/${customer.orders[0]}`).get()).data()!;
    expect(order.shippingAddress).toEqual({ fullName: pseudonym, line1: null, line2: null, postalCode: null, city: null, country: "France" });
    expect(order.notes).toEqual([]);
    expect(order.userId).toBe(customer.uid);
    expect((await db().doc("transactions/rgpd-geste").get()).get("description")).toBe(`Geste commercial pour ${pseudonym}`);
    const user = (await db().doc(`users/${customer.uid}`).get()).data()!;
    expect(user).toMatchObject({ email: null, firstName: "Client effacé", photoURL: null });
    expect(`${user.firstName} ${user.lastName}`).toBe(pseudonym);
    const invoicesAfter = (await db().collection("accountingDocuments").where("orderId", "in", customer.orders.slice(0, 30)).get()).docs.map((d) => d.data());
    expect(invoicesAfter).toEqual(invoicesBefore);

    const erasure = calls.at(-1)!.data!.erasePersonalData.erasure;
    const line = (collection: string) => erasure.current.lines.find((l: any) => l.collection === collection);
    expect(line("auditLog").pseudonymised).toBeGreaterThanOrEqual(700);
    // Their requests of the register: kept, as proof of the answers, under the pseudonym.
    expect(line("personalDataRequests").pseudonymised).toBeGreaterThanOrEqual(2);
    expect((await db().doc("personalDataRequests/rgpd-close").get()).get("answer")).toBe(`Export remis à ${erasure.pseudonym}`);
    expect(line("feedback").deleted).toBeGreaterThanOrEqual(1);
    expect(line("accountingDocuments").kept).toBe(
      (await db().collection("accountingDocuments").where("orderId", "in", customer.orders.slice(0, 30)).get()).size,
    );
    expect(erasure.current.filesDeleted).toBe(customer.files.length);
    expect(erasure.accountDisabled).toBe(true);
  });

  it("supprime les fichiers de ses créations et garde ceux des autres ; désactive son compte", async () => {
    expect(await storedFiles(customer.files)).toBe(0);
    expect(await storedFiles(otherFiles)).toBe(otherFiles.length);
    const account = await adminAuth().getUser(customer.uid);
    expect([account.disabled, account.email, account.displayName]).toEqual([true, erasedAccountEmail(customer.uid), pseudonymOf(customer.uid)]);
  });

  it("laisse les agrégats et les compteurs de la messagerie égaux aux enregistrements", async () => {
    const result = await verifyAggregates(db(), { source: "test", repair: false, settleMs: 0 });
    expect(result.drifts).toEqual([]);
  });

  it("un second effacement ne change aucun document, et le certificat garde les deux passages", async () => {
    const before = new Map((await everyDocument()).map((d) => [d.ref.path, d.updateTime!.toMillis()]));
    const again: Awaited<ReturnType<typeof erase>>[] = [];
    do again.push(await erase(customer.uid));
    while (again.at(-1)!.data?.erasePersonalData.erasure?.state === "RUNNING" && again.length < 20);
    const after = await everyDocument();
    const changed = after
      .filter((d) => !d.ref.path.startsWith("personalDataErasures/") && before.get(d.ref.path) !== d.updateTime!.toMillis())
      .map((d) => `${d.ref.path} ${d.get("action") ?? ""}`);
    // Only the new run's own audit entry is new, with the signal it gives the customer's page
    // (docs/live.md « Someone else saved »: kind, id and time, nothing personal).
    expect(changed.sort()).toEqual([expect.stringMatching(/^auditLog\/\S+ user\.erasePersonalData$/), expect.stringMatching(/^changeFeed\/\S+ $/)]);
    const erasure = again.at(-1)!.data!.erasePersonalData.erasure;
    expect(erasure.runs).toHaveLength(2);
    expect(erasure.current.lines.filter((l: any) => l.pseudonymised + l.deleted > 0)).toEqual([]);
  });
});

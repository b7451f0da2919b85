/**
 * A member's notifications that persist (issue 36, docs/notifications.md), with the triggers
 * running on the emulators:
 * - an order paid as the storefront pays it, a contact message received, a write held for
 *   approval tell exactly the members whose role covers it and whose preferences want it, once,
 *   with a feed signal addressed to each alone and a mail when they asked for one;
 * - the hourly check of the work queues and the nightly check of the figures tell once a day;
 * - the bell's API: list, unread count, mark read, remove, clear — one's own only;
 * - the preferences: checked, stored, audited, and followed.
 */
import { MODERATION_QUEUE_THRESHOLD } from "@atelier/domain/notifications/memberNotifications";
import { notifyFiguresDrift, notifyLateWorkQueues } from "../../src/notifications/producers";
import { clearEmulators, clearEmulatorsWithTriggers } from "../support/emulators";
import { gql } from "../support/graphql";
import { eventually } from "../support/inbox";
import { createMember, db } from "../support/identities";

jest.setTimeout(360_000);

type Doc = Record<string, unknown> & { id: string };
const notificationsOf = async (uid: string): Promise<Doc[]> =>
  (await db().collection("memberNotifications").where("memberUid", "==", uid).get()).docs.map((d) => ({ id: d.id, ...d.data() }));
const waitForNotifications = (uid: string, count: number) =>
  eventually(
    () => notificationsOf(uid),
    (found) => found.length >= count,
    60_000,
  );
const signalsTo = async (uid: string) => (await db().collection("changeFeed").where("permission", "==", `member:${uid}`).get()).docs.map((d) => d.data());

const BELL = `{ items { id kind type title message link read } unreadCount }`;

let owner: { uid: string; token: string };
let fulfilment: { uid: string; token: string };
let moderation: { uid: string; token: string };
let support: { uid: string; token: string };
let accounting: { uid: string; token: string };

beforeAll(async () => {
  await clearEmulatorsWithTriggers();
  owner = await createMember("OWNER", "gerante-notif@atelier.test");
  fulfilment = await createMember("FULFILMENT", "preparation-notif@atelier.test");
  moderation = await createMember("MODERATION", "moderation-notif@atelier.test");
  support = await createMember("SUPPORT", "service-notif@atelier.test");
  accounting = await createMember("ACCOUNTING", "compta-notif@atelier.test");
}, 360_000);
afterAll(() => clearEmulators(), 60_000);

it("une commande payée au-dessus du montant de chacun le prévient, selon son rôle, une fois, avec un signal pour lui seul et un e-mail s’il l’a demandé", async () => {
  // The accountant wants paid orders by mail, from 40 €.
  const prefs = await gql(
    `mutation { updateNotificationPreferences(input: { inApp: [ORDER_PAID, FIGURES_DRIFT], mail: [ORDER_PAID], orderCentsAtLeast: 4000 }) {
      preferences { inApp mail orderCentsAtLeast } userErrors { field code } } }`,
    { token: accounting.token },
  );
  expect(prefs.data!.updateNotificationPreferences).toEqual({
    preferences: { inApp: ["ORDER_PAID", "FIGURES_DRIFT"], mail: ["ORDER_PAID"], orderCentsAtLeast: 4000 },
    userErrors: [],
  });

  // 50 € paid, as the storefront's payment writes it: under the default 100 €, above 40 €.
  await db()
    .collection("orders")
    .doc("commande-50")
    .set({ userId: "client-notif", status: "paid", total: 50, items: [], createdAt: new Date(), paidAt: new Date() });
  const [small] = await waitForNotifications(accounting.uid, 1);
  expect(small).toMatchObject({ kind: "ORDER_PAID", link: "/orders/commande-50", read: false, title: "Commande payée de 50,00\u00a0€" });
  // 150 € paid later: the owner, the preparer and the accountant; not the moderator (no orders in their role).
  await db().collection("orders").doc("commande-150").set({ userId: "client-notif", status: "pending", total: 150, items: [], createdAt: new Date() });
  await db().collection("orders").doc("commande-150").update({ status: "paid", paidAt: new Date() });
  await waitForNotifications(owner.uid, 1);
  await waitForNotifications(fulfilment.uid, 1);
  await waitForNotifications(accounting.uid, 2);
  await waitForNotifications(support.uid, 1);
  expect((await notificationsOf(owner.uid)).map((n) => n.link)).toEqual(["/orders/commande-150"]);
  expect(await notificationsOf(moderation.uid)).toEqual([]);

  // One signal each, addressed to them alone, naming nothing but the notification.
  const signals = await signalsTo(owner.uid);
  expect(signals).toHaveLength(1);
  expect(signals[0]).toMatchObject({ kind: "notification", change: "created", recordId: `order-paid-commande-150_${owner.uid}` });

  // The accountant's mails: one per order, the Trigger Email format, the link to the console's order.
  const mails = (await db().collection("mail").where("to", "==", "compta-notif@atelier.test").get()).docs.map((d) => d.data());
  expect(mails).toHaveLength(2);
  expect(mails.map((m) => m.message.subject).sort()).toEqual([
    expect.stringContaining("Commande payée de 150,00\u00a0€"),
    expect.stringContaining("Commande payée de 50,00\u00a0€"),
  ]);
  expect(mails[0]!.message.html).toMatch(/\/orders\/commande-(50|150)"/);
  expect(mails[0]).toMatchObject({ source: "memberNotification", to: "compta-notif@atelier.test" });
  // Nobody else asked for mails.
  expect((await db().collection("mail").where("source", "==", "memberNotification").get()).size).toBe(2);
});

it("un message de contact reçu prévient les membres qui lisent les messages ; un message refusé comme spam, personne", async () => {
  await db().collection("contactMessages").doc("message-notif").set({
    name: "Inès <b>Durand</b>",
    email: "ines@exemple.fr",
    subject: "Livraison",
    message: "Bonjour, où en est ma commande ?",
    status: "NEW",
    createdAt: new Date(),
  });
  const found = await eventually(
    async () => (await notificationsOf(support.uid)).filter((n) => n.kind === "CONTACT_MESSAGE"),
    (list) => list.length === 1,
    60_000,
  );
  expect(found[0]).toMatchObject({ link: "/contact-messages/message-notif", title: "Nouveau message de contact" });
  // Nothing the customer wrote.
  expect(JSON.stringify(found)).not.toMatch(/Inès|Durand|Livraison|Bonjour/);
  const ownerMessages = await eventually(
    async () => (await notificationsOf(owner.uid)).filter((n) => n.kind === "CONTACT_MESSAGE"),
    (list) => list.length === 1,
    60_000,
  );
  expect(ownerMessages).toHaveLength(1);
  expect((await notificationsOf(fulfilment.uid)).filter((n) => n.kind === "CONTACT_MESSAGE")).toEqual([]);
});

it("une demande d’approbation prévient ceux qui peuvent la décider, jamais son auteur", async () => {
  await db().collection("approvalRequests").doc("demande-notif").set({
    kind: "REFUND",
    permission: "REFUNDS",
    status: "pending",
    summary: "Rembourser 20 € à Lucas Bernard",
    requestedBy: support.uid,
    createdAt: new Date(),
  });
  const told = await eventually(
    async () => (await notificationsOf(owner.uid)).filter((n) => n.kind === "APPROVAL_REQUESTED"),
    (list) => list.length === 1,
    60_000,
  );
  expect(told[0]).toMatchObject({ link: "/approvals", title: "Approbation demandée\u00a0: Remboursement" });
  // The summary names a customer: never in a notification.
  expect(JSON.stringify(told)).not.toMatch(/Lucas|Bernard/);
  expect((await notificationsOf(support.uid)).filter((n) => n.kind === "APPROVAL_REQUESTED")).toEqual([]);
  expect((await notificationsOf(fulfilment.uid)).filter((n) => n.kind === "APPROVAL_REQUESTED")).toEqual([]);
});

it("la vérification horaire des files et celle de la nuit préviennent une fois par jour", async () => {
  // A message nobody answered for two days: the inbox queue is late.
  await db()
    .collection("contactMessages")
    .doc("message-ancien")
    .set({
      name: "Hugo",
      email: "hugo@exemple.fr",
      subject: "Facture",
      message: "Bonjour",
      status: "NEW",
      createdAt: new Date(Date.now() - 2 * 86_400_000),
    });
  await eventually(
    async () => (await db().doc("contactMessages/message-ancien").get()).get("counted"),
    (counted) => counted === true,
    60_000,
  );
  const first = await notifyLateWorkQueues(db());
  expect(first.contactMessagesUnanswered).toBeGreaterThanOrEqual(1);
  await notifyLateWorkQueues(db());
  const late = (await notificationsOf(support.uid)).filter((n) => n.kind === "WORK_QUEUE_LATE" && n.link === "/contact-messages?late=1");
  expect(late).toHaveLength(1);
  // The preparer's role opens no inbox: not told of it.
  expect((await notificationsOf(fulfilment.uid)).filter((n) => n.link === "/contact-messages?late=1")).toEqual([]);

  await notifyFiguresDrift(db(), 3);
  await notifyFiguresDrift(db(), 3);
  await notifyFiguresDrift(db(), 0);
  const drift = (await notificationsOf(accounting.uid)).filter((n) => n.kind === "FIGURES_DRIFT");
  expect(drift).toHaveLength(1);
  expect(drift[0]).toMatchObject({ title: "Écart des chiffres\u00a0: 3 compteurs", link: "/" });
  expect((await notificationsOf(support.uid)).filter((n) => n.kind === "FIGURES_DRIFT")).toEqual([]);
});

it("la file de modération au-dessus de son seuil prévient les modérateurs, une fois", async () => {
  const batch = db().batch();
  for (let i = 0; i <= MODERATION_QUEUE_THRESHOLD; i++) {
    batch.set(db().collection("creations").doc(`creation-notif-${i}`), {
      userId: "client-notif",
      style: "Aquarelle",
      moderation: { isModerated: false },
      createdAt: new Date(),
    });
  }
  await batch.commit();
  const told = await eventually(
    async () => (await notificationsOf(moderation.uid)).filter((n) => n.kind === "MODERATION_QUEUE"),
    (list) => list.length >= 1,
    90_000,
  );
  expect(told).toHaveLength(1);
  expect(told[0]!.title).toMatch(/^\d+ créations attendent la modération$/);
  // The owner moderates too; every creation after the one that crossed the threshold tells nobody again.
  await waitForNotifications(owner.uid, 1);
  expect((await notificationsOf(owner.uid)).filter((n) => n.kind === "MODERATION_QUEUE")).toHaveLength(1);
  expect((await notificationsOf(accounting.uid)).filter((n) => n.kind === "MODERATION_QUEUE")).toEqual([]);
});

it("la cloche : ses notifications seulement, lues, supprimées, effacées ; celles d’un autre sont introuvables", async () => {
  const bell = await gql(`{ myNotifications ${BELL} }`, { token: owner.token });
  const items = bell.data!.myNotifications.items as Doc[];
  expect(items.length).toBeGreaterThanOrEqual(3);
  expect(bell.data!.myNotifications.unreadCount).toBe(items.filter((n) => !n.read).length);
  expect(items.map((n) => n.type)).toContain("SUCCESS");

  // Another member's notification: refused, unchanged.
  const theirs = (await notificationsOf(accounting.uid))[0]!;
  const refused = await gql(`mutation($ids: [ID!]!) { markNotificationsRead(ids: $ids) { userErrors { field code message } } }`, {
    token: owner.token,
    variables: { ids: [theirs.id] },
  });
  expect(refused.data!.markNotificationsRead.userErrors).toEqual([{ field: ["ids", "0"], code: "NOT_FOUND", message: "Notification introuvable." }]);
  expect((await db().doc(`memberNotifications/${theirs.id}`).get()).get("read")).toBe(false);
  const removeTheirs = await gql(`mutation($id: ID!) { removeNotification(id: $id) { userErrors { code } } }`, {
    token: owner.token,
    variables: { id: theirs.id },
  });
  expect(removeTheirs.data!.removeNotification.userErrors).toEqual([{ code: "NOT_FOUND" }]);
  expect((await db().doc(`memberNotifications/${theirs.id}`).get()).exists).toBe(true);
  // A malformed id is refused at the edge.
  const malformed = await gql(`mutation { removeNotification(id: "../x") { userErrors { code } } }`, { token: owner.token });
  expect(malformed.errors?.[0]?.message).toMatch(/Identifiant invalide/);

  // Mark one read: read for every device (the signal), the count down by one.
  const signalsBefore = (await signalsTo(owner.uid)).length;
  const one = items.find((n) => !n.read)!;
  const marked = await gql(`mutation($ids: [ID!]!) { markNotificationsRead(ids: $ids) { notifications ${BELL} userErrors { code } } }`, {
    token: owner.token,
    variables: { ids: [one.id] },
  });
  expect(marked.data!.markNotificationsRead.notifications.unreadCount).toBe(bell.data!.myNotifications.unreadCount - 1);
  expect((await db().doc(`memberNotifications/${one.id}`).get()).get("read")).toBe(true);
  expect((await signalsTo(owner.uid)).length).toBe(signalsBefore + 1);

  // All read, one removed, then all cleared.
  const all = await gql(`mutation { markNotificationsRead(ids: []) { notifications { unreadCount } } }`, { token: owner.token });
  expect(all.data!.markNotificationsRead.notifications.unreadCount).toBe(0);
  const removed = await gql(`mutation($id: ID!) { removeNotification(id: $id) { notifications ${BELL} userErrors { code } } }`, {
    token: owner.token,
    variables: { id: one.id },
  });
  expect((removed.data!.removeNotification.notifications.items as Doc[]).map((n) => n.id)).not.toContain(one.id);
  const cleared = await gql(`mutation { clearNotifications { notifications ${BELL} more } }`, { token: owner.token });
  expect(cleared.data!.clearNotifications).toEqual({ notifications: { items: [], unreadCount: 0 }, more: false });
  expect(await notificationsOf(owner.uid)).toEqual([]);
  // The accountant's are untouched.
  expect((await notificationsOf(accounting.uid)).length).toBeGreaterThanOrEqual(3);
});

it("les préférences : refusées en français quand elles sont fausses, sans rien changer ; enregistrées et auditées ; suivies", async () => {
  const wrong = await gql(
    `mutation { updateNotificationPreferences(input: { inApp: [FEEDBACK], mail: [ORDER_PAID], orderCentsAtLeast: -1 }) {
      preferences { inApp } userErrors { field code message } } }`,
    { token: fulfilment.token },
  );
  expect(wrong.data!.updateNotificationPreferences.preferences).toBeNull();
  expect(wrong.data!.updateNotificationPreferences.userErrors).toEqual([
    { field: ["input", "orderCentsAtLeast"], code: "OUT_OF_RANGE", message: expect.stringContaining("Le montant doit être compris entre 0") },
    { field: ["input", "mail"], code: "INVALID", message: "Un avis envoyé par e-mail doit aussi être affiché dans la console." },
  ]);
  expect((await db().doc(`users/${fulfilment.uid}`).get()).get("notificationPreferences")).toBeUndefined();

  // The preparer's role covers no inbox nor finances: offered, but not available.
  const offered = await gql(`{ myNotificationPreferences { inApp orderCentsAtLeast kinds { kind available mailable } } }`, { token: fulfilment.token });
  const kinds = offered.data!.myNotificationPreferences.kinds as { kind: string; available: boolean; mailable: boolean }[];
  expect(kinds.find((k) => k.kind === "ORDER_PAID")).toEqual({ kind: "ORDER_PAID", available: true, mailable: true });
  expect(kinds.find((k) => k.kind === "CONTACT_MESSAGE")!.available).toBe(false);
  expect(kinds.find((k) => k.kind === "APPROVAL_REQUESTED")!.mailable).toBe(false);
  expect(offered.data!.myNotificationPreferences.orderCentsAtLeast).toBe(10_000);

  // No paid orders any more: the next one does not reach them.
  const saved = await gql(
    `mutation { updateNotificationPreferences(input: { inApp: [WORK_QUEUE_LATE], mail: [], orderCentsAtLeast: 0 }) { userErrors { code } } }`,
    {
      token: fulfilment.token,
    },
  );
  expect(saved.data!.updateNotificationPreferences.userErrors).toEqual([]);
  const audit = await eventually(
    async () => (await db().collection("auditLog").where("action", "==", "staff.notificationPreferences").where("targetId", "==", fulfilment.uid).get()).docs,
    (docs) => docs.length === 1,
    30_000,
  );
  expect(audit[0]!.get("after")).toMatchObject({ inApp: ["WORK_QUEUE_LATE"], orderCentsAtLeast: 0 });
  const before = (await notificationsOf(fulfilment.uid)).length;
  await db()
    .collection("orders")
    .doc("commande-900")
    .set({ userId: "client-notif", status: "paid", total: 900, items: [], createdAt: new Date(), paidAt: new Date() });
  await waitForNotifications(accounting.uid, 3);
  await eventually(
    async () => (await notificationsOf(support.uid)).filter((n) => n.link === "/orders/commande-900"),
    (list) => list.length === 1,
    60_000,
  );
  expect((await notificationsOf(fulfilment.uid)).length).toBe(before);
});

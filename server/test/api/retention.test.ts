/**
 * Retention (issue 37 point 4, docs/personal-data.md « Conservation »): the owner's periods
 * (setRetention) and the nightly purge (purgeExpiredRecords), on the Firestore emulator.
 * - The purge deletes exactly what is older than each kind's period, takes the unread ones off
 *   the inbox's counters (no drift), says what it did in one audit entry, and a second run does
 *   nothing; a run capped per kind leaves the rest for the next night.
 * - setRetention checks its months (1 to 120, whole), needs « Paramètres », and is audited.
 */
import { Timestamp } from "firebase-admin/firestore";
import { INBOX_COUNTERS, UNREAD_FIELDS } from "@atelier/domain/inbox";
import { verifyAggregates } from "../../src/firestore/statsVerify";
import { purgeExpiredRecords } from "../../src/personalData/retention";
import { clearEmulators } from "../support/emulators";
import { errorCodes, gql } from "../support/graphql";
import { createAdmin, createMember, db } from "../support/identities";

jest.setTimeout(120_000);

const NOW = new Date("2026-12-02T01:30:00Z");
const monthsAgo = (months: number, days = 0) => Timestamp.fromDate(new Date(Date.UTC(2026, 11 - months, 2 - days, 1, 30)));

const SET_RETENTION = `mutation SetRetention($input: SetRetentionInput!) {
  setRetention(input: $input) { settings { version retention { contactMessagesMonths feedbackMonths mailMonths } } userErrors { field message code } }
}`;

const ids = async (collection: string) => (await db().collection(collection).get()).docs.map((d) => d.id).sort();
const purgeAudits = async () => (await db().collection("auditLog").where("action", "==", "settings.purgeExpired").get()).docs.map((d) => d.data());

beforeEach(async () => {
  await clearEmulators();
  await db()
    .doc("settings/app")
    .set({ version: 1, retention: { contactMessagesMonths: 6, feedbackMonths: 12, mailMonths: 3 } });
  const message = (status: string, createdAt: Timestamp) => ({
    name: "Client",
    email: "c@exemple.fr",
    mailboxKey: "c@exemple.fr",
    subject: "S",
    message: "M",
    status,
    counted: true,
    replies: [],
    createdAt,
  });
  await db()
    .doc("contactMessages/vieux-non-lu")
    .set(message("NEW", monthsAgo(6, 1)));
  await db()
    .doc("contactMessages/vieux-lu")
    .set(message("READ", monthsAgo(7)));
  await db()
    .doc("contactMessages/recent-non-lu")
    .set(message("NEW", monthsAgo(6, -1)));
  await db()
    .doc("feedback/vieux")
    .set({ userId: "u1", message: "M", status: "NEW", counted: true, createdAt: monthsAgo(13) });
  await db()
    .doc("feedback/recent")
    .set({ userId: "u1", message: "M", status: "NEW", counted: true, createdAt: monthsAgo(11) });
  for (const [id, age] of [
    ["mail-1", 4],
    ["mail-2", 5],
    ["mail-3", 6],
    ["mail-recent", 2],
  ] as const) {
    await db()
      .doc(`mail/${id}`)
      .set({ to: "c@exemple.fr", template: { name: "order-shipped" }, createdAt: monthsAgo(age) });
  }
  // A mail written without a date is never purged: nothing says how old it is.
  await db()
    .doc("mail/sans-date")
    .set({ to: "c@exemple.fr", template: { name: "order-shipped" } });
  await db()
    .doc(`${INBOX_COUNTERS.collection}/${INBOX_COUNTERS.doc}`)
    .set({ [UNREAD_FIELDS.contactMessages]: 2, [UNREAD_FIELDS.feedback]: 2 });
});

afterAll(() => clearEmulators(), 60_000);

it("supprime exactement ce qui dépasse son délai, ôte les non-lus des compteurs, le dit au journal, et ne refait rien", async () => {
  const report = await purgeExpiredRecords(db(), { now: NOW });
  expect(report.purged).toEqual({ contactMessages: 2, feedback: 1, mail: 3 });
  expect(report.complete).toBe(true);
  expect(report.cutoffs).toEqual({ contactMessages: "2026-06-02T01:30:00.000Z", feedback: "2025-12-02T01:30:00.000Z", mail: "2026-09-02T01:30:00.000Z" });
  expect(await ids("contactMessages")).toEqual(["recent-non-lu"]);
  expect(await ids("feedback")).toEqual(["recent"]);
  expect(await ids("mail")).toEqual(["mail-recent", "sans-date"]);
  // The badges' counters still equal the unread records.
  const verification = await verifyAggregates(db(), { source: "test", repair: false, settleMs: 0 });
  expect(verification.drifts).toEqual([]);
  expect(await purgeAudits()).toEqual([
    expect.objectContaining({
      actorUid: "system",
      targetType: "settings",
      after: { retention: { contactMessagesMonths: 6, feedbackMonths: 12, mailMonths: 3 }, purgedContactMessages: 2, purgedFeedback: 1, purgedMail: 3 },
    }),
  ]);

  const again = await purgeExpiredRecords(db(), { now: NOW });
  expect(again.purged).toEqual({ contactMessages: 0, feedback: 0, mail: 0 });
  expect(await purgeAudits()).toHaveLength(1);
});

it("une nuit plafonnée laisse le reste à la suivante", async () => {
  const first = await purgeExpiredRecords(db(), { now: NOW, maxPerKind: 2 });
  expect([first.purged.mail, first.complete]).toEqual([2, false]);
  const second = await purgeExpiredRecords(db(), { now: NOW, maxPerKind: 2 });
  expect([second.purged.mail, second.complete]).toEqual([1, true]);
  expect(await ids("mail")).toEqual(["mail-recent", "sans-date"]);
});

it("sans réglage, les délais par défaut s’appliquent (36, 36 et 12 mois) : rien ici n’est assez vieux", async () => {
  await db().doc("settings/app").set({ version: 1 });
  const report = await purgeExpiredRecords(db(), { now: NOW });
  expect(report.retention).toEqual({ contactMessagesMonths: 36, feedbackMonths: 36, mailMonths: 12 });
  expect(report.purged).toEqual({ contactMessages: 0, feedback: 0, mail: 0 });
});

describe("setRetention", () => {
  it("enregistre des mois entiers de 1 à 120, refuse le reste en français, et demande « Paramètres »", async () => {
    const owner = await createAdmin("proprietaire-conservation@atelier.test");
    const bad = await gql(SET_RETENTION, {
      token: owner.token,
      variables: { input: { version: 1, contactMessagesMonths: 0, feedbackMonths: 12, mailMonths: 121 } },
    });
    expect(bad.data!.setRetention.userErrors).toEqual([
      {
        field: ["input", "contactMessagesMonths"],
        message: "Le délai de conservation des messages de contact doit être compris entre 1 et 120.",
        code: "OUT_OF_RANGE",
      },
      { field: ["input", "mailMonths"], message: "Le délai de conservation du journal des e-mails doit être compris entre 1 et 120.", code: "OUT_OF_RANGE" },
    ]);
    expect((await db().doc("settings/app").get()).get("version")).toBe(1);

    const manager = await createMember("MANAGER", "gestion-conservation@atelier.test");
    const input = { version: 1, contactMessagesMonths: 24, feedbackMonths: 24, mailMonths: 6 };
    expect(errorCodes(await gql(SET_RETENTION, { token: manager.token, variables: { input } }))).toEqual(["FORBIDDEN"]);

    const saved = await gql(SET_RETENTION, { token: owner.token, variables: { input } });
    expect(saved.data!.setRetention).toEqual({
      settings: { version: 2, retention: { contactMessagesMonths: 24, feedbackMonths: 24, mailMonths: 6 } },
      userErrors: [],
    });
    const audit = (await db().collection("auditLog").where("action", "==", "settings.setRetention").get()).docs.map((d) => d.data());
    expect(audit).toEqual([
      expect.objectContaining({ actorUid: owner.uid, before: { retention: { contactMessagesMonths: 6, feedbackMonths: 12, mailMonths: 3 } } }),
    ]);
    // The purge reads what was saved.
    expect((await purgeExpiredRecords(db(), { now: NOW })).retention).toEqual({ contactMessagesMonths: 24, feedbackMonths: 24, mailMonths: 6 });
  });
});

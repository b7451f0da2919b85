/**
 * Issue 24, point 2: the storefront cannot flood the inboxes. Writes go through the Firestore
 * emulator's REST API with the rules deciding, as a browser's would; the triggers run for real
 * and the tests wait for them by polling their result (never on the clock).
 */
import { FEEDBACK_MAX_PER_WINDOW, FLOOD_MAX_PER_HOUR } from "@atelier/domain/inbox";
import { clearEmulators, clearEmulatorsWithTriggers } from "../support/emulators";
import { createCustomer, db } from "../support/identities";
import {
  contactFields,
  createWrite,
  eventually,
  quotaWrite,
  recountedCounters,
  signInAnonymously,
  storedCounters,
  storefrontCommit,
  storefrontCreate,
  storefrontFeedback,
} from "../support/inbox";

/** The stored records once every trigger has counted them. */
const accepted = (collection: string, ids: string[]) =>
  eventually(
    () => Promise.all(ids.map(async (id) => (await db().doc(`${collection}/${id}`).get()).data() ?? {})),
    (docs) => docs.every((d) => d.counted === true),
  );

describe("la boutique ne peut pas inonder les boîtes de réception (issue 24, point 2)", () => {
  beforeAll(() => clearEmulatorsWithTriggers(), 180_000); // a ceiling: resuming reloads the functions, over 60 s once on a loaded CI machine
  afterAll(() => clearEmulators(), 60_000);

  it(`7 adresses « +tag » d'une même boîte : au plus ${FLOOD_MAX_PER_HOUR} non lus, les autres en spam, le badge ne bouge que d'autant`, async () => {
    const before = await storedCounters();
    const ids = Array.from({ length: 7 }, (_, i) => `plus-${i + 1}`);
    for (const [i, id] of ids.entries()) {
      expect([id, await storefrontCreate("contactMessages", id, contactFields(i, `x+${i + 1}@gmail.com`))]).toEqual([id, 200]);
    }
    const stored = await accepted("contactMessages", ids);
    expect(stored.map((d) => d.mailboxKey)).toEqual(Array(7).fill("x@gmail.com"));
    expect(stored.map((d) => d.status)).toEqual([...Array(FLOOD_MAX_PER_HOUR).fill("NEW"), "SPAM", "SPAM"]);
    expect(stored.slice(FLOOD_MAX_PER_HOUR).map((d) => d.spamReason)).toEqual(["FLOOD", "FLOOD"]);
    expect((await storedCounters()).contactUnread - before.contactUnread).toBe(FLOOD_MAX_PER_HOUR);
    expect(await storedCounters()).toEqual(await recountedCounters());
  }, 240_000);

  it("points ignorés et googlemail.com pour une boîte gmail ; ailleurs un point distingue deux boîtes", async () => {
    const before = await storedCounters();
    const gmail = [
      "x.y@gmail.com",
      "xy@gmail.com",
      "x.y+1@gmail.com",
      "x.y@googlemail.com",
      "xy+news@googlemail.com",
      "x.y+3@googlemail.com",
      "xy+2@gmail.com",
    ];
    const ids = gmail.map((_, i) => `dots-${i}`);
    for (const [i, id] of ids.entries()) {
      expect([id, await storefrontCreate("contactMessages", id, contactFields(100 + i, gmail[i]))]).toEqual([id, 200]);
    }
    // Two mailboxes of another domain, which keeps its dots: neither is a flood of the other.
    const others = ["other-0", "other-1"];
    expect(await storefrontCreate("contactMessages", others[0]!, contactFields(200, "x.y@exemple.fr"))).toBe(200);
    expect(await storefrontCreate("contactMessages", others[1]!, contactFields(201, "xy@exemple.fr"))).toBe(200);

    const stored = await accepted("contactMessages", ids);
    expect(new Set(stored.map((d) => d.mailboxKey))).toEqual(new Set(["xy@gmail.com"]));
    expect(stored.map((d) => d.status)).toEqual([...Array(FLOOD_MAX_PER_HOUR).fill("NEW"), "SPAM", "SPAM"]);
    expect((await accepted("contactMessages", others)).map((d) => [d.mailboxKey, d.status])).toEqual([
      ["x.y@exemple.fr", "NEW"],
      ["xy@exemple.fr", "NEW"],
    ]);
    expect((await storedCounters()).contactUnread - before.contactUnread).toBe(FLOOD_MAX_PER_HOUR + 2);
    expect(await storedCounters()).toEqual(await recountedCounters());
  }, 240_000);

  it(`un client au-delà de ${FEEDBACK_MAX_PER_WINDOW} feedbacks dans l'heure est refusé par les règles, et le badge ne bouge pas`, async () => {
    const customer = await createCustomer("pressee@exemple.fr");
    const fields = (i: number) => ({ userId: customer.uid, rating: 2, category: "BUG", message: `Encore un bug, le numéro ${i}.`, status: "NEW" });
    const before = await storedCounters();
    const ids = Array.from({ length: FEEDBACK_MAX_PER_WINDOW }, (_, i) => `quota-${i}`);
    for (const [i, id] of ids.entries()) expect([id, await storefrontFeedback(id, fields(i), customer)]).toEqual([id, 200]);

    // The next one, however it is sent: the storefront's way, alone without its quota, a new
    // window opened early, or two feedbacks for one quota update in a batch.
    expect(await storefrontFeedback("quota-over", fields(10), customer)).toBe(403);
    expect(await storefrontCreate("feedback", "quota-alone", fields(11), { token: customer.token })).toBe(403);
    const create = (id: string, i: number) => createWrite("feedback", id, fields(i));
    expect(await storefrontCommit([create("quota-reset", 12), quotaWrite(customer.uid, "quota-reset", "newWindow")], customer.token)).toBe(403);
    expect(await storefrontCommit([create("quota-a", 13), create("quota-b", 14), quotaWrite(customer.uid, "quota-a", "sameWindow")], customer.token)).toBe(403);

    // Nothing refused was written; the accepted ones are counted once each, the badge no more.
    const refused = ["quota-over", "quota-alone", "quota-reset", "quota-a", "quota-b"];
    expect(await Promise.all(refused.map(async (id) => (await db().doc(`feedback/${id}`).get()).exists))).toEqual(refused.map(() => false));
    await accepted("feedback", ids);
    expect((await storedCounters()).feedbackUnread - before.feedbackUnread).toBe(FEEDBACK_MAX_PER_WINDOW);
    expect((await db().doc(`storefrontQuota/${customer.uid}`).get()).get("count")).toBe(FEEDBACK_MAX_PER_WINDOW);

    // Another customer is not held back by the first one's quota.
    const other = await createCustomer("patient@exemple.fr");
    expect(await storefrontFeedback("quota-other", { ...fields(20), userId: other.uid }, other)).toBe(200);
    await accepted("feedback", ["quota-other"]);
    expect(await storedCounters()).toEqual(await recountedCounters());
  }, 240_000);

  it("un compte anonyme ne peut pas déposer de feedback", async () => {
    const anonymous = await signInAnonymously();
    const fields = { userId: anonymous.uid, rating: 1, category: "SUGGESTION", message: "Je n'ai pas de compte.", status: "NEW" };
    const before = await storedCounters();
    expect(await storefrontFeedback("anonymous-1", fields, anonymous)).toBe(403);
    expect(await storefrontCreate("feedback", "anonymous-2", fields, { token: anonymous.token })).toBe(403);
    expect((await db().doc("feedback/anonymous-1").get()).exists).toBe(false);
    expect((await db().doc("feedback/anonymous-2").get()).exists).toBe(false);
    expect(await storedCounters()).toEqual(before);
    // The same message from a customer's account passes: the refusal is the anonymous account's.
    const customer = await createCustomer("nommee@exemple.fr");
    expect(await storefrontFeedback("named-1", { ...fields, userId: customer.uid }, customer)).toBe(200);
  }, 120_000);
});

import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { acceptContactMessage, acceptFeedback } from "../../src/firestore/inbox/storefront";
import { CONTACT_TRANSITIONS, FEEDBACK_TRANSITIONS, FLOOD_MAX_PER_HOUR } from "@atelier/domain/inbox";
import { clearEmulators, clearEmulatorsWithTriggers } from "../support/emulators";
import { gql } from "../support/graphql";
import { createAdmin, createCustomer, db } from "../support/identities";
import { contactFields, eventually, recountedCounters, storedCounters, storefrontCreate, storefrontFeedback, storefrontRead } from "../support/inbox";
import { waitForSink } from "../support/mail";

const FEEDBACK_FIELDS = `id status rating category message userName creationId orderId assignee { uid } notes { text author { uid } }`;
const CONTACT_FIELDS = `id status email name subject message readAt replies { body mailId author { uid } }`;

// The bulk payloads select no relation: 100 feedbacks × their notes' authors would exceed the cost ceiling.
const SET_FEEDBACK = `mutation ($input: SetFeedbackStatusInput!) {
  setFeedbackStatus(input: $input) { feedbacks { id status rating category } userErrors { field message code } }
}`;
const SET_CONTACT = `mutation ($input: SetContactMessagesStatusInput!) {
  setContactMessagesStatus(input: $input) { contactMessages { id status email readAt } userErrors { field message code } }
}`;
const MARK_READ = `mutation ($id: ID!) { markContactMessageRead(input: { id: $id }) { contactMessage { ${CONTACT_FIELDS} } userErrors { code } } }`;
const REPLY = `mutation ($input: ReplyToContactMessageInput!) {
  replyToContactMessage(input: $input) { contactMessage { ${CONTACT_FIELDS} } userErrors { field message code } }
}`;
const COUNTS = `{ inboxCounts { feedbackUnread contactUnread } }`;

const HOUR_AGO = Date.now() - 3_600_000;
let sequence = 0;

/** A feedback as the trigger leaves it (normalised, counted), with the counter kept. */
async function storedFeedback(status: string, extra: Record<string, unknown> = {}) {
  const id = `fb-${String(++sequence).padStart(4, "0")}`;
  await db()
    .doc(`feedback/${id}`)
    .set({
      userId: "client-1",
      userName: "Léa Martin",
      rating: 4,
      category: "SUGGESTION",
      message: "Un filtre par couleur serait pratique.",
      status,
      notes: [],
      assigneeUid: null,
      searchTokens: ["lea", "martin", "filtre"],
      createdAt: Timestamp.fromMillis(HOUR_AGO + sequence * 1000),
      counted: true,
      ...extra,
    });
  if (status === "NEW")
    await db()
      .doc("stats/inbox")
      .set({ feedbackUnread: FieldValue.increment(1) }, { merge: true });
  return id;
}

async function storedContact(status: string, extra: Record<string, unknown> = {}) {
  const id = `cm-${String(++sequence).padStart(4, "0")}`;
  await db()
    .doc(`contactMessages/${id}`)
    .set({
      ...contactFields(sequence, `lea${sequence}@exemple.fr`),
      name: "Léa Martin",
      subject: "Ma commande n'est pas arrivée",
      message: "Bonjour, j'attends toujours ma commande CMD-2041.",
      status,
      replies: [],
      searchTokens: ["lea", "martin", `lea${sequence}@exemple.fr`, "commande"],
      createdAt: Timestamp.fromMillis(HOUR_AGO + sequence * 1000),
      counted: true,
      ...extra,
    });
  if (status === "NEW")
    await db()
      .doc("stats/inbox")
      .set({ contactUnread: FieldValue.increment(1) }, { merge: true });
  return id;
}

const CONTACT_REPLY_TEMPLATE = {
  subject: "Re : {{subject}}",
  text: "Bonjour {{name}},\n\n{{reply}}\n\nVotre message :\n{{originalMessage}}",
  html: "<p>Bonjour {{name}},</p><p>{{reply}}</p><blockquote>{{originalMessage}}</blockquote>",
  version: 1,
};

describe("boîtes de réception : actions des administrateurs, compteurs, règles de la boutique", () => {
  let token: string;
  let adminUid: string;
  let customer: { uid: string; token: string };

  beforeAll(async () => {
    await clearEmulators();
    ({ token, uid: adminUid } = await createAdmin());
    customer = await createCustomer();
  }, 120_000);

  it("feedback : chaque changement de statut permis, les refus, et le compteur de non-lus exact", async () => {
    for (const [from, targets] of Object.entries(FEEDBACK_TRANSITIONS)) {
      for (const to of targets) {
        const id = await storedFeedback(from);
        const res = await gql(SET_FEEDBACK, { token, variables: { input: { ids: [id], status: to } } });
        expect(res.data?.setFeedbackStatus).toEqual({ feedbacks: [expect.objectContaining({ id, status: to })], userErrors: [] });
        expect((await db().doc(`feedback/${id}`).get()).get("status")).toBe(to);
      }
    }
    expect(await storedCounters()).toEqual(await recountedCounters());

    // Bulk: two changed, an unknown id and a refused move reported, each on its index.
    const [a, b, archived] = [await storedFeedback("NEW"), await storedFeedback("IN_PROGRESS"), await storedFeedback("ARCHIVED")];
    const before = await storedCounters();
    const bulk = await gql(SET_FEEDBACK, { token, variables: { input: { ids: [a, b, "inconnu", archived], status: "RESOLVED" } } });
    expect(bulk.data?.setFeedbackStatus.feedbacks.map((f: any) => [f.id, f.status])).toEqual([
      [a, "RESOLVED"],
      [b, "RESOLVED"],
    ]);
    expect(bulk.data?.setFeedbackStatus.userErrors).toEqual([
      { field: ["input", "ids", "2"], message: "Feedback introuvable : inconnu", code: "NOT_FOUND" },
      { field: ["input", "ids", "3"], message: "Un feedback au statut « Archivé » ne peut pas passer au statut « Résolu ».", code: "INVALID" },
    ]);
    expect((await storedCounters()).feedbackUnread).toBe(before.feedbackUnread - 1);
    expect((await db().doc(`feedback/${archived}`).get()).get("status")).toBe("ARCHIVED");
    const audit = await db().collection("auditLog").where("targetId", "==", a).get();
    expect(audit.docs.map((d) => [d.get("action"), d.get("before"), d.get("after"), d.get("actorUid")])).toEqual([
      ["feedback.setStatus", { status: "NEW" }, { status: "RESOLVED" }, adminUid],
    ]);

    const none = await gql(SET_FEEDBACK, { token, variables: { input: { ids: [], status: "RESOLVED" } } });
    expect(none.data?.setFeedbackStatus.userErrors).toEqual([{ field: ["input", "ids"], message: "Sélectionnez au moins un élément.", code: "REQUIRED" }]);
    const tooMany = await gql(SET_FEEDBACK, { token, variables: { input: { ids: Array.from({ length: 101 }, (_, i) => `x${i}`), status: "NEW" } } });
    expect(tooMany.data?.setFeedbackStatus.userErrors[0].code).toBe("TOO_MANY");
  }, 120_000);

  it("feedback : notes internes et assignation à un administrateur seulement", async () => {
    const id = await storedFeedback("NEW", { creationId: "creation-1", orderId: "order-1" });
    const NOTE = `mutation ($input: AddFeedbackNoteInput!) { addFeedbackNote(input: $input) { feedback { ${FEEDBACK_FIELDS} } userErrors { field code } } }`;
    const ASSIGN = `mutation ($input: AssignFeedbackInput!) { assignFeedback(input: $input) { feedback { ${FEEDBACK_FIELDS} } userErrors { field message code } } }`;
    const noted = await gql(NOTE, { token, variables: { input: { feedbackId: id, text: "  Rappeler la cliente  " } } });
    expect(noted.data?.addFeedbackNote.feedback.notes).toEqual([{ text: "Rappeler la cliente", author: { uid: adminUid } }]);
    expect((await gql(NOTE, { token, variables: { input: { feedbackId: id, text: " " } } })).data?.addFeedbackNote.userErrors).toEqual([
      { field: ["input", "text"], code: "REQUIRED" },
    ]);
    const refused = await gql(ASSIGN, { token, variables: { input: { feedbackId: id, assigneeUid: customer.uid } } });
    expect(refused.data?.assignFeedback.userErrors).toEqual([
      { field: ["input", "assigneeUid"], message: "L'assigné doit être un administrateur.", code: "INVALID" },
    ]);
    const assigned = await gql(ASSIGN, { token, variables: { input: { feedbackId: id, assigneeUid: adminUid } } });
    expect(assigned.data?.assignFeedback.feedback).toMatchObject({ assignee: { uid: adminUid }, creationId: "creation-1", orderId: "order-1" });
    const stored = await gql(`query ($id: ID!) { feedback(id: $id) { ${FEEDBACK_FIELDS} } }`, { token, variables: { id } });
    expect(stored.data?.feedback).toMatchObject({ assignee: { uid: adminUid }, notes: [{ text: "Rappeler la cliente" }] });
  }, 120_000);

  it("message de contact : chaque changement de statut permis, « Répondu » seulement par une réponse, ouverture qui marque lu", async () => {
    for (const [from, targets] of Object.entries(CONTACT_TRANSITIONS)) {
      for (const to of targets) {
        const id = await storedContact(from);
        const res = await gql(SET_CONTACT, { token, variables: { input: { ids: [id], status: to } } });
        expect(res.data?.setContactMessagesStatus).toEqual({ contactMessages: [expect.objectContaining({ id, status: to })], userErrors: [] });
      }
    }
    const fresh = await storedContact("NEW");
    const replied = await gql(SET_CONTACT, { token, variables: { input: { ids: [fresh], status: "REPLIED" } } });
    expect(replied.data?.setContactMessagesStatus.userErrors).toEqual([
      { field: ["input", "ids", "0"], message: "Un message passe au statut « Répondu » en lui répondant.", code: "INVALID" },
    ]);
    const before = await storedCounters();
    const opened = await gql(MARK_READ, { token, variables: { id: fresh } });
    expect(opened.data?.markContactMessageRead.contactMessage).toMatchObject({ status: "READ", readAt: expect.any(String) });
    const again = await gql(MARK_READ, { token, variables: { id: fresh } });
    expect(again.data?.markContactMessageRead.contactMessage.status).toBe("READ");
    expect((await storedCounters()).contactUnread).toBe(before.contactUnread - 1);
    expect((await gql(COUNTS, { token })).data?.inboxCounts).toEqual(await recountedCounters());
  }, 120_000);

  it("les compteurs restent exacts quand plusieurs administrateurs agissent en même temps", async () => {
    const ids = await Promise.all(Array.from({ length: 8 }, () => storedContact("NEW")));
    const feedbacks = await Promise.all(Array.from({ length: 6 }, () => storedFeedback("NEW")));
    await Promise.all([
      // The same message opened five times at once, and bulk changes overlapping them.
      ...Array.from({ length: 5 }, () => gql(MARK_READ, { token, variables: { id: ids[0] } })),
      gql(SET_CONTACT, { token, variables: { input: { ids: ids.slice(0, 4), status: "ARCHIVED" } } }),
      gql(SET_CONTACT, { token, variables: { input: { ids: ids.slice(2, 6), status: "SPAM" } } }),
      gql(SET_FEEDBACK, { token, variables: { input: { ids: feedbacks.slice(0, 4), status: "IN_PROGRESS" } } }),
      gql(SET_FEEDBACK, { token, variables: { input: { ids: feedbacks.slice(2), status: "RESOLVED" } } }),
    ]);
    expect(await storedCounters()).toEqual(await recountedCounters());
  }, 120_000);

  it("réponse : le mail « contact-reply » est écrit dans la même transaction, le fil et le statut suivent", async () => {
    const id = await storedContact("NEW");
    const before = await storedCounters();
    const res = await gql(REPLY, { token, variables: { input: { id, body: "  Bonjour, votre colis part demain.  " } } });
    const message = res.data?.replyToContactMessage.contactMessage;
    expect(res.data?.replyToContactMessage.userErrors).toEqual([]);
    expect(message).toMatchObject({ status: "REPLIED", replies: [{ body: "Bonjour, votre colis part demain.", author: { uid: adminUid } }] });
    const mail = (await db().doc(`mail/${message.replies[0].mailId}`).get()).data();
    expect(mail).toMatchObject({
      to: message.email,
      template: {
        name: "contact-reply",
        data: {
          name: "Léa Martin",
          subject: "Ma commande n'est pas arrivée",
          reply: "Bonjour, votre colis part demain.",
          originalMessage: "Bonjour, j'attends toujours ma commande CMD-2041.",
        },
      },
      source: "contactMessage.reply",
    });
    expect((await storedCounters()).contactUnread).toBe(before.contactUnread - 1);

    const empty = await gql(REPLY, { token, variables: { input: { id, body: "   " } } });
    expect(empty.data?.replyToContactMessage.userErrors).toEqual([{ field: ["input", "body"], message: "La réponse est obligatoire.", code: "REQUIRED" }]);
    const spam = await storedContact("SPAM");
    const toSpam = await gql(REPLY, { token, variables: { input: { id: spam, body: "Bonjour" } } });
    expect(toSpam.data?.replyToContactMessage.userErrors[0].code).toBe("INVALID");
    expect((await db().collection("mail").get()).size).toBe(1);
  }, 120_000);

  it("listes : filtres de statut, note, catégorie, dates et recherche sans accents", async () => {
    await storedFeedback("NEW", { rating: 1, category: "BUG", message: "Écran noir au paiement", searchTokens: ["ecran", "noir", "paiement", "lea"] });
    const LIST = `query ($filter: FeedbackFilter) { feedbacks(first: 50, filter: $filter) { totalCount edges { node { message rating category } } } }`;
    const bugs = await gql(LIST, { token, variables: { filter: { status: "NEW", rating: 1, category: "BUG" } } });
    expect(bugs.data?.feedbacks).toEqual({ totalCount: 1, edges: [{ node: { message: "Écran noir au paiement", rating: 1, category: "BUG" } }] });
    const searched = await gql(LIST, { token, variables: { filter: { search: "ÉCRAN", category: "BUG" } } });
    expect(searched.data?.feedbacks.totalCount).toBe(1);
    const future = await gql(LIST, { token, variables: { filter: { period: { from: "2999-01-01" } } } });
    expect(future.data?.feedbacks.totalCount).toBe(0);
    const CONTACTS = `query ($filter: ContactMessageFilter) { contactMessages(first: 100, filter: $filter) { totalCount edges { node { id status } } } }`;
    const spam = await gql(CONTACTS, { token, variables: { filter: { status: "SPAM" } } });
    expect(spam.data?.contactMessages.edges.every((e: any) => e.node.status === "SPAM")).toBe(true);
    expect(spam.data?.contactMessages.totalCount).toBe((await db().collection("contactMessages").where("status", "==", "SPAM").get()).size);
  }, 120_000);

  it("règles : la boutique ne peut que créer un feedback ou un message de la bonne forme", async () => {
    expect(await storefrontCreate("contactMessages", "ok-1", contactFields(1))).toBe(200);
    expect(await storefrontRead("contactMessages/ok-1")).toBe(403);
    // Each one wrong in one way.
    const wrong: Record<string, string | number | boolean | null>[] = [
      { ...contactFields(2), status: "READ" },
      contactFields(3, "Lea@Exemple.fr"),
      contactFields(4, "pas-une-adresse"),
      { ...contactFields(5), message: "x".repeat(5001) },
      { ...contactFields(6), counted: true },
      { ...contactFields(7), subject: "" },
      // The mailbox key the flood rule counts by: required, and the one of the address.
      { ...contactFields(9, "x+1@gmail.com"), mailboxKey: "x+1@gmail.com" },
      Object.fromEntries(Object.entries(contactFields(10)).filter(([k]) => k !== "mailboxKey")),
    ];
    for (const [i, fields] of wrong.entries()) expect([i, await storefrontCreate("contactMessages", `bad-${i}`, fields)]).toEqual([i, 403]);
    expect(await storefrontCreate("contactMessages", "no-date", contactFields(8), { createdAt: false })).toBe(403);

    const feedback = { userId: customer.uid, rating: 5, category: "CREATION_QUALITY", message: "Superbe impression !", creationId: "c-1", status: "NEW" };
    expect(await storefrontCreate("feedback", "fb-visitor", feedback)).toBe(403);
    expect(await storefrontFeedback("fb-ok", feedback, customer)).toBe(200);
    for (const [i, fields] of [
      { ...feedback, userId: "quelqu-un-d-autre" },
      { ...feedback, rating: 6 },
      { ...feedback, rating: 4.5 },
      { ...feedback, category: "AUTRE" },
      { ...feedback, status: "RESOLVED" },
    ].entries()) {
      expect([i, await storefrontFeedback(`fb-bad-${i}`, fields, customer)]).toEqual([i, 403]);
    }
  }, 120_000);
});

describe("déclencheurs de la boutique : normalisation, compteurs, rafales, et le mail qui arrive", () => {
  let token: string;

  beforeAll(async () => {
    await clearEmulatorsWithTriggers();
    token = (await createAdmin()).token;
    await db().doc("templates/contact-reply").set(CONTACT_REPLY_TEMPLATE);
  }, 120_000);
  afterAll(() => clearEmulators(), 60_000);

  it("des écritures simultanées de la boutique laissent des compteurs égaux à un recomptage, et un événement relivré ne compte rien", async () => {
    // Four customers filing three feedbacks each (one after the other: each reads its quota,
    // docs/inbox.md), all at the same time as 24 visitors' contact messages.
    const customers = [await createCustomer("nina@exemple.fr")];
    for (let c = 1; c < 4; c++) customers.push(await createCustomer(`nina${c}@exemple.fr`));
    const fileThree = async (c: number) => {
      const statuses: number[] = [];
      for (let i = c; i < 12; i += 4) {
        const fields = { userId: customers[c]!.uid, rating: 1 + (i % 5), category: "BUG", message: ` Bug ${i} `, status: "NEW" };
        statuses.push(await storefrontFeedback(`sf-fb-${i}`, fields, customers[c]!));
      }
      return statuses;
    };
    const statuses = await Promise.all([
      ...Array.from({ length: 24 }, (_, i) =>
        storefrontCreate("contactMessages", `sf-${i}`, { ...contactFields(i, `visiteur${i}@exemple.fr`), name: `  Visiteur\t${i}  ` }),
      ),
      ...customers.map((_, c) => fileThree(c)),
    ]);
    expect(statuses.flat()).toEqual(Array(36).fill(200));
    const counted = await eventually(storedCounters, (c) => c.contactUnread === 24 && c.feedbackUnread === 12);
    expect(counted).toEqual(await recountedCounters());
    expect((await db().doc("contactMessages/sf-3").get()).data()).toMatchObject({ name: "Visiteur 3", status: "NEW", counted: true });
    expect((await db().doc("feedback/sf-fb-0").get()).data()).toMatchObject({ message: "Bug 0", userName: "Lucas Bernard", userEmail: "nina@exemple.fr" });
    expect(await acceptContactMessage(db(), "sf-3")).toBe("unchanged");
    expect(await acceptFeedback(db(), "sf-fb-0")).toBe("unchanged");
    expect(await storedCounters()).toEqual(counted);
    expect((await gql(COUNTS, { token })).data?.inboxCounts).toEqual(counted);
  }, 180_000);

  it(`au-delà de ${FLOOD_MAX_PER_HOUR} messages dans l'heure, la même adresse est marquée spam et n'est pas comptée`, async () => {
    const before = await storedCounters();
    for (let i = 0; i < FLOOD_MAX_PER_HOUR + 2; i++) {
      expect(await storefrontCreate("contactMessages", `flood-${i}`, contactFields(i, "insistant@exemple.fr"))).toBe(200);
    }
    const ids = Array.from({ length: FLOOD_MAX_PER_HOUR + 2 }, (_, i) => `flood-${i}`);
    const stored = await eventually(
      () => Promise.all(ids.map(async (id) => (await db().doc(`contactMessages/${id}`).get()).data()!)),
      (docs) => docs.every((d) => d.counted === true),
    );
    expect(stored.map((d) => d.status)).toEqual([...Array(FLOOD_MAX_PER_HOUR).fill("NEW"), "SPAM", "SPAM"]);
    expect(stored.at(-1)!.spamReason).toBe("FLOOD");
    expect((await storedCounters()).contactUnread).toBe(before.contactUnread + FLOOD_MAX_PER_HOUR);
    expect(await storedCounters()).toEqual(await recountedCounters());
  }, 180_000);

  it("une réponse arrive dans la boîte du serveur SMTP local avec le bon objet et le bon texte", async () => {
    expect(await storefrontCreate("contactMessages", "to-answer", { ...contactFields(0, "camille.reponse@exemple.fr"), subject: "Délai de livraison" })).toBe(
      200,
    );
    await eventually(
      async () => (await db().doc("contactMessages/to-answer").get()).get("counted"),
      (c) => c === true,
    );
    const res = await gql(REPLY, { token, variables: { input: { id: "to-answer", body: "Votre commande part demain matin." } } });
    expect(res.data?.replyToContactMessage.contactMessage.status).toBe("REPLIED");
    const [mail] = await waitForSink("camille.reponse@exemple.fr", 1, 45_000);
    expect(mail!.subject).toBe("Re : Délai de livraison");
    expect(mail!.text).toContain("Bonjour Client 0,");
    expect(mail!.text).toContain("Votre commande part demain matin.");
    expect(mail!.text).toContain("Bonjour, voici ma question 0.");
  }, 180_000);
});

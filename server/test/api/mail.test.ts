/**
 * The mail pipeline against the real stack: the `api` function enqueues, the Firestore trigger
 * (functions/src/mail.ts) sends through SMTP to the local sink (maildev), and the assertions read
 * what the sink received (docs/mail.md).
 */
import { Timestamp } from "firebase-admin/firestore";
import { SMTP_URL, startMailSink, stopMailSink } from "../../../scripts/lib/stack.cjs";
import { deliverMail } from "../../src/mail/delivery";
import { clearEmulators, clearEmulatorsWithTriggers } from "../support/emulators";
import { gql } from "../support/graphql";
import { createAdmin, db } from "../support/identities";
import { mailsTo, seedMailTemplates, sinkMessagesTo, waitForDelivery, waitForSink } from "../support/mail";
import { createOrder } from "../support/orders";
import { BALANCE_MUTATIONS, seedCustomer } from "../support/users";

const CHANGE = `mutation Change($input: ChangeOrderStatusInput!) {
  changeOrderStatus(input: $input) { order { id status } userErrors { message } }
}`;
const SETTINGS = `{ emailSettings { id version switches { key enabled } } }`;
const SET_ENABLED = `mutation Set($input: SetEmailEnabledInput!) {
  setEmailEnabled(input: $input) { settings { version switches { key enabled } } userErrors { field message code } }
}`;
const SEND_TEST = `mutation Test($input: SendTestEmailInput!) {
  sendTestEmail(input: $input) { mail { id to templateName state } userErrors { field message code } }
}`;
const RETRY = `mutation Retry($input: RetryMailInput!) {
  retryMail(input: $input) { mail { id state error } userErrors { field message code } }
}`;
const UPDATE = `mutation Update($input: UpdateEmailTemplateInput!) {
  updateEmailTemplate(input: $input) {
    template { name version subject enabled revisions { version subject } }
    userErrors { field message code }
  }
}`;
const PREVIEW = `query Preview($input: EmailTemplateDraftInput!) {
  emailTemplatePreview(input: $input) { subject html text userErrors { field message code } }
}`;
const LOG = `query Log($filter: MailFilter) {
  mails(first: 10, filter: $filter) { edges { node { id to templateName templateLabel state attempts error subject html messageId accepted } } pageInfo { hasNextPage } }
}`;

// Resuming the triggers reloads the functions; a delivery is a trigger round trip plus SMTP.
jest.setTimeout(180_000);

let admin: { uid: string; token: string };

beforeAll(async () => {
  await clearEmulatorsWithTriggers();
  admin = await createAdmin("mail-admin@atelier.test");
  await seedMailTemplates();
}, 180_000);
afterAll(() => clearEmulators(), 60_000); // pauses the triggers again for the other test files

const ask = async (query: string, variables: Record<string, unknown>) => {
  const response = await gql(query, { token: admin.token, variables });
  expect(response.errors).toBeUndefined();
  return response.data!;
};

describe("commande expédiée → le mail arrive dans la boîte locale", () => {
  it("envoie le modèle « Commande expédiée » avec le numéro de suivi, les données du client échappées dans le HTML", async () => {
    await seedCustomer("zoe", { email: "zoe@exemple.fr", firstName: "<b>Zoé & Co</b>" });
    await createOrder("ship-1", { userId: "zoe", status: "processing", total: 54.9, trackingNumber: "6A12345678901" });
    const result = await ask(CHANGE, { input: { orderId: "ship-1", status: "SHIPPED" } });
    expect(result.changeOrderStatus.userErrors).toEqual([]);

    const [mail] = await mailsTo("zoe@exemple.fr");
    expect(mail).toMatchObject({ template: { name: "order-shipped" }, source: "order.changeStatus" });
    const delivered = await waitForDelivery(mail!.id);
    expect(delivered.delivery).toMatchObject({ state: "SUCCESS", attempts: 1, error: null });
    expect(delivered.delivery.info.accepted).toEqual(["zoe@exemple.fr"]);

    const [message, ...more] = await waitForSink("zoe@exemple.fr");
    expect(more).toEqual([]);
    expect(message!.subject).toBe("Votre commande ship-1 est en route");
    expect(message!.html).toContain("Numéro de suivi : <strong>6A12345678901</strong>");
    expect(message!.html).toContain("54,90\u00a0€");
    expect(message!.html).toContain("Bonjour &lt;b&gt;Zoé &amp; Co&lt;/b&gt;,");
    expect(message!.html).not.toContain("<b>Zoé");
    expect(message!.text).toContain("Bonjour <b>Zoé & Co</b>,");
    expect(message!.from[0]!.address).toBe("no-reply@atelier.test");

    const log = await ask(LOG, { filter: { recipient: "ZOE@exemple.fr", templateName: "order-shipped" } });
    expect(log.mails.edges.map((e: { node: unknown }) => e.node)).toEqual([
      expect.objectContaining({
        id: mail!.id,
        state: "SUCCESS",
        attempts: 1,
        templateLabel: "Commande expédiée",
        subject: message!.subject,
        accepted: ["zoe@exemple.fr"],
      }),
    ]);
  });

  it("un mail désactivé dans les réglages n'est pas envoyé ; un interrupteur d'une version périmée est refusé", async () => {
    await seedCustomer("yann", { email: "yann@exemple.fr", firstName: "Yann" });
    await createOrder("deliver-1", { userId: "yann", status: "shipped" });
    const { emailSettings } = await ask(SETTINGS, {});
    const off = await ask(SET_ENABLED, { input: { key: "ORDER_DELIVERED", enabled: false, version: emailSettings.version } });
    expect(off.setEmailEnabled.userErrors).toEqual([]);
    expect(off.setEmailEnabled.settings.switches).toContainEqual({ key: "ORDER_DELIVERED", enabled: false });
    expect((await db().doc("settings/app").get()).get("emails.orderDelivered")).toBe(false);
    const audit = await db().collection("auditLog").where("action", "==", "settings.setEmailEnabled").get();
    expect(audit.docs.map((d) => d.data().after)).toEqual([{ "emails.orderDelivered": false }]);

    const stale = await ask(SET_ENABLED, { input: { key: "ORDER_DELIVERED", enabled: true, version: emailSettings.version } });
    expect(stale.setEmailEnabled.userErrors).toEqual([
      { field: ["input", "version"], message: "Modifié entre-temps par Camille Martin — rechargez", code: "STALE_VERSION" },
    ]);

    expect((await ask(CHANGE, { input: { orderId: "deliver-1", status: "DELIVERED" } })).changeOrderStatus.userErrors).toEqual([]);
    expect(await mailsTo("yann@exemple.fr")).toEqual([]);
    // The refund is still on: it is sent (and proves the trigger had every chance to send the other).
    await ask(CHANGE, { input: { orderId: "deliver-1", status: "REFUNDED" } });
    const [refund, ...others] = await mailsTo("yann@exemple.fr");
    expect(others).toEqual([]);
    expect(refund!.template.name).toBe("order-refunded");
    // The refund's REFUND transaction is written in the same transaction as the mail (docs/finances.md).
    expect((await db().doc("transactions/refund-deliver-1").get()).data()).toMatchObject({ type: "REFUND", orderId: "deliver-1" });
    expect((await waitForSink("yann@exemple.fr")).map((m) => m.subject)).toEqual(["Remboursement de votre commande deliver-1"]);
  });
});

describe("échec puis relance", () => {
  it("le serveur SMTP arrêté : ERROR avec la raison ; relancé après son redémarrage : SUCCESS, 2 tentatives, auditée", async () => {
    await stopMailSink();
    let sent!: { id: string };
    try {
      sent = (await ask(SEND_TEST, { input: { name: "test" } })).sendTestEmail.mail;
      expect(sent).toMatchObject({ to: ["mail-admin@atelier.test"], templateName: "test", state: "PENDING" });
      const failed = await waitForDelivery(sent.id);
      expect(failed.delivery).toMatchObject({ state: "ERROR", attempts: 1 });
      expect(failed.delivery.error).toMatch(/ECONNREFUSED/);
    } finally {
      (await startMailSink()).unref();
    }

    const retried = await ask(RETRY, { input: { id: sent.id } });
    expect(retried.retryMail).toEqual({ mail: { id: sent.id, state: "RETRY", error: null }, userErrors: [] });
    const done = await waitForDelivery(sent.id);
    expect(done.delivery).toMatchObject({ state: "SUCCESS", attempts: 2, error: null });
    const [message] = await waitForSink("mail-admin@atelier.test");
    expect(message!.subject).toBe("[Test] Envoi depuis Atelier");
    expect(message!.text).toContain("Bonjour Camille,");

    const again = await ask(RETRY, { input: { id: sent.id } });
    expect(again.retryMail.userErrors).toEqual([{ field: ["input", "id"], message: "Seul un envoi en échec peut être relancé.", code: "INVALID" }]);
    const audit = await db().collection("auditLog").where("action", "==", "mail.retry").get();
    expect(audit.docs.map((d) => d.data())).toEqual([expect.objectContaining({ targetId: sent.id, actorUid: admin.uid, after: { state: "RETRY" } })]);
  });

  it("un événement relivré n'envoie rien deux fois : un seul message pour quatre traitements simultanés", async () => {
    const ref = db().collection("mail").doc("concurrent");
    await ref.set({ to: "twice@exemple.fr", message: { subject: "Une seule fois", text: "x", html: "<p>x</p>" }, createdAt: Timestamp.now() });
    // The trigger's own run, and three more as if the event had been delivered again.
    const outcomes = await Promise.all([1, 2, 3].map(() => deliverMail(db(), ref, { smtpUrl: SMTP_URL, from: "t@atelier.test" })));
    expect(outcomes.filter((o) => o === "sent").length).toBeLessThanOrEqual(1);
    expect((await waitForDelivery("concurrent")).delivery).toMatchObject({ state: "SUCCESS", attempts: 1 });
    await waitForSink("twice@exemple.fr");
    await new Promise((r) => setTimeout(r, 1000));
    expect((await sinkMessagesTo("twice@exemple.fr")).map((m) => m.subject)).toEqual(["Une seule fois"]);
  });
});

describe("modèles", () => {
  const shipped = async () => (await db().doc("templates/order-shipped").get()).data()!;

  it("refuse les variables inconnues, les accolades triples et les blocs non fermés, sans rien écrire", async () => {
    const before = await shipped();
    const result = await ask(UPDATE, {
      input: { name: "order-shipped", version: 1, subject: "Commande {{numero}}", html: "<p>{{{firstName}}}</p>", text: "{{#if trackingNumber}}suivi" },
    });
    expect(result.updateEmailTemplate.template).toBeNull();
    expect(result.updateEmailTemplate.userErrors).toEqual([
      {
        field: ["input", "subject"],
        code: "INVALID_TEMPLATE",
        message: expect.stringMatching(/^Variable inconnue : \{\{numero\}\}\. Variables disponibles : shopName, firstName, orderId/),
      },
      { field: ["input", "html"], code: "INVALID_TEMPLATE", message: expect.stringMatching(/^Les accolades triples \{\{\{firstName\}\}\} sont interdites/) },
      { field: ["input", "text"], code: "INVALID_TEMPLATE", message: "Bloc non fermé : {{#if}} attend {{/if}}." },
    ]);
    expect(await shipped()).toEqual(before);
  });

  it("enregistre un modèle valide (version + 1, révision gardée), refuse une version périmée, et l'aperçu rend le brouillon", async () => {
    const input = { name: "order-shipped", version: 1, subject: "Expédiée : {{orderId}}", html: "<p>{{firstName}}</p>", text: "" };
    const saved = await ask(UPDATE, { input });
    expect(saved.updateEmailTemplate).toEqual({
      template: {
        name: "order-shipped",
        version: 2,
        subject: "Expédiée : {{orderId}}",
        enabled: true,
        revisions: [{ version: 1, subject: "Votre commande {{orderId}} est en route" }],
      },
      userErrors: [],
    });
    const stale = await ask(UPDATE, { input });
    expect(stale.updateEmailTemplate.userErrors.map((e: { code: string }) => e.code)).toEqual(["STALE_VERSION"]);

    const preview = await ask(PREVIEW, { input: { name: "order-shipped", subject: "Suivi {{trackingNumber}}", html: "<p>{{firstName}}</p>", text: "" } });
    expect(preview.emailTemplatePreview).toEqual({ subject: "Suivi 6A12345678901", html: "<p>Camille</p>", text: "", userErrors: [] });
    const refused = await ask(PREVIEW, { input: { name: "order-shipped", subject: "{{x}}", html: "<p></p>", text: "" } });
    expect(refused.emailTemplatePreview).toMatchObject({ subject: null, html: null, userErrors: [{ field: ["input", "subject"], code: "INVALID_TEMPLATE" }] });
  });
});

describe("autres mails du back-office", () => {
  it("une création refusée prévient son auteur (réglage de modération actif)", async () => {
    await seedCustomer("ines", { email: "ines@exemple.fr", firstName: "Inès" });
    await db()
      .doc("creations/rej-1")
      .set({ userId: "ines", createdAt: Timestamp.now(), imageUrl: "creations/x.svg", style: "aquarelle", moderation: { isModerated: false } });
    const MODERATE = `mutation M($input: ModerateCreationsInput!) { moderateCreations(input: $input) { userErrors { message } } }`;
    await ask(MODERATE, { input: { ids: ["rej-1"], decision: "REJECT", reason: "Marque déposée" } });
    const [message] = await waitForSink("ines@exemple.fr");
    expect(message!.subject).toBe("Votre création n'a pas été retenue");
    expect(message!.text).toContain("Motif : Marque déposée");
  });

  it("crédits ajustés : rien tant que l'interrupteur est éteint (défaut), un mail une fois allumé", async () => {
    await seedCustomer("theo", { email: "theo@exemple.fr", firstName: "Théo", credits: 7 });
    const adjust = (delta: number) => ask(BALANCE_MUTATIONS.adjustCredits, { input: { userId: "theo", delta, reason: "Geste commercial" } });
    expect((await adjust(5)).adjustUserCredits.userErrors).toEqual([]);
    expect(await mailsTo("theo@exemple.fr")).toEqual([]);

    const { emailSettings } = await ask(SETTINGS, {});
    expect(emailSettings.switches).toContainEqual({ key: "CREDITS_ADJUSTED", enabled: false });
    await ask(SET_ENABLED, { input: { key: "CREDITS_ADJUSTED", enabled: true, version: emailSettings.version } });
    await adjust(-2);
    const [message, ...more] = await waitForSink("theo@exemple.fr");
    expect(more).toEqual([]);
    expect(message!.subject).toBe("Votre solde de crédits a changé");
    expect(message!.text).toContain("ajusté de -2 : il est maintenant de 10 crédits.");
  });
});

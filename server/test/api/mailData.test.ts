/**
 * Every mail the back-office sends, built by its real sender (the mutations), then rendered with
 * the seed's templates: no `{{variable}}` a template prints may be missing or blank in the data
 * its sender wrote (issue 24, point 9: the contact reply read « L'équipe  » and « client de . »,
 * the reply's data carrying no shopName). Triggers stay paused: the `mail` documents are read as
 * written, not delivered.
 */
import { Timestamp } from "firebase-admin/firestore";
import { TEMPLATES } from "../../../scripts/seed/mail";
import { renderTemplate } from "../../src/mail/render";
import { issueInvoice } from "../../src/firestore/invoicing/issue";
import { emptyPlaceholders, MAIL_TEMPLATES } from "@atelier/domain/mailTemplates";
import { parisDay } from "@atelier/domain/parisCalendar";
import { clearEmulators } from "../support/emulators";
import { gql } from "../support/graphql";
import { createAdmin, db } from "../support/identities";
import { seedMailTemplates } from "../support/mail";
import { createOrder } from "../support/orders";
import { BALANCE_MUTATIONS, seedCustomer } from "../support/users";

const SHOP = "Atelier des Lilas";
const ALL_ON = {
  contactReply: true,
  orderPaid: true,
  orderShipped: true,
  orderDelivered: true,
  orderRefunded: true,
  creationRejected: true,
  creditsAdjusted: true,
};

let token: string;

beforeAll(async () => {
  await clearEmulators();
  ({ token } = await createAdmin("mail-data@atelier.test"));
  await seedMailTemplates({ shopName: SHOP, emails: ALL_ON });
}, 120_000);

const ask = async (query: string, variables: Record<string, unknown>) => {
  const response = await gql(query, { token, variables });
  expect(response.errors).toBeUndefined();
  return response.data!;
};

async function sendEveryMail(): Promise<void> {
  await seedCustomer("zoe", { email: "zoe@exemple.fr", firstName: "Zoé", credits: 3 });
  await createOrder("ord-1", { userId: "zoe", status: "processing", total: 54.9, trackingNumber: "6A12345678901" });
  // « Commande payée »: sent with its invoice by the trigger's own function once the order is paid.
  await createOrder("ord-paid", { userId: "zoe", status: "paid", paidAt: Timestamp.now() });
  expect(await issueInvoice(db(), "ord-paid")).toBe("issued");
  const CHANGE = `mutation C($input: ChangeOrderStatusInput!) { changeOrderStatus(input: $input) { userErrors { message } } }`;
  for (const status of ["SHIPPED", "DELIVERED", "REFUNDED"]) {
    expect((await ask(CHANGE, { input: { orderId: "ord-1", status } })).changeOrderStatus.userErrors).toEqual([]);
  }
  await db()
    .doc("creations/cr-1")
    .set({ userId: "zoe", createdAt: Timestamp.now(), imageUrl: "creations/x.svg", style: "aquarelle", moderation: { isModerated: false } });
  const MODERATE = `mutation M($input: ModerateCreationsInput!) { moderateCreations(input: $input) { userErrors { message } } }`;
  expect((await ask(MODERATE, { input: { ids: ["cr-1"], decision: "REJECT", reason: "Marque déposée" } })).moderateCreations.userErrors).toEqual([]);
  const adjusted = await ask(BALANCE_MUTATIONS.adjustCredits, { input: { userId: "zoe", delta: 5, reason: "Geste commercial" } });
  expect(adjusted.adjustUserCredits.userErrors).toEqual([]);
  // « Approbation demandée »: a grant above the owner's threshold, mailed to the other members who may approve it.
  await createAdmin("approbation@atelier.test");
  await db()
    .doc("settings/app")
    .set({ approvals: { creditGrantAbove: 100 } }, { merge: true });
  const held = await ask(BALANCE_MUTATIONS.adjustCredits, { input: { userId: "zoe", delta: 500, reason: "Geste commercial" } });
  expect(held.adjustUserCredits.userErrors).toEqual([]);
  expect(held.adjustUserCredits.user).toBeNull();
  await db()
    .doc("contactMessages/cm-1")
    .set({
      email: "lea@exemple.fr",
      name: "Léa Martin",
      subject: "Ma commande",
      message: "Bonjour, où en est ma commande ?",
      status: "NEW",
      replies: [],
      searchTokens: ["lea"],
      createdAt: Timestamp.now(),
      counted: false,
    });
  const REPLY = `mutation R($input: ReplyToContactMessageInput!) { replyToContactMessage(input: $input) { userErrors { message } } }`;
  expect((await ask(REPLY, { input: { id: "cm-1", body: "Elle part demain." } })).replyToContactMessage.userErrors).toEqual([]);
  const TEST = `mutation T($input: SendTestEmailInput!) { sendTestEmail(input: $input) { userErrors { message } } }`;
  expect((await ask(TEST, { input: { name: "test" } })).sendTestEmail.userErrors).toEqual([]);
  // « Demande RGPD close »: a request of the register answered (docs/personal-data.md).
  const RECORD = `mutation Rec($input: RecordPersonalDataRequestInput!) { recordPersonalDataRequest(input: $input) { personalDataRequest { id } userErrors { message } } }`;
  const recorded = (await ask(RECORD, { input: { userId: "zoe", kind: "ACCESS", receivedOn: parisDay(new Date()) } })).recordPersonalDataRequest;
  expect(recorded.userErrors).toEqual([]);
  const CLOSE = `mutation Clo($input: ClosePersonalDataRequestInput!) { closePersonalDataRequest(input: $input) { userErrors { message } } }`;
  const answer = { id: recorded.personalDataRequest.id, outcome: "DONE", answer: "Votre export est joint à ce message." };
  expect((await ask(CLOSE, { input: answer })).closePersonalDataRequest.userErrors).toEqual([]);
}

describe("chaque mail, rendu avec les données de son envoi, n'a aucune variable vide", () => {
  it("la réponse à un message de contact porte le nom de la boutique, et tous les autres mails aussi", async () => {
    await sendEveryMail();
    const mails = (await db().collection("mail").get()).docs.map((doc) => doc.data());
    const sent = new Set(mails.map((m) => m.template.name as string));
    // Every template the server sends; « welcome » is the storefront's, at sign-up.
    expect([...sent].sort()).toEqual(
      MAIL_TEMPLATES.map((t) => t.name)
        .filter((name) => name !== "welcome")
        .sort(),
    );

    for (const mail of mails) {
      const template = TEMPLATES.find((t) => t.id === mail.template.name)!;
      expect({ template: mail.template.name, empty: emptyPlaceholders(template, mail.template.data) }).toEqual({ template: mail.template.name, empty: [] });
    }
    const reply = mails.find((m) => m.template.name === "contact-reply")!;
    const rendered = renderTemplate(
      TEMPLATES.find((t) => t.id === "contact-reply")!,
      reply.template.data,
    );
    expect(rendered.text).toContain(`L'équipe ${SHOP}`);
    expect(rendered.html).toContain(SHOP);
    expect(rendered.text).not.toMatch(/L'équipe\s*$/m);
  }, 120_000);
});

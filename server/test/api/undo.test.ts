/**
 * Undo from the history (docs/undo.md): a write, its undo, and the records as they were before
 * (compared as Firestore holds them); a change of 300 orders undone as one group; a refusal, with
 * nothing written, when a record changed since, when the kind cannot be undone, when the role
 * lacks the original write's permission, and for a second undo.
 */
import { randomUUID } from "node:crypto";
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { expectAggregatesToSettle } from "../support/aggregates";
import { dumpDatabase } from "../support/database";
import { clearEmulators, clearEmulatorsWithTriggers } from "../support/emulators";
import { errorCodes, gql } from "../support/graphql";
import { createAdmin, createCustomer, createMember, db } from "../support/identities";
import { createOrder } from "../support/orders";
import { BALANCE_MUTATIONS } from "../support/users";
import { AUDIT_ACTION_LABELS, type AuditAction } from "../../src/rules/auditActions";

jest.setTimeout(360_000);

const UNDO = `mutation Undo($input: UndoChangeInput!) { undoChange(input: $input) { undone complete userErrors { field message code } } }`;
const STATUS = `mutation Status($input: ChangeOrderStatusInput!) { changeOrderStatus(input: $input) { order { id status } userErrors { message } } }`;
const BULK = `mutation Bulk($input: ChangeOrdersStatusInput!) { changeOrdersStatus(input: $input) { changed { id } userErrors { message } } }`;
const NOTE = `mutation Note($input: AddOrderNoteInput!) { addOrderNote(input: $input) { order { id } userErrors { message } } }`;
const TRACKING = `mutation Tracking($input: SetOrderTrackingNumberInput!) { setOrderTrackingNumber(input: $input) { order { id } userErrors { message } } }`;
const MODERATE = `mutation Moderate($input: ModerateCreationsInput!) { moderateCreations(input: $input) { creations { id } userErrors { message } } }`;
const DELIVERY = `mutation Delivery($input: UpdateDeliveryMethodInput!) { updateDeliveryMethod(input: $input) { deliveryMethod { id version } userErrors { message } } }`;
const SETTINGS = `mutation Settings($input: UpdateSettingsInput!) { updateSettings(input: $input) { settings { version shopName } userErrors { message } } }`;
const TEMPLATE = `mutation Template($input: UpdateEmailTemplateInput!) { updateEmailTemplate(input: $input) { template { name version } userErrors { message } } }`;
const UPDATE_PAGE = `mutation Page($input: UpdateStaticPageInput!) { updateStaticPage(input: $input) { staticPage { id version } userErrors { message } } }`;
const CREATE_VIEW = `mutation View($input: CreateSavedViewInput!) { createSavedView(input: $input) { savedView { id } userErrors { message } } }`;
const UPDATE_VIEW = `mutation View($input: UpdateSavedViewInput!) { updateSavedView(input: $input) { savedView { id } userErrors { message } } }`;
const HISTORY = `query History($type: String!, $id: ID!) {
  auditLog(first: 20, filter: { targetType: $type, targetId: $id }) {
    edges { node { id action changeId undoOf undo { state reason effect undoneAt undoneBy { id firstName } } } }
  }
}`;

let owner: { uid: string; token: string };
let other: { uid: string; token: string };

/** A document as stored, without the stamp every write moves (an undo is a write: updatedAt is its time). */
const stored = async (path: string, ...leftOut: string[]) => {
  const data = (await db().doc(path).get()).data();
  if (!data) return undefined;
  for (const key of ["updatedAt", ...leftOut]) delete data[key];
  return data;
};

const undo = (token: string, entryId: string, change?: string) => gql(UNDO, { token, variables: { input: { entryId } }, change });

/** Runs `query` as one gesture and answers the response with its change's first entry. */
async function gesture(token: string, query: string, input: Record<string, unknown>) {
  const change = randomUUID();
  const response = await gql(query, { token, variables: { input }, change });
  expect(response.errors).toBeUndefined();
  expect(response.extensions?.change?.id).toBe(change);
  return { response, entryId: response.extensions!.change!.entryId, change };
}

beforeAll(async () => {
  await clearEmulators();
  owner = await createAdmin();
  other = await createAdmin("bruno@atelier.test");
  await db().doc(`users/${other.uid}`).update({ firstName: "Bruno", lastName: "Petit" });
  await db().doc("settings/app").set({ shopName: "Atelier", contactEmail: "contact@atelier.test", version: 3 });
});

describe("une commande", () => {
  it("revient au statut précédent : le document est celui d’avant, son historique aussi", async () => {
    await createOrder("undo-ship", { status: "processing", statusHistory: [{ to: "processing", changedAt: Timestamp.fromMillis(1), changedBy: null }] });
    const before = await stored("orders/undo-ship");
    const { entryId, response } = await gesture(owner.token, STATUS, { orderId: "undo-ship", status: "SHIPPED" });
    expect(response.extensions?.change?.reversible).toBe(true);
    expect((await stored("orders/undo-ship"))?.shippedAt).toBeDefined();

    const result = await undo(owner.token, entryId);
    expect(result.data?.undoChange).toEqual({ undone: 1, complete: true, userErrors: [] });
    expect(await stored("orders/undo-ship")).toEqual(before);

    const history = (await gql(HISTORY, { token: owner.token, variables: { type: "order", id: "undo-ship" } })).data!.auditLog.edges.map(
      (e: { node: unknown }) => e.node,
    );
    const original = history.find((e: { id: string }) => e.id === entryId);
    expect(original.undo).toMatchObject({
      state: "UNDONE",
      undoneBy: { id: owner.uid, firstName: "Camille" },
      effect: "La commande revient à son statut précédent.",
    });
    // What the log and the history ask once their page is shown (the page query leaves `undo` out).
    const states = await gql(`query States($ids: [ID!]!) { auditEntries(ids: $ids) { id undo { state } } }`, {
      token: owner.token,
      variables: { ids: [entryId, "inconnue"] },
    });
    expect(states.data?.auditEntries).toEqual([{ id: entryId, undo: { state: "UNDONE" } }, null]);
    const tooMany = await gql(`query States($ids: [ID!]!) { auditEntries(ids: $ids) { id } }`, {
      token: owner.token,
      variables: { ids: Array.from({ length: 101 }, (_, i) => `e${i}`) },
    });
    expect(errorCodes(tooMany)).toEqual(["BAD_USER_INPUT"]);
    const undoEntry = history.find((e: { action: string }) => e.action === "change.undo");
    expect(undoEntry).toMatchObject({ undoOf: entryId, undo: { state: "IRREVERSIBLE", reason: "Une annulation ne s’annule pas : refaites la modification." } });
  });

  it("refuse une seconde annulation, en nommant qui a annulé, sans rien écrire", async () => {
    await createOrder("undo-twice", { status: "paid" });
    const { entryId } = await gesture(owner.token, STATUS, { orderId: "undo-twice", status: "PROCESSING" });
    expect((await undo(owner.token, entryId)).data?.undoChange.userErrors).toEqual([]);
    const dump = await dumpDatabase();
    const again = await undo(other.token, entryId);
    expect(again.data?.undoChange.userErrors).toEqual([
      {
        field: ["input", "entryId"],
        code: "ALREADY_UNDONE",
        message: expect.stringMatching(/^Cette modification a déjà été annulée par Camille Martin le \d\d\/\d\d\/\d{4} \d\d:\d\d\.$/),
      },
    ]);
    expect(await dumpDatabase()).toEqual(dump);
  });

  it("refuse quand la commande a changé depuis, en nommant qui a changé quoi, sans rien écrire", async () => {
    await createOrder("undo-conflict", { status: "processing" });
    const { entryId } = await gesture(owner.token, STATUS, { orderId: "undo-conflict", status: "SHIPPED" });
    await gesture(other.token, STATUS, { orderId: "undo-conflict", status: "DELIVERED" });
    const dump = await dumpDatabase();
    const result = await undo(owner.token, entryId);
    expect(result.data?.undoChange).toMatchObject({ undone: 0, complete: false });
    expect(result.data?.undoChange.userErrors).toEqual([
      {
        field: ["input", "entryId"],
        code: "CHANGED_SINCE",
        message: expect.stringMatching(
          /^Impossible d’annuler : « Statut » \(commande undo-conflict\) a été modifié depuis par Bruno Petit le \d\d\/\d\d\/\d{4} \d\d:\d\d \(Statut de commande modifié\)\.$/,
        ),
      },
    ]);
    expect(await dumpDatabase()).toEqual(dump);
  });

  it("refuse un passage à « Payée » (la facture est émise) et dit pourquoi", async () => {
    await createOrder("undo-paid", { status: "pending_payment" });
    const { entryId, response } = await gesture(owner.token, STATUS, { orderId: "undo-paid", status: "PAID" });
    // The success toast offers no « Annuler » for it.
    expect(response.extensions?.change?.reversible).toBe(false);
    const result = await undo(owner.token, entryId);
    expect(result.data?.undoChange.userErrors).toEqual([
      {
        field: ["input", "entryId"],
        code: "IRREVERSIBLE",
        message: "Impossible d’annuler « Statut de commande modifié » : Le paiement a émis la facture, un document légal : remboursez la commande plutôt.",
      },
    ]);
    expect((await db().doc("orders/undo-paid").get()).data()?.status).toBe("paid");
  });

  it("retire la note ajoutée et remet le numéro de suivi précédent", async () => {
    await createOrder("undo-note", { status: "processing", trackingNumber: "COL-1" });
    const before = await stored("orders/undo-note");
    const note = await gesture(owner.token, NOTE, { orderId: "undo-note", text: "Colis abîmé" });
    const tracking = await gesture(owner.token, TRACKING, { orderId: "undo-note", trackingNumber: "COL-2" });
    expect((await undo(owner.token, tracking.entryId)).data?.undoChange.userErrors).toEqual([]);
    expect((await undo(owner.token, note.entryId)).data?.undoChange.userErrors).toEqual([]);
    expect(await stored("orders/undo-note")).toEqual(before);
    expect((await db().collection("orders/undo-note/notes").get()).size).toBe(0);
  });
});

describe("ce qui ne s’annule pas", () => {
  // Entries as the code writes them (their kinds' writes are tested in their own files).
  const irreversible = {
    "order.refund": {
      targetType: "order",
      after: { creditNote: "AV-2026-00001" },
      reason: "Un remboursement versé ne se reprend pas, et son avoir est un document légal.",
    },
    "contactMessage.reply": { targetType: "contactMessage", after: { status: "REPLIED" }, reason: "Un e-mail envoyé ne peut pas être rappelé." },
    "user.login": { targetType: "user", after: { lastLoginAt: "2026-11-29T10:00:00.000Z" }, reason: "Cette entrée constate un fait, elle ne modifie rien." },
    "staff.changeRole": {
      targetType: "staff",
      after: { staffRole: "SUPPORT" },
      reason: "Les droits se changent depuis l’équipe (Paramètres › Équipe), où chaque changement est vérifié.",
    },
  } as const;

  it.each(Object.entries(irreversible))("%s : refusé avec sa raison, rien n’est écrit", async (action, { targetType, after, reason }) => {
    const entry = await db()
      .collection("auditLog")
      .add({ actorUid: owner.uid, action, targetType, targetId: "cible", before: {}, after, at: Timestamp.now(), changeId: randomUUID() });
    const dump = await dumpDatabase();
    const result = await undo(owner.token, entry.id);
    expect(result.data?.undoChange.userErrors).toEqual([
      {
        field: ["input", "entryId"],
        code: "IRREVERSIBLE",
        message: `Impossible d’annuler « ${AUDIT_ACTION_LABELS[action as AuditAction]} » : ${reason}`,
      },
    ]);
    expect(await dumpDatabase()).toEqual(dump);
  });
});

describe("un changement en masse", () => {
  const ids = Array.from({ length: 300 }, (_, i) => `undo-bulk-${String(i).padStart(3, "0")}`);

  it("300 commandes passées à « Expédiée » en deux requêtes reviennent toutes en une annulation, page après page", async () => {
    await Promise.all(ids.map((id) => createOrder(id, { status: "processing" })));
    const before = Object.fromEntries(await Promise.all(ids.map(async (id) => [id, await stored(`orders/${id}`)] as const)));
    // The console sends a bulk change in requests of 200, all with the gesture's id.
    const change = randomUUID();
    const first = await gql(BULK, {
      token: owner.token,
      change,
      variables: { input: { orderIds: ids.slice(0, 200), status: "SHIPPED", idempotencyKey: randomUUID() } },
    });
    await gql(BULK, { token: owner.token, change, variables: { input: { orderIds: ids.slice(200), status: "SHIPPED", idempotencyKey: randomUUID() } } });
    expect((await db().collection("orders").where("status", "==", "shipped").count().get()).data().count).toBe(300);

    const entryId = first.extensions!.change!.entryId;
    const page1 = await undo(owner.token, entryId);
    expect(page1.data?.undoChange).toEqual({ undone: 150, complete: false, userErrors: [] });
    const page2 = await undo(owner.token, entryId);
    expect(page2.data?.undoChange).toEqual({ undone: 150, complete: true, userErrors: [] });
    const after = Object.fromEntries(await Promise.all(ids.map(async (id) => [id, await stored(`orders/${id}`)] as const)));
    expect(after).toEqual(before);
    expect((await db().collection("auditLog").where("action", "==", "change.undo").where("targetId", "in", ids.slice(0, 30)).count().get()).data().count).toBe(
      30,
    );
    expect((await undo(owner.token, entryId)).data?.undoChange.userErrors[0].code).toBe("ALREADY_UNDONE");
  });
});

describe("crédits, modération, catalogue, paramètres", () => {
  it("une écriture inverse rétablit le solde ; la ligne d’origine reste au relevé", async () => {
    const customer = await createCustomer("undo-credits@exemple.fr");
    // As the users' list trigger keeps it on every record (firestore/users/listRefresh.ts).
    await db().doc(`users/${customer.uid}`).update({ hasCredits: true });
    const before = await stored(`users/${customer.uid}`);
    const { entryId, response } = await gesture(owner.token, BALANCE_MUTATIONS.adjustCredits, { userId: customer.uid, delta: 500, reason: "Geste commercial" });
    const original = response.data!.adjustUserCredits.transaction.id;
    expect((await undo(owner.token, entryId)).data?.undoChange.userErrors).toEqual([]);
    expect(await stored(`users/${customer.uid}`)).toEqual(before);
    const lines = (await db().collection("transactions").where("userId", "==", customer.uid).get()).docs.map((d) => ({ id: d.id, ...d.data() }));
    expect(lines).toHaveLength(2);
    expect(lines.find((l) => l.id !== original)).toMatchObject({
      credits: -500,
      type: "CREDIT_ADJUSTMENT",
      description: "Annulation : Geste commercial",
      reverses: original,
    });
  });

  it("les points de fidélité et un solde défini reviennent à leur valeur précédente", async () => {
    const customer = await createCustomer("undo-loyalty@exemple.fr");
    await db().doc(`users/${customer.uid}`).update({ hasCredits: true, loyaltyPoints: 40 });
    const before = await stored(`users/${customer.uid}`);
    const points = await gesture(owner.token, BALANCE_MUTATIONS.setLoyaltyPoints, { userId: customer.uid, loyaltyPoints: 400, reason: "Saisie" });
    const credits = await gesture(owner.token, BALANCE_MUTATIONS.setCredits, { userId: customer.uid, credits: 2, reason: "Correction" });
    expect((await undo(owner.token, credits.entryId)).data?.undoChange.userErrors).toEqual([]);
    expect((await undo(owner.token, points.entryId)).data?.undoChange.userErrors).toEqual([]);
    expect(await stored(`users/${customer.uid}`)).toEqual(before);
  });

  it("refuse d’annuler un ajout de crédits que le client a déjà dépensés", async () => {
    const customer = await createCustomer("undo-spent@exemple.fr");
    const { entryId } = await gesture(owner.token, BALANCE_MUTATIONS.adjustCredits, { userId: customer.uid, delta: 50, reason: "Geste" });
    await db().doc(`users/${customer.uid}`).update({ credits: 40 }); // spent in the storefront
    const result = await undo(owner.token, entryId);
    expect(result.data?.undoChange.userErrors[0]).toMatchObject({
      code: "CHANGED_SINCE",
      message: expect.stringContaining("a changé depuis, hors de la console (boutique ou traitement automatique)"),
    });
    expect((await db().doc(`users/${customer.uid}`).get()).data()?.credits).toBe(40);
  });

  it("n’annule pas seul ce que l’approbation retiendrait : rendre des crédits au-dessus du seuil", async () => {
    const customer = await createCustomer("undo-held@exemple.fr");
    await db().doc(`users/${customer.uid}`).update({ credits: 300, hasCredits: true });
    // Taking 200 credits away is no grant: not held. Putting them back would be one.
    const { entryId } = await gesture(owner.token, BALANCE_MUTATIONS.adjustCredits, { userId: customer.uid, delta: -200, reason: "Erreur" });
    await db()
      .doc("settings/app")
      .update({ approvals: { creditGrantAbove: 100 } });
    try {
      const dump = await dumpDatabase();
      const result = await undo(owner.token, entryId);
      expect(result.data?.undoChange.userErrors).toEqual([
        {
          field: ["input", "entryId"],
          code: "APPROVAL_REQUIRED",
          message:
            "Impossible d’annuler : l’annulation rendrait 200 crédits au client, au-dessus du seuil d’approbation. Refaites la modification depuis son écran : elle sera soumise à l’approbation d’un autre membre.",
        },
      ]);
      expect(await dumpDatabase()).toEqual(dump);
    } finally {
      await db().doc("settings/app").update({ approvals: FieldValue.delete() });
    }
    // Without the threshold, the same undo goes through.
    expect((await undo(owner.token, entryId)).data?.undoChange.userErrors).toEqual([]);
    expect((await db().doc(`users/${customer.uid}`).get()).data()?.credits).toBe(300);
  });

  it("une création refusée par erreur revient en attente de modération", async () => {
    await db().doc("creations/undo-creation").set({ userId: "u", kind: "TEXT_TO_IMAGE", createdAt: Timestamp.now(), imageUrl: "creations/x.svg" });
    const before = await stored("creations/undo-creation");
    const { entryId } = await gesture(owner.token, MODERATE, { ids: ["undo-creation"], decision: "REJECT", reason: "Hors charte" });
    expect((await db().doc("creations/undo-creation").get()).data()?.moderation?.status).toBe("REJECTED");
    expect((await undo(owner.token, entryId)).data?.undoChange.userErrors).toEqual([]);
    expect(await stored("creations/undo-creation")).toEqual(before);
  });

  it("un mode de livraison revient à ses valeurs précédentes, dans une nouvelle version", async () => {
    const values = {
      name: "Colissimo",
      description: null,
      carrier: "La Poste",
      priceCents: 590,
      freeAboveCents: null,
      minDays: 2,
      maxDays: 4,
      countries: ["FR"],
    };
    await db()
      .doc("deliveryMethods/undo-delivery")
      .set({
        name: "Colissimo",
        description: null,
        carrier: "La Poste",
        price: 5.9,
        freeAbove: null,
        minDays: 2,
        maxDays: 4,
        countries: ["FR"],
        isActive: true,
        position: 0,
        version: 1,
      });
    const before = await stored("deliveryMethods/undo-delivery", "version", "updatedBy");
    const { entryId } = await gesture(owner.token, DELIVERY, { id: "undo-delivery", version: 1, values: { ...values, priceCents: 5900 } });
    expect((await undo(owner.token, entryId)).data?.undoChange.userErrors).toEqual([]);
    const after = (await db().doc("deliveryMethods/undo-delivery").get()).data()!;
    expect(after).toMatchObject({ version: 3, updatedBy: owner.uid });
    expect(await stored("deliveryMethods/undo-delivery", "version", "updatedBy")).toEqual(before);
  });

  it("un modèle d’e-mail revient à sa version précédente ; celle qu’il remplace reste dans l’historique", async () => {
    const previous = { subject: "Votre commande {{orderId}} est en route", html: "<p>Bonjour {{firstName}}</p>", text: "Bonjour {{firstName}}" };
    await db()
      .doc("templates/order-shipped")
      .set({ ...previous, version: 1 });
    const { entryId } = await gesture(owner.token, TEMPLATE, {
      name: "order-shipped",
      version: 1,
      subject: "Expédiée : {{orderId}}",
      html: "<p>{{firstName}}</p>",
      text: "",
    });
    expect((await undo(owner.token, entryId)).data?.undoChange.userErrors).toEqual([]);
    expect((await db().doc("templates/order-shipped").get()).data()).toMatchObject({ ...previous, version: 3, updatedBy: owner.uid });
    const kept = (await db().collection("templates/order-shipped/revisions").orderBy("version").get()).docs.map((d) => [
      d.get("version"),
      d.get("data.subject"),
    ]);
    expect(kept).toEqual([
      [1, previous.subject],
      [2, "Expédiée : {{orderId}}"],
    ]);
  });

  it("une page publiée par erreur revient à son texte et à son brouillon ; la boutique ne la montre plus", async () => {
    const created = await gql(`mutation($input: StaticPageInput!) { createStaticPage(input: $input) { staticPage { id version } userErrors { message } } }`, {
      token: owner.token,
      variables: { input: { title: "À propos", body: "Texte d’avant", status: "DRAFT" } },
    });
    const page = created.data!.createStaticPage.staticPage;
    const before = await stored(`staticPages/${page.id}`, "version", "updatedBy", "searchTokens");
    const { entryId } = await gesture(owner.token, UPDATE_PAGE, {
      id: page.id,
      version: page.version,
      values: { title: "À propos", body: "Texte publié trop tôt", status: "PUBLISHED" },
    });
    expect((await db().doc(`publicPages/${page.id}`).get()).exists).toBe(true);

    expect((await undo(owner.token, entryId)).data?.undoChange.userErrors).toEqual([]);
    expect(await stored(`staticPages/${page.id}`, "version", "updatedBy", "searchTokens")).toEqual(before);
    expect((await db().doc(`staticPages/${page.id}`).get()).get("version")).toBe(page.version + 2);
    expect((await db().doc(`publicPages/${page.id}`).get()).exists).toBe(false);
    // The replaced text is kept in « Révisions », like any save's.
    const kept = (await db().collection(`staticPages/${page.id}/revisions`).orderBy("version").get()).docs.map((d) => d.get("data.body"));
    expect(kept).toEqual(["Texte d’avant", "Texte publié trop tôt"]);
  });

  it("une vue enregistrée reprend son nom et son partage ; une vue créée est retirée ; une vue d’un autre reste à lui", async () => {
    const created = await gesture(owner.token, CREATE_VIEW, { screen: "ORDERS", name: "À expédier", query: "status=PROCESSING", shared: false });
    const id = created.response.data!.createSavedView.savedView.id;
    const before = await stored(`savedViews/${id}`);
    const renamed = await gesture(owner.token, UPDATE_VIEW, { id, name: "Urgent", shared: true });
    expect((await undo(owner.token, renamed.entryId)).data?.undoChange.userErrors).toEqual([]);
    expect(await stored(`savedViews/${id}`)).toEqual(before);
    // Private again: another member may not undo its creation (they cannot see it, as when editing it).
    const refused = await undo(other.token, created.entryId);
    expect(refused.data?.undoChange.userErrors).toEqual([{ field: ["input", "entryId"], code: "NOT_FOUND", message: "Vue introuvable." }]);
    expect((await db().doc(`savedViews/${id}`).get()).exists).toBe(true);
    expect((await undo(owner.token, created.entryId)).data?.undoChange.userErrors).toEqual([]);
    expect((await db().doc(`savedViews/${id}`).get()).exists).toBe(false);
  });

  it("les paramètres reviennent à leurs valeurs précédentes", async () => {
    const { entryId } = await gesture(owner.token, SETTINGS, { version: 3, shopName: "Atelier Lumière" });
    expect((await undo(owner.token, entryId)).data?.undoChange.userErrors).toEqual([]);
    expect((await db().doc("settings/app").get()).data()).toMatchObject({ shopName: "Atelier", version: 5 });
  });
});

describe("qui peut annuler", () => {
  it("il faut la permission de l’écriture d’origine ; un membre sans elle est refusé, rien n’est écrit", async () => {
    const support = await createMember("SUPPORT");
    await createOrder("undo-role", { status: "processing" });
    const { entryId } = await gesture(owner.token, STATUS, { orderId: "undo-role", status: "SHIPPED" });
    const dump = await dumpDatabase();
    const refused = await undo(support.token, entryId);
    expect(refused.data?.undoChange.userErrors).toEqual([
      { field: ["input", "entryId"], code: "PERMISSION", message: "Accès refusé - votre rôle ne permet pas\u00a0: Préparation et expédition" },
    ]);
    expect(await dumpDatabase()).toEqual(dump);
    const fulfilment = await createMember("FULFILMENT");
    expect((await undo(fulfilment.token, entryId)).data?.undoChange.userErrors).toEqual([]);
  });

  it("un identifiant de changement mal formé est refusé avant tout (400), comme une entrée inconnue", async () => {
    const dump = await dumpDatabase();
    const badHeader = await gql(STATUS, { token: owner.token, change: "pas-un-uuid", variables: { input: { orderId: "undo-role", status: "DELIVERED" } } });
    expect(badHeader.status).toBe(400);
    expect(badHeader.errors?.[0]?.message).toBe("En-tête x-atelier-change invalide : un identifiant UUID en minuscules est attendu.");
    expect(errorCodes(await undo(owner.token, "../orders/x"))).toEqual(["BAD_USER_INPUT"]);
    expect((await undo(owner.token, "inconnue")).data?.undoChange.userErrors).toEqual([
      { field: ["input", "entryId"], code: "NOT_FOUND", message: "Entrée du journal introuvable." },
    ]);
    expect(await dumpDatabase()).toEqual(dump);
  });
});

describe("les chiffres du tableau de bord", () => {
  it("suivent l’annulation, sans écart avec les données", async () => {
    await clearEmulatorsWithTriggers();
    const admin = await createAdmin();
    await Promise.all(["agg-1", "agg-2", "agg-3"].map((id) => createOrder(id, { status: "processing", createdAt: Timestamp.now() })));
    await expectAggregatesToSettle();
    const change = randomUUID();
    const response = await gql(BULK, {
      token: admin.token,
      change,
      variables: { input: { orderIds: ["agg-1", "agg-2", "agg-3"], status: "SHIPPED", idempotencyKey: randomUUID() } },
    });
    await expectAggregatesToSettle();
    expect((await undo(admin.token, response.extensions!.change!.entryId)).data?.undoChange.userErrors).toEqual([]);
    await expectAggregatesToSettle();
    await clearEmulators();
  });
});

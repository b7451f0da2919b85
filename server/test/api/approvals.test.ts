/**
 * Four-eyes approval (issue 35, docs/approvals.md): a write above the owner's thresholds is held
 * « En attente d'approbation » with its payload, audited and mailed to the members who may
 * approve it; another member holding the permission approves (the write runs exactly once,
 * re-checked on the records as they are then) or rejects it; the requester never decides their
 * own; requests expire after 7 days.
 */
import { Timestamp } from "firebase-admin/firestore";
import { TEMPLATES } from "../../../scripts/seed/mail";
import { issueInvoice } from "../../src/firestore/invoicing/issue";
import { renderTemplate } from "../../src/mail/render";
import { clearEmulators } from "../support/emulators";
import { errorCodes, gql } from "../support/graphql";
import { createAdmin, createCustomer, createMember, db } from "../support/identities";
import { seedMailTemplates } from "../support/mail";
import { createPaidOrder } from "../support/orders";
import { BALANCE_MUTATIONS, storedUser } from "../support/users";

jest.setTimeout(240_000);

type Member = { uid: string; token: string };
let owner: Member;
let helene: Member;
let paul: Member;
let support: Member;
let customer: Member;

const THRESHOLDS = { refundAboveCents: 1000, creditGrantAbove: 100, rightsChanges: true, vatAndIdentityChanges: true };

const REQUEST_FIELDS = `id kind state stateLabel summary reason permission amountCents credits targetType targetId payload lastRefusal canDecide
  requestedBy { id } decidedBy { id } decisionComment createdAt expiresAt`;

const REFUND = `mutation($input: RefundOrderInput!) {
  refundOrder(input: $input) { order { id refundedCents } creditNote { number } approvalRequest { ${REQUEST_FIELDS} } userErrors { field message code } }
}`;
const APPROVE = `mutation($input: DecideApprovalRequestInput!) {
  approveApprovalRequest(input: $input) { approvalRequest { ${REQUEST_FIELDS} } userErrors { field message code } }
}`;
const REJECT = `mutation($input: DecideApprovalRequestInput!) {
  rejectApprovalRequest(input: $input) { approvalRequest { ${REQUEST_FIELDS} } userErrors { field message code } }
}`;
const QUEUE = `query($queue: ApprovalQueue!) { approvalRequests(queue: $queue, first: 50) { totalCount edges { node { id state canDecide } } } pendingApprovalCount }`;
const SET_ADMIN = `mutation($input: SetUserAdminInput!) {
  setUserAdmin(input: $input) { user { id isAdmin } approvalRequest { id kind summary } userErrors { field message code } }
}`;
const UPDATE_SETTINGS = `mutation($input: UpdateSettingsInput!) {
  updateSettings(input: $input) { settings { version vatRate shopName } approvalRequest { id kind summary } userErrors { field message code } }
}`;
const THRESHOLDS_MUTATION = `mutation($input: SetApprovalThresholdsInput!) {
  setApprovalThresholds(input: $input) { settings { version approvals { refundAboveCents creditGrantAbove rightsChanges vatAndIdentityChanges } } userErrors { field message code } }
}`;

const refund = (member: Member, input: Record<string, unknown>) =>
  gql(REFUND, { token: member.token, variables: { input: { lines: [], delivery: false, reason: "DAMAGED", refundTo: "PAYMENT", ...input } } });
const approve = (member: Member, id: string, comment?: string) => gql(APPROVE, { token: member.token, variables: { input: { id, comment } } });
const reject = (member: Member, id: string, comment?: string) => gql(REJECT, { token: member.token, variables: { input: { id, comment } } });

/** A paid 54,90 € order of the customer's, its invoice issued. */
const paidOrder = async (id: string) => {
  await createPaidOrder(id, { userId: customer.uid });
  expect(await issueInvoice(db(), id)).toBe("issued");
};
const creditNotesOf = async (orderId: string) =>
  (await db().collection("accountingDocuments").where("orderId", "==", orderId).where("kind", "==", "CREDIT_NOTE").get()).docs;
const auditOf = async (action: string, targetId: string) =>
  (await db().collection("auditLog").where("action", "==", action).where("targetId", "==", targetId).get()).docs.map((d) => d.data());
const stored = async (id: string) => (await db().doc(`approvalRequests/${id}`).get()).data()!;

/** A refund above the threshold, held: its request. */
async function heldRefund(member: Member, input: Record<string, unknown>) {
  const result = (await refund(member, input)).data?.refundOrder;
  expect(result.userErrors).toEqual([]);
  expect(result.order).toBeNull();
  expect(result.approvalRequest).toMatchObject({ kind: "REFUND", state: "PENDING", stateLabel: "En attente d'approbation" });
  return result.approvalRequest as { id: string; [key: string]: unknown };
}

beforeAll(async () => {
  await clearEmulators();
  owner = await createAdmin("camille@atelier.test");
  helene = await createMember("MANAGER", "helene@atelier.test");
  paul = await createMember("MANAGER", "paul@atelier.test");
  support = await createMember("SUPPORT", "ines@atelier.test");
  customer = await createCustomer();
  await seedMailTemplates({ vatRate: 20, creditPacks: [{ credits: 10, price: 4.99 }], approvals: THRESHOLDS });
});

describe("un remboursement au-delà du seuil attend l'approbation d'un autre membre", () => {
  it("n'écrit rien : la demande est enregistrée avec son contenu, auditée, et un mail part vers chaque membre qui peut l'approuver", async () => {
    await paidOrder("held");
    const request = await heldRefund(helene, { orderId: "held", lines: [{ itemIndex: 1, quantity: 1 }], note: "  <b>Colis</b> écrasé & trempé " });
    expect(request).toMatchObject({
      summary: "Remboursement de 24,90\u00a0€ de la commande #HELD",
      reason: "Colis endommagé — <b>Colis</b> écrasé & trempé",
      permission: "REFUNDS",
      amountCents: 2490,
      targetType: "order",
      targetId: "held",
      requestedBy: { id: helene.uid },
      decidedBy: null,
      canDecide: false,
    });
    expect(JSON.parse(request.payload as string)).toEqual({
      kind: "REFUND",
      orderId: "held",
      // As the mutation received it: the refund's rules trim the note again when it runs.
      draft: {
        lines: [{ itemIndex: 1, quantity: 1 }],
        delivery: false,
        amountCents: null,
        reason: "DAMAGED",
        refundTo: "PAYMENT",
        note: "  <b>Colis</b> écrasé & trempé ",
      },
    });
    // Expires 7 days after it was asked.
    expect(Date.parse(request.expiresAt as string) - Date.parse(request.createdAt as string)).toBe(7 * 24 * 3600 * 1000);
    // Nothing refunded.
    expect(await creditNotesOf("held")).toHaveLength(0);
    expect((await db().doc("orders/held").get()).get("refundedCents")).toBeUndefined();
    expect(await auditOf("order.refund", "held")).toEqual([]);
    const [entry] = await auditOf("approvalRequest.create", request.id);
    expect(entry).toMatchObject({ actorUid: helene.uid, after: { status: "pending", kind: "REFUND", heldTargetId: "held", approversNotified: 2 } });

    // The members holding REFUNDS, the requester excepted: the owner and Paul; not Inès (Service client).
    const mails = (await db().collection("mail").where("source", "==", "approvalRequest.create").get()).docs.map((d) => d.data());
    expect(mails.map((m) => m.to).sort()).toEqual(["camille@atelier.test", "paul@atelier.test"]);
    const mail = mails.find((m) => m.to === "paul@atelier.test")!;
    expect(mail.template).toMatchObject({ name: "approval-requested", data: { requesterName: "Membre MANAGER", kind: "Remboursement", shopName: "Atelier" } });
    // The requester's text is escaped in the HTML, as typed in the text.
    const rendered = renderTemplate(
      TEMPLATES.find((t) => t.id === "approval-requested")!,
      mail.template.data,
    );
    expect(rendered.html).toContain("&lt;b&gt;Colis&lt;/b&gt; écrasé &amp; trempé");
    expect(rendered.html).not.toContain("<b>Colis</b>");
    expect(rendered.text).toContain("<b>Colis</b> écrasé & trempé");
  });

  it("un remboursement sous le seuil passe aussitôt", async () => {
    await paidOrder("small");
    const result = (await refund(helene, { orderId: "small", amountCents: 1000 })).data?.refundOrder;
    expect(result).toMatchObject({ userErrors: [], approvalRequest: null, order: { refundedCents: 1000 } });
  });

  it("celui qui a demandé ne peut pas approuver sa propre demande, même propriétaire", async () => {
    await paidOrder("own");
    const request = await heldRefund(owner, { orderId: "own", amountCents: 2000 });
    const result = (await approve(owner, request.id)).data?.approveApprovalRequest;
    expect(result.userErrors).toEqual([
      { field: ["input", "id"], code: "OWN_REQUEST", message: "Vous ne pouvez pas décider de votre propre demande : un autre membre doit l’approuver." },
    ]);
    expect((await reject(owner, request.id, "Finalement non")).data?.rejectApprovalRequest.userErrors[0].code).toBe("OWN_REQUEST");
    expect(await creditNotesOf("own")).toHaveLength(0);
    expect((await stored(request.id)).status).toBe("pending");
  });

  it("un membre dont le rôle n'a pas la permission du remboursement ne la voit pas et ne peut pas la décider", async () => {
    await paidOrder("role");
    const request = await heldRefund(helene, { orderId: "role", amountCents: 2000 });
    const queue = (await gql(QUEUE, { token: support.token, variables: { queue: "PENDING" } })).data!;
    expect(queue.approvalRequests.edges.map((e: { node: { id: string } }) => e.node.id)).not.toContain(request.id);
    const result = (await approve(support, request.id)).data?.approveApprovalRequest;
    expect(result.userErrors[0]).toMatchObject({ code: "PERMISSION", message: "Votre rôle ne permet pas de décider de cette demande : Remboursements." });
    expect(await creditNotesOf("role")).toHaveLength(0);
  });

  it("deux membres approuvent en même temps : le remboursement est exécuté une seule fois", async () => {
    await paidOrder("twice");
    const request = await heldRefund(helene, { orderId: "twice", lines: [{ itemIndex: 1, quantity: 1 }] });
    const results = (await Promise.all([approve(owner, request.id, "OK pour moi"), approve(paul, request.id)])).map((r) => r.data?.approveApprovalRequest);
    const accepted = results.filter((r) => r.userErrors.length === 0);
    const refused = results.filter((r) => r.userErrors.length > 0);
    expect(accepted).toHaveLength(1);
    expect(refused.map((r) => r.userErrors[0].code)).toEqual(["ALREADY_DECIDED"]);
    expect(accepted[0].approvalRequest).toMatchObject({ state: "APPROVED", stateLabel: "Approuvée", canDecide: false });

    const notes = await creditNotesOf("twice");
    expect(notes).toHaveLength(1);
    expect(notes[0]!.get("grossCents")).toBe(2490);
    expect((await db().doc("orders/twice").get()).get("refundedCents")).toBe(2490);
    expect(await auditOf("order.refund", "twice")).toHaveLength(1);
    const approvals = await auditOf("approvalRequest.approve", request.id);
    expect(approvals).toHaveLength(1);
    // The refund and the approval are one change, by the approver.
    const [refundEntry] = await auditOf("order.refund", "twice");
    expect(refundEntry!.actorUid).toBe(approvals[0]!.actorUid);
    expect(approvals[0]!.after).toMatchObject({ status: "approved", requestedBy: helene.uid });
    expect(await stored(request.id)).toMatchObject({ status: "approved", decided: true, decidedBy: approvals[0]!.actorUid });
  });

  it("une approbation qui ne tient plus (un autre remboursement est passé entre-temps) est refusée et la demande reste ouverte", async () => {
    await paidOrder("no-longer");
    const request = await heldRefund(helene, { orderId: "no-longer", amountCents: 5000 });
    // Meanwhile, 10 € refunded directly (at the threshold: not held): 44,90 € remain, less than the 50 € asked.
    expect((await refund(owner, { orderId: "no-longer", amountCents: 1000 })).data?.refundOrder.userErrors).toEqual([]);

    const result = (await approve(paul, request.id)).data?.approveApprovalRequest;
    expect(result.userErrors).toHaveLength(1);
    expect(result.userErrors[0]).toMatchObject({ code: "OVER_REFUNDABLE" });
    expect(result.userErrors[0].message).toMatch(/^Le remboursement dépasse ce qui reste remboursable/);
    expect(result.approvalRequest).toMatchObject({ state: "PENDING", canDecide: true, lastRefusal: result.userErrors[0].message });
    expect((await creditNotesOf("no-longer")).map((d) => d.get("grossCents"))).toEqual([1000]);
    expect(await stored(request.id)).toMatchObject({ status: "pending", lastRefusal: { messages: [result.userErrors[0].message], by: paul.uid } });
    expect(await auditOf("approvalRequest.refuse", request.id)).toHaveLength(1);
    expect(await auditOf("approvalRequest.approve", request.id)).toHaveLength(0);
  });

  it("rejetée avec un commentaire obligatoire : le remboursement n'est jamais fait", async () => {
    await paidOrder("rejected");
    const request = await heldRefund(helene, { orderId: "rejected", amountCents: 3000 });
    const blank = (await reject(paul, request.id, "   ")).data?.rejectApprovalRequest;
    expect(blank.userErrors).toEqual([{ field: ["input", "comment"], code: "REQUIRED", message: "Le commentaire est obligatoire." }]);
    const result = (await reject(paul, request.id, " Le client a déjà été remboursé par chèque ")).data?.rejectApprovalRequest;
    expect(result).toMatchObject({
      userErrors: [],
      approvalRequest: { state: "REJECTED", stateLabel: "Rejetée", decidedBy: { id: paul.uid }, decisionComment: "Le client a déjà été remboursé par chèque" },
    });
    expect((await approve(owner, request.id)).data?.approveApprovalRequest.userErrors[0]).toMatchObject({
      code: "ALREADY_DECIDED",
      message: "Cette demande a déjà été traitée (Rejetée).",
    });
    expect(await creditNotesOf("rejected")).toHaveLength(0);
    expect(await auditOf("approvalRequest.reject", request.id)).toMatchObject([{ actorUid: paul.uid, after: { status: "rejected" } }]);
  });

  it("expire 7 jours après la demande : « Expirée », elle ne peut plus être approuvée", async () => {
    await paidOrder("expired");
    const request = await heldRefund(helene, { orderId: "expired", amountCents: 2500 });
    // Seven days later: its expiry is now past.
    await db()
      .doc(`approvalRequests/${request.id}`)
      .update({ createdAt: Timestamp.fromMillis(Date.now() - 7 * 24 * 3600 * 1000 - 1000), expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    const result = (await approve(paul, request.id)).data?.approveApprovalRequest;
    expect(result.userErrors[0]).toMatchObject({ code: "EXPIRED", field: ["input", "id"] });
    expect(result.userErrors[0].message).toMatch(/^Cette demande a expiré/);
    expect(await creditNotesOf("expired")).toHaveLength(0);

    const expired = (await gql(QUEUE, { token: paul.token, variables: { queue: "EXPIRED" } })).data!;
    expect(expired.approvalRequests.edges.map((e: { node: { id: string; state: string } }) => e.node)).toContainEqual({
      id: request.id,
      state: "EXPIRED",
      canDecide: false,
    });
    const pending = (await gql(QUEUE, { token: paul.token, variables: { queue: "PENDING" } })).data!;
    expect(pending.approvalRequests.edges.map((e: { node: { id: string } }) => e.node.id)).not.toContain(request.id);
    // The badge counts what the member may decide, expired ones not included.
    expect(pending.pendingApprovalCount).toBe(pending.approvalRequests.totalCount);
  });
});

describe("les autres écritures retenues", () => {
  it("crédits : seul un ajout au-delà du seuil attend ; un retrait ou un petit ajout passe ; l'approbation les verse", async () => {
    const adjust = (member: Member, delta: number) =>
      gql(BALANCE_MUTATIONS.adjustCredits.replace("userErrors {", "approvalRequest { id summary credits } userErrors {"), {
        token: member.token,
        variables: { input: { userId: customer.uid, delta, reason: "Geste commercial" } },
      });
    const before = (await storedUser(customer.uid)).credits as number;
    expect((await adjust(support, 50)).data?.adjustUserCredits).toMatchObject({ userErrors: [], approvalRequest: null, user: { credits: before + 50 } });
    expect((await adjust(support, -20)).data?.adjustUserCredits).toMatchObject({ userErrors: [], approvalRequest: null, user: { credits: before + 30 } });
    const held = (await adjust(support, 500)).data?.adjustUserCredits;
    expect(held).toMatchObject({ userErrors: [], user: null, approvalRequest: { summary: "+500 crédits pour Lucas Bernard", credits: 500 } });
    expect((await storedUser(customer.uid)).credits).toBe(before + 30);

    const result = (await approve(helene, held.approvalRequest.id)).data?.approveApprovalRequest;
    expect(result).toMatchObject({ userErrors: [], approvalRequest: { state: "APPROVED" } });
    expect((await storedUser(customer.uid)).credits).toBe(before + 530);
  });

  it("droits administrateur : tout changement attend un autre membre qui a « Équipe et droits »", async () => {
    const noe = await createCustomer("noe@exemple.fr");
    const held = (await gql(SET_ADMIN, { token: owner.token, variables: { input: { userId: noe.uid, isAdmin: true } } })).data?.setUserAdmin;
    expect(held).toMatchObject({
      userErrors: [],
      user: null,
      approvalRequest: { kind: "ADMIN_RIGHTS", summary: "Donner les droits administrateur à Lucas Bernard" },
    });
    expect((await storedUser(noe.uid)).isAdmin).toBe(false);
    // Gestion has no STAFF: refused; a second owner approves.
    expect((await approve(helene, held.approvalRequest.id)).data?.approveApprovalRequest.userErrors[0].code).toBe("PERMISSION");
    const second = await createMember("OWNER", "sacha@atelier.test");
    expect((await approve(second, held.approvalRequest.id)).data?.approveApprovalRequest.userErrors).toEqual([]);
    expect(await storedUser(noe.uid)).toMatchObject({ isAdmin: true, staffRole: "NONE" });
  });

  it("TVA : un changement de taux attend ; le reste des paramètres passe", async () => {
    const version = async () => ((await db().doc("settings/app").get()).get("version") as number | undefined) ?? 1;
    const shop = (await gql(UPDATE_SETTINGS, { token: owner.token, variables: { input: { version: await version(), shopName: "Atelier" } } })).data
      ?.updateSettings;
    expect(shop).toMatchObject({ userErrors: [], approvalRequest: null });
    const held = (await gql(UPDATE_SETTINGS, { token: owner.token, variables: { input: { version: await version(), vatRate: 5.5 } } })).data?.updateSettings;
    expect(held).toMatchObject({ userErrors: [], settings: null, approvalRequest: { kind: "VAT_IDENTITY", summary: "Taux de TVA : 5,5 %" } });
    expect((await db().doc("settings/app").get()).get("vatRate")).toBe(20);
    const second = await createMember("OWNER", "lou@atelier.test");
    expect((await approve(second, held.approvalRequest.id)).data?.approveApprovalRequest.userErrors).toEqual([]);
    expect((await db().doc("settings/app").get()).get("vatRate")).toBe(5.5);
  });
});

describe("les seuils, dans les paramètres", () => {
  it("refuse en français des seuils négatifs ou fractionnaires, sans rien écrire", async () => {
    const before = await db().doc("settings/app").get();
    const result = (
      await gql(THRESHOLDS_MUTATION, {
        token: owner.token,
        variables: {
          input: { version: before.get("version") ?? 1, refundAboveCents: -1, creditGrantAbove: 2.5, rightsChanges: true, vatAndIdentityChanges: false },
        },
      })
    ).data?.setApprovalThresholds;
    expect(result.userErrors.map((e: { code: string; field: string[] }) => [e.field.join("."), e.code])).toEqual([
      ["input.refundAboveCents", "OUT_OF_RANGE"],
      ["input.creditGrantAbove", "NOT_WHOLE"],
    ]);
    expect((await db().doc("settings/app").get()).get("approvals")).toEqual(THRESHOLDS);
  });

  it("le propriétaire les enregistre, audités ; vides, plus rien n'attend ; un membre sans « Paramètres » est refusé", async () => {
    const version = ((await db().doc("settings/app").get()).get("version") as number | undefined) ?? 1;
    const empty = { refundAboveCents: null, creditGrantAbove: null, rightsChanges: false, vatAndIdentityChanges: false };
    const refusedMember = await gql(THRESHOLDS_MUTATION, { token: helene.token, variables: { input: { version, ...empty } } });
    expect(errorCodes(refusedMember)).toEqual(["FORBIDDEN"]);
    const result = (await gql(THRESHOLDS_MUTATION, { token: owner.token, variables: { input: { version, ...empty } } })).data?.setApprovalThresholds;
    expect(result).toMatchObject({ userErrors: [], settings: { approvals: empty } });
    expect(await auditOf("settings.setApprovalThresholds", "app")).toMatchObject([{ actorUid: owner.uid, after: { approvals: empty } }]);

    await paidOrder("free");
    const refunded = (await refund(helene, { orderId: "free", amountCents: 5490 })).data?.refundOrder;
    expect(refunded).toMatchObject({ userErrors: [], approvalRequest: null, order: { refundedCents: 5490 } });
  });
});

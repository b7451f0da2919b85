/** The audit log (docs/audit-log.md): what admin writes append, read back filtered and paged. */
import { Timestamp } from "firebase-admin/firestore";
import { clearEmulators } from "../support/emulators";
import { errorCodes, gql } from "../support/graphql";
import { createAdmin, createCustomer, db } from "../support/identities";
import { BALANCE_MUTATIONS, seedCustomer } from "../support/users";

const LOG = `query Log($first: Int, $after: String, $filter: AuditLogFilter) {
  auditLog(first: $first, after: $after, filter: $filter) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id action actionLabel actorUid actor { id firstName } targetType targetTypeLabel targetId targetPath targetLabel at changes { field label before after beforeText afterText valuesAreUserIds } } }
  }
}`;

const at = (iso: string) => Timestamp.fromDate(new Date(iso));

/** Entries written as the code writes them, at chosen instants (ids say which is which). */
const SEEDED = {
  e1: {
    actorUid: "alix",
    action: "order.changeStatus",
    targetType: "order",
    targetId: "o1",
    before: { status: "pending_payment" },
    after: { status: "paid", paidAt: at("2026-03-01T10:00:00Z") },
    at: at("2026-03-01T10:00:00Z"),
  },
  // 23:30 UTC on 1 March is 00:30 on 2 March in Paris.
  e2: {
    actorUid: "bruno",
    action: "order.changeStatus",
    targetType: "order",
    targetId: "o2",
    before: { status: "paid" },
    after: { status: "processing" },
    at: at("2026-03-01T23:30:00Z"),
  },
  e3: {
    actorUid: "alix",
    action: "user.block",
    targetType: "user",
    targetId: "u1",
    before: { isBlocked: false },
    after: { isBlocked: true },
    at: at("2026-03-05T12:00:00Z"),
  },
  e4: {
    actorUid: "bruno",
    action: "order.addNote",
    targetType: "order",
    targetId: "o1",
    before: null,
    after: { text: "Client rappelé", noteId: "n1" },
    at: at("2026-03-10T08:00:00Z"),
  },
  // Written by "carla" (no record), in April: out of the filters' checks above.
  e5: {
    actorUid: "carla",
    action: "feedback.assign",
    targetType: "feedback",
    targetId: "f1",
    before: { assigneeUid: null },
    after: { assigneeUid: "alix" },
    at: at("2026-04-01T08:00:00Z"),
  },
  e6: {
    actorUid: "carla",
    action: "user.create",
    targetType: "user",
    targetId: "alix",
    before: null,
    after: { uid: "alix", email: "alix@atelier.test", firstName: "Alix", fullNameKey: "alix", emailKey: "alix@atelier.test", hasCredits: false, isAdmin: true },
    at: at("2026-04-02T08:00:00Z"),
  },
  e7: {
    actorUid: "carla",
    action: "blogPost.update",
    targetType: "blogPost",
    targetId: "p1",
    before: { title: "Nos cadres", status: "SCHEDULED", version: 1 },
    after: { title: "Nos cadres", status: "DRAFT", version: 2 },
    at: at("2026-04-03T08:00:00Z"),
  },
};

describe("journal d’audit", () => {
  let token: string;
  let adminUid: string;

  const ids = async (filter: Record<string, unknown>, first = 25) => {
    const response = await gql(LOG, { token, variables: { filter, first } });
    expect(response.errors).toBeUndefined();
    const log = response.data!.auditLog;
    expect(log.totalCount).toBe(log.edges.length);
    return log.edges.map((e: { node: { id: string } }) => e.node.id);
  };

  beforeAll(async () => {
    await clearEmulators();
    ({ token, uid: adminUid } = await createAdmin());
    // The seeded entries name "alix" and "bruno": alix has a record, bruno's no longer exists.
    await db().doc("users/alix").set({ uid: "alix", email: "alix@atelier.test", firstName: "Alix", isAdmin: true });
    await Promise.all(Object.entries(SEEDED).map(([id, entry]) => db().doc(`auditLog/${id}`).create(entry)));
  });

  it("montre une modification réelle en tête : auteur, libellé, cible avec son lien, diff des champs changés", async () => {
    await seedCustomer("lea", { credits: 10 });
    const adjust = await gql(BALANCE_MUTATIONS.adjustCredits, { token, variables: { input: { userId: "lea", delta: 5, reason: "Geste commercial" } } });
    expect(adjust.data?.adjustUserCredits.userErrors).toEqual([]);
    const transactionId = adjust.data?.adjustUserCredits.transaction.id;

    const response = await gql(LOG, { token, variables: { first: 1 } });
    expect(response.data?.auditLog.edges[0].node).toEqual({
      id: expect.any(String),
      action: "user.adjustCredits",
      actionLabel: "Crédits ajustés",
      actorUid: adminUid,
      actor: { id: adminUid, firstName: "Camille" },
      targetType: "user",
      targetTypeLabel: "Utilisateur",
      targetId: "lea",
      targetPath: "/users/lea",
      targetLabel: expect.any(String),
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      // The transaction's id is internal (the ledger shows the transaction): left out.
      changes: [
        { field: "credits", label: "Crédits", before: "10", after: "15", beforeText: "10", afterText: "15", valuesAreUserIds: false },
        { field: "delta", label: "Variation", before: null, after: "5", beforeText: null, afterText: "5", valuesAreUserIds: false },
        { field: "reason", label: "Motif", before: null, after: "Geste commercial", beforeText: null, afterText: "Geste commercial", valuesAreUserIds: false },
      ],
    });
    expect(transactionId).toEqual(expect.any(String));
    // The user page's history: that user's entries only.
    expect(await ids({ targetType: "user", targetId: "lea" })).toHaveLength(1);
  });

  it("filtre par administrateur, action, cible et jours de Paris, du plus récent au plus ancien", async () => {
    expect(await ids({ actorUid: "alix" })).toEqual(["e3", "e1"]);
    expect(await ids({ action: "order.changeStatus" })).toEqual(["e2", "e1"]);
    expect(await ids({ targetType: "order" })).toEqual(["e4", "e2", "e1"]);
    expect(await ids({ targetType: "order", targetId: "o1" })).toEqual(["e4", "e1"]);
    expect(await ids({ actorUid: "bruno", action: "order.changeStatus", targetType: "order", targetId: "o2" })).toEqual(["e2"]);
    // The Paris day decides: 23:30 UTC on 1 March belongs to 2 March.
    expect(await ids({ period: { from: "2026-03-01", to: "2026-03-01" } })).toEqual(["e1"]);
    expect(await ids({ period: { from: "2026-03-02", to: "2026-03-05" } })).toEqual(["e3", "e2"]);
    expect(await ids({ period: { from: "2026-03-06" }, targetType: "order" })).toEqual(["e4"]);
    expect(await ids({ period: { to: "2026-03-09" }, actorUid: "bruno" })).toEqual(["e2"]);
  });

  it("lit le nom d’un auteur disparu comme null, et les dates enregistrées en ISO dans le diff", async () => {
    const response = await gql(LOG, { token, variables: { filter: { targetType: "order", targetId: "o1", action: "order.changeStatus" } } });
    const [entry] = response.data!.auditLog.edges.map((e: { node: unknown }) => e.node);
    expect(entry).toMatchObject({
      actor: { id: "alix", firstName: "Alix" },
      actionLabel: "Statut de commande modifié",
      targetPath: "/orders/o1",
      targetLabel: "#O1",
      changes: [
        { field: "status", label: "Statut", before: "pending_payment", after: "paid", beforeText: "En attente de paiement", afterText: "Payée" },
        { field: "paidAt", label: "Payée le", before: null, after: "2026-03-01T10:00:00.000Z", afterText: "2026-03-01T10:00:00.000Z" },
      ],
    });
    const bruno = await gql(LOG, { token, variables: { filter: { actorUid: "bruno" }, first: 1 } });
    expect(bruno.data?.auditLog.edges[0].node).toMatchObject({
      id: "e4",
      actor: null,
      actorUid: "bruno",
      changes: [{ field: "text", label: "Note", before: null, after: "Client rappelé" }],
    });
  });

  it("écrit chaque entrée pour des personnes : libellés, statuts en français, le nom de la cible, clés internes cachées", async () => {
    const node = async (id: string) => {
      const response = await gql(LOG, { token, variables: { filter: { actorUid: "carla" } } });
      expect(response.errors).toBeUndefined();
      return response.data!.auditLog.edges.map((e: { node: { id: string } }) => e.node).find((n: { id: string }) => n.id === id);
    };
    expect(await node("e5")).toMatchObject({
      targetLabel: null,
      // A uid, flagged: the console names it from the administrators it lists.
      changes: [{ field: "assigneeUid", label: "Attribué à", before: null, after: "alix", beforeText: null, afterText: "alix", valuesAreUserIds: true }],
    });
    const created = await node("e6");
    expect(created).toMatchObject({ targetLabel: "Alix" });
    expect(created.changes.map((c: { label: string }) => c.label)).toEqual(["E-mail", "Prénom", "Administrateur"]);
    expect(created.changes.at(-1)).toMatchObject({ afterText: "oui" });
    expect(await node("e7")).toMatchObject({
      targetLabel: "Nos cadres",
      changes: [{ field: "status", label: "Statut", beforeText: "Programmé", afterText: "Brouillon" }],
    });
  });

  it("pagine par curseur sans doublon ni oubli", async () => {
    const filter = { period: { from: "2026-03-01", to: "2026-03-31" } };
    const first = await gql(LOG, { token, variables: { filter, first: 3 } });
    expect(first.data?.auditLog.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual(["e4", "e3", "e2"]);
    expect(first.data?.auditLog.pageInfo.hasNextPage).toBe(true);
    expect(first.data?.auditLog.totalCount).toBe(4);
    const next = await gql(LOG, { token, variables: { filter, first: 3, after: first.data?.auditLog.pageInfo.endCursor } });
    expect(next.data?.auditLog.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual(["e1"]);
    expect(next.data?.auditLog.pageInfo.hasNextPage).toBe(false);
    // One query of first + 1 entries and the count; the actors through one batched read.
    expect(first.extensions?.cost?.firestoreQueries).toBeLessThanOrEqual(2);
  });

  it.each([
    [{ filter: { targetId: "o1" } }, "targetId"],
    [{ filter: { period: { from: "2026-02-30" } } }, "from"],
    // The one DayRange rule: a reversed range is the end's fault, on every date filter.
    [{ filter: { period: { from: "2026-03-05", to: "2026-03-01" } } }, "to"],
    [{ first: 101 }, "first"],
  ])("refuse %j avec BAD_USER_INPUT en français", async (variables, field) => {
    const response = await gql(LOG, { token, variables });
    expect(errorCodes(response)).toEqual(["BAD_USER_INPUT"]);
    expect(response.errors?.[0]?.extensions?.argumentName).toBe(field);
    expect(response.errors?.[0]?.message).toMatch(/[éèà«]/);
  });

  it("propose au filtre les actions et les types de cible avec leurs libellés", async () => {
    const response = await gql(`{ auditActions { value label } auditTargetTypes { value label } }`, { token });
    expect(response.data?.auditActions).toContainEqual({ value: "user.adjustCredits", label: "Crédits ajustés" });
    expect(response.data?.auditTargetTypes).toContainEqual({ value: "creation", label: "Création" });
  });

  it("refuse un non-administrateur sans rien lire", async () => {
    const { token: customer } = await createCustomer();
    const response = await gql(LOG, { token: customer });
    expect(errorCodes(response)).toEqual(["FORBIDDEN"]);
    expect(response.data ?? null).toBeNull();
  });
});

import { Timestamp } from "firebase-admin/firestore";
import { dumpDatabase } from "../support/database";
import { clearEmulators } from "../support/emulators";
import { gql } from "../support/graphql";
import { createAccount, createAdmin, db } from "../support/identities";

const CREATIONS = `query Creations($first: Int, $after: String, $filter: CreationFilter) {
  creations(first: $first, after: $after, filter: $filter) {
    totalCount
    edges { node { id style userId moderation { isModerated status } } }
    pageInfo { hasNextPage endCursor }
  }
}`;

const MODERATE = `mutation Moderate($input: ModerateCreationsInput!) {
  moderateCreations(input: $input) {
    creations { id moderation { isModerated status reason moderatedAt moderatedBy } }
    userErrors { field message code }
  }
}`;

const BASE = Date.UTC(2026, 10, 1);
const PENDING = { isModerated: false, status: null, reason: null, moderatedAt: null, moderatedBy: null };

/** Writes creations `${prefix}-000`…, one minute apart (the last is the newest). */
async function seedCreations(prefix: string, count: number, extra: (i: number) => Record<string, unknown> = () => ({})) {
  const ids: string[] = [];
  for (let start = 0; start < count; start += 400) {
    const batch = db().batch();
    for (let i = start; i < Math.min(count, start + 400); i++) {
      const id = `${prefix}-${String(i).padStart(3, "0")}`;
      ids.push(id);
      batch.set(db().doc(`creations/${id}`), {
        userId: "client-1",
        createdAt: Timestamp.fromMillis(BASE + i * 60_000),
        imageUrl: `creations/${id}.svg`,
        style: "aquarelle",
        prompt: "Un phare breton sous un ciel d'orage",
        kind: "TEXT_TO_IMAGE",
        moderation: PENDING,
        ...extra(i),
      });
    }
    await batch.commit();
  }
  return ids;
}

async function auditEntries(targetId?: string) {
  const query = targetId ? db().collection("auditLog").where("targetId", "==", targetId) : db().collection("auditLog");
  return (await query.get()).docs.map((d) => d.data());
}

describe("liste des créations : filtres, plus récentes d'abord", () => {
  let token: string;

  beforeAll(async () => {
    await clearEmulators();
    token = (await createAdmin()).token;
    const approved = { isModerated: true, status: "APPROVED", reason: null, moderatedAt: Timestamp.now(), moderatedBy: "a" };
    const rejected = { ...approved, status: "REJECTED", reason: "Contenu inapproprié" };
    await seedCreations("c", 7, (i) => ({
      style: i % 2 ? "manga" : "aquarelle",
      userId: i < 3 ? "client-1" : "client-2",
      moderation: i < 4 ? PENDING : i < 6 ? approved : rejected,
    }));
  });

  const list = async (filter?: Record<string, unknown>, first = 25) => {
    const response = await gql(CREATIONS, { token, variables: { filter, first } });
    expect(response.errors).toBeUndefined();
    return response.data!.creations;
  };
  const ids = (connection: any) => connection.edges.map((e: any) => e.node.id);

  it("en attente = non modérées, les plus récentes d'abord, avec le total", async () => {
    const pending = await list({ moderation: "PENDING" });
    expect(ids(pending)).toEqual(["c-003", "c-002", "c-001", "c-000"]);
    expect(pending.totalCount).toBe(4);
  });

  it("approuvées, refusées, toutes (et sans filtre : toutes)", async () => {
    expect(ids(await list({ moderation: "APPROVED" }))).toEqual(["c-005", "c-004"]);
    expect(ids(await list({ moderation: "REJECTED" }))).toEqual(["c-006"]);
    expect((await list({ moderation: "ALL" })).totalCount).toBe(7);
    expect((await list()).totalCount).toBe(7);
  });

  it("filtre par style et par auteur, combinés à l'état de modération", async () => {
    expect(ids(await list({ moderation: "PENDING", style: "manga" }))).toEqual(["c-003", "c-001"]);
    const byAuthor = await list({ moderation: "PENDING", userId: "client-2" });
    expect(ids(byAuthor)).toEqual(["c-003"]);
    expect(byAuthor.totalCount).toBe(1);
    expect((await list({ style: "manga", userId: "client-1", moderation: "ALL" })).totalCount).toBe(1);
  });

  it("pagine avec « Charger plus » sans doublon", async () => {
    const first = await list({ moderation: "PENDING" }, 3);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const next = await gql(CREATIONS, { token, variables: { filter: { moderation: "PENDING" }, first: 3, after: first.pageInfo.endCursor } });
    expect(ids(next.data!.creations)).toEqual(["c-000"]);
    expect(next.data!.creations.pageInfo.hasNextPage).toBe(false);
  });
});

describe("moderateCreations", () => {
  let admin: { uid: string; token: string };
  let otherAdmin: { uid: string; token: string };

  beforeAll(async () => {
    await clearEmulators();
    admin = await createAdmin();
    otherAdmin = await createAccount("lea@atelier.test", { firstName: "Léa", lastName: "Roux", isAdmin: true });
  });

  const moderate = async (input: Record<string, unknown>, token = admin.token) => {
    const response = await gql(MODERATE, { token, variables: { input } });
    expect(response.errors).toBeUndefined();
    return response.data!.moderateCreations;
  };

  it("approuve une création : état de modération complet et entrée du journal d'audit", async () => {
    const [id] = await seedCreations("one", 1);
    const result = await moderate({ ids: [id], decision: "APPROVE" });
    expect(result.userErrors).toEqual([]);
    expect(result.creations).toEqual([
      {
        id,
        moderation: { isModerated: true, status: "APPROVED", reason: null, moderatedAt: expect.any(String), moderatedBy: admin.uid },
      },
    ]);
    const stored = (await db().doc(`creations/${id}`).get()).data()!;
    expect(stored.moderation).toMatchObject({ isModerated: true, status: "APPROVED", reason: null, moderatedBy: admin.uid });
    expect(stored.moderation.moderatedAt.toDate().toISOString()).toBe(result.creations[0].moderation.moderatedAt);
    const [entry, ...more] = await auditEntries(id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorUid: admin.uid,
      action: "creation.moderate",
      targetType: "creation",
      before: { moderation: { isModerated: false, status: null } },
      after: { moderation: { isModerated: true, status: "APPROVED", moderatedBy: admin.uid } },
    });
  });

  it("refuser sans motif est une erreur en français et n'écrit rien", async () => {
    const [id] = await seedCreations("noreason", 1);
    const before = await dumpDatabase();
    const result = await moderate({ ids: [id], decision: "REJECT", reason: "  " });
    expect(result).toEqual({
      creations: [],
      userErrors: [{ field: ["input", "reason"], message: "Indiquez le motif du refus.", code: "REQUIRED" }],
    });
    expect(await dumpDatabase()).toEqual(before);
  });

  it("refuse 101 créations d'un coup et n'écrit rien", async () => {
    const ids = await seedCreations("too-many", 101);
    const before = await dumpDatabase();
    const result = await moderate({ ids, decision: "APPROVE" });
    expect(result.creations).toEqual([]);
    expect(result.userErrors).toEqual([{ field: ["input", "ids"], message: "Vous pouvez modérer au plus 100 créations à la fois.", code: "TOO_MANY" }]);
    expect(await dumpDatabase()).toEqual(before);
  });

  it("refuser 100 créations d'un coup écrit exactement ces 100 et leurs 100 entrées d'audit, rien d'autre", async () => {
    const ids = await seedCreations("bulk", 120);
    const chosen = ids.slice(10, 110);
    const before = await dumpDatabase();
    const result = await moderate({ ids: chosen, decision: "REJECT", reason: "Contenu inapproprié" });
    expect(result.userErrors).toEqual([]);
    expect(result.creations.map((c: any) => c.id)).toEqual(chosen);
    const after = await dumpDatabase();
    const changed = Object.keys(after).filter((path) => after[path] !== before[path]);
    const removed = Object.keys(before).filter((path) => !(path in after));
    expect(removed).toEqual([]);
    const changedCreations = changed.filter((p) => p.startsWith("creations/")).sort();
    const newAuditEntries = changed.filter((p) => p.startsWith("auditLog/"));
    expect(changedCreations).toEqual(chosen.map((id) => `creations/${id}`).sort());
    expect(newAuditEntries).toHaveLength(100);
    expect(changed).toHaveLength(200);
    for (const path of newAuditEntries) expect(path in before).toBe(false);
    for (const path of changedCreations) {
      const doc = (await db().doc(path).get()).data()!;
      expect(doc.moderation).toMatchObject({ isModerated: true, status: "REJECTED", reason: "Contenu inapproprié", moderatedBy: admin.uid });
    }
    const audited = (await auditEntries()).filter((e) => chosen.includes(e.targetId)).map((e) => e.targetId);
    expect(audited.sort()).toEqual([...chosen].sort());
  });

  it("signale les identifiants inconnus et décide les autres", async () => {
    const [a, b] = await seedCreations("known", 2);
    const result = await moderate({ ids: [a, "inconnue", b], decision: "APPROVE" });
    expect(result.creations.map((c: any) => c.id)).toEqual([a, b]);
    expect(result.userErrors).toEqual([{ field: ["input", "ids", "1"], message: "Création introuvable : inconnue", code: "NOT_FOUND" }]);
    expect((await db().doc("creations/inconnue").get()).exists).toBe(false);
    expect(await auditEntries("inconnue")).toEqual([]);
  });

  it("décider à nouveau est permis et enregistré : le motif du refus ne reste pas après l'approbation", async () => {
    const [id] = await seedCreations("again", 1);
    await moderate({ ids: [id], decision: "REJECT", reason: "Qualité insuffisante" });
    const result = await moderate({ ids: [id], decision: "APPROVE" }, otherAdmin.token);
    expect(result.creations[0].moderation).toMatchObject({ status: "APPROVED", reason: null, moderatedBy: otherAdmin.uid });
    expect(await auditEntries(id)).toHaveLength(2);
  });

  it("deux administrateurs qui décident la même création en même temps : état final cohérent et deux entrées d'audit", async () => {
    const [id] = await seedCreations("race", 1);
    const [approval, rejection] = await Promise.all([
      moderate({ ids: [id], decision: "APPROVE" }, admin.token),
      moderate({ ids: [id], decision: "REJECT", reason: "Contenu inapproprié" }, otherAdmin.token),
    ]);
    expect(approval.userErrors).toEqual([]);
    expect(rejection.userErrors).toEqual([]);
    const entries = await auditEntries(id);
    expect(entries).toHaveLength(2);
    // Serialised: one decision replaced the pending state, the other replaced that decision.
    const first = entries.find((e) => e.before.moderation.isModerated === false)!;
    const second = entries.find((e) => e !== first)!;
    expect(first).toBeDefined();
    expect(second.before).toEqual(first.after);
    const stored = (await db().doc(`creations/${id}`).get()).data()!;
    expect({ ...stored.moderation, moderatedAt: stored.moderation.moderatedAt.toDate().toISOString() }).toEqual(second.after.moderation);
    expect(new Set(entries.map((e) => e.actorUid))).toEqual(new Set([admin.uid, otherAdmin.uid]));
  });
});

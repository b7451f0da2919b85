import { db } from "../../src/firebase";
import { clearEmulators } from "../support/emulators";
import { gql } from "../support/graphql";
import { createAccount } from "../support/identities";

const RECORD_LOGIN = `mutation {
  recordLogin { user { uid email firstName lastName credits loyaltyPoints isAdmin isBlocked lastLoginAt createdAt } userErrors { message } }
}`;

const auditEntriesFor = async (uid: string) =>
  (await db().collection("auditLog").where("targetId", "==", uid).get()).docs.map((d) => d.data());

describe("recordLogin, la connexion vue du serveur", () => {
  beforeEach(() => clearEmulators());

  it("crée la fiche manquante avec les valeurs par défaut de la spécification", async () => {
    const { uid, token } = await createAccount("nouvelle@exemple.fr");
    const response = await gql(RECORD_LOGIN, { token });
    expect(response.errors).toBeUndefined();
    expect(response.data?.recordLogin.user).toMatchObject({
      uid,
      email: "nouvelle@exemple.fr",
      credits: 0,
      loyaltyPoints: 0,
      isAdmin: false,
      isBlocked: false,
      lastLoginAt: null,
    });
    const stored = (await db().doc(`users/${uid}`).get()).data();
    expect(stored).toMatchObject({ uid, credits: 0, loyaltyPoints: 0, isAdmin: false, isBlocked: false, lastLoginAt: null });
    expect(stored?.createdAt).toBeDefined();
    expect(await auditEntriesFor(uid)).toEqual([expect.objectContaining({ action: "user.create", actorUid: uid })]);
  });

  it("ne modifie pas la fiche d'un non-administrateur existant", async () => {
    const { uid, token } = await createAccount("client@exemple.fr", { isAdmin: false, credits: 12, firstName: "Léa" });
    const before = await db().doc(`users/${uid}`).get();
    const response = await gql(RECORD_LOGIN, { token });
    expect(response.data?.recordLogin.user).toMatchObject({ isAdmin: false, credits: 12, firstName: "Léa" });
    const after = await db().doc(`users/${uid}`).get();
    expect(after.updateTime?.isEqual(before.updateTime!)).toBe(true);
    expect(await auditEntriesFor(uid)).toEqual([]);
  });

  it("pour un administrateur, fusionne lastLoginAt sans toucher au reste et le journalise", async () => {
    const { uid, token } = await createAccount("admin@exemple.fr", {
      isAdmin: true,
      credits: 3,
      loyaltyPoints: 40,
      firstName: "Camille",
      lastName: "Martin",
      customField: "conservé",
    });
    const startedAt = Date.now();
    const response = await gql(RECORD_LOGIN, { token });
    const user = response.data?.recordLogin.user;
    expect(user).toMatchObject({ isAdmin: true, credits: 3, loyaltyPoints: 40, firstName: "Camille" });
    expect(Date.parse(user.lastLoginAt)).toBeGreaterThanOrEqual(startedAt - 1000);
    const stored = (await db().doc(`users/${uid}`).get()).data();
    expect(stored).toMatchObject({ customField: "conservé", credits: 3, loyaltyPoints: 40, isAdmin: true });
    expect(stored?.lastLoginAt.toDate().toISOString()).toBe(user.lastLoginAt);
    expect(await auditEntriesFor(uid)).toEqual([
      expect.objectContaining({ action: "user.login", actorUid: uid, targetType: "user", before: { lastLoginAt: null } }),
    ]);
  });

  it("crée une seule fiche quand deux premières connexions arrivent en même temps", async () => {
    const { uid, token } = await createAccount("double@exemple.fr");
    const responses = await Promise.all([gql(RECORD_LOGIN, { token }), gql(RECORD_LOGIN, { token })]);
    for (const response of responses) expect(response.data?.recordLogin.user.uid).toBe(uid);
    expect(await auditEntriesFor(uid)).toHaveLength(1);
  });

  it("écrit la connexion d'un administrateur et son entrée du journal ensemble : 8 connexions simultanées forment une chaîne", async () => {
    const { uid, token } = await createAccount("chaine@exemple.fr", { isAdmin: true, lastLoginAt: null });
    await Promise.all(Array.from({ length: 8 }, () => gql(RECORD_LOGIN, { token })));
    const entries = (await auditEntriesFor(uid)).filter((e) => e.action === "user.login");
    expect(entries).toHaveLength(8);
    // Each entry's `before` is the value the previous login wrote (read in the same transaction),
    // so the befores are null plus every after but the last, which is what is stored.
    const stored = (await db().doc(`users/${uid}`).get()).get("lastLoginAt").toDate().toISOString();
    const afters = entries.map((e) => e.after.lastLoginAt as string);
    const befores = entries.map((e) => e.before.lastLoginAt as string | null);
    const withoutLast = [...afters];
    withoutLast.splice(afters.indexOf(stored), 1);
    expect(afters).toContain(stored);
    expect(befores.map(String).sort()).toEqual([null, ...withoutLast].map(String).sort());
  }, 60_000);
});

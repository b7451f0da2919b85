import { db } from "../../src/firebase";
import { clearEmulators } from "../support/emulators";
import { gql } from "../support/graphql";
import { createAccount, signIn } from "../support/identities";

const RECORD_LOGIN = `mutation {
  recordLogin { user { uid email firstName lastName credits loyaltyPoints isAdmin isBlocked lastLoginAt createdAt } userErrors { message } }
}`;

const auditEntriesFor = async (uid: string) => (await db().collection("auditLog").where("targetId", "==", uid).get()).docs.map((d) => d.data());

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

  it("écrit la connexion d'un administrateur et son entrée du journal ensemble : 8 appels simultanés d'une même connexion n'en écrivent qu'une", async () => {
    const { uid, token } = await createAccount("chaine@exemple.fr", { isAdmin: true, lastLoginAt: null });
    await Promise.all(Array.from({ length: 8 }, () => gql(RECORD_LOGIN, { token })));
    const entries = (await auditEntriesFor(uid)).filter((e) => e.action === "user.login");
    // The transactions serialise: the first writes lastLoginAt, the seven others read it and
    // find no newer sign-in. The one entry holds what is stored.
    expect(entries).toHaveLength(1);
    const stored = (await db().doc(`users/${uid}`).get()).get("lastLoginAt").toDate().toISOString();
    expect(entries[0]).toMatchObject({ before: { lastLoginAt: null }, after: { lastLoginAt: stored } });
  }, 120_000);

  describe("une connexion est une authentification, pas un chargement de page (auth_time du jeton)", () => {
    const loginsOf = async (uid: string) => (await auditEntriesFor(uid)).filter((e) => e.action === "user.login");
    const storedLastLogin = async (uid: string) => (await db().doc(`users/${uid}`).get()).get("lastLoginAt").toDate().toISOString() as string;

    it("deux appels avec le même jeton : une seule entrée « user.login », lastLoginAt inchangé par le second", async () => {
      const { uid, token } = await createAccount("recharge@exemple.fr", { isAdmin: true, lastLoginAt: null });
      const first = await gql(RECORD_LOGIN, { token });
      const recorded = first.data?.recordLogin.user.lastLoginAt as string;
      expect(recorded).toEqual(expect.any(String));
      expect(await loginsOf(uid)).toHaveLength(1);

      const second = await gql(RECORD_LOGIN, { token });
      expect(second.errors).toBeUndefined();
      expect(second.data?.recordLogin.user.lastLoginAt).toBe(recorded);
      expect(await storedLastLogin(uid)).toBe(recorded);
      expect(await loginsOf(uid)).toHaveLength(1);
    });

    it("un jeton rafraîchi garde l'auth_time de la connexion : rien de plus n'est écrit", async () => {
      const { uid } = await createAccount("rafraichi@exemple.fr", { isAdmin: true, lastLoginAt: null });
      const session = await signInWithRefresh("rafraichi@exemple.fr", "secret123");
      await gql(RECORD_LOGIN, { token: session.idToken });
      const recorded = await storedLastLogin(uid);
      // A refresh a second later: a new token, the same sign-in.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const refreshed = await refreshIdToken(session.refreshToken);
      expect(refreshed).not.toBe(session.idToken);
      expect(authTimeOf(refreshed)).toBe(authTimeOf(session.idToken));
      await gql(RECORD_LOGIN, { token: refreshed });
      expect(await storedLastLogin(uid)).toBe(recorded);
      expect(await loginsOf(uid)).toHaveLength(1);
    });

    it("une nouvelle authentification, plus tard, est une nouvelle connexion", async () => {
      const { uid, token } = await createAccount("retour@exemple.fr", { isAdmin: true, lastLoginAt: null });
      await gql(RECORD_LOGIN, { token });
      const firstLogin = await storedLastLogin(uid);
      // auth_time counts whole seconds.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const again = await signIn("retour@exemple.fr", "secret123");
      expect(authTimeOf(again)).toBeGreaterThan(authTimeOf(token));
      const response = await gql(RECORD_LOGIN, { token: again });
      const secondLogin = response.data?.recordLogin.user.lastLoginAt as string;
      expect(Date.parse(secondLogin)).toBeGreaterThan(Date.parse(firstLogin));
      expect(await storedLastLogin(uid)).toBe(secondLogin);
      const logins = await loginsOf(uid);
      expect(logins).toHaveLength(2);
      expect(logins).toContainEqual(expect.objectContaining({ before: { lastLoginAt: firstLogin }, after: { lastLoginAt: secondLogin } }));
    });
  });
});

/** The `auth_time` claim (seconds) of an ID token, read without verifying it. */
function authTimeOf(idToken: string): number {
  const claims = JSON.parse(Buffer.from(idToken.split(".")[1]!, "base64url").toString("utf8")) as { auth_time?: number };
  if (typeof claims.auth_time !== "number") throw new Error("no auth_time in the token");
  return claims.auth_time;
}

const authEmulator = () => `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`;

/** A sign-in as the web SDK does it, keeping the refresh token. */
async function signInWithRefresh(email: string, password: string): Promise<{ idToken: string; refreshToken: string }> {
  const res = await fetch(`${authEmulator()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await res.json()) as { idToken?: string; refreshToken?: string };
  if (!body.idToken || !body.refreshToken) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(body)}`);
  return { idToken: body.idToken, refreshToken: body.refreshToken };
}

/** What the web SDK does when its ID token is about to expire (every page load after an hour). */
async function refreshIdToken(refreshToken: string): Promise<string> {
  const res = await fetch(`${authEmulator()}/securetoken.googleapis.com/v1/token?key=demo-api-key`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: refreshToken }).toString(),
  });
  const body = (await res.json()) as { id_token?: string };
  if (!body.id_token) throw new Error(`refresh failed: ${JSON.stringify(body)}`);
  return body.id_token;
}

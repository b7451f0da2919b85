import { db } from "../../src/firebase";
import { dumpDatabase } from "../support/database";
import { clearEmulators } from "../support/emulators";
import { gql } from "../support/graphql";
import { createAccount, createAdmin } from "../support/identities";
import { seedCustomer, storedUser } from "../support/users";

const SET_ADMIN = `mutation SetAdmin($input: SetUserAdminInput!) {
  setUserAdmin(input: $input) { user { id isAdmin } userErrors { field message code } }
}`;
const SET_BLOCKED = `mutation SetBlocked($input: SetUserBlockedInput!) {
  setUserBlocked(input: $input) { user { id isBlocked } userErrors { field message code } }
}`;

describe("droits administrateur et blocage", () => {
  let camille: { uid: string; token: string };

  beforeAll(async () => {
    await clearEmulators();
    camille = await createAdmin();
    await seedCustomer("lucas");
  });

  it("refuse qu'un administrateur retire ses propres droits, avec un message clair, sans rien écrire", async () => {
    const before = await dumpDatabase();
    const response = await gql(SET_ADMIN, { token: camille.token, variables: { input: { userId: camille.uid, isAdmin: false } } });
    expect(response.data?.setUserAdmin).toEqual({
      user: null,
      userErrors: [
        {
          field: ["input", "userId"],
          code: "OWN_ADMIN_RIGHTS",
          message: "Vous ne pouvez pas modifier vos propres droits administrateur : demandez à un autre administrateur.",
        },
      ],
    });
    expect(await dumpDatabase()).toEqual(before);
  });

  it("donne puis retire les droits d'un autre, avec le journal d'audit", async () => {
    const granted = await gql(SET_ADMIN, { token: camille.token, variables: { input: { userId: "lucas", isAdmin: true } } });
    expect(granted.data?.setUserAdmin).toEqual({ user: { id: "lucas", isAdmin: true }, userErrors: [] });
    const revoked = await gql(SET_ADMIN, { token: camille.token, variables: { input: { userId: "lucas", isAdmin: false } } });
    expect(revoked.data?.setUserAdmin).toEqual({ user: { id: "lucas", isAdmin: false }, userErrors: [] });
    const audit = await db().collection("auditLog").where("targetId", "==", "lucas").get();
    expect(audit.docs.map((d) => d.data().action).sort()).toEqual(["user.grantAdmin", "user.revokeAdmin"]);
  });

  it("ne laisse jamais la console sans administrateur : deux révocations croisées simultanées, une seule passe", async () => {
    const alice = await createAccount("alice@atelier.test", { isAdmin: true, isBlocked: false });
    const bruno = await createAccount("bruno@atelier.test", { isAdmin: true, isBlocked: false });
    // Camille steps aside (another admin removes her rights) so that only Alice and Bruno remain.
    await db().doc(`users/${camille.uid}`).update({ isAdmin: false });
    const [aliceRevokesBruno, brunoRevokesAlice] = await Promise.all([
      gql(SET_ADMIN, { token: alice.token, variables: { input: { userId: bruno.uid, isAdmin: false } } }),
      gql(SET_ADMIN, { token: bruno.token, variables: { input: { userId: alice.uid, isAdmin: false } } }),
    ]);
    const succeeded = [aliceRevokesBruno, brunoRevokesAlice].filter((r) => r.data?.setUserAdmin.userErrors.length === 0);
    expect(succeeded).toHaveLength(1);
    const refused = [aliceRevokesBruno, brunoRevokesAlice].find((r) => r !== succeeded[0])!;
    // Refused either inside the transaction (last administrator) or, if the other change had
    // already committed, by the access check.
    const reason = refused.data?.setUserAdmin.userErrors[0]?.code ?? refused.errors?.[0]?.extensions?.code;
    expect(["LAST_ADMIN", "FORBIDDEN"]).toContain(reason);
    const admins = await db().collection("users").where("isAdmin", "==", true).get();
    expect(admins.size).toBe(1);
    await db().doc(`users/${camille.uid}`).update({ isAdmin: true });
  });

  it("bloque et débloque un client, et refuse de se bloquer soi-même", async () => {
    const blocked = await gql(SET_BLOCKED, { token: camille.token, variables: { input: { userId: "lucas", isBlocked: true } } });
    expect(blocked.data?.setUserBlocked).toEqual({ user: { id: "lucas", isBlocked: true }, userErrors: [] });
    expect((await storedUser("lucas")).isBlocked).toBe(true);
    const unblocked = await gql(SET_BLOCKED, { token: camille.token, variables: { input: { userId: "lucas", isBlocked: false } } });
    expect(unblocked.data?.setUserBlocked.user).toEqual({ id: "lucas", isBlocked: false });
    const before = await dumpDatabase();
    const self = await gql(SET_BLOCKED, { token: camille.token, variables: { input: { userId: camille.uid, isBlocked: true } } });
    expect(self.data?.setUserBlocked.userErrors[0]).toMatchObject({ code: "OWN_ACCOUNT", message: "Vous ne pouvez pas bloquer votre propre compte." });
    expect(await dumpDatabase()).toEqual(before);
  });

  it("refuse un utilisateur inconnu sans rien écrire", async () => {
    const before = await dumpDatabase();
    const response = await gql(SET_BLOCKED, { token: camille.token, variables: { input: { userId: "personne", isBlocked: true } } });
    expect(response.data?.setUserBlocked.userErrors[0]).toMatchObject({ code: "NOT_FOUND", message: "Utilisateur introuvable." });
    expect(await dumpDatabase()).toEqual(before);
  });
});

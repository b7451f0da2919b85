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

  it("un nouvel administrateur n'a aucun rôle tant que le propriétaire ne lui en donne pas ; la révocation retire son rôle", async () => {
    // A role left on the record from before is not kept: rights granted again start from nothing.
    const noe = await createAccount("noe@exemple.fr", {
      isAdmin: false,
      isBlocked: false,
      staffRole: "custom-atelier",
      staffRoleName: "Atelier",
      staffPermissions: ["ORDERS_READ"],
    });
    const granted = await gql(SET_ADMIN, { token: camille.token, variables: { input: { userId: noe.uid, isAdmin: true } } });
    expect(granted.data?.setUserAdmin).toEqual({ user: { id: noe.uid, isAdmin: true }, userErrors: [] });
    const member = await storedUser(noe.uid);
    expect(member).toMatchObject({ isAdmin: true, staffRole: "NONE" });
    expect(member.staffPermissions).toBeUndefined();
    expect(member.staffRoleName).toBeUndefined();
    const grants = await db().collection("auditLog").where("targetId", "==", noe.uid).where("action", "==", "user.grantAdmin").get();
    expect(grants.docs.map((d) => [d.data().before, d.data().after])).toEqual([
      [
        { isAdmin: false, staffRole: "custom-atelier" },
        { isAdmin: true, staffRole: "NONE" },
      ],
    ]);

    // The new member can do nothing yet: their session has no permission.
    const session = await gql(`mutation { recordLogin { user { roleId roleName permissions } } }`, { token: noe.token });
    expect(session.data?.recordLogin.user).toEqual({ roleId: "NONE", roleName: "Aucun rôle", permissions: [] });

    const revoked = await gql(SET_ADMIN, { token: camille.token, variables: { input: { userId: noe.uid, isAdmin: false } } });
    expect(revoked.data?.setUserAdmin.userErrors).toEqual([]);
    const former = await storedUser(noe.uid);
    expect(former.isAdmin).toBe(false);
    for (const field of ["staffRole", "staffPermissions", "staffRoleName"]) expect(former[field]).toBeUndefined();
    const revokes = await db().collection("auditLog").where("targetId", "==", noe.uid).where("action", "==", "user.revokeAdmin").get();
    expect(revokes.docs.map((d) => [d.data().before, d.data().after])).toEqual([
      [
        { isAdmin: true, staffRole: "NONE" },
        { isAdmin: false, staffRole: null },
      ],
    ]);
  });

  it("le dernier propriétaire garde ses droits, même quand d'autres administrateurs sans la permission Équipe restent", async () => {
    const theo = await createAccount("theo@atelier.test", { isAdmin: true, isBlocked: false, staffRole: "FULFILMENT" });
    const helene = await createAccount("helene@atelier.test", { isAdmin: true, isBlocked: false, staffRole: "MANAGER" });
    const before = await dumpDatabase();
    // Camille, the last owner, cannot be revoked by Hélène (Gestion has no STAFF permission, so she is no owner).
    const refused = await gql(SET_ADMIN, { token: helene.token, variables: { input: { userId: camille.uid, isAdmin: false } } });
    const reason = refused.data?.setUserAdmin.userErrors[0] ?? refused.errors?.[0]?.extensions;
    if (refused.data?.setUserAdmin) {
      expect(reason).toMatchObject({
        code: "LAST_ADMIN",
        message: "Impossible de retirer les droits du dernier propriétaire : nommez d'abord un autre propriétaire.",
      });
    } else {
      expect(reason?.code).toBe("FORBIDDEN"); // once the role is enforced, Gestion may not touch rights at all
    }
    expect(await dumpDatabase()).toEqual(before);
    // Théo's rights can go: an owner (Camille) remains.
    const removed = await gql(SET_ADMIN, { token: camille.token, variables: { input: { userId: theo.uid, isAdmin: false } } });
    expect(removed.data?.setUserAdmin).toEqual({ user: { id: theo.uid, isAdmin: false }, userErrors: [] });
    await db().doc(`users/${helene.uid}`).update({ isAdmin: false });
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

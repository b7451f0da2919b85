import { migrateStaffRoles } from "../../src/firestore/users/staffMigrate";
import { dumpDatabase } from "../support/database";
import { clearEmulators } from "../support/emulators";
import { gql } from "../support/graphql";
import { createAccount, createAdmin, db } from "../support/identities";

const SESSION = `mutation { recordLogin { user { roleId roleName permissions } } }`;
const role = async (uid: string) => (await db().doc(`users/${uid}`).get()).get("staffRole");

describe("npm run staff:migrate", () => {
  let legacy: { uid: string; token: string };

  beforeAll(async () => {
    await clearEmulators();
    legacy = await createAdmin(); // written as before roles: no staffRole
    await createAccount("ines@atelier.test", { firstName: "Inès", lastName: "Lefèvre", isAdmin: true, credits: 0, staffRole: "SUPPORT" });
    await createAccount("theo@atelier.test", { firstName: "Théo", lastName: "Garnier", isAdmin: true, credits: 0, staffRole: "NONE" });
    await createAccount("lucas@exemple.fr", { firstName: "Lucas", lastName: "Bernard", isAdmin: false, credits: 5 });
    await createAccount("ancien@atelier.test", { firstName: "Paul", lastName: "Ancien", isAdmin: false, credits: 0 });
  }, 120_000);

  it("donne le rôle Propriétaire aux seuls administrateurs sans rôle, audité, sans changer ce qu'ils peuvent faire", async () => {
    const before = (await gql(SESSION, { token: legacy.token })).data?.recordLogin.user;
    expect(before.roleId).toBe("OWNER");

    const result = await migrateStaffRoles(db());
    expect(result).toEqual({ admins: 3, promoted: [legacy.uid] });
    expect(await role(legacy.uid)).toBe("OWNER");
    const others = await db().collection("users").where("isAdmin", "==", false).get();
    expect(others.docs.map((d) => d.get("staffRole"))).toEqual([undefined, undefined]);
    const members = await db().collection("users").where("isAdmin", "==", true).get();
    expect(members.docs.map((d) => d.get("staffRole")).sort()).toEqual(["NONE", "OWNER", "SUPPORT"]);

    const audit = await db().collection("auditLog").where("action", "==", "user.staffMigrate").get();
    expect(audit.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({
        actorUid: "system",
        targetType: "user",
        targetId: legacy.uid,
        before: { staffRole: null },
        after: { staffRole: "OWNER", staffRoleName: "Propriétaire" },
      }),
    ]);

    const after = (await gql(SESSION, { token: legacy.token })).data?.recordLogin.user;
    expect(after).toEqual(before);
  }, 120_000);

  it("lancé une seconde fois, ne change rien", async () => {
    const before = await dumpDatabase();
    expect(await migrateStaffRoles(db())).toEqual({ admins: 3, promoted: [] });
    expect(await dumpDatabase()).toEqual(before);
  }, 120_000);
});

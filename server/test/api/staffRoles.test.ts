/**
 * Custom roles (issue 33, point 1; docs/roles.md « Rôles personnalisés »): made of permissions,
 * stored in staffRoles/{id}, granted like a built-in role, and an edit reaches every member
 * holding it at their next request. Every change audited, every refusal written nowhere.
 */
import { permissionRefusal } from "@atelier/domain/staff/permissions";
import { dumpDatabase } from "../support/database";
import { clearEmulators } from "../support/emulators";
import { gql } from "../support/graphql";
import { createAccount, createMember, db } from "../support/identities";
import { createPaidOrder } from "../support/orders";

const ROLE = "role { id name permissions builtIn memberCount } userErrors { field message code }";
const CREATE = `mutation($input: CreateStaffRoleInput!) { createStaffRole(input: $input) { ${ROLE} } }`;
const UPDATE = `mutation($input: UpdateStaffRoleInput!) { updateStaffRole(input: $input) { ${ROLE} } }`;
const DELETE = `mutation($input: DeleteStaffRoleInput!) { deleteStaffRole(input: $input) { deletedId userErrors { field message code } } }`;
const CHANGE_ROLE = `mutation($input: ChangeStaffRoleInput!) { changeStaffRole(input: $input) { member { id roleId roleName permissions } userErrors { field message code } } }`;
const ROLES = `{ staffRoles { id name permissions builtIn memberCount } }`;
const ORDERS = `{ orders(first: 1) { edges { node { id } } } }`;

type Actor = { uid: string; token: string };
const run = (query: string, actor: Actor, input: Record<string, unknown>) => gql(query, { token: actor.token, variables: { input } });
const audit = async (targetId: string) =>
  (await db().collection("auditLog").where("targetId", "==", targetId).get()).docs.map((d) => ({
    action: d.get("action") as string,
    actorUid: d.get("actorUid") as string,
  }));

describe("rôles personnalisés", () => {
  let owner: Actor;

  beforeEach(async () => {
    await clearEmulators();
    owner = await createMember("OWNER", "camille@atelier.test");
  });

  const createRole = async (name: string, permissions: string[], actor = owner) => {
    const response = await run(CREATE, actor, { name, permissions });
    expect(response.errors).toBeUndefined();
    return response.data!.createStaffRole as { role: { id: string } | null; userErrors: { field: string[]; message: string; code: string }[] };
  };

  it("crée un rôle, le liste après les rôles intégrés avec son nombre de membres, audité", async () => {
    const created = await createRole("  Préparation du soir ", ["FULFILMENT", "ORDERS_READ"]);
    expect(created.userErrors).toEqual([]);
    const id = created.role!.id;
    expect(created.role).toEqual({ id, name: "Préparation du soir", permissions: ["ORDERS_READ", "FULFILMENT"], builtIn: false, memberCount: 0 });
    const stored = (await db().doc(`staffRoles/${id}`).get()).data();
    expect(stored).toMatchObject({ name: "Préparation du soir", permissions: ["ORDERS_READ", "FULFILMENT"], createdBy: owner.uid });
    expect(stored?.createdAt).toBeDefined();
    expect(await audit(id)).toEqual([{ action: "staffRole.create", actorUid: owner.uid }]);

    const list = await gql(ROLES, { token: owner.token });
    expect(list.errors).toBeUndefined();
    const roles = list.data!.staffRoles as { id: string; builtIn: boolean; memberCount: number }[];
    expect(roles.map((r) => r.id)).toEqual(["OWNER", "MANAGER", "FULFILMENT", "SUPPORT", "MODERATION", "ACCOUNTING", id]);
    expect(roles[0]).toMatchObject({ builtIn: true, memberCount: 1 });
    expect(roles[6]).toMatchObject({ builtIn: false, memberCount: 0 });
  });

  it("un membre de ce rôle reçoit les nouvelles permissions à sa requête suivante après une modification", async () => {
    const id = (await createRole("Préparation du soir", ["ORDERS_READ", "FULFILMENT"])).role!.id;
    await createPaidOrder("commande-1", { userId: owner.uid });
    const packer = await createAccount("theo@atelier.test", {
      firstName: "Théo",
      lastName: "Garnier",
      isAdmin: true,
      isBlocked: false,
      credits: 0,
      staffRole: "NONE",
    });
    const changed = await run(CHANGE_ROLE, owner, { userId: packer.uid, roleId: id });
    expect(changed.data?.changeStaffRole).toEqual({
      member: { id: packer.uid, roleId: id, roleName: "Préparation du soir", permissions: ["ORDERS_READ", "FULFILMENT"] },
      userErrors: [],
    });
    expect((await db().doc(`users/${packer.uid}`).get()).data()).toMatchObject({
      staffRole: id,
      staffRoleName: "Préparation du soir",
      staffPermissions: ["ORDERS_READ", "FULFILMENT"],
    });
    // Allowed with the role as created…
    expect((await gql(ORDERS, { token: packer.token })).errors).toBeUndefined();

    const updated = await run(UPDATE, owner, { id, name: "Emballage", permissions: ["FULFILMENT"] });
    expect(updated.data?.updateStaffRole).toEqual({
      role: { id, name: "Emballage", permissions: ["FULFILMENT"], builtIn: false, memberCount: 1 },
      userErrors: [],
    });
    // …refused with the same token at the next request: the copy on the record changed with the role.
    const refused = await gql(ORDERS, { token: packer.token });
    expect(refused.status).toBe(403);
    expect(refused.errors?.[0]?.message).toBe(permissionRefusal(["ORDERS_READ"]));
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: "FORBIDDEN", reason: "PERMISSION", missingPermissions: ["ORDERS_READ"] });
    expect((await db().doc(`users/${packer.uid}`).get()).data()).toMatchObject({ staffRoleName: "Emballage", staffPermissions: ["FULFILMENT"] });
    const session = await gql(`mutation { recordLogin { user { roleId roleName permissions } } }`, { token: packer.token });
    expect(session.data?.recordLogin.user).toEqual({ roleId: id, roleName: "Emballage", permissions: ["FULFILMENT"] });
    expect((await audit(id)).map((e) => e.action).sort()).toEqual(["staffRole.create", "staffRole.update"]);
    const entry = (await db().collection("auditLog").where("action", "==", "staffRole.update").get()).docs[0]!;
    expect([entry.get("before"), entry.get("after")]).toEqual([
      { name: "Préparation du soir", permissions: ["ORDERS_READ", "FULFILMENT"] },
      { name: "Emballage", permissions: ["FULFILMENT"], membersUpdated: 1 },
    ]);
  });

  it("invite directement dans un rôle personnalisé : nom et permissions recopiés sur la fiche", async () => {
    const id = (await createRole("Service du matin", ["ORDERS_READ", "INBOX"])).role!.id;
    const invited = await run(
      `mutation($input: InviteStaffMemberInput!) { inviteStaffMember(input: $input) { member { id roleId roleName permissions } userErrors { code } } }`,
      owner,
      { email: "lea@atelier.test", firstName: "Léa", lastName: "Roux", roleId: id },
    );
    expect(invited.data?.inviteStaffMember.userErrors).toEqual([]);
    const uid = invited.data!.inviteStaffMember.member.id as string;
    expect(invited.data?.inviteStaffMember.member).toMatchObject({ roleId: id, roleName: "Service du matin", permissions: ["ORDERS_READ", "INBOX"] });
    expect((await db().doc(`users/${uid}`).get()).data()).toMatchObject({ staffRole: id, staffPermissions: ["ORDERS_READ", "INBOX"] });
    // An unknown custom id is refused like an unknown role, before any Auth account is made.
    const unknown = await run(`mutation($input: InviteStaffMemberInput!) { inviteStaffMember(input: $input) { userErrors { code } } }`, owner, {
      email: "zoe@atelier.test",
      firstName: "Zoé",
      lastName: "Roux",
      roleId: "inexistant",
    });
    expect(unknown.data?.inviteStaffMember.userErrors).toEqual([{ code: "UNKNOWN_ROLE" }]);
  });

  it("la validation en deux étapes s’exige d’un rôle personnalisé que personne n’a encore", async () => {
    const id = (await createRole("Compta externe", ["FINANCES"])).role!.id;
    const set = await gql(
      `mutation($input: SetTwoStepRequirementInput!) { setTwoStepRequirement(input: $input) { requirement { roleIds } userErrors { code } } }`,
      { token: owner.token, variables: { input: { roleIds: [id] } } },
    );
    expect(set.data?.setTwoStepRequirement).toEqual({ requirement: { roleIds: [id] }, userErrors: [] });
    const member = await createAccount("agnes@atelier.test", { firstName: "Agnès", isAdmin: true, isBlocked: false, credits: 0, staffRole: "NONE" });
    await run(CHANGE_ROLE, owner, { userId: member.uid, roleId: id });
    expect((await db().doc(`users/${member.uid}`).get()).get("twoStepRequired")).toBe(true);
    // Deleting the role (once nobody holds it) takes it out of the requirement too.
    await run(CHANGE_ROLE, owner, { userId: member.uid, roleId: "ACCOUNTING" });
    expect((await run(DELETE, owner, { id })).data?.deleteStaffRole).toEqual({ deletedId: id, userErrors: [] });
    expect((await db().doc("staffSecurity/twoStep").get()).get("roleIds")).toEqual([]);
  });

  it("refuse en français ce qui ne va pas, sans rien écrire", async () => {
    await createRole("Préparation du soir", ["ORDERS_READ", "FULFILMENT"]);
    const before = await dumpDatabase();
    const errors = async (name: string, permissions: string[]) => (await createRole(name, permissions)).userErrors;
    expect(await errors("x", ["INBOX"])).toEqual([
      { field: ["input", "name"], message: "Le nom du rôle doit compter entre 2 et 40 caractères.", code: "LENGTH" },
    ]);
    expect(await errors("PRÉPARATION DU SOIR", ["INBOX"])).toEqual([
      {
        field: ["input", "name"],
        message: "Un rôle s’appelle déjà «\u00a0Préparation du soir\u00a0»\u00a0: choisissez un autre nom.",
        code: "NAME_TAKEN",
      },
    ]);
    expect(await errors("gestion", ["INBOX"])).toMatchObject([{ code: "NAME_TAKEN" }]);
    expect(await errors("Vide", [])).toEqual([{ field: ["input", "permissions"], message: "Cochez au moins une permission.", code: "REQUIRED" }]);
    expect(await errors("Double", ["INBOX", "INBOX"])).toMatchObject([{ field: ["input", "permissions", "1"], code: "DUPLICATE" }]);
    // Built-in roles are neither edited nor deleted; an unknown id is not found; a malformed one is refused at the edge.
    const builtIn = await run(UPDATE, owner, { id: "OWNER", name: "Patron", permissions: ["STAFF"] });
    expect(builtIn.data?.updateStaffRole.userErrors).toEqual([
      { field: ["input", "id"], message: "«\u00a0Propriétaire\u00a0» est un rôle intégré\u00a0: il ne peut être ni modifié ni supprimé.", code: "BUILT_IN" },
    ]);
    expect((await run(DELETE, owner, { id: "MANAGER" })).data?.deleteStaffRole.userErrors).toMatchObject([{ code: "BUILT_IN" }]);
    expect((await run(DELETE, owner, { id: "inconnu" })).data?.deleteStaffRole.userErrors).toEqual([
      { field: ["input", "id"], message: "Rôle introuvable.", code: "NOT_FOUND" },
    ]);
    const badId = await run(DELETE, owner, { id: "../users/x" });
    expect([badId.status, badId.errors?.[0]?.extensions?.code]).toEqual([400, "BAD_USER_INPUT"]);
    expect(badId.errors?.[0]?.message).toContain("Identifiant invalide");
    expect(await dumpDatabase()).toEqual(before);
  });

  it("personne ne crée un rôle avec une permission qu’il n’a pas : ni Gestion (refusé d’emblée), ni un rôle personnalisé qui a « Équipe et droits »", async () => {
    const manager = await createMember("MANAGER", "helene@atelier.test");
    const recruiterRole = (await createRole("Recrutement", ["STAFF", "ORDERS_READ", "FULFILMENT"])).role!.id;
    const recruiter = await createAccount("nora@atelier.test", { firstName: "Nora", isAdmin: true, isBlocked: false, credits: 0, staffRole: "NONE" });
    await run(CHANGE_ROLE, owner, { userId: recruiter.uid, roleId: recruiterRole });
    await createRole("Finances et commandes", ["ORDERS_READ", "FINANCES"]);
    const before = await dumpDatabase();

    const asManager = await run(CREATE, manager, { name: "Tout", permissions: ["ORDERS_READ"] });
    expect(asManager.status).toBe(403);
    expect(asManager.errors?.[0]?.message).toBe(permissionRefusal(["STAFF"]));

    const wider = await createRole("Comptable", ["ORDERS_READ", "FINANCES", "SETTINGS"], recruiter);
    expect(wider).toEqual({
      role: null,
      userErrors: [
        {
          field: ["input", "permissions"],
          message: "Vous ne pouvez pas donner à un rôle ce que votre rôle ne permet pas\u00a0: Finances, Paramètres",
          code: "MISSING_PERMISSIONS",
        },
      ],
    });
    // Nor edit a role wider than one's own (it would change the rights of members above oneself).
    const wideRole = await db().collection("staffRoles").where("name", "==", "Finances et commandes").get();
    const edit = await run(UPDATE, recruiter, { id: wideRole.docs[0]!.id, name: "Finances", permissions: ["ORDERS_READ"] });
    expect(edit.data?.updateStaffRole.userErrors).toEqual([
      {
        field: ["input", "id"],
        message: "Vous ne pouvez pas modifier un rôle qui permet ce que votre rôle ne permet pas\u00a0: Finances",
        code: "MISSING_PERMISSIONS",
      },
    ]);
    expect(await dumpDatabase()).toEqual(before);
    const within = await createRole("Colis", ["FULFILMENT"], recruiter);
    expect(within.userErrors).toEqual([]);
  });

  it("refuse de supprimer un rôle encore attribué, en disant à combien de membres ; le supprime une fois libéré", async () => {
    const id = (await createRole("Préparation du soir", ["ORDERS_READ", "FULFILMENT"])).role!.id;
    const members = await Promise.all(
      ["theo", "lina"].map((name) =>
        createAccount(`${name}@atelier.test`, { firstName: name, isAdmin: true, isBlocked: false, credits: 0, staffRole: "NONE" }),
      ),
    );
    for (const m of members) await run(CHANGE_ROLE, owner, { userId: m.uid, roleId: id });
    const before = await dumpDatabase();
    const refused = await run(DELETE, owner, { id });
    expect(refused.data?.deleteStaffRole).toEqual({
      deletedId: null,
      userErrors: [
        {
          field: ["input", "id"],
          message: "«\u00a0Préparation du soir\u00a0» est attribué à 2 membres\u00a0: changez d’abord leur rôle.",
          code: "IN_USE",
        },
      ],
    });
    expect(await dumpDatabase()).toEqual(before);
    for (const m of members) await run(CHANGE_ROLE, owner, { userId: m.uid, roleId: "FULFILMENT" });
    expect((await run(DELETE, owner, { id })).data?.deleteStaffRole).toEqual({ deletedId: id, userErrors: [] });
    expect((await db().doc(`staffRoles/${id}`).get()).exists).toBe(false);
    expect((await audit(id)).map((e) => e.action).sort()).toEqual(["staffRole.create", "staffRole.delete"]);
  });

  it("ne retire pas « Équipe et droits » au rôle personnalisé du dernier propriétaire", async () => {
    const id = (await createRole("Direction", ["ORDERS_READ", "FULFILMENT", "STAFF"])).role!.id;
    const chief = await createAccount("hugo@atelier.test", { firstName: "Hugo", isAdmin: true, isBlocked: false, credits: 0, staffRole: "NONE" });
    await run(CHANGE_ROLE, owner, { userId: chief.uid, roleId: id });
    // The owner steps down to Préparation (done by Hugo): Hugo's custom role is the last one holding STAFF.
    expect((await run(CHANGE_ROLE, chief, { userId: owner.uid, roleId: "FULFILMENT" })).data?.changeStaffRole.userErrors).toEqual([]);
    const before = await dumpDatabase();
    const refused = await run(UPDATE, chief, { id, name: "Direction", permissions: ["ORDERS_READ", "FULFILMENT"] });
    expect(refused.data?.updateStaffRole.userErrors).toMatchObject([{ field: ["input", "permissions"], code: "LAST_OWNER" }]);
    expect(await dumpDatabase()).toEqual(before);
  });
});

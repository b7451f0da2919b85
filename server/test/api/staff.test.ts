/**
 * Issue 33, « Équipe » (docs/staff.md): the team, invitations with a one-time sign-in link, roles,
 * deactivation and sessions that end; every change audited, every refusal written nowhere.
 */
import { adminAuth } from "../../src/firebase";
import { dumpDatabase } from "../support/database";
import { clearEmulators } from "../support/emulators";
import { errorCodes, gql } from "../support/graphql";
import { createAccount, db, signIn } from "../support/identities";

const MEMBER = "id email name roleId roleName permissions disabled twoStepFactors lastLoginAt";
const payloadFields = `member { ${MEMBER} } userErrors { field message code }`;
const INVITE = `mutation($input: InviteStaffMemberInput!) { inviteStaffMember(input: $input) { ${payloadFields} } }`;
const CHANGE_ROLE = `mutation($input: ChangeStaffRoleInput!) { changeStaffRole(input: $input) { ${payloadFields} } }`;
const DEACTIVATE = `mutation($input: StaffMemberInput!) { deactivateStaffMember(input: $input) { ${payloadFields} } }`;
const REACTIVATE = `mutation($input: StaffMemberInput!) { reactivateStaffMember(input: $input) { ${payloadFields} } }`;
const SIGN_OUT = `mutation($input: StaffMemberInput!) { signOutStaffMember(input: $input) { ${payloadFields} } }`;
const ME = "{ me { id } }";

type Member = { uid: string; token: string };
const member = (email: string, firstName: string, staffRole?: string) =>
  createAccount(email, { firstName, lastName: "Test", isAdmin: true, credits: 0, ...(staffRole ? { staffRole } : {}) });
/** A custom role holding STAFF, ORDERS_READ, FULFILMENT, CUSTOMERS_READ and nothing else (« Recrutement »). */
const staffRecruiter = () =>
  createAccount("nora@atelier.test", {
    firstName: "Nora",
    isAdmin: true,
    credits: 0,
    staffRole: "recrutement",
    staffRoleName: "Recrutement",
    staffPermissions: ["STAFF", "ORDERS_READ", "FULFILMENT", "CUSTOMERS_READ"],
  });
const run = (query: string, actor: Member, input: Record<string, unknown>) => gql(query, { token: actor.token, variables: { input } });
const auditActions = async (targetId: string) =>
  (await db().collection("auditLog").where("targetId", "==", targetId).get()).docs.map((d) => d.get("action") as string).sort();

/**
 * The Auth emulator, like Firebase, compares a token's auth_time with the account's
 * tokensValidAfterTime in whole seconds: a token minted in the very second of a revocation is
 * still accepted. A test that revokes waits until the clock has left the second its token was
 * minted in (at most one second: a bounded condition on the clock, not a guessed delay).
 */
async function afterMintingSecond(mintedAt: number): Promise<void> {
  const next = (Math.floor(mintedAt / 1000) + 1) * 1000;
  while (Date.now() < next) await new Promise((r) => setTimeout(r, next - Date.now()));
}

/** Signs in with the e-mail link's oobCode through the emulator's REST API, as the console's signInWithEmailLink does. */
async function signInWithLink(email: string, link: string): Promise<{ idToken?: string; error?: { message: string } }> {
  const oobCode = new URL(link).searchParams.get("oobCode");
  const res = await fetch(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithEmailLink?key=demo-api-key`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, oobCode }),
  });
  return (await res.json()) as { idToken?: string; error?: { message: string } };
}

describe("l’équipe dans les paramètres", () => {
  let owner: Member;
  let second: Member;
  let support: Member;

  beforeEach(async () => {
    await clearEmulators();
    owner = await member("camille@atelier.test", "Camille", "OWNER");
    second = await member("hugo@atelier.test", "Hugo", "OWNER");
    support = await member("ines@atelier.test", "Inès", "SUPPORT");
  });

  it("liste les membres avec leur rôle, leur état et leur double authentification, et les rôles intégrés", async () => {
    await createAccount("lucas@exemple.fr", { firstName: "Lucas", isAdmin: false, credits: 0 });
    const response = await gql(`{ staffMembers { ${MEMBER} } staffRoles { id name permissions } }`, { token: owner.token });
    expect(response.errors).toBeUndefined();
    const members = response.data!.staffMembers as Record<string, unknown>[];
    expect(members.map((m) => m.email).sort()).toEqual(["camille@atelier.test", "hugo@atelier.test", "ines@atelier.test"]);
    expect(members.find((m) => m.id === support.uid)).toMatchObject({
      name: "Inès Test",
      roleId: "SUPPORT",
      roleName: "Service client",
      disabled: false,
      twoStepFactors: 0,
      permissions: ["ORDERS_READ", "CUSTOMERS_READ", "CREDITS", "INBOX"],
    });
    expect(response.data!.staffRoles.map((r: { name: string }) => r.name)).toEqual([
      "Propriétaire",
      "Gestion",
      "Préparation",
      "Service client",
      "Modération",
      "Comptabilité",
    ]);
  });

  it("invite un membre : compte Auth sans mot de passe, fiche administrateur, mail avec un lien de connexion qui fonctionne, audit", async () => {
    const response = await run(INVITE, owner, { email: " Lea@Atelier.test ", firstName: "Léa", lastName: "Roux", roleId: "FULFILMENT" });
    expect(response.data?.inviteStaffMember.userErrors).toEqual([]);
    const invited = response.data!.inviteStaffMember.member;
    expect(invited).toMatchObject({ email: "lea@atelier.test", name: "Léa Roux", roleId: "FULFILMENT", roleName: "Préparation", disabled: false });

    const account = await adminAuth().getUser(invited.id);
    expect(account.email).toBe("lea@atelier.test");
    expect(account.passwordHash).toBeUndefined();
    const record = (await db().doc(`users/${invited.id}`).get()).data();
    expect(record).toMatchObject({ isAdmin: true, staffRole: "FULFILMENT", firstName: "Léa", lastName: "Roux", email: "lea@atelier.test" });

    const mails = await db().collection("mail").where("to", "==", "lea@atelier.test").get();
    expect(mails.size).toBe(1);
    const mail = mails.docs[0]!.data();
    expect(mail).toMatchObject({ source: "staff.invite", delivery: { state: "PENDING" } });
    const link = /https?:\/\/\S+/.exec(mail.message.text)?.[0];
    expect(link).toContain("oobCode=");
    expect(decodeURIComponent(link!)).toContain("/login");
    expect(mail.message.html).toContain("Se connecter à l’administration");

    // The link signs in once: the account's first session, as the console's login page completes it.
    const first = await signInWithLink("lea@atelier.test", link!);
    expect(first.idToken).toBeDefined();
    expect((await gql(ME, { token: first.idToken })).data?.me.id).toBe(invited.id);
    expect((await signInWithLink("lea@atelier.test", link!)).error?.message).toMatch(/INVALID_OOB_CODE/);

    expect(await auditActions(invited.id)).toContain("staff.invite");
  });

  it("refuse une invitation invalide, un membre déjà présent ou un rôle plus large que le sien, sans rien écrire", async () => {
    const recruiter = await staffRecruiter();
    const before = await dumpDatabase();
    const invalid = await run(INVITE, owner, { email: "lea@", firstName: " ", lastName: "Roux", roleId: "CHEF" });
    expect(invalid.data?.inviteStaffMember.userErrors.map((e: { code: string }) => e.code)).toEqual(["INVALID", "REQUIRED", "UNKNOWN_ROLE"]);
    const already = await run(INVITE, owner, { email: "ines@atelier.test", firstName: "Inès", lastName: "Test", roleId: "SUPPORT" });
    expect(already.data?.inviteStaffMember.userErrors).toEqual([
      { field: ["input", "email"], code: "ALREADY_MEMBER", message: "Cette personne fait déjà partie de l’équipe." },
    ]);
    expect(await dumpDatabase()).toEqual(before);
    expect(
      await adminAuth()
        .getUserByEmail("lea@atelier.test")
        .catch(() => null),
    ).toBeNull();
    // A member whose role holds STAFF but not everything cannot invite an owner (checked before any Auth call).
    const tooWide = await run(INVITE, recruiter, { email: "lea@atelier.test", firstName: "Léa", lastName: "Roux", roleId: "OWNER" });
    expect(tooWide.data?.inviteStaffMember.userErrors.map((e: { code: string }) => e.code)).toEqual(["MISSING_PERMISSIONS"]);
    expect(await dumpDatabase()).toEqual(before);
    expect(
      await adminAuth()
        .getUserByEmail("lea@atelier.test")
        .catch(() => null),
    ).toBeNull();
  });

  it("change le rôle d’un membre, jamais le sien, avec l’audit", async () => {
    const changed = await run(CHANGE_ROLE, owner, { userId: support.uid, roleId: "ACCOUNTING" });
    expect(changed.data?.changeStaffRole).toMatchObject({ member: { roleId: "ACCOUNTING", roleName: "Comptabilité" }, userErrors: [] });
    expect((await db().doc(`users/${support.uid}`).get()).get("staffRole")).toBe("ACCOUNTING");
    expect(await auditActions(support.uid)).toEqual(["staff.changeRole"]);

    const before = await dumpDatabase();
    const own = await run(CHANGE_ROLE, owner, { userId: owner.uid, roleId: "FULFILMENT" });
    expect(own.data?.changeStaffRole.userErrors).toEqual([
      { field: ["input", "userId"], code: "OWN_ROLE", message: "Vous ne pouvez pas changer votre propre rôle\u00a0: demandez à un autre propriétaire." },
    ]);
    expect(await dumpDatabase()).toEqual(before);
  });

  it("n’accorde jamais un rôle qui permet ce que son propre rôle ne permet pas", async () => {
    const recruiter = await staffRecruiter();
    const manager = await member("gaspard@atelier.test", "Gaspard", "MANAGER");
    const before = await dumpDatabase();
    const raise = await run(CHANGE_ROLE, recruiter, { userId: support.uid, roleId: "MANAGER" });
    expect(raise.data?.changeStaffRole.userErrors).toEqual([
      {
        field: ["input", "roleId"],
        code: "MISSING_PERMISSIONS",
        message:
          "Vous ne pouvez pas attribuer un rôle qui permet ce que votre rôle ne permet pas\u00a0: Remboursements, Crédits et fidélité, Blocage des clients, Modération, Catalogue, Contenu, Messages, Modèles d’e-mails, Finances",
      },
    ]);
    // A role within one's own is granted.
    expect((await run(CHANGE_ROLE, recruiter, { userId: support.uid, roleId: "ACCOUNTING" })).data?.changeStaffRole.userErrors).toEqual([
      {
        field: ["input", "roleId"],
        code: "MISSING_PERMISSIONS",
        message: "Vous ne pouvez pas attribuer un rôle qui permet ce que votre rôle ne permet pas\u00a0: Finances",
      },
    ]);
    // Without STAFF (« Gestion »), the access check refuses the whole operation.
    expect(errorCodes(await run(CHANGE_ROLE, manager, { userId: support.uid, roleId: "FULFILMENT" }))).toEqual(["FORBIDDEN"]);
    expect(await dumpDatabase()).toEqual(before);
    expect((await run(CHANGE_ROLE, recruiter, { userId: support.uid, roleId: "FULFILMENT" })).data?.changeStaffRole.userErrors).toEqual([]);
  });

  it("garde toujours un propriétaire : deux rétrogradations simultanées, une seule passe", async () => {
    const [a, b] = await Promise.all([
      run(CHANGE_ROLE, owner, { userId: second.uid, roleId: "MANAGER" }),
      run(CHANGE_ROLE, second, { userId: owner.uid, roleId: "MANAGER" }),
    ]);
    const outcomes = [a, b].map((r) => r.data?.changeStaffRole.userErrors.map((e: { code: string }) => e.code) ?? errorCodes(r));
    expect(outcomes.filter((codes) => codes.length === 0)).toHaveLength(1);
    const refused = outcomes.find((codes) => codes.length > 0);
    // Retried on the fresh state: the last owner (LAST_OWNER), or, already demoted, no longer allowed (MISSING_PERMISSIONS / FORBIDDEN).
    expect(refused?.[0]).toMatch(/LAST_OWNER|MISSING_PERMISSIONS|FORBIDDEN/);
    const roles = await Promise.all([owner, second].map(async (m) => (await db().doc(`users/${m.uid}`).get()).get("staffRole") as string));
    expect([...roles].sort()).toEqual(["MANAGER", "OWNER"]);
    const audits = [...(await auditActions(owner.uid)), ...(await auditActions(second.uid))];
    expect(audits).toEqual(["staff.changeRole"]);

    // The one owner left cannot be demoted (by anyone allowed: only an owner holds STAFF, and not themselves).
    const lastOwner = roles[0] === "OWNER" ? owner : second;
    const before = await dumpDatabase();
    const own = await run(CHANGE_ROLE, lastOwner, { userId: lastOwner.uid, roleId: "MANAGER" });
    expect(own.data?.changeStaffRole.userErrors.map((e: { code: string }) => e.code)).toEqual(["OWN_ROLE"]);
    expect(await dumpDatabase()).toEqual(before);
  });

  it("garde toujours un propriétaire : deux désactivations simultanées, une seule passe", async () => {
    const [a, b] = await Promise.all([run(DEACTIVATE, owner, { userId: second.uid }), run(DEACTIVATE, second, { userId: owner.uid })]);
    const outcomes = [a, b].map((r) => r.data?.deactivateStaffMember.userErrors.map((e: { code: string }) => e.code) ?? errorCodes(r));
    expect(outcomes.filter((codes) => codes.length === 0)).toHaveLength(1);
    // The loser is refused by the rule read in its transaction (LAST_OWNER) or, if the winner's
    // deactivation had already disabled its account when its request arrived, by its token.
    expect(outcomes.find((codes) => codes.length > 0)?.[0]).toMatch(/^(LAST_OWNER|UNAUTHENTICATED)$/);
    const disabled = await Promise.all([owner, second].map(async (m) => (await db().doc(`users/${m.uid}`).get()).get("staffDisabled") === true));
    expect([...disabled].sort()).toEqual([false, true]);
    expect([...(await auditActions(owner.uid)), ...(await auditActions(second.uid))]).toEqual(["staff.deactivate"]);
  });

  it("désactive un membre : le MÊME jeton est refusé aussitôt, la connexion aussi ; la réactivation le réadmet", async () => {
    const token = await signIn("ines@atelier.test", "secret123");
    expect((await gql(ME, { token })).status).toBe(200);

    const done = await run(DEACTIVATE, owner, { userId: support.uid });
    expect(done.data?.deactivateStaffMember).toMatchObject({ member: { id: support.uid, disabled: true }, userErrors: [] });
    const refused = await gql(ME, { token });
    expect(refused.status).toBe(401);
    expect(errorCodes(refused)).toEqual(["UNAUTHENTICATED"]);
    await expect(signIn("ines@atelier.test", "secret123")).rejects.toThrow(/USER_DISABLED/);
    expect((await db().doc(`users/${support.uid}`).get()).data()).toMatchObject({ isAdmin: true, staffDisabled: true });
    const listed = await gql(`{ staffMembers { id disabled } }`, { token: owner.token });
    expect(listed.data?.staffMembers).toContainEqual({ id: support.uid, disabled: true });

    const own = await run(DEACTIVATE, owner, { userId: owner.uid });
    expect(own.data?.deactivateStaffMember.userErrors.map((e: { code: string }) => e.code)).toEqual(["OWN_ACCOUNT"]);

    expect((await run(REACTIVATE, owner, { userId: support.uid })).data?.reactivateStaffMember.userErrors).toEqual([]);
    expect((await gql(ME, { token: await signIn("ines@atelier.test", "secret123") })).status).toBe(200);
    expect(await auditActions(support.uid)).toEqual(["staff.deactivate", "staff.reactivate"]);
  });

  it("« Déconnecter toutes les sessions » : le MÊME jeton d’un membre, ou le sien, est refusé à la requête suivante", async () => {
    const token = await signIn("ines@atelier.test", "secret123");
    const ownToken = await signIn("camille@atelier.test", "secret123");
    // Both tokens' auth_time is at most this instant's second.
    await afterMintingSecond(Date.now());
    expect((await gql(ME, { token })).status).toBe(200);
    const signedOut = await run(SIGN_OUT, { ...owner, token: ownToken }, { userId: support.uid });
    expect(signedOut.data?.signOutStaffMember.userErrors).toEqual([]);
    const refused = await gql(ME, { token });
    expect(refused.status).toBe(401);
    expect(errorCodes(refused)).toEqual(["UNAUTHENTICATED"]);
    // A new sign-in works: the account is not disabled.
    expect((await gql(ME, { token: await signIn("ines@atelier.test", "secret123") })).status).toBe(200);

    // Oneself: the request that signs out is answered, the next one with the same token refused.
    const mine = await gql(`mutation { signOutEverywhere { member { id } userErrors { code } } }`, { token: ownToken });
    expect(mine.data?.signOutEverywhere).toEqual({ member: { id: owner.uid }, userErrors: [] });
    expect(errorCodes(await gql(ME, { token: ownToken }))).toEqual(["UNAUTHENTICATED"]);
    expect(await auditActions(support.uid)).toEqual(["staff.signOut"]);
    expect(await auditActions(owner.uid)).toEqual(["staff.signOut"]);
  });
});

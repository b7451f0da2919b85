/**
 * Two-step sign-in on the emulators (docs/roles.md): the owner requires it of a role; a member
 * of that role is refused on every request (GraphQL and REST) whose token was minted from a
 * password alone, recordLogin excepted; after the Auth emulator's SMS second step, the same
 * member gets in. The emulator emulates SMS factors, not TOTP (docs/decisions.md).
 */
import { FUNCTION_BASE } from "../../../scripts/lib/stack.cjs";
import { twoStepMessages } from "@atelier/domain/staff/twoStep";
import { clearEmulators } from "../support/emulators";
import { gql } from "../support/graphql";
import { createAccount, createAdmin, db, signIn } from "../support/identities";
import { adminAuth } from "../../src/firebase";

const AUTH = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`;
const PHONE = "+33612345678";

const SET = `mutation($input: SetTwoStepRequirementInput!) { setTwoStepRequirement(input: $input) { requirement { roleIds } userErrors { field message code } } }`;
const RESET = `mutation($input: ResetStaffTwoStepInput!) { resetStaffTwoStep(input: $input) { userId userErrors { field message code } } }`;
const LOGIN = `mutation { recordLogin { user { roleId twoStepRequired secondFactor } } }`;
const ME = `{ me { id } }`;

/** Posts to the Auth emulator's Identity Toolkit REST API, as the web SDK does. */
async function identityToolkit(path: string, body: Record<string, unknown>): Promise<Record<string, any>> {
  const res = await fetch(`${AUTH}/identitytoolkit.googleapis.com/${path}?key=demo-api-key`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, any>;
  if (!res.ok) throw new Error(`${path}: ${JSON.stringify(json)}`);
  return json;
}

/** The SMS code the emulator « sent » for `sessionInfo` (its REST list of verification codes). */
async function smsCode(sessionInfo: string): Promise<string> {
  const res = await fetch(`${AUTH}/emulator/v1/projects/demo-atelier/verificationCodes`);
  const { verificationCodes } = (await res.json()) as { verificationCodes: { code: string; sessionInfo: string }[] };
  const found = verificationCodes.find((entry) => entry.sessionInfo === sessionInfo);
  if (!found) throw new Error("no verification code for this session");
  return found.code;
}

/** Password, then the SMS second step, as the console's login does: an ID token minted with a second factor. */
async function signInWithSms(email: string, password: string): Promise<string> {
  const first = await identityToolkit("v1/accounts:signInWithPassword", { email, password, returnSecureToken: true });
  expect(first.mfaPendingCredential).toEqual(expect.any(String));
  const start = await identityToolkit("v2/accounts/mfaSignIn:start", {
    mfaPendingCredential: first.mfaPendingCredential,
    mfaEnrollmentId: first.mfaInfo[0].mfaEnrollmentId,
    phoneSignInInfo: {},
  });
  const sessionInfo = start.phoneResponseInfo.sessionInfo;
  const done = await identityToolkit("v2/accounts/mfaSignIn:finalize", {
    mfaPendingCredential: first.mfaPendingCredential,
    phoneVerificationInfo: { sessionInfo, code: await smsCode(sessionInfo) },
  });
  return done.idToken;
}

let owner: { uid: string; token: string };
let packer: { uid: string; token: string };

beforeAll(async () => {
  await clearEmulators();
  owner = await createAdmin();
  packer = await createAccount("paul@atelier.test", { firstName: "Paul", lastName: "Petit", isAdmin: true, staffRole: "FULFILMENT" });
});

describe("le propriétaire exige la validation en deux étapes d'un rôle", () => {
  it("la copie sur la fiche de chaque membre du rôle, et seulement des siens, avec l'entrée du journal", async () => {
    const set = (await gql(SET, { token: owner.token, variables: { input: { roleIds: ["FULFILMENT"] } } })).data?.setTwoStepRequirement;
    expect(set).toEqual({ requirement: { roleIds: ["FULFILMENT"] }, userErrors: [] });
    expect((await db().doc(`users/${packer.uid}`).get()).get("twoStepRequired")).toBe(true);
    expect((await db().doc(`users/${owner.uid}`).get()).get("twoStepRequired")).toBeUndefined();
    const audit = await db().collection("auditLog").where("action", "==", "settings.setTwoStepRequirement").get();
    expect(audit.docs.map((d) => [d.get("actorUid"), d.get("after")])).toEqual([[owner.uid, { roleIds: ["FULFILMENT"], membersChanged: 1 }]]);
  });

  it("un membre qui prend un rôle soumis à l'exigence la reçoit sur sa fiche, dans la même transaction", async () => {
    const support = await createAccount("lea@atelier.test", { firstName: "Léa", lastName: "Garnier", isAdmin: true, staffRole: "SUPPORT" });
    const change = `mutation($input: ChangeStaffRoleInput!) { changeStaffRole(input: $input) { userErrors { code } } }`;
    const moved = await gql(change, { token: owner.token, variables: { input: { userId: support.uid, roleId: "FULFILMENT" } } });
    expect(moved.data?.changeStaffRole.userErrors).toEqual([]);
    expect((await db().doc(`users/${support.uid}`).get()).get("twoStepRequired")).toBe(true);
    await gql(change, { token: owner.token, variables: { input: { userId: support.uid, roleId: "SUPPORT" } } });
    expect((await db().doc(`users/${support.uid}`).get()).get("twoStepRequired")).toBe(false);
  });

  it("refuse en français une liste fautive, sans rien écrire", async () => {
    const before = (await db().doc("staffSecurity/twoStep").get()).data();
    const set = (await gql(SET, { token: owner.token, variables: { input: { roleIds: ["GHOST", "NONE"] } } })).data?.setTwoStepRequirement;
    expect(set.requirement).toBeNull();
    expect(set.userErrors.map((e: { code: string }) => e.code)).toEqual(["NOT_FOUND", "NO_ROLE"]);
    expect((await db().doc("staffSecurity/twoStep").get()).data()).toEqual(before);
  });

  it("un membre de ce rôle sans second facteur : refusé à chaque requête, GraphQL comme REST ; recordLogin dit pourquoi", async () => {
    const refused = await gql(ME, { token: packer.token });
    expect(refused.status).toBe(403);
    expect(refused.errors).toEqual([
      expect.objectContaining({ message: twoStepMessages.required, extensions: expect.objectContaining({ code: "FORBIDDEN", reason: "TWO_STEP_REQUIRED" }) }),
    ]);
    expect((await gql(LOGIN, { token: packer.token })).data?.recordLogin.user).toEqual({ roleId: "FULFILMENT", twoStepRequired: true, secondFactor: null });
    const slips = await fetch(`${FUNCTION_BASE}/export/orders.csv`, { headers: { authorization: `Bearer ${packer.token}` } });
    expect(slips.status).toBe(403);
    expect(((await slips.json()) as { errors: { extensions: { reason: string } }[] }).errors[0]!.extensions.reason).toBe("TWO_STEP_REQUIRED");
    // The owner's role does not require it: nothing changes for them.
    expect((await gql(ME, { token: owner.token })).data?.me).toEqual({ id: owner.uid });
  });

  it("après la seconde étape par SMS (émulateur), le même membre entre ; son jeton sans second facteur reste refusé", async () => {
    await adminAuth().updateUser(packer.uid, {
      emailVerified: true,
      multiFactor: { enrolledFactors: [{ uid: "telephone", phoneNumber: PHONE, factorId: "phone", displayName: "Téléphone" }] },
    });
    const token = await signInWithSms("paul@atelier.test", "secret123");
    expect((await gql(ME, { token })).data?.me).toEqual({ id: packer.uid });
    expect((await gql(LOGIN, { token })).data?.recordLogin.user).toEqual({ roleId: "FULFILMENT", twoStepRequired: true, secondFactor: "phone" });
    expect((await gql(ME, { token: packer.token })).status).toBe(403);
  });

  it("le propriétaire réinitialise le second facteur d'un membre (jamais le sien), avec l'entrée du journal", async () => {
    const own = (await gql(RESET, { token: owner.token, variables: { input: { userId: owner.uid } } })).data?.resetStaffTwoStep;
    expect(own).toEqual({ userId: null, userErrors: [{ field: ["input", "userId"], code: "OWN_ACCOUNT", message: twoStepMessages.ownReset }] });
    const reset = (await gql(RESET, { token: owner.token, variables: { input: { userId: packer.uid } } })).data?.resetStaffTwoStep;
    expect(reset).toEqual({ userId: packer.uid, userErrors: [] });
    expect((await adminAuth().getUser(packer.uid)).multiFactor?.enrolledFactors ?? []).toEqual([]);
    const audit = await db().collection("auditLog").where("action", "==", "user.resetTwoStep").get();
    expect(audit.docs.map((d) => [d.get("targetId"), d.get("before"), d.get("after")])).toEqual([[packer.uid, { secondFactors: 1 }, { secondFactors: 0 }]]);
    // Nothing left to reset: said in French, nothing written.
    const again = (await gql(RESET, { token: owner.token, variables: { input: { userId: packer.uid } } })).data?.resetStaffTwoStep;
    expect(again.userErrors.map((e: { code: string }) => e.code)).toEqual(["NOT_ENROLLED"]);
    // A password alone now signs the member in again, and is refused until they enrol anew.
    expect((await gql(ME, { token: await signIn("paul@atelier.test", "secret123") })).status).toBe(403);
  });

  it("lever l'exigence rend l'accès par mot de passe seul", async () => {
    expect((await gql(SET, { token: owner.token, variables: { input: { roleIds: [] } } })).data?.setTwoStepRequirement.userErrors).toEqual([]);
    expect((await db().doc(`users/${packer.uid}`).get()).get("twoStepRequired")).toBe(false);
    expect((await gql(ME, { token: await signIn("paul@atelier.test", "secret123") })).data?.me).toEqual({ id: packer.uid });
  });
});

import { BUILT_IN_ROLE_DEFINITIONS, PERMISSIONS } from "./permissions";
import { checkDeactivation, checkGrant, checkInvite, checkReactivation, checkRoleChange, isOwner, staffMessages, type StaffMemberState } from "./staffRules";

const owner = (uid: string, extra: Partial<StaffMemberState> = {}): StaffMemberState => ({ uid, isAdmin: true, staffRole: "OWNER", ...extra });
const member = (uid: string, staffRole: string, extra: Partial<StaffMemberState> = {}): StaffMemberState => ({ uid, isAdmin: true, staffRole, ...extra });
const codes = (errors: { code: string }[]) => errors.map((e) => e.code);
const ALL = [...PERMISSIONS];

describe("règles de l’équipe", () => {
  it("un propriétaire est un membre actif dont le rôle permet « Équipe et droits » ; un ancien administrateur sans rôle l’est", () => {
    expect(isOwner(owner("a"))).toBe(true);
    expect(isOwner({ uid: "a", isAdmin: true })).toBe(true);
    expect(isOwner(member("a", "MANAGER"))).toBe(false);
    expect(isOwner(owner("a", { staffDisabled: true }))).toBe(false);
    expect(isOwner(owner("a", { isBlocked: true }))).toBe(false);
    expect(isOwner(owner("a", { isAdmin: false }))).toBe(false);
  });

  it("refuse un rôle inconnu et un rôle qui permet ce que l’on ne peut pas soi-même, en nommant ce qui manque", () => {
    expect(codes(checkGrant(ALL, "CHEF"))).toEqual(["UNKNOWN_ROLE"]);
    const manager = BUILT_IN_ROLE_DEFINITIONS.MANAGER.permissions;
    expect(checkGrant(manager, "OWNER")).toEqual([
      {
        field: ["input", "roleId"],
        code: "MISSING_PERMISSIONS",
        message: "Vous ne pouvez pas attribuer un rôle qui permet ce que votre rôle ne permet pas\u00a0: Données personnelles, Paramètres, Équipe et droits",
      },
    ]);
    expect(checkGrant(manager, "FULFILMENT")).toEqual([]);
  });

  it("change un rôle, sauf le sien, sauf sans changement, sauf s’il ne reste plus de propriétaire", () => {
    const members = [owner("a"), owner("b"), member("c", "SUPPORT")];
    const change = (actorUid: string, target: StaffMemberState | null, roleId: string, list = members) =>
      codes(checkRoleChange({ actorUid, actorPermissions: ALL, target, roleId, members: list }));
    expect(change("a", members[1]!, "FULFILMENT")).toEqual([]);
    expect(change("a", members[0]!, "FULFILMENT")).toEqual(["OWN_ROLE"]);
    expect(change("a", members[2]!, "SUPPORT")).toEqual(["UNCHANGED"]);
    expect(change("a", null, "SUPPORT")).toEqual(["NOT_FOUND"]);
    expect(change("a", member("z", "SUPPORT", { isAdmin: false }), "SUPPORT")).toEqual(["NOT_FOUND"]);
    // b is the only owner left (a is deactivated): demoting b is refused, giving b another owner role is not.
    const lone = [owner("a", { staffDisabled: true }), owner("b"), member("c", "SUPPORT")];
    expect(change("c", lone[1]!, "MANAGER", lone)).toEqual(["LAST_OWNER"]);
    expect(checkRoleChange({ actorUid: "c", actorPermissions: ALL, target: lone[1]!, roleId: "MANAGER", members: lone })[0]?.message).toBe(
      staffMessages.lastOwnerRole,
    );
    expect(change("b", lone[2]!, "OWNER", lone)).toEqual([]);
  });

  it("désactive un membre, jamais soi-même ni le dernier propriétaire ; réactive un membre désactivé", () => {
    const members = [owner("a"), owner("b"), member("c", "SUPPORT")];
    expect(codes(checkDeactivation({ actorUid: "a", target: members[1]!, members }))).toEqual([]);
    expect(codes(checkDeactivation({ actorUid: "a", target: members[0]!, members }))).toEqual(["OWN_ACCOUNT"]);
    expect(codes(checkDeactivation({ actorUid: "a", target: owner("b", { staffDisabled: true }), members }))).toEqual(["UNCHANGED"]);
    const lone = [owner("a"), member("c", "MANAGER")];
    expect(codes(checkDeactivation({ actorUid: "c", target: lone[0]!, members: lone }))).toEqual(["LAST_OWNER"]);
    expect(codes(checkDeactivation({ actorUid: "a", target: lone[1]!, members: lone }))).toEqual([]);
    expect(codes(checkReactivation(owner("b", { staffDisabled: true })))).toEqual([]);
    expect(codes(checkReactivation(owner("b")))).toEqual(["UNCHANGED"]);
  });

  it("vérifie l’invitation : e-mail, prénom, nom, rôle", () => {
    const ok = checkInvite({ email: " Lea@Atelier.TEST ", firstName: " Léa ", lastName: "Roux", roleId: "FULFILMENT" }, ALL);
    expect(ok).toEqual({ values: { email: "lea@atelier.test", firstName: "Léa", lastName: "Roux", roleId: "FULFILMENT" }, errors: [] });
    const bad = checkInvite({ email: "lea@", firstName: "", lastName: "x".repeat(101), roleId: "OWNER" }, BUILT_IN_ROLE_DEFINITIONS.FULFILMENT.permissions);
    expect(bad.errors.map((e) => [e.field.join("."), e.code])).toEqual([
      ["input.email", "INVALID"],
      ["input.firstName", "REQUIRED"],
      ["input.lastName", "TOO_LONG"],
      ["input.roleId", "MISSING_PERMISSIONS"],
    ]);
    expect(codes(checkInvite({ email: "", firstName: "a", lastName: "b", roleId: "SUPPORT" }, ALL).errors)).toEqual(["REQUIRED"]);
  });
});

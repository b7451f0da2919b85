import {
  checkCustomRole,
  checkEditableBy,
  checkEditableRole,
  checkOwnersKept,
  checkRoleChanged,
  checkRoleCount,
  checkRoleDeletion,
  customRoleMessages,
  MAX_CUSTOM_ROLES,
  roleFromData,
} from "./customRoles";
import { BUILT_IN_ROLE_DEFINITIONS, PERMISSIONS, type Permission, type RoleDefinition } from "./permissions";
import { checkGrant, checkInvite, checkRoleChange, type StaffMemberState } from "./staffRules";

const ALL = [...PERMISSIONS];
const evening: RoleDefinition = { id: "soir", name: "Préparation du soir", permissions: ["ORDERS_READ", "FULFILMENT"] };
const check = (name: string, permissions: string[], held: readonly Permission[] = ALL, otherRoles: RoleDefinition[] = [evening]) =>
  checkCustomRole({ name, permissions }, { actorPermissions: held, otherRoles });
const codes = (errors: { code: string }[]) => errors.map((e) => e.code);

describe("rôles personnalisés", () => {
  it("accepte un nom de 2 à 40 caractères, rogné, et rend les permissions dans l’ordre du tableau", () => {
    expect(check("  Retours   clients ", ["INBOX", "ORDERS_READ"])).toEqual({
      value: { name: "Retours clients", permissions: ["ORDERS_READ", "INBOX"] },
      errors: [],
    });
    expect(codes(check("ab", ["INBOX"]).errors)).toEqual([]);
    expect(codes(check("x".repeat(40), ["INBOX"]).errors)).toEqual([]);
    expect(check(" a ", ["INBOX"]).errors).toEqual([{ field: ["input", "name"], message: customRoleMessages.nameLength, code: "LENGTH" }]);
    expect(codes(check("x".repeat(41), ["INBOX"]).errors)).toEqual(["LENGTH"]);
    expect(customRoleMessages.nameLength).toBe("Le nom du rôle doit compter entre 2 et 40 caractères.");
  });

  it("refuse un nom déjà pris, sans tenir compte de la casse, parmi les rôles intégrés et les autres rôles", () => {
    expect(check("gestion", ["INBOX"]).errors).toEqual([
      { field: ["input", "name"], message: "Un rôle s’appelle déjà «\u00a0Gestion\u00a0»\u00a0: choisissez un autre nom.", code: "NAME_TAKEN" },
    ]);
    expect(codes(check("PRÉPARATION DU SOIR", ["INBOX"]).errors)).toEqual(["NAME_TAKEN"]);
    // The role edited is not among `otherRoles`: keeping its own name is no clash.
    expect(codes(check("Préparation du soir", ["INBOX"], ALL, []).errors)).toEqual([]);
  });

  it("demande au moins une permission connue, chacune une fois", () => {
    expect(check("Vide", []).errors).toEqual([{ field: ["input", "permissions"], message: "Cochez au moins une permission.", code: "REQUIRED" }]);
    expect(check("Inconnue", ["INBOX", "CAISSE"]).errors).toEqual([
      { field: ["input", "permissions", "1"], message: "Permission inconnue\u00a0: «\u00a0CAISSE\u00a0».", code: "UNKNOWN_PERMISSION" },
    ]);
    expect(check("Double", ["INBOX", "INBOX"]).errors).toEqual([
      { field: ["input", "permissions", "1"], message: "La permission «\u00a0Messages\u00a0» figure deux fois.", code: "DUPLICATE" },
    ]);
  });

  it("refuse une permission que l’auteur n’a pas, en nommant ce qui manque (la règle de l’attribution d’un rôle)", () => {
    const manager = BUILT_IN_ROLE_DEFINITIONS.MANAGER.permissions;
    expect(check("Super", ["ORDERS_READ", "SETTINGS", "STAFF"], manager).errors).toEqual([
      {
        field: ["input", "permissions"],
        message: "Vous ne pouvez pas donner à un rôle ce que votre rôle ne permet pas\u00a0: Paramètres, Équipe et droits",
        code: "MISSING_PERMISSIONS",
      },
    ]);
    expect(codes(check("Colis", ["ORDERS_READ", "FULFILMENT"], manager).errors)).toEqual([]);
  });

  it("ne modifie pas un rôle plus large que le sien (ce serait changer les droits de plus puissant que soi)", () => {
    expect(checkEditableBy(["ORDERS_READ", "STAFF"], evening)).toEqual([
      {
        field: ["input", "id"],
        message: "Vous ne pouvez pas modifier un rôle qui permet ce que votre rôle ne permet pas\u00a0: Préparation et expédition",
        code: "MISSING_PERMISSIONS",
      },
    ]);
    expect(checkEditableBy(ALL, evening)).toEqual([]);
  });

  it("ne modifie ni ne supprime un rôle intégré ni « Aucun rôle » ; un rôle absent est introuvable", () => {
    expect(checkEditableRole("OWNER", null)).toEqual([
      { field: ["input", "id"], message: "«\u00a0Propriétaire\u00a0» est un rôle intégré\u00a0: il ne peut être ni modifié ni supprimé.", code: "BUILT_IN" },
    ]);
    expect(codes(checkEditableRole("NONE", null))).toEqual(["BUILT_IN"]);
    expect(codes(checkEditableRole("perdu", null))).toEqual(["NOT_FOUND"]);
    expect(checkEditableRole("soir", evening)).toEqual([]);
    expect(codes(checkRoleDeletion("MANAGER", null, 0))).toEqual(["BUILT_IN"]);
  });

  it("refuse de supprimer un rôle encore attribué, en disant à combien de membres", () => {
    expect(checkRoleDeletion("soir", evening, 2)).toEqual([
      {
        field: ["input", "id"],
        message: "«\u00a0Préparation du soir\u00a0» est attribué à 2 membres\u00a0: changez d’abord leur rôle.",
        code: "IN_USE",
      },
    ]);
    expect(checkRoleDeletion("soir", evening, 1)[0]?.message).toBe(
      "«\u00a0Préparation du soir\u00a0» est attribué à 1 membre\u00a0: changez d’abord leur rôle.",
    );
    expect(checkRoleDeletion("soir", evening, 0)).toEqual([]);
  });

  it("limite le nombre de rôles, refuse une modification sans changement", () => {
    expect(codes(checkRoleCount(MAX_CUSTOM_ROLES - 1))).toEqual([]);
    expect(codes(checkRoleCount(MAX_CUSTOM_ROLES))).toEqual(["TOO_MANY"]);
    expect(codes(checkRoleChanged(evening, { name: evening.name, permissions: ["FULFILMENT", "ORDERS_READ"] }))).toEqual(["UNCHANGED"]);
    expect(codes(checkRoleChanged(evening, { name: "Soir", permissions: evening.permissions }))).toEqual([]);
    expect(codes(checkRoleChanged(evening, { name: evening.name, permissions: ["ORDERS_READ"] }))).toEqual([]);
  });

  it("ne retire pas « Équipe et droits » au rôle du dernier propriétaire", () => {
    const chiefs: StaffMemberState[] = [
      { uid: "a", isAdmin: true, staffRole: "chefs", staffPermissions: ["STAFF"] },
      { uid: "b", isAdmin: true, staffRole: "SUPPORT" },
    ];
    expect(codes(checkOwnersKept(chiefs, "chefs", ["ORDERS_READ"]))).toEqual(["LAST_OWNER"]);
    expect(codes(checkOwnersKept(chiefs, "chefs", ["ORDERS_READ", "STAFF"]))).toEqual([]);
    expect(codes(checkOwnersKept([...chiefs, { uid: "c", isAdmin: true, staffRole: "OWNER" }], "chefs", ["ORDERS_READ"]))).toEqual([]);
  });

  it("lit un document de rôle prudemment", () => {
    expect(roleFromData("soir", { name: "Soir", permissions: ["FULFILMENT", "CAISSE", "ORDERS_READ"] })).toEqual({
      id: "soir",
      name: "Soir",
      permissions: ["ORDERS_READ", "FULFILMENT"],
    });
  });
});

describe("un rôle personnalisé s’attribue comme un rôle intégré", () => {
  it("connu seulement s’il est dans la liste des rôles de la boutique, jamais plus large que celui de l’auteur", () => {
    expect(codes(checkGrant(ALL, "soir"))).toEqual(["UNKNOWN_ROLE"]);
    expect(checkGrant(ALL, "soir", [evening])).toEqual([]);
    expect(codes(checkGrant(["ORDERS_READ", "STAFF"], "soir", [evening]))).toEqual(["MISSING_PERMISSIONS"]);
    expect(checkInvite({ email: "a@b.fr", firstName: "A", lastName: "B", roleId: "soir" }, ALL, [evening]).errors).toEqual([]);
  });

  it("donner à l’avant-dernier propriétaire un rôle personnalisé qui a « Équipe et droits » laisse un propriétaire", () => {
    const chiefs: RoleDefinition = { id: "chefs", name: "Chefs", permissions: ["STAFF"] };
    const members: StaffMemberState[] = [
      { uid: "a", isAdmin: true, staffRole: "OWNER" },
      { uid: "b", isAdmin: true, staffRole: "SUPPORT" },
    ];
    const change = (roleId: string) =>
      codes(checkRoleChange({ actorUid: "b", actorPermissions: ALL, target: members[0]!, roleId, members, customRoles: [chiefs, evening] }));
    expect(change("chefs")).toEqual([]);
    expect(change("soir")).toEqual(["LAST_OWNER"]);
  });
});

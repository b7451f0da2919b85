import {
  BUILT_IN_ROLE_DEFINITIONS,
  BUILT_IN_ROLES,
  memberPermissions,
  memberRole,
  missingPermissions,
  NO_ROLE,
  PERMISSION_DESCRIPTIONS,
  PERMISSION_LABELS,
  PERMISSIONS,
  permissionRefusal,
} from "./permissions";

describe("permissions et rôles", () => {
  it("chaque permission a un nom et une description en français", () => {
    for (const p of PERMISSIONS) {
      expect(PERMISSION_LABELS[p]).toMatch(/\S/);
      expect(PERMISSION_DESCRIPTIONS[p]).toMatch(/\.$/);
    }
  });

  it("les rôles intégrés ont leurs noms français ; le Propriétaire peut tout, les autres moins", () => {
    expect(BUILT_IN_ROLES.map((r) => BUILT_IN_ROLE_DEFINITIONS[r].name)).toEqual([
      "Propriétaire",
      "Gestion",
      "Préparation",
      "Service client",
      "Modération",
      "Comptabilité",
    ]);
    expect(BUILT_IN_ROLE_DEFINITIONS.OWNER.permissions).toEqual(PERMISSIONS);
    for (const role of BUILT_IN_ROLES.filter((r) => r !== "OWNER")) {
      expect(BUILT_IN_ROLE_DEFINITIONS[role].permissions).not.toContain("STAFF");
    }
    expect(BUILT_IN_ROLE_DEFINITIONS.FULFILMENT.permissions).toEqual(["ORDERS_READ", "FULFILMENT"]);
  });

  it("lit les permissions d’un membre sur sa fiche, sans autre lecture", () => {
    expect(memberPermissions({ staffRole: "FULFILMENT" })).toEqual(["ORDERS_READ", "FULFILMENT"]);
    // A built-in role's permissions are the table's, whatever the record copied.
    expect(memberPermissions({ staffRole: "FULFILMENT", staffPermissions: ["STAFF"] })).toEqual(["ORDERS_READ", "FULFILMENT"]);
    // A custom role's are the record's copy, unknown names dropped, in the table's order.
    expect(memberPermissions({ staffRole: "r-42", staffPermissions: ["FINANCES", "NOPE", "ORDERS_READ"] })).toEqual(["ORDERS_READ", "FINANCES"]);
    expect(memberPermissions({ staffRole: "r-42" })).toEqual([]);
    expect(memberPermissions({ staffRole: NO_ROLE, staffPermissions: ["STAFF"] })).toEqual([]);
    expect(memberPermissions({ staffRole: 12 })).toEqual([]);
    // Before roles existed: what an administrator could do then, everything.
    expect(memberPermissions({})).toEqual([...PERMISSIONS]);
    expect(memberPermissions(null)).toEqual([]);
  });

  it("nomme le rôle d’un membre", () => {
    expect(memberRole({})).toEqual({ id: "OWNER", name: "Propriétaire" });
    expect(memberRole({ staffRole: "SUPPORT" })).toEqual({ id: "SUPPORT", name: "Service client" });
    expect(memberRole({ staffRole: NO_ROLE })).toEqual({ id: NO_ROLE, name: "Aucun rôle" });
    expect(memberRole({ staffRole: "r-42", staffRoleName: "Stagiaire" })).toEqual({ id: "r-42", name: "Stagiaire" });
  });

  it("nomme ce qui manque, dans l’ordre de la table", () => {
    expect(missingPermissions(["ORDERS_READ"], ["FINANCES", "ORDERS_READ", "REFUNDS"])).toEqual(["REFUNDS", "FINANCES"]);
    expect(missingPermissions([...PERMISSIONS], PERMISSIONS)).toEqual([]);
    expect(permissionRefusal(["REFUNDS"])).toBe("Accès refusé - votre rôle ne permet pas\u00a0: Remboursements");
    expect(permissionRefusal(["REFUNDS", "FINANCES"])).toBe("Accès refusé - votre rôle ne permet pas\u00a0: Remboursements, Finances");
  });
});

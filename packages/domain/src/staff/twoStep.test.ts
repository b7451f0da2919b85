import { checkTwoStepRoles, secondFactorOf, twoStepMessages, twoStepSatisfied } from "./twoStep";

describe("validation en deux étapes", () => {
  it("lit le second facteur du jeton vérifié : SMS ou application, rien pour un mot de passe seul", () => {
    expect(secondFactorOf({ firebase: { sign_in_second_factor: "phone" } })).toBe("phone");
    expect(secondFactorOf({ firebase: { sign_in_second_factor: "totp" } })).toBe("totp");
    expect(secondFactorOf({ firebase: {} })).toBeNull();
    expect(secondFactorOf({ firebase: { sign_in_second_factor: "" } })).toBeNull();
    expect(secondFactorOf(null)).toBeNull();
  });

  it("exige le second facteur à chaque requête d’un membre dont le rôle l’impose, et seulement à lui", () => {
    const phone = { firebase: { sign_in_second_factor: "phone" } };
    const password = { firebase: {} };
    expect(twoStepSatisfied({ twoStepRequired: true }, phone)).toBe(true);
    expect(twoStepSatisfied({ twoStepRequired: true }, password)).toBe(false);
    expect(twoStepSatisfied({ twoStepRequired: false }, password)).toBe(true);
    // Only the boolean true requires it (a stray "true" string does not lock anyone out).
    expect(twoStepSatisfied({ twoStepRequired: "true" }, password)).toBe(true);
    expect(twoStepSatisfied({}, password)).toBe(true);
  });

  it("contrôle les rôles choisis : connus, une fois chacun, jamais « Aucun rôle » ; rangés dans l’ordre de la table", () => {
    expect(checkTwoStepRoles(["FINANCE_TEAM", "ACCOUNTING", "OWNER"], ["FINANCE_TEAM"])).toEqual({
      value: ["OWNER", "ACCOUNTING", "FINANCE_TEAM"],
      errors: [],
    });
    expect(checkTwoStepRoles(["OWNER", "OWNER", "NONE", "GHOST"], []).errors).toEqual([
      { field: ["input", "roleIds", "1"], message: twoStepMessages.duplicateRole, code: "DUPLICATE" },
      { field: ["input", "roleIds", "2"], message: twoStepMessages.noRole, code: "NO_ROLE" },
      { field: ["input", "roleIds", "3"], message: twoStepMessages.unknownRole("GHOST"), code: "NOT_FOUND" },
    ]);
    expect(checkTwoStepRoles([], []).value).toEqual([]);
  });
});

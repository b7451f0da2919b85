import { adminRightsMessages, checkAdminChange, checkBlockChange, hasAdminAccess } from "./adminRights";

const codes = (errors: { code: string }[]) => errors.map((e) => e.code);

describe("droits administrateur", () => {
  it("refuse de modifier ses propres droits, pour les retirer comme pour les donner", () => {
    const base = { actorUid: "a", targetUid: "a", adminUids: ["a", "b"] };
    expect(codes(checkAdminChange({ ...base, targetIsAdmin: true, grant: false }))).toEqual(["OWN_ADMIN_RIGHTS"]);
    expect(codes(checkAdminChange({ ...base, targetIsAdmin: true, grant: true }))).toEqual(["OWN_ADMIN_RIGHTS"]);
  });

  it("refuse de retirer les droits du dernier administrateur", () => {
    // The actor lost their rights meanwhile: the target is the only administrator left.
    expect(codes(checkAdminChange({ actorUid: "a", targetUid: "b", targetIsAdmin: true, grant: false, adminUids: ["b"] }))).toEqual(["LAST_ADMIN"]);
  });

  it("refuse de retirer le dernier propriétaire, pas un membre d'un autre rôle quand un propriétaire reste", () => {
    // adminUids: the owners only. b is the last owner; c, a Préparation member, is not one.
    expect(codes(checkAdminChange({ actorUid: "a", targetUid: "b", targetIsAdmin: true, grant: false, adminUids: ["b"] }))).toEqual(["LAST_ADMIN"]);
    expect(checkAdminChange({ actorUid: "b", targetUid: "c", targetIsAdmin: true, grant: false, adminUids: ["b"] })).toEqual([]);
  });

  it("retire les droits quand un autre administrateur reste, et en donne", () => {
    expect(checkAdminChange({ actorUid: "a", targetUid: "b", targetIsAdmin: true, grant: false, adminUids: ["a", "b"] })).toEqual([]);
    expect(checkAdminChange({ actorUid: "a", targetUid: "c", targetIsAdmin: false, grant: true, adminUids: ["a"] })).toEqual([]);
  });

  it("refuse un changement sans effet", () => {
    expect(codes(checkAdminChange({ actorUid: "a", targetUid: "b", targetIsAdmin: false, grant: false, adminUids: ["a"] }))).toEqual(["UNCHANGED"]);
  });
});

describe("blocage", () => {
  it("refuse de bloquer son propre compte mais bloque et débloque les autres", () => {
    const active = ["a", "b"];
    expect(codes(checkBlockChange({ actorUid: "a", targetUid: "a", isBlocked: false, block: true, activeOwnerUids: active }))).toEqual(["OWN_ACCOUNT"]);
    expect(checkBlockChange({ actorUid: "a", targetUid: "b", isBlocked: false, block: true, activeOwnerUids: active })).toEqual([]);
    expect(checkBlockChange({ actorUid: "a", targetUid: "b", isBlocked: true, block: false, activeOwnerUids: ["a"] })).toEqual([]);
  });

  it("refuse de bloquer le dernier propriétaire non bloqué, pas un client ni un propriétaire déjà remplacé", () => {
    const refusal = checkBlockChange({ actorUid: "a", targetUid: "b", isBlocked: false, block: true, activeOwnerUids: ["b"] });
    expect(codes(refusal)).toEqual(["LAST_ADMIN"]);
    expect(refusal[0]?.message).toBe(adminRightsMessages.lastAdminBlock);
    expect(checkBlockChange({ actorUid: "a", targetUid: "c", isBlocked: false, block: true, activeOwnerUids: ["b"] })).toEqual([]);
    expect(checkBlockChange({ actorUid: "a", targetUid: "b", isBlocked: false, block: true, activeOwnerUids: ["b", "d"] })).toEqual([]);
  });
});

describe("accès au back-office", () => {
  it("demande isAdmin exactement true et un compte non bloqué", () => {
    expect(hasAdminAccess({ isAdmin: true, isBlocked: false })).toBe(true);
    expect(hasAdminAccess({ isAdmin: true })).toBe(true);
    expect(hasAdminAccess({ isAdmin: true, isBlocked: true })).toBe(false);
    expect(hasAdminAccess({ isAdmin: "true", isBlocked: false })).toBe(false);
    expect(hasAdminAccess(null)).toBe(false);
  });
});

import { checkAdminChange, checkBlockChange } from "./adminRights";

const codes = (errors: { code: string }[]) => errors.map((e) => e.code);

describe("droits administrateur", () => {
  it("refuse de modifier ses propres droits, pour les retirer comme pour les donner", () => {
    const base = { actorUid: "a", targetUid: "a", adminUids: ["a", "b"] };
    expect(codes(checkAdminChange({ ...base, targetIsAdmin: true, grant: false }))).toEqual(["OWN_ADMIN_RIGHTS"]);
    expect(codes(checkAdminChange({ ...base, targetIsAdmin: true, grant: true }))).toEqual(["OWN_ADMIN_RIGHTS"]);
  });

  it("refuse de retirer les droits du dernier administrateur", () => {
    // The actor lost their rights meanwhile: the target is the only administrator left.
    expect(codes(checkAdminChange({ actorUid: "a", targetUid: "b", targetIsAdmin: true, grant: false, adminUids: ["b"] }))).toEqual([
      "LAST_ADMIN",
    ]);
  });

  it("retire les droits quand un autre administrateur reste, et en donne", () => {
    expect(checkAdminChange({ actorUid: "a", targetUid: "b", targetIsAdmin: true, grant: false, adminUids: ["a", "b"] })).toEqual([]);
    expect(checkAdminChange({ actorUid: "a", targetUid: "c", targetIsAdmin: false, grant: true, adminUids: ["a"] })).toEqual([]);
  });

  it("refuse un changement sans effet", () => {
    expect(codes(checkAdminChange({ actorUid: "a", targetUid: "b", targetIsAdmin: false, grant: false, adminUids: ["a"] }))).toEqual([
      "UNCHANGED",
    ]);
  });
});

describe("blocage", () => {
  it("refuse de bloquer son propre compte mais bloque et débloque les autres", () => {
    expect(codes(checkBlockChange({ actorUid: "a", targetUid: "a", isBlocked: false, block: true }))).toEqual(["OWN_ACCOUNT"]);
    expect(checkBlockChange({ actorUid: "a", targetUid: "b", isBlocked: false, block: true })).toEqual([]);
    expect(checkBlockChange({ actorUid: "a", targetUid: "b", isBlocked: true, block: false })).toEqual([]);
  });
});

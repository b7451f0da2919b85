import { USER_LIST_DEFAULTS, userFilter, userSort } from "./userListParams";

describe("paramètres de la liste des utilisateurs", () => {
  it("sans paramètre : aucun filtre, les plus récents d'abord", () => {
    expect(userFilter(USER_LIST_DEFAULTS)).toEqual({ search: null, isAdmin: null, isBlocked: null, hasCredits: null });
    expect(userSort(USER_LIST_DEFAULTS)).toBe("CREATED_AT_DESC");
  });

  it("traduit les filtres et le tri de l'URL pour l'API", () => {
    const params = { q: " élo ", role: "admin", status: "active", credits: "with", sort: "credits:asc" };
    expect(userFilter(params)).toEqual({ search: "élo", isAdmin: true, isBlocked: false, hasCredits: true });
    expect(userSort(params)).toBe("CREDITS_ASC");
    expect(userSort({ ...params, sort: "lastLoginAt:desc" })).toBe("LAST_LOGIN_AT_DESC");
  });

  it("ignore un tri inconnu", () => {
    expect(userSort({ ...USER_LIST_DEFAULTS, sort: "total:asc" })).toBe("CREATED_AT_ASC");
    expect(userSort({ ...USER_LIST_DEFAULTS, sort: "n'importe quoi" })).toBe("CREATED_AT_DESC");
  });
});

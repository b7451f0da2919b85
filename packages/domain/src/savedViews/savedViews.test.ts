import {
  canEditView,
  canSeeView,
  canShareView,
  checkViewName,
  checkViewQuery,
  MAX_VIEW_NAME_LENGTH,
  MAX_VIEW_QUERY_LENGTH,
  viewNameKey,
  viewQueryOf,
} from "./savedViews";

describe("saved views: the name", () => {
  it("is trimmed, its inner spaces collapsed", () => {
    expect(checkViewName("  Payées   à expédier ")).toEqual({ value: "Payées à expédier", errors: [] });
  });
  it("is required and at most 60 characters, in French", () => {
    expect(checkViewName("   ").errors).toEqual([{ field: ["input", "name"], message: "Le nom de la vue est obligatoire.", code: "REQUIRED" }]);
    expect(checkViewName("x".repeat(MAX_VIEW_NAME_LENGTH)).errors).toEqual([]);
    expect(checkViewName("x".repeat(MAX_VIEW_NAME_LENGTH + 1)).errors[0]!.message).toBe("Le nom de la vue ne peut pas dépasser 60 caractères.");
  });
  it("compares without case, accents or extra spaces", () => {
    expect(viewNameKey(" Payées  À expédier")).toBe(viewNameKey("payees a expedier"));
    expect(viewNameKey("Urgentes")).not.toBe(viewNameKey("Urgente"));
  });
});

describe("saved views: the query", () => {
  it("keeps the screen's parameters and drops empty ones", () => {
    expect(checkViewQuery("orders", "?status=PAID&q=&sort=total%3Adesc&cols=total%2Cstatus")).toEqual({
      value: "status=PAID&sort=total%3Adesc&cols=total%2Cstatus",
      errors: [],
    });
    expect(checkViewQuery("users", "role=admin&credits=with").value).toBe("role=admin&credits=with");
  });
  it("refuses a parameter the screen does not have, a cursor included", () => {
    expect(checkViewQuery("orders", "status=PAID&after=abc").errors[0]).toEqual({
      field: ["input", "query"],
      message: "Cette liste ne se filtre pas par « after » : la vue ne peut pas le garder.",
      code: "INVALID",
    });
    expect(checkViewQuery("users", "late=1").errors).toHaveLength(1);
  });
  it("refuses a query longer than the bound", () => {
    expect(checkViewQuery("orders", `q=${"a".repeat(MAX_VIEW_QUERY_LENGTH)}`).errors[0]!.code).toBe("TOO_LONG");
  });
  it("viewQueryOf keeps a URL's view part in a stable order, without the cursor", () => {
    expect(viewQueryOf("orders", "?after=xyz&sort=total%3Aasc&status=PAID&page=3")).toBe("status=PAID&sort=total%3Aasc");
    expect(viewQueryOf("orders", "status=PAID&sort=total%3Aasc")).toBe(viewQueryOf("orders", "sort=total%3Aasc&status=PAID"));
  });
});

describe("saved views: who may do what", () => {
  const mine = { ownerUid: "me", shared: false };
  const theirsPrivate = { ownerUid: "other", shared: false };
  const theirsShared = { ownerUid: "other", shared: true };
  it("a private view is its author's alone", () => {
    expect(canSeeView(mine, "me")).toBe(true);
    expect(canSeeView(theirsPrivate, "me")).toBe(false);
    expect(canEditView(theirsPrivate, "me")).toBe(false);
  });
  it("a shared view is seen, renamed and deleted by any administrator, shared or unshared by its author only", () => {
    expect(canSeeView(theirsShared, "me")).toBe(true);
    expect(canEditView(theirsShared, "me")).toBe(true);
    expect(canShareView(theirsShared, "me")).toBe(false);
    expect(canShareView(mine, "me")).toBe(true);
  });
});

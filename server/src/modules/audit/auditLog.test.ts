import { auditLogCriteria } from "./auditLog";

describe("le filtre du journal d’audit", () => {
  it("borne les jours de Paris : du premier minuit au minuit suivant le dernier jour", () => {
    const criteria = auditLogCriteria({ period: { from: "2026-07-01", to: "2026-07-31" } });
    expect(criteria.from?.toISOString()).toBe("2026-06-30T22:00:00.000Z");
    expect(criteria.to?.toISOString()).toBe("2026-07-31T22:00:00.000Z");
    // Winter time: UTC+1, and the switch back to it on the last Sunday of October.
    const winter = auditLogCriteria({ period: { from: "2026-10-25", to: "2026-10-25" } });
    expect(winter.from?.toISOString()).toBe("2026-10-24T22:00:00.000Z");
    expect(winter.to?.toISOString()).toBe("2026-10-25T23:00:00.000Z");
  });

  it("garde les égalités, sans les espaces", () => {
    expect(auditLogCriteria({ actorUid: " admin ", action: "user.block", targetType: "user", targetId: "u1" })).toEqual({
      actorUid: "admin",
      action: "user.block",
      targetType: "user",
      targetId: "u1",
      from: null,
      to: null,
    });
    expect(auditLogCriteria(null)).toEqual({ actorUid: null, action: null, targetType: null, targetId: null, from: null, to: null });
  });

  it.each([
    [{ targetId: "u1" }, "targetId"],
    [{ period: { from: "2026-02-30" } }, "from"],
    [{ period: { to: "01/02/2026" } }, "to"],
    // One rule for every date filter (packages/domain/src/dayRange.ts): a reversed range is the end's fault.
    [{ period: { from: "2026-03-02", to: "2026-03-01" } }, "to"],
    [{ action: "x".repeat(1501) }, "action"],
  ])("refuse %j en français (BAD_USER_INPUT)", (filter, field) => {
    let error: unknown;
    try {
      auditLogCriteria(filter);
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({ extensions: { code: "BAD_USER_INPUT", argumentName: field } });
  });
});

import {
  APPROVAL_KINDS,
  APPROVAL_PERMISSIONS,
  APPROVER_PERMISSIONS,
  approvalExpiresAt,
  approvalState,
  checkApprovalThresholds,
  checkDecider,
  checkDecisionComment,
  mayDecide,
  needsApproval,
  NO_APPROVAL_THRESHOLDS,
  thresholdsFromData,
  type ApprovalThresholds,
} from "./approvals";

const thresholds: ApprovalThresholds = { refundAboveCents: 10_000, creditGrantAbove: 100, rightsChanges: true, vatAndIdentityChanges: true };

describe("four-eyes approval: which write is held", () => {
  it("holds a refund above the amount, not at it", () => {
    expect(needsApproval({ kind: "REFUND", amountCents: 10_001 }, thresholds)).toBe(true);
    expect(needsApproval({ kind: "REFUND", amountCents: 10_000 }, thresholds)).toBe(false);
  });
  it("holds only credit grants above the number: a withdrawal or a small grant passes", () => {
    expect(needsApproval({ kind: "CREDIT_GRANT", credits: 101 }, thresholds)).toBe(true);
    expect(needsApproval({ kind: "CREDIT_GRANT", credits: 100 }, thresholds)).toBe(false);
    expect(needsApproval({ kind: "CREDIT_GRANT", credits: -500 }, { ...thresholds, creditGrantAbove: 0 })).toBe(false);
  });
  it("a threshold of 0 holds every refund and every grant", () => {
    const zero = { ...NO_APPROVAL_THRESHOLDS, refundAboveCents: 0, creditGrantAbove: 0 };
    expect(needsApproval({ kind: "REFUND", amountCents: 1 }, zero)).toBe(true);
    expect(needsApproval({ kind: "CREDIT_GRANT", credits: 1 }, zero)).toBe(true);
  });
  it("holds every change of rights, roles, invitations, VAT or legal identity when switched on", () => {
    for (const kind of ["ADMIN_RIGHTS", "STAFF_ROLE", "STAFF_INVITE"] as const) {
      expect(needsApproval({ kind }, thresholds)).toBe(true);
      expect(needsApproval({ kind }, { ...thresholds, rightsChanges: false })).toBe(false);
    }
    expect(needsApproval({ kind: "VAT_IDENTITY" }, thresholds)).toBe(true);
    expect(needsApproval({ kind: "VAT_IDENTITY" }, { ...thresholds, vatAndIdentityChanges: false })).toBe(false);
  });
  it("empty thresholds hold nothing", () => {
    expect(needsApproval({ kind: "REFUND", amountCents: 99_999_999 }, NO_APPROVAL_THRESHOLDS)).toBe(false);
    expect(needsApproval({ kind: "CREDIT_GRANT", credits: 1_000_000 }, NO_APPROVAL_THRESHOLDS)).toBe(false);
    expect(needsApproval({ kind: "ADMIN_RIGHTS" }, NO_APPROVAL_THRESHOLDS)).toBe(false);
  });
  it("each kind is approved with the permission its write requires", () => {
    expect(APPROVAL_PERMISSIONS).toEqual({
      REFUND: "REFUNDS",
      CREDIT_GRANT: "CREDITS",
      ADMIN_RIGHTS: "STAFF",
      STAFF_ROLE: "STAFF",
      STAFF_INVITE: "STAFF",
      VAT_IDENTITY: "SETTINGS",
    });
    expect(new Set(APPROVAL_KINDS.map((kind) => APPROVAL_PERMISSIONS[kind]))).toEqual(new Set(APPROVER_PERMISSIONS));
  });
});

describe("four-eyes approval: the thresholds", () => {
  it("reads what is stored, anything unreadable as « no approval »", () => {
    expect(thresholdsFromData(undefined)).toEqual(NO_APPROVAL_THRESHOLDS);
    expect(thresholdsFromData({ refundAboveCents: 5000, creditGrantAbove: "50", rightsChanges: true, vatAndIdentityChanges: 1 })).toEqual({
      refundAboveCents: 5000,
      creditGrantAbove: null,
      rightsChanges: true,
      vatAndIdentityChanges: false,
    });
    expect(thresholdsFromData({ refundAboveCents: -1 }).refundAboveCents).toBeNull();
  });
  it("accepts empty thresholds and whole non-negative ones", () => {
    expect(checkApprovalThresholds(NO_APPROVAL_THRESHOLDS).errors).toEqual([]);
    expect(checkApprovalThresholds(thresholds).errors).toEqual([]);
  });
  it("refuses negative, fractional or too large thresholds in French, on their field", () => {
    expect(checkApprovalThresholds({ ...thresholds, refundAboveCents: -1 }).errors).toEqual([
      {
        field: ["input", "refundAboveCents"],
        message: "Le seuil des remboursements doit être compris entre 0 et 1\u00a0000\u00a0000,00\u00a0€.",
        code: "OUT_OF_RANGE",
      },
    ]);
    expect(checkApprovalThresholds({ ...thresholds, creditGrantAbove: 2.5 }).errors).toEqual([
      { field: ["input", "creditGrantAbove"], message: "Le nombre doit être un entier (sans décimales).", code: "NOT_WHOLE" },
    ]);
    expect(checkApprovalThresholds({ ...thresholds, creditGrantAbove: 1_000_001 }).errors[0]!.message).toBe(
      "Le seuil des crédits accordés doit être compris entre 0 et 1\u00a0000\u00a0000.",
    );
  });
});

describe("four-eyes approval: expiry and who decides", () => {
  const created = new Date("2026-03-01T10:00:00Z");
  const expires = approvalExpiresAt(created);

  it("a request expires 7 days after it was made, computed when read", () => {
    expect(expires.toISOString()).toBe("2026-03-08T10:00:00.000Z");
    expect(approvalState("pending", expires, new Date("2026-03-08T09:59:59Z"))).toBe("PENDING");
    expect(approvalState("pending", expires, expires)).toBe("EXPIRED");
    expect(approvalState("approved", expires, new Date("2027-01-01"))).toBe("APPROVED");
    expect(approvalState("rejected", expires, new Date("2026-03-02"))).toBe("REJECTED");
  });

  const request = { requestedBy: "helene", permission: "REFUNDS" as const, state: "PENDING" as const };

  it("another member holding the write's permission decides", () => {
    expect(checkDecider({ request, deciderUid: "camille", deciderPermissions: ["REFUNDS"] })).toEqual([]);
    expect(mayDecide({ request, deciderUid: "camille", deciderPermissions: ["REFUNDS"] })).toBe(true);
  });
  it("never the requester, whatever their role", () => {
    expect(checkDecider({ request, deciderUid: "helene", deciderPermissions: ["REFUNDS", "STAFF"] })).toEqual([
      { field: ["input", "id"], message: "Vous ne pouvez pas décider de votre propre demande : un autre membre doit l’approuver.", code: "OWN_REQUEST" },
    ]);
  });
  it("never a member without the permission", () => {
    expect(checkDecider({ request, deciderUid: "ines", deciderPermissions: ["CREDITS"] })[0]).toMatchObject({
      code: "PERMISSION",
      message: "Votre rôle ne permet pas de décider de cette demande : Remboursements.",
    });
  });
  it("not once decided or expired", () => {
    expect(checkDecider({ request: { ...request, state: "APPROVED" }, deciderUid: "camille", deciderPermissions: ["REFUNDS"] })[0]).toMatchObject({
      code: "ALREADY_DECIDED",
      message: "Cette demande a déjà été traitée (Approuvée).",
    });
    expect(checkDecider({ request: { ...request, state: "EXPIRED" }, deciderUid: "camille", deciderPermissions: ["REFUNDS"] })[0]!.code).toBe("EXPIRED");
  });
  it("a rejection says why; an approval may", () => {
    expect(checkDecisionComment("  ", "REJECT").errors[0]).toMatchObject({ code: "REQUIRED", message: "Le commentaire est obligatoire." });
    expect(checkDecisionComment("  ", "APPROVE")).toEqual({ value: null, errors: [] });
    expect(checkDecisionComment(" Vu avec le client ", "APPROVE").value).toBe("Vu avec le client");
    expect(checkDecisionComment("x".repeat(501), "APPROVE").errors[0]!.code).toBe("TOO_LONG");
  });
});

/**
 * The writes four-eyes approval may hold (docs/approvals.md), each as the payload its request
 * keeps and the same repository write its mutation runs: the mutation runs it with a threshold
 * gate (held: the request is recorded instead), an approval runs it again, on the records as
 * they are then, with an approval gate (firestore/approvals/gate.ts).
 */
import type { HeldFacts } from "@atelier/domain/approvals/approvals";
import { adjustBalance, setBalance } from "@atelier/domain/credits";
import { shortOrderId } from "@atelier/domain/finances/refund";
import { refundReasonLabel, type RefundDraft } from "@atelier/domain/invoicing/refund";
import { formatCents } from "@atelier/domain/money";
import type { SettingsValues } from "@atelier/domain/settings/settings";
import { BUILT_IN_ROLE_DEFINITIONS, isBuiltInRole, NO_ROLE } from "@atelier/domain/staff/permissions";
import type { InviteValues } from "@atelier/domain/staff/staffRules";
import type { Context } from "../../context";
import type { ApprovalDraft, ApprovalGate, ApprovalRequestRecord } from "../../firestore/approvals";
import type { WriteResult } from "../../firestore/auditedWrite";
import { actor } from "../../schema/mutationPayload";

export type HeldPayload =
  | { kind: "REFUND"; orderId: string; draft: RefundDraft }
  | { kind: "CREDIT_GRANT"; mode: "set" | "adjust"; userId: string; value: number; reason: string }
  | { kind: "ADMIN_RIGHTS"; userId: string; isAdmin: boolean }
  | { kind: "STAFF_ROLE"; userId: string; roleId: string }
  | { kind: "STAFF_INVITE"; values: InviteValues }
  | { kind: "VAT_IDENTITY"; values: SettingsValues };

/** Runs the held write as its mutation does, through `gate`. */
export async function runHeldWrite(ctx: Context, held: HeldPayload, gate: ApprovalGate): Promise<WriteResult<unknown>> {
  const by = actor(ctx);
  switch (held.kind) {
    case "REFUND":
      return ctx.repos.refunds.refundOrder(by, held.orderId, held.draft, gate);
    case "CREDIT_GRANT": {
      const change = { uid: held.userId, value: held.value, reason: held.reason, idempotencyKey: null };
      return held.mode === "set"
        ? ctx.repos.users.setCredits(by, change, (current) => setBalance("credits", current, held.value), gate)
        : ctx.repos.users.adjustCredits(by, change, (current) => adjustBalance(current, held.value), gate);
    }
    case "ADMIN_RIGHTS":
      return ctx.repos.users.setAdmin(by, held.userId, held.isAdmin, gate);
    case "STAFF_ROLE":
      return ctx.repos.staff.changeRole(by, held.userId, held.roleId, gate);
    case "STAFF_INVITE":
      return ctx.repos.staff.invite(by, held.values, gate);
    case "VAT_IDENTITY": {
      // The held fields go over the settings as they are now: the version is today's, not the request's.
      const current = await ctx.repos.settings.get();
      return ctx.repos.settings.update(by, current.version, held.values, gate);
    }
  }
}

const userName = async (ctx: Context, uid: string) => {
  const user = await ctx.loaders.user.load(uid);
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(" ");
  return name || user?.email || uid;
};

const roleName = async (ctx: Context, roleId: string) => {
  if (isBuiltInRole(roleId)) return BUILT_IN_ROLE_DEFINITIONS[roleId].name;
  if (roleId === NO_ROLE) return "Aucun rôle";
  return (await ctx.repos.staffRoles.find(roleId))?.name ?? "un rôle personnalisé";
};

const percent = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 2 });

/** The request a held write records: what it would do, in French, and on what. */
async function draftOf(ctx: Context, held: HeldPayload, facts: HeldFacts): Promise<ApprovalDraft> {
  // Firestore keeps no `undefined`: the payload as JSON holds exactly what runs again.
  const payload = JSON.parse(JSON.stringify(held)) as Record<string, unknown>;
  switch (held.kind) {
    case "REFUND": {
      const amountCents = facts.kind === "REFUND" ? facts.amountCents : null;
      const where = held.draft.refundTo === "CREDITS" ? " en crédits" : "";
      return {
        kind: held.kind,
        payload,
        summary: `Remboursement de ${formatCents(amountCents ?? 0)}${where} de la commande #${shortOrderId(held.orderId)}`,
        reason: [refundReasonLabel(held.draft.reason), held.draft.note?.trim()].filter(Boolean).join(" — ") || null,
        amountCents,
        targetType: "order",
        targetId: held.orderId,
      };
    }
    case "CREDIT_GRANT": {
      const credits = facts.kind === "CREDIT_GRANT" ? facts.credits : null;
      const name = await userName(ctx, held.userId);
      const summary = held.mode === "set" ? `Solde de crédits de ${name} porté à ${held.value} (+${credits})` : `+${credits} crédits pour ${name}`;
      return { kind: held.kind, payload, summary, reason: held.reason, credits, targetType: "user", targetId: held.userId };
    }
    case "ADMIN_RIGHTS": {
      const name = await userName(ctx, held.userId);
      const summary = held.isAdmin ? `Donner les droits administrateur à ${name}` : `Retirer les droits administrateur de ${name}`;
      return { kind: held.kind, payload, summary, reason: null, targetType: "user", targetId: held.userId };
    }
    case "STAFF_ROLE":
      return {
        kind: held.kind,
        payload,
        summary: `Rôle de ${await userName(ctx, held.userId)} : ${await roleName(ctx, held.roleId)}`,
        reason: null,
        targetType: "staff",
        targetId: held.userId,
      };
    case "STAFF_INVITE": {
      const { firstName, lastName, email, roleId } = held.values;
      return {
        kind: held.kind,
        payload,
        summary: `Inviter ${firstName} ${lastName} (${email}) comme ${await roleName(ctx, roleId)}`,
        reason: null,
        targetType: "staff",
        targetId: email,
      };
    }
    case "VAT_IDENTITY": {
      const parts = [
        ...(held.values.vatRate !== undefined ? [`Taux de TVA : ${percent.format(held.values.vatRate)} %`] : []),
        ...(held.values.seller ? [`Identité légale : ${held.values.seller.legalName || "sans raison sociale"}`] : []),
      ];
      return { kind: held.kind, payload, summary: parts.join(" ; ") || "Paramètres", reason: null, targetType: "settings", targetId: "app" };
    }
  }
}

/**
 * A mutation that may be held: runs `write` through a threshold gate; when a threshold held it,
 * records the request (its own audited transaction) and answers it beside a refusal with no error.
 */
export async function holdable<T>(
  ctx: Context,
  held: HeldPayload,
  write: (gate: ApprovalGate) => Promise<WriteResult<T>>,
  idempotencyKey: string | null = null,
): Promise<{ result: WriteResult<T>; approvalRequest: ApprovalRequestRecord | null }> {
  const gate = ctx.repos.approvals.thresholdGate();
  const result = await write(gate);
  if (result.ok || !gate.held) return { result, approvalRequest: null };
  const recorded = await ctx.repos.approvals.request(actor(ctx), { ...(await draftOf(ctx, held, gate.held)), idempotencyKey });
  return recorded.ok ? { result: { ok: false, errors: [] }, approvalRequest: recorded.value } : { result: recorded, approvalRequest: null };
}

/** The payload kept by a request, as its kind's write reads it (stored by `holdable`). */
export const heldPayloadOf = (request: ApprovalRequestRecord): HeldPayload => ({ ...request.payload, kind: request.kind }) as HeldPayload;

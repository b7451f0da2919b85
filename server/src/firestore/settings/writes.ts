/**
 * The settings screen's writes to settings/app (docs/settings.md): a save of the fields one
 * section gives, and the maintenance switch. Each is one audited write (auditedWrite.ts) with the
 * version rule on the whole document (versionCheck.ts): the audit entry holds, for each field
 * written, its value before and after.
 */
import type { AuditAction } from "../../rules/auditActions";
import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { toEuros } from "@atelier/domain/catalogue/common";
import type { SettingsValues } from "@atelier/domain/settings/settings";
import { thresholdsFromData, type ApprovalThresholds } from "@atelier/domain/approvals/approvals";
import type { RetentionPeriods } from "@atelier/domain/personalData/retention";
import type { ApprovalGate } from "../approvals/gate";
import { auditedWrites } from "../auditedWrite";
import type { CostMeter } from "../cost";
import { refuseIfStale } from "../versionCheck";
import { settingsFromData, settingsRef, type ShopSettingsRecord } from "./record";

/** A checked save as the record's fields (what the API shows, and what the audit entry compares). */
function recordFields(values: SettingsValues): Partial<ShopSettingsRecord> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<ShopSettingsRecord>;
}

/** The same as stored: packs in euros (the storefront's `price`), moderation in its map. */
export function storedFields(values: SettingsValues): Record<string, unknown> {
  const { creditPacks, requireApproval, autoRejectKeywords, notifyAuthorOnRejection, senderEmail, ...plain } = values;
  const moderation = Object.fromEntries(Object.entries({ requireApproval, autoRejectKeywords, notifyAuthorOnRejection }).filter(([, v]) => v !== undefined));
  return {
    ...plain,
    ...(senderEmail !== undefined ? { senderEmail: senderEmail ?? FieldValue.delete() } : {}),
    ...(creditPacks ? { creditPacks: creditPacks.map((p) => ({ credits: p.credits, price: toEuros(p.priceCents) })) } : {}),
    ...(Object.keys(moderation).length > 0 ? { moderation } : {}),
  };
}

const pick = (record: ShopSettingsRecord, keys: readonly string[]) =>
  Object.fromEntries(keys.map((key) => [key, record[key as keyof ShopSettingsRecord] ?? null]));

/** The fields four-eyes approval may hold (docs/approvals.md): the VAT rate and the seller's legal identity. */
const HELD_FIELDS: readonly (keyof ShopSettingsRecord)[] = ["vatRate", "seller"];

/** Whether `changes` would change a held field. */
const changesHeldFields = (current: ShopSettingsRecord, changes: Partial<ShopSettingsRecord>) =>
  HELD_FIELDS.some((key) => key in changes && JSON.stringify(changes[key]) !== JSON.stringify(current[key]));

export function settingsWrites(firestore: Firestore, meter: CostMeter) {
  const writes = auditedWrites(firestore, meter);
  const ref = settingsRef(firestore);

  /** Writes `changes` (record fields) if settings/app is still at `version`; audited as `action`. */
  const write = (
    actorUid: string,
    version: number,
    action: AuditAction,
    changes: Partial<ShopSettingsRecord>,
    stored: Record<string, unknown>,
    gate?: ApprovalGate,
  ) =>
    writes.run(actorUid, async (w): Promise<ShopSettingsRecord> => {
      const current = settingsFromData((await w.get(ref)).data());
      await refuseIfStale(w, firestore, current, version);
      // Four-eyes approval (approvals/gate.ts): a change of the VAT rate or the legal identity may be held.
      if (gate && (gate.mode === "approve" || changesHeldFields(current, changes))) await gate.pass(w, { kind: "VAT_IDENTITY" });
      const next = { version: current.version + 1, updatedAt: w.now, updatedBy: actorUid };
      w.tx.set(ref, { ...stored, ...next }, { merge: true });
      const keys = Object.keys(changes);
      const updated: ShopSettingsRecord = { ...current, ...changes, version: next.version, updatedAt: w.now.toDate().toISOString(), updatedBy: actorUid };
      w.audit({ action, targetType: "settings", targetId: "app", before: pick(current, keys), after: pick(updated, keys) });
      return updated;
    });

  return {
    /** The fields of a checked save (@atelier/domain/settings/settings `checkSettings`). */
    update: (actorUid: string, version: number, values: SettingsValues, gate?: ApprovalGate) =>
      write(actorUid, version, "settings.update", recordFields(values), storedFields(values), gate),

    /** The owner's four-eyes thresholds (@atelier/domain/approvals/approvals, checked); stored as settings/app `approvals`. */
    setApprovalThresholds: (actorUid: string, version: number, approvals: ApprovalThresholds) =>
      write(actorUid, version, "settings.setApprovalThresholds", { approvals }, { approvals: thresholdsFromData(approvals) }),

    /** How long messages, feedback and the mail log are kept (@atelier/domain/personalData/retention, checked). */
    setRetention: (actorUid: string, version: number, retention: RetentionPeriods) =>
      write(actorUid, version, "settings.setRetention", { retention }, { retention }),

    setMaintenanceMode: (actorUid: string, version: number, maintenanceMode: boolean) =>
      write(actorUid, version, "settings.maintenance", { maintenanceMode }, { maintenanceMode }),
  };
}

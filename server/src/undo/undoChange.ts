/**
 * « Annuler » on the server (docs/undo.md): a change — the audit entries one gesture wrote, a
 * bulk status change of 300 orders included — undone in one audited transaction per page of
 * UNDO_PAGE entries, each entry by its kind's recipe (undoers.ts), only if every record of the
 * page is still as the change left it. Otherwise nothing is written and the refusal names who
 * changed what since. The change's marker (auditUndos/{key}) records who undid it and how far a
 * large change has come; created in the first page's transaction, it makes a second undo of the
 * same change a refusal rather than a second reversal.
 */
import { FieldPath, type DocumentReference, type DocumentSnapshot, type Firestore, type Query } from "firebase-admin/firestore";
import { updaterName } from "@atelier/domain/catalogue/common";
import { permissionRefusal, type Permission } from "@atelier/domain/staff/permissions";
import { inputField, notFound, userError, type UserError } from "@atelier/domain/userErrors";
import { auditedWrites, type WriteResult, type WriteScope } from "../firestore/auditedWrite";
import { AUDIT_LOG } from "../firestore/auditLog";
import type { CostMeter } from "../firestore/cost";
import { USERS } from "../firestore/users/record";
import { auditActionLabel, auditTargetTypeLabel } from "../rules/auditActions";
import { auditField } from "../rules/auditFields";
import { entryRefusal, undoRuleOf } from "../rules/auditUndo";
import { isConflict, recipeOf, storedEntry, type StoredEntry, type UndoConflict, type UndoPlan } from "./undoers";
import { undoKeyOf, undoMarkers, type UndoMarker } from "./undoMarkers";
import { needsApproval, thresholdsFromData, type HeldFacts } from "@atelier/domain/approvals/approvals";
import { settingsRef } from "../firestore/settings/record";

/** Entries undone per call and transaction: 150 records, 150 undo entries, 150 credit lines and the marker stay under Firestore's 500 writes. */
export const UNDO_PAGE = 150;

/**
 * Reads of one call at most: the entry, the marker, a page and one more, a record per entry, the
 * approval thresholds, and naming a conflict (its entry and its author).
 */
export const UNDO_READS = 2 + (UNDO_PAGE + 1) + UNDO_PAGE + 1 + 2;

export interface UndoOutcome {
  /** Entries undone by this call. */
  undone: number;
  /** True once every entry of the change is undone; false: call again for the next page. */
  complete: boolean;
  marker: UndoMarker;
}

const FIELD = inputField("entryId");
const refusal = (message: string, code: string): UserError => userError(FIELD, message, code);

/** Why an undo waits for nobody: it must be asked as a change, which the thresholds then hold. */
function approvalRequiredMessage(held: HeldFacts): string {
  const what =
    held.kind === "CREDIT_GRANT"
      ? `rendrait ${held.credits} crédits au client, au-dessus du seuil d’approbation`
      : "changerait la TVA ou l’identité du vendeur, soumises à approbation";
  return `Impossible d’annuler : l’annulation ${what}. Refaites la modification depuis son écran : elle sera soumise à l’approbation d’un autre membre.`;
}

const parisTime = new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", dateStyle: "short", timeStyle: "short" });

/** The two queries an undo sends, inside its transaction (indexes.test.ts checks their indexes). */
export const undoQueries = {
  /** The page of the change still to undo, after the marker's cursor, by document id. */
  page(firestore: Firestore, changeId: string, actorUid: string, after: string | null): Query {
    let query = firestore.collection(AUDIT_LOG).where("changeId", "==", changeId).where("actorUid", "==", actorUid).orderBy(FieldPath.documentId());
    if (after) query = query.startAfter(after);
    return query.limit(UNDO_PAGE + 1);
  },
  /** The record's latest entry: who changed it since (the log's own index on target and time). */
  latestOfTarget: (firestore: Firestore, targetType: string, targetId: string): Query =>
    firestore.collection(AUDIT_LOG).where("targetType", "==", targetType).where("targetId", "==", targetId).orderBy("at", "desc").limit(1),
};

/** The undo's own entry for one record: the fields as the change left them, and as they are put back. */
function auditUndo(w: WriteScope, entry: StoredEntry, undone: { before: Record<string, unknown>; after: Record<string, unknown> }): void {
  w.audit({
    action: "change.undo",
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: undone.before,
    after: undone.after,
    undoOf: { entryId: entry.id, action: entry.action },
  });
}

export function undoWrites(firestore: Firestore, meter: CostMeter) {
  const writes = auditedWrites(firestore, meter);
  const log = firestore.collection(AUDIT_LOG);
  const markers = undoMarkers(firestore, meter);

  /** « Statut » de Commande a été modifié depuis par Camille Martin le 29/11/2026 14:02. */
  async function conflictMessage(w: WriteScope, entry: StoredEntry, found: UndoConflict, changeId: string | null): Promise<string> {
    const label = auditField(entry.targetType, found.field)?.label ?? found.field;
    const what = `« ${label} » (${auditTargetTypeLabel(entry.targetType).toLowerCase()} ${entry.targetId})`;
    const latest = (await w.query(undoQueries.latestOfTarget(firestore, entry.targetType, entry.targetId))).docs[0];
    const later = latest && latest.id !== entry.id && (latest.data().changeId ?? null) !== changeId ? latest.data() : null;
    if (!later) return `Impossible d’annuler : ${what} a changé depuis, hors de la console (boutique ou traitement automatique).`;
    const author = later.actorUid ? (await w.get(firestore.collection(USERS).doc(String(later.actorUid)))).data() : undefined;
    const when = later.at?.toDate ? ` le ${parisTime.format(later.at.toDate())}` : "";
    return `Impossible d’annuler : ${what} a été modifié depuis par ${updaterName(later.actorUid ?? null, author)}${when} (${auditActionLabel(String(later.action))}).`;
  }

  return {
    /**
     * Undoes the change `entryId` belongs to, by `actorUid` who holds `permissions`: the next page
     * of it. Refused, with nothing written, when an entry of the page cannot be undone (its kind,
     * the member's role, a record changed since) or the change was already undone.
     */
    undo: (actorUid: string, permissions: readonly Permission[], entryId: string): Promise<WriteResult<UndoOutcome>> =>
      writes.run(actorUid, async (w): Promise<UndoOutcome> => {
        const first = await w.get(log.doc(entryId));
        if (!first.exists) return w.refuse([notFound(FIELD, "Entrée du journal")]);
        const origin = storedEntry(first);
        const changeId = typeof first.data()?.changeId === "string" ? (first.data()!.changeId as string) : null;
        const key = undoKeyOf(origin.actorUid, changeId, first.id);
        const marker = await markers.read(w, key);
        if (marker?.complete) {
          const by = (await w.get(firestore.collection(USERS).doc(marker.undoneBy))).data();
          return w.refuse([
            refusal(
              `Cette modification a déjà été annulée par ${updaterName(marker.undoneBy, by)} le ${parisTime.format(new Date(marker.undoneAt))}.`,
              "ALREADY_UNDONE",
            ),
          ]);
        }

        const snaps: DocumentSnapshot[] = changeId
          ? (await w.query(undoQueries.page(firestore, changeId, origin.actorUid, marker?.cursor ?? null))).docs
          : [first];
        const page = snaps.slice(0, UNDO_PAGE).map(storedEntry);
        const complete = snaps.length <= UNDO_PAGE;

        for (const entry of page) {
          const why = entryRefusal(entry);
          if (why) return w.refuse([refusal(`Impossible d’annuler « ${auditActionLabel(entry.action)} » : ${why}`, "IRREVERSIBLE")]);
          const rule = undoRuleOf(entry.action);
          if (rule.kind === "reversible" && rule.permission && !permissions.includes(rule.permission)) {
            return w.refuse([refusal(permissionRefusal([rule.permission]), "PERMISSION")]);
          }
        }

        // Every record first (a transaction reads before it writes), then each entry's decision.
        const recipes = page.map((entry) => {
          const rule = undoRuleOf(entry.action);
          return recipeOf(rule.kind === "reversible" ? rule.how : "fields", firestore, meter);
        });
        // A page or a post is put back by its own save, which reads and writes itself: alone in its change.
        const delegated = recipes.findIndex((recipe) => recipe.delegate);
        if (delegated >= 0) {
          const entry = page[delegated]!;
          if (page.length !== 1)
            return w.refuse([refusal(`Impossible d’annuler « ${auditActionLabel(entry.action)} » avec d’autres modifications.`, "IRREVERSIBLE")]);
          const done = await recipes[delegated]!.delegate!(w, entry);
          if ("changed" in done)
            return w.refuse([refusal(await conflictMessage(w, entry, { conflict: true, field: done.changed }, changeId), "CHANGED_SINCE")]);
          auditUndo(w, entry, done);
          return { undone: 1, complete: true, marker: markers.write(w, key, marker, { actorUid, cursor: entry.id, undone: 1, complete: true }) };
        }

        const refs = page.map((entry, i) => recipes[i]!.ref(firestore, entry));
        const unique = [...new Map(refs.filter((r): r is DocumentReference => r !== null).map((r) => [r.path, r])).values()];
        const byPath = new Map((await w.getAll(unique)).map((snap) => [snap.ref.path, snap]));
        const plans: UndoPlan[] = [];
        for (const [i, entry] of page.entries()) {
          const ref = refs[i];
          const decision = recipes[i]!.decide(firestore, entry, ref ? (byPath.get(ref.path) ?? null) : null, w.now, actorUid);
          if (isConflict(decision)) return w.refuse([refusal(await conflictMessage(w, entry, decision, changeId), "CHANGED_SINCE")]);
          plans.push(decision);
        }
        // An undo that would grant credits or change the VAT or the seller's identity above the
        // owner's thresholds is not done alone: it is a change like any other, to be approved.
        const held = plans.filter((plan) => plan.held);
        if (held.length > 0) {
          const thresholds = thresholdsFromData((await w.get(settingsRef(firestore))).get("approvals"));
          const over = held.find((plan) => needsApproval(plan.held!, thresholds));
          if (over) return w.refuse([refusal(approvalRequiredMessage(over.held!), "APPROVAL_REQUIRED")]);
        }

        page.forEach((entry, i) => {
          plans[i]!.write(w);
          auditUndo(w, entry, plans[i]!);
        });
        const next = markers.write(w, key, marker, { actorUid, cursor: page.at(-1)?.id ?? null, undone: page.length, complete });
        return { undone: page.length, complete, marker: next };
      }),
  };
}

export type UndoWrites = ReturnType<typeof undoWrites>;

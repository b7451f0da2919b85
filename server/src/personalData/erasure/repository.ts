/**
 * The erasure as the API sees it (modules/personalData): start or resume a customer's erasure,
 * read its certificate. Starting is one audited transaction that checks what must hold first;
 * the work itself is erasure.ts's, a bounded slice per call.
 */
import type { Firestore } from "firebase-admin/firestore";
import type { Auth } from "firebase-admin/auth";
import { ERASURE_CONFIRMATION } from "@atelier/domain/personalData/erasure";
import { inputField, userError, type UserError } from "@atelier/domain/userErrors";
import { auditedWrites, type WriteResult } from "../../firestore/auditedWrite";
import type { CostMeter } from "../../firestore/cost";
import { ORDERS } from "../../firestore/orders/record";
import { USERS } from "../../firestore/users/record";
import type { FileStorage } from "../../storage";
import { continueErasure, erasureStart, erasureStateFrom, PERSONAL_DATA_ERASURES, type ErasureState } from "./erasure";

/** Orders whose delivery still needs the address: erasing would stop them on their way. */
export const ORDERS_STILL_NEEDING_THE_CUSTOMER = ["paid", "processing", "shipped"] as const;

/** Reads one call may spend (the mutation's declared cost): the operation's ceiling holds, whatever the customer's history. */
export const ERASURE_READS_PER_CALL = 400;

export const erasureMessages = {
  confirmation: `Tapez ${ERASURE_CONFIRMATION} pour confirmer l’effacement.`,
  notFound: "Client introuvable.",
  staff: "Un membre de l’équipe ne peut pas être effacé\u00a0: retirez-lui d’abord ses droits d’administrateur.",
  openOrders:
    "Des commandes de ce client sont en cours (payées, en préparation ou expédiées)\u00a0: effacez ses données une fois qu’elles sont livrées ou annulées.",
} as const;

export function checkErasureConfirmation(confirmation: string): UserError[] {
  return confirmation.trim() === ERASURE_CONFIRMATION ? [] : [userError(inputField("confirmation"), erasureMessages.confirmation, "CONFIRMATION")];
}

export function personalDataErasureRepository(firestore: Firestore, meter: CostMeter) {
  const writes = auditedWrites(firestore, meter);
  const states = firestore.collection(PERSONAL_DATA_ERASURES);
  return {
    /** The customer's erasure, or null when none was ever started. */
    async get(uid: string): Promise<ErasureState | null> {
      const snap = await states.doc(uid).get();
      meter.documentsRead(1);
      return erasureStateFrom(snap);
    },

    /**
     * Starts a run (a first erasure, or a later one that checks nothing is left), or lets a run
     * under way go on; then does as much of it as one call's budget allows.
     */
    async erase(actorUid: string, uid: string, deps: { auth: Auth; storage: FileStorage }): Promise<WriteResult<ErasureState>> {
      const started = await writes.run(actorUid, async (w) => {
        const [user, state] = await w.getAll([firestore.collection(USERS).doc(uid), states.doc(uid)]);
        if (!user!.exists) w.refuse([userError(inputField("userId"), erasureMessages.notFound, "NOT_FOUND")]);
        const current = erasureStateFrom(state!);
        if (current?.state === "RUNNING") return;
        if (user!.get("isAdmin") === true) w.refuse([userError(inputField("userId"), erasureMessages.staff, "STAFF_MEMBER")]);
        const open = await w.query(
          firestore
            .collection(ORDERS)
            .where("userId", "==", uid)
            .where("status", "in", [...ORDERS_STILL_NEEDING_THE_CUSTOMER])
            .limit(1),
        );
        if (!open.empty) w.refuse([userError(inputField("userId"), erasureMessages.openOrders, "ORDERS_IN_PROGRESS")]);
        const start = erasureStart(uid, actorUid, current?.history ?? []);
        w.tx.set(states.doc(uid), start);
        // No personal value in the entry: it names the customer by id and pseudonym only.
        w.audit({
          action: "user.erasePersonalData",
          targetType: "user",
          targetId: uid,
          before: null,
          after: { pseudonym: start.pseudonym, run: (current?.history.length ?? 0) + 1 },
        });
      });
      if (!started.ok) return started;
      const state = await continueErasure({ firestore, meter, ...deps }, uid, ERASURE_READS_PER_CALL);
      return { ok: true, value: state };
    },
  };
}

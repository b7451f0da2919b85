/**
 * « Effacer les données personnelles » (RGPD article 17, docs/personal-data.md): runs the plan
 * (plan.ts) over a customer's records in bounded, resumable steps.
 *
 * - **Bounded.** One call reads at most `budget` documents (the mutation's declared cost), then
 *   stops and says « en cours »; the console calls again until « terminé ». A customer with
 *   5,000 creations takes a few dozen calls, each well under the function's limit.
 * - **Resumable.** Progress lives in personalDataErasures/{uid}: a cursor (phase, chunk, step,
 *   last document id) written in the same transaction as each page's changes, so a call cut
 *   anywhere resumes exactly where its last page ended.
 * - **Idempotent.** Each treatment compares before writing: a page done twice writes nothing the
 *   second time, and a second erasure of the same customer changes no document.
 * - **Exclusive.** Each page's transaction reads the cursor first: a page whose cursor another
 *   call already moved is not applied (two operators pressing at once count nothing twice).
 *
 * The aggregates stay equal to the records: no order, transaction, creation or user is deleted,
 * none of the fields they count changes, and the inbox's unread counters lose what is deleted.
 */
import { FieldPath, FieldValue, Timestamp, type DocumentData, type DocumentSnapshot, type Firestore, type Transaction } from "firebase-admin/firestore";
import type { Auth } from "firebase-admin/auth";
import { userListFields } from "@atelier/domain/userSearchKeys";
import type { CostMeter } from "../../firestore/cost";
import { addUnread, statusChangeDelta } from "../../firestore/inbox/counters";
import type { FileStorage } from "../../storage";
import { CHUNK, FINAL_COLLECTION, PHASES, type ErasureSubject, type Step } from "./plan";
import { changedFields, ERASED_FIRST_NAME, pseudonymCode, pseudonymOf, scrubberOf, type Scrubber } from "./scrub";

export const PERSONAL_DATA_ERASURES = "personalDataErasures";

/** Where the run stands: the phase, the chunk's last parent before this one, the step in it, the last document done. */
export interface Cursor {
  phase: number;
  chunkAfter: string | null;
  step: number;
  after: string | null;
}

export type Tally = Record<string, { pseudonymised: number; deleted: number; kept: number }>;

export interface ErasureRun {
  startedAt: Timestamp;
  startedBy: string;
  finishedAt: Timestamp | null;
  counts: Tally;
  filesDeleted: number;
}

export interface ErasureState extends ErasureRun {
  uid: string;
  pseudonym: string;
  state: "RUNNING" | "DONE";
  cursor: Cursor | null;
  accountDisabled: boolean;
  /** Every finished run, the first one being the erasure itself (the next ones find nothing left). */
  history: ErasureRun[];
}

/** Firestore field names cannot hold `/` in a dotted update path: « orders/*\/notes » is stored as « orders-notes ». */
export const tallyKey = (collection: string) => collection.replace(/\/\*\//g, "-");

const START: Cursor = { phase: 0, chunkAfter: null, step: 0, after: null };
/** The fields of a customer's record that are not personal: they stay, so the figures that count them do. */
const KEPT_USER_FIELDS = ["createdAt", "credits", "loyaltyPoints", "isAdmin", "isBlocked", "lastLoginAt"] as const;
/** The address an erased account takes in Authentication (`.invalid` is reserved: nothing is ever delivered there). */
export const erasedAccountEmail = (uid: string) => `efface-${pseudonymCode(uid).toLowerCase()}@efface.invalid`;

export function erasureStateFrom(snap: DocumentSnapshot): ErasureState | null {
  if (!snap.exists) return null;
  const d = snap.data()!;
  return {
    uid: snap.id,
    pseudonym: d.pseudonym,
    state: d.state === "DONE" ? "DONE" : "RUNNING",
    cursor: d.cursor ?? null,
    accountDisabled: d.accountDisabled === true,
    startedAt: d.startedAt,
    startedBy: d.startedBy,
    finishedAt: d.finishedAt ?? null,
    counts: d.counts ?? {},
    filesDeleted: d.filesDeleted ?? 0,
    history: Array.isArray(d.history) ? d.history : [],
  };
}

export interface ErasureDeps {
  firestore: Firestore;
  auth: Auth;
  storage: FileStorage;
  meter: CostMeter;
}

/** The customer's e-mails and names, from their record and their account; nothing once erased. */
async function subjectOf(deps: ErasureDeps, uid: string, user: DocumentData) {
  const account = await deps.auth.getUser(uid).catch(() => null);
  const erased = (value: unknown) => typeof value !== "string" || value === ERASED_FIRST_NAME || value.endsWith("@efface.invalid");
  const emails = [user.email, account?.email].filter((e): e is string => !erased(e) && e!.includes("@"));
  const displayName = account?.displayName && !account.displayName.startsWith(ERASED_FIRST_NAME) ? account.displayName : null;
  const names = [user.firstName, user.lastName, displayName].filter((n): n is string => !erased(n) && !/^[0-9A-F]{8}$/.test(n!));
  const subject: ErasureSubject = { uid, emails: [...new Set(emails)] };
  return { subject, scrubber: scrubberOf(uid, { emails: subject.emails, names }), account };
}

/**
 * Runs the erasure of `uid` as far as `budget` reads allow. The caller (the repository's `erase`)
 * has checked that a new run may start, or found one under way.
 */
export async function continueErasure(deps: ErasureDeps, uid: string, budget: number): Promise<ErasureState> {
  const { firestore, meter } = deps;
  const stateRef = firestore.collection(PERSONAL_DATA_ERASURES).doc(uid);
  const userRef = firestore.collection(FINAL_COLLECTION).doc(uid);
  const startReads = meter.report().firestoreReads;
  const left = () => budget - (meter.report().firestoreReads - startReads);

  const [stateSnap, userSnap] = await firestore.getAll(stateRef, userRef);
  meter.documentsRead(2);
  let state = erasureStateFrom(stateSnap!);
  if (!state || state.state === "DONE" || !state.cursor) return state!;
  const { subject, scrubber, account } = await subjectOf(deps, uid, userSnap!.data() ?? {});
  let cursor = state.cursor;

  /** Applies `write` with the cursor check; false when another call moved the cursor first. */
  const guarded = (write: (tx: Transaction, current: ErasureState) => Promise<Record<string, unknown>>) =>
    firestore.runTransaction(async (tx) => {
      const current = erasureStateFrom(await tx.get(stateRef));
      meter.documentsRead(1);
      if (!current || !sameCursor(current.cursor, cursor)) return false;
      tx.set(stateRef, await write(tx, current), { merge: true });
      return true;
    });

  while (cursor.phase < PHASES.length) {
    const phase = PHASES[cursor.phase]!;
    let parentIds: string[] = [];
    if (phase.parents) {
      if (left() < CHUNK + 2) return reread();
      let parents = phase.parents(firestore, subject).orderBy(FieldPath.documentId()).limit(CHUNK);
      if (cursor.chunkAfter) parents = parents.startAfter(cursor.chunkAfter);
      const snap = await parents.select().get();
      meter.query(snap.size);
      parentIds = snap.docs.map((d) => d.id);
      if (parentIds.length === 0) {
        const next = { phase: cursor.phase + 1, chunkAfter: null, step: 0, after: null };
        if (!(await guarded(async () => ({ cursor: next })))) return reread(); // another call moved the cursor first: it goes on
        cursor = next;
        continue;
      }
    }
    const steps = phase.steps(firestore, subject, parentIds);
    while (cursor.step < steps.length) {
      const limit = Math.min(200, left() - 2);
      if (limit < 1) return reread();
      const step = steps[cursor.step]!;
      let next: Cursor = cursor;
      const applied = await guarded(async (tx) => {
        let query = step.query.orderBy(FieldPath.documentId()).limit(limit);
        if (cursor.after) query = query.startAfter(cursor.after);
        const snap = await tx.get(query);
        meter.query(snap.size);
        const tally = await treatPage(deps, tx, step, snap.docs, scrubber);
        const stepDone = snap.size < limit;
        const lastStep = cursor.step === steps.length - 1;
        next = !stepDone
          ? { ...cursor, after: snap.docs.at(-1)!.id }
          : !lastStep
            ? { ...cursor, step: cursor.step + 1, after: null }
            : phase.parents
              ? { ...cursor, chunkAfter: parentIds.at(-1)!, step: 0, after: null }
              : { phase: cursor.phase + 1, chunkAfter: null, step: 0, after: null };
        return { cursor: next, ...tally };
      });
      if (!applied) return reread(); // another call moved the cursor first: it goes on
      cursor = next;
      if (cursor.step === 0 && cursor.after === null) break; // the chunk or the phase is done
    }
  }

  // Last: the account, then the record (the e-mail and names were needed until now).
  if (left() < 3) return reread();
  if (account) {
    const providers = account.providerData.map((p) => p.providerId).filter((p) => p !== "password");
    await deps.auth.updateUser(uid, {
      disabled: true,
      email: erasedAccountEmail(uid),
      displayName: scrubber.pseudonym,
      photoURL: null,
      phoneNumber: null,
      ...(providers.length ? { providersToUnlink: providers } : {}),
    });
    await deps.auth.revokeRefreshTokens(uid);
  }
  await guarded(async (tx, current) => {
    const snap = await tx.get(userRef);
    meter.documentsRead(1);
    const changed = snap.exists && eraseUserRecord(tx, snap, scrubber);
    const counts: Tally = { ...current.counts, [FINAL_COLLECTION]: { pseudonymised: changed ? 1 : 0, deleted: 0, kept: 0 } };
    const now = Timestamp.now();
    const run: ErasureRun = { startedAt: current.startedAt, startedBy: current.startedBy, finishedAt: now, counts, filesDeleted: current.filesDeleted };
    return { counts, state: "DONE", cursor: null, finishedAt: now, accountDisabled: account !== null, history: keptRuns([...current.history, run]) };
  });
  return reread();

  async function reread() {
    const snap = await stateRef.get();
    meter.documentsRead(1);
    state = erasureStateFrom(snap)!;
    return state;
  }
}

/** The page's treatment, and the increments it adds to the run's counts. */
async function treatPage(deps: ErasureDeps, tx: Transaction, step: Step, docs: DocumentSnapshot[], scrubber: Scrubber) {
  const key = tallyKey(step.collection);
  let done = 0;
  let files = 0;
  for (const doc of docs) {
    const data = doc.data() ?? {};
    const treatment = step.treatment;
    if (treatment.kind === "keep") {
      done += 1;
    } else if (treatment.kind === "delete") {
      if (treatment.inbox) addUnread(deps.firestore, tx, treatment.inbox, statusChangeDelta(data, String(data.status), "DELETED"), doc.id);
      tx.delete(doc.ref);
      done += 1;
    } else {
      // Files first: a page retried after its files went finds them gone, which is not an error.
      for (const path of treatment.files?.(data) ?? []) {
        await deps.storage.delete(path);
        files += 1;
      }
      const changed = changedFields(data, treatment.next(data, scrubber));
      if (changed) {
        tx.update(doc.ref, changed);
        done += 1;
      }
    }
  }
  const field = step.treatment.kind === "keep" ? "kept" : step.treatment.kind === "delete" ? "deleted" : "pseudonymised";
  return {
    counts: { [key]: { [field]: FieldValue.increment(done) } },
    ...(files ? { filesDeleted: FieldValue.increment(files) } : {}),
  };
}

/** The customer's record becomes the pseudonym's: only the fields the shop's figures count stay. Whether it changed. */
function eraseUserRecord(tx: Transaction, snap: DocumentSnapshot, scrubber: Scrubber): boolean {
  const stored = snap.data() ?? {};
  const kept = Object.fromEntries(KEPT_USER_FIELDS.filter((f) => stored[f] !== undefined).map((f) => [f, stored[f]]));
  const named = { email: null, firstName: ERASED_FIRST_NAME, lastName: scrubber.pseudonym.slice(ERASED_FIRST_NAME.length + 1), photoURL: null };
  const next: DocumentData = {
    uid: snap.id,
    ...kept,
    ...named,
    ...userListFields({ ...kept, ...named }),
    personalDataErasedAt: stored.personalDataErasedAt ?? Timestamp.now(),
  };
  const extra = Object.keys(stored).filter((field) => !(field in next));
  if (!changedFields(stored, next) && extra.length === 0) return false;
  tx.set(snap.ref, next);
  return true;
}

/** The runs a certificate keeps: the erasure itself (the first) and the latest checks, MAX_KEPT_RUNS in all. */
export const MAX_KEPT_RUNS = 10;
const keptRuns = (runs: ErasureRun[]) => (runs.length <= MAX_KEPT_RUNS ? runs : [runs[0]!, ...runs.slice(-(MAX_KEPT_RUNS - 1))]);

const sameCursor = (a: Cursor | null, b: Cursor | null) =>
  a === b || (a !== null && b !== null && a.phase === b.phase && a.chunkAfter === b.chunkAfter && a.step === b.step && a.after === b.after);

/** A new run's state document: counts and cursor from zero, the finished runs kept. */
export const erasureStart = (uid: string, actorUid: string, history: ErasureRun[]) => ({
  uid,
  pseudonym: pseudonymOf(uid),
  state: "RUNNING",
  cursor: START,
  startedAt: Timestamp.now(),
  startedBy: actorUid,
  finishedAt: null,
  counts: {},
  filesDeleted: 0,
  accountDisabled: false,
  history,
});

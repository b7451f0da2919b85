/**
 * The invoice numbering's lease, `documentCounters/INVOICE-numbering` → `{ holder, until }`: who
 * numbers the queue (issue.ts), and until when a holder that died keeps it.
 *
 * Taken, renewed and given back by writes with a precondition, never by a transaction: `create`
 * when there is no lease, `update` (or `delete`) only if the document is still the one read. Of
 * the calls writing at once, exactly one wins and the others fail at once (ALREADY_EXISTS,
 * FAILED_PRECONDITION). A transaction made every waiting payment read the lease under a lock and
 * then ask to write it: 100 payments at once each waited for the others' locks until the
 * emulator's lock timeout, all aborted, and tried again together a second later — nobody ever got
 * the lease, and a CI run hung there for half an hour (docs/testing.md ¹⁸ and ²⁰, fresh clones 8 and 11).
 */
import { randomUUID } from "node:crypto";
import { Timestamp, type DocumentReference, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore";
import { lostTheRace } from "../writeConflicts";
import { DOCUMENT_COUNTERS } from "./documents";

/** A numberer that died keeps the lease this long at most. */
export const LEASE_MS = 30_000;

/** A lease held: its holder, and the version of the document it last wrote (what its next write requires). */
export type Lease = { holder: string; version: Timestamp };

const leaseRef = (firestore: Firestore): DocumentReference => firestore.collection(DOCUMENT_COUNTERS).doc("INVOICE-numbering");
const held = (snap: DocumentSnapshot) => ((snap.get("until") as Timestamp | undefined)?.toMillis() ?? 0) > Date.now();
const until = () => Timestamp.fromMillis(Date.now() + LEASE_MS);

/** Takes the lease when it is free (or its holder's time ran out); null when another holds it or won it meanwhile. */
export async function takeLease(firestore: Firestore): Promise<Lease | null> {
  const ref = leaseRef(firestore);
  const snap = await ref.get();
  if (held(snap)) return null;
  const holder = randomUUID();
  try {
    const written = snap.exists
      ? await ref.update({ holder, until: until() }, { lastUpdateTime: snap.updateTime! })
      : await ref.create({ holder, until: until() });
    return { holder, version: written.writeTime };
  } catch (error) {
    if (lostTheRace(error)) return null;
    throw error;
  }
}

/** Another LEASE_MS from now; null when the lease is no longer this holder's (it ran out and was taken). */
export async function renewLease(firestore: Firestore, lease: Lease): Promise<Lease | null> {
  try {
    const written = await leaseRef(firestore).update({ until: until() }, { lastUpdateTime: lease.version });
    return { holder: lease.holder, version: written.writeTime };
  } catch (error) {
    if (lostTheRace(error)) return null;
    throw error;
  }
}

/** Gives the lease back, unless it ran out and another holds it now (then it is theirs to give back). */
export async function releaseLease(firestore: Firestore, lease: Lease): Promise<void> {
  try {
    await leaseRef(firestore).delete({ lastUpdateTime: lease.version });
  } catch (error) {
    if (!lostTheRace(error)) throw error;
  }
}

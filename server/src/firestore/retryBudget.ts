import type { Firestore, Transaction } from "firebase-admin/firestore";

/**
 * How many times every admin write's transaction is attempted (system writes: SYSTEM_WRITE_ATTEMPTS below). Contention on one document (100
 * credit changes on one user, twenty admins on one order, two moderators on one batch) aborts
 * and retries transactions; the Admin SDK's default of 5 attempts would turn a busy minute into
 * lost requests instead of changes re-decided on the fresh state.
 */
export const TRANSACTION_MAX_ATTEMPTS = 100;

/** firestore.runTransaction with the shared retry budget. */
export const runTransaction = <T>(firestore: Firestore, fn: (tx: Transaction) => Promise<T>): Promise<T> =>
  firestore.runTransaction(fn, { maxAttempts: TRANSACTION_MAX_ATTEMPTS });

/**
 * The retry policy of system writes: the Firestore triggers (aggregates, search keys, the
 * inbox's counters), the nightly folding and verification of the aggregates, mail delivery's
 * claims and the backfills. Each is retried by whoever runs it (a trigger with `retry: true` is
 * delivered again, the nightly job runs again), so a transaction gives up early rather than hold
 * a worker: SYSTEM_WRITE_ATTEMPTS attempts, between them the Admin SDK's exponential backoff
 * (about 1 s, ×1.5 per attempt, ±50 % jitter). The same figures as the SDK's defaults, named so
 * that every system write says it follows this policy and one change moves them all.
 */
export const SYSTEM_WRITE_ATTEMPTS = 5;

/**
 * System writes that contend with many writers of one document keep the admin writes' budget:
 * the storefront's inbox triggers (a flood of messages counted into one counter) and the order
 * notes' backfill (racing administrators' notes on a busy order).
 */
export const CONTENDED_SYSTEM_WRITE_ATTEMPTS = TRANSACTION_MAX_ATTEMPTS;

/** firestore.runTransaction for a system write (no administrator behind it): SYSTEM_WRITE_ATTEMPTS unless told. */
export const runSystemTransaction = <T>(
  firestore: Firestore,
  fn: (tx: Transaction) => Promise<T>,
  maxAttempts: typeof SYSTEM_WRITE_ATTEMPTS | typeof CONTENDED_SYSTEM_WRITE_ATTEMPTS = SYSTEM_WRITE_ATTEMPTS,
): Promise<T> => firestore.runTransaction(fn, { maxAttempts });

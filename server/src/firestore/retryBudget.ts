import type { Firestore, Transaction } from "firebase-admin/firestore";

/**
 * How many times every admin write's transaction is attempted. Contention on one document (100
 * credit changes on one user, twenty admins on one order, two moderators on one batch) aborts
 * and retries transactions; the Admin SDK's default of 5 attempts would turn a busy minute into
 * lost requests instead of changes re-decided on the fresh state.
 */
export const TRANSACTION_MAX_ATTEMPTS = 100;

/** firestore.runTransaction with the shared retry budget. */
export const runTransaction = <T>(firestore: Firestore, fn: (tx: Transaction) => Promise<T>): Promise<T> =>
  firestore.runTransaction(fn, { maxAttempts: TRANSACTION_MAX_ATTEMPTS });

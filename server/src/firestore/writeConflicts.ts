/**
 * Firestore's gRPC codes for a write that lost a race without any transaction: `create` finds the
 * document there already, `update` finds it deleted, or `update`/`delete` with a `lastUpdateTime`
 * precondition finds it changed since it was read. Each says « someone else wrote first », not
 * « Firestore failed ».
 */

/** `create` found its document: a concurrent call created it first. */
export const ALREADY_EXISTS = 6;
/** `update` found no document: it was deleted since it was read. */
export const NOT_FOUND = 5;
/** A precondition (`lastUpdateTime`, `exists`) no longer held: the document changed since it was read. */
export const FAILED_PRECONDITION = 9;

/** Whether `error` is one of the codes above: the write lost a race, and may be dropped. */
export const lostTheRace = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === ALREADY_EXISTS || code === NOT_FOUND || code === FAILED_PRECONDITION;
};

/** Whether `error` is ALREADY_EXISTS: an event, a claim or a key recorded by a concurrent call first. */
export const alreadyExists = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === ALREADY_EXISTS;

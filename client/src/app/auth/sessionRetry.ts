/**
 * A session survives a passing failure (issue 25): the check of the signed-in administrator is
 * tried again after these pauses (a blip, a function's cold start, a deployment's 503) before the
 * console says the server cannot be reached. Only a refusal by the server ends the session.
 */
import type { AdminCheck } from "./checkAdmin";

export const SESSION_RETRY_DELAYS_MS = [500, 1_500, 3_000] as const;

type Options = {
  delays?: readonly number[];
  /** False once the answer no longer matters (another auth event, an unmount): stop trying. */
  stillWanted?: () => boolean;
  wait?: (ms: number) => Promise<void>;
};

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `check` until it answers (admin or refused), at most once more per delay. */
export async function checkWithRetries(check: () => Promise<AdminCheck>, options: Options = {}): Promise<AdminCheck> {
  const { delays = SESSION_RETRY_DELAYS_MS, stillWanted = () => true, wait = pause } = options;
  let verdict = await check();
  for (const delay of delays) {
    if (!("unreachable" in verdict) || !stillWanted()) return verdict;
    // The technical cause is for the developer's console; the admin sees a French state.
    console.info("Vérification de la session impossible, nouvel essai", verdict.cause);
    await wait(delay);
    if (!stillWanted()) return verdict;
    verdict = await check();
  }
  return verdict;
}

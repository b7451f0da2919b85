/**
 * The spec's retry policy for storage calls (docs/media.md), pure so that it is tested with a
 * fake clock: a failed call is retried on 5xx, 408 and 429 only, after an exponential backoff
 * with full jitter (a random delay between 0 and min(64 s, 1 s × 2^attempt)), for up to
 * 2 minutes for an operation (metadata, delete) and 10 minutes for an upload, counted from the
 * first attempt. Past the limit the last failure stands (the console then offers « Réessayer »).
 */

export const OPERATION_RETRY_LIMIT_MS = 2 * 60 * 1000;
export const UPLOAD_RETRY_LIMIT_MS = 10 * 60 * 1000;
export const BASE_DELAY_MS = 1000;
export const MAX_DELAY_MS = 64 * 1000;

/** 5xx, 408 (request timeout) and 429 (too many requests): worth trying again. */
export function isRetryableStatus(status: number): boolean {
  return (status >= 500 && status < 600) || status === 408 || status === 429;
}

/**
 * 400 (no file, empty, unsafe name), 413 (too large) and 415 (unsupported type): the file itself
 * is refused, so sending it again cannot succeed. The queue shows the reason and « Retirer »,
 * never « Réessayer » (401, 402, 403 and the others may pass later: signed in again, space freed).
 */
export function isRefusedFile(status: number): boolean {
  return status === 400 || status === 413 || status === 415;
}

/** The delay before retry number `attempt` (0 for the first retry): full jitter over an exponential cap. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const cap = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempt));
  return Math.floor(random() * cap);
}

export type RetryDecision = { retry: true; delayMs: number } | { retry: false; reason: "not-retryable" | "time-limit" };

/**
 * After a failure with `status`, at `now`, of a call first tried at `startedAt` and already
 * retried `attempt` times: wait and retry, or stop. A retry never starts past the limit: the
 * delay is cut to the time left, and no time left means stop.
 */
export function nextRetry(input: { status: number; attempt: number; startedAt: number; now: number; limitMs: number; random?: () => number }): RetryDecision {
  if (!isRetryableStatus(input.status)) return { retry: false, reason: "not-retryable" };
  const left = input.startedAt + input.limitMs - input.now;
  if (left <= 0) return { retry: false, reason: "time-limit" };
  return { retry: true, delayMs: Math.min(backoffDelay(input.attempt, input.random), left) };
}

export interface Clock {
  now(): number;
  /** Resolves after `ms`, or rejects with an AbortError when `signal` aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(abortError());
      const timer = setTimeout(() => {
        signal?.removeEventListener("abort", onAbort);
        resolve();
      }, ms);
      const onAbort = () => {
        clearTimeout(timer);
        reject(abortError());
      };
      signal?.addEventListener("abort", onAbort, { once: true });
    }),
};

export function abortError(): Error {
  const error = new Error("Envoi annulé");
  error.name = "AbortError";
  return error;
}

/** What one attempt answered: an HTTP status (0: no answer) and its value. */
export interface AttemptResult<T> {
  status: number;
  value: T;
}

/**
 * Runs `attempt` until it answers a status that is not retryable (success included) or the time
 * limit is reached; answers the last result. `onRetry` hears each wait (for « Nouvelle tentative… »).
 */
export async function withRetry<T>(
  attempt: (n: number) => Promise<AttemptResult<T>>,
  options: {
    limitMs: number;
    clock?: Clock;
    random?: () => number;
    signal?: AbortSignal;
    onRetry?: (info: { attempt: number; delayMs: number; status: number }) => void;
  },
): Promise<AttemptResult<T> & { attempts: number; gaveUp: "time-limit" | null }> {
  const clock = options.clock ?? realClock;
  const startedAt = clock.now();
  for (let n = 0; ; n++) {
    const result = await attempt(n);
    if (result.status >= 200 && result.status < 400) return { ...result, attempts: n + 1, gaveUp: null };
    const decision = nextRetry({ status: result.status, attempt: n, startedAt, now: clock.now(), limitMs: options.limitMs, random: options.random });
    if (!decision.retry) return { ...result, attempts: n + 1, gaveUp: decision.reason === "time-limit" ? "time-limit" : null };
    options.onRetry?.({ attempt: n + 1, delayMs: decision.delayMs, status: result.status });
    await clock.sleep(decision.delayMs, options.signal);
  }
}

import {
  backoffDelay,
  BASE_DELAY_MS,
  isRetryableStatus,
  MAX_DELAY_MS,
  nextRetry,
  OPERATION_RETRY_LIMIT_MS,
  UPLOAD_RETRY_LIMIT_MS,
  withRetry,
  type Clock,
} from "./retryPolicy";
import { ERROR_TEXTS } from "../errorText";
import { storageErrorCode, storageErrorMessage, uploadFailureMessage } from "./storageErrors";

/** A clock whose time moves only when someone sleeps. */
function fakeClock(start = 1_000_000): Clock & { slept: number[] } {
  let time = start;
  const slept: number[] = [];
  return {
    slept,
    now: () => time,
    sleep: async (ms) => {
      slept.push(ms);
      time += ms;
    },
  };
}

describe("politique de nouvelles tentatives du stockage", () => {
  it("ne retente que 5xx, 408 et 429", () => {
    for (const status of [500, 502, 503, 504, 599, 408, 429]) expect(isRetryableStatus(status)).toBe(true);
    for (const status of [0, 200, 201, 400, 401, 402, 403, 404, 409, 413, 415, 600]) expect(isRetryableStatus(status)).toBe(false);
  });

  it("attend un délai exponentiel à gigue pleine : entre 0 et min(64 s, 1 s × 2^n)", () => {
    expect(backoffDelay(0, () => 0)).toBe(0);
    expect(backoffDelay(0, () => 0.999)).toBe(Math.floor(0.999 * BASE_DELAY_MS));
    expect(backoffDelay(3, () => 0.5)).toBe(4000);
    expect(backoffDelay(20, () => 0.999)).toBe(Math.floor(0.999 * MAX_DELAY_MS));
  });

  it("s'arrête au-delà de la limite, et ne dépasse jamais le temps restant", () => {
    const base = { status: 503, attempt: 6, startedAt: 0, limitMs: OPERATION_RETRY_LIMIT_MS, random: () => 0.999 };
    expect(nextRetry({ ...base, now: OPERATION_RETRY_LIMIT_MS })).toEqual({ retry: false, reason: "time-limit" });
    expect(nextRetry({ ...base, now: OPERATION_RETRY_LIMIT_MS - 10 })).toEqual({ retry: true, delayMs: 10 });
    expect(nextRetry({ ...base, status: 404, now: 0 })).toEqual({ retry: false, reason: "not-retryable" });
  });

  it("une opération réessaie pendant 2 minutes puis rend le dernier échec", async () => {
    const clock = fakeClock();
    const start = clock.now();
    const result = await withRetry(async () => ({ status: 503, value: "indisponible" }), { limitMs: OPERATION_RETRY_LIMIT_MS, clock, random: () => 0.999 });
    expect(result).toMatchObject({ status: 503, value: "indisponible", gaveUp: "time-limit" });
    expect(clock.now() - start).toBe(OPERATION_RETRY_LIMIT_MS);
    // 1 s, 2 s, 4 s… capped at 64 s, then the time left.
    expect(clock.slept.slice(0, 3)).toEqual([999, 1998, 3996]);
    expect(Math.max(...clock.slept)).toBeLessThanOrEqual(MAX_DELAY_MS);
  });

  it("un envoi réessaie pendant 10 minutes", async () => {
    const clock = fakeClock();
    const start = clock.now();
    const result = await withRetry(async () => ({ status: 429, value: null }), { limitMs: UPLOAD_RETRY_LIMIT_MS, clock, random: () => 0.999 });
    expect(result.gaveUp).toBe("time-limit");
    expect(clock.now() - start).toBe(UPLOAD_RETRY_LIMIT_MS);
    expect(result.attempts).toBeGreaterThan(10);
  });

  it("réussit seul après un 503, et n'insiste pas sur une erreur définitive", async () => {
    const clock = fakeClock();
    const answers = [503, 408, 201];
    const retries: number[] = [];
    const ok = await withRetry(async (n) => ({ status: answers[n]!, value: n }), {
      limitMs: UPLOAD_RETRY_LIMIT_MS,
      clock,
      random: () => 0.5,
      onRetry: ({ attempt }) => retries.push(attempt),
    });
    expect(ok).toMatchObject({ status: 201, value: 2, attempts: 3, gaveUp: null });
    expect(retries).toEqual([1, 2]);
    expect(clock.slept).toEqual([500, 1000]);

    const refused = await withRetry(async () => ({ status: 415, value: "type" }), { limitMs: UPLOAD_RETRY_LIMIT_MS, clock });
    expect(refused).toMatchObject({ status: 415, attempts: 1, gaveUp: null });
  });

  it("s'interrompt quand l'envoi est annulé pendant l'attente", async () => {
    const controller = new AbortController();
    const promise = withRetry(async () => ({ status: 503, value: null }), { limitMs: UPLOAD_RETRY_LIMIT_MS, signal: controller.signal, random: () => 0.999 });
    controller.abort();
    await expect(promise).rejects.toMatchObject({ name: "AbortError" });
  });
});

describe("erreurs du stockage en français", () => {
  it("associe 401, 402, 403 et 404 aux codes de la spécification", () => {
    expect([401, 402, 403, 404, 500].map(storageErrorCode)).toEqual([
      "storage/unauthenticated",
      "storage/quota-exceeded",
      "storage/unauthorized",
      "storage/object-not-found",
      "storage/unknown",
    ]);
    expect(storageErrorMessage(401)).toBe("Session expirée\u00a0: reconnectez-vous pour envoyer des fichiers.");
    expect(storageErrorMessage(402)).toMatch(/^Quota de stockage dépassé/);
    expect(storageErrorMessage(403)).toMatch(/^Accès refusé/);
    expect(storageErrorMessage(404)).toMatch(/^Fichier introuvable/);
  });

  it("rend le message du serveur, ou dit que le serveur ne répond pas après la limite", () => {
    expect(storageErrorMessage(413, { message: "Fichier trop volumineux : 20 Mo au plus." })).toBe("Fichier trop volumineux : 20 Mo au plus.");
    expect(storageErrorMessage(503, null, true)).toMatch(/^Le serveur ne répond pas/);
    expect(storageErrorMessage(418)).toBe("L’opération a échoué. (418)");
  });

  it("dit un échec sans réponse, une surcharge ou une panne du serveur avec les mots de errorText, jamais ceux du navigateur", () => {
    expect(storageErrorMessage(0)).toBe(ERROR_TEXTS.unreachable);
    expect(storageErrorMessage(429)).toBe(ERROR_TEXTS.busy);
    expect(storageErrorMessage(500)).toBe(ERROR_TEXTS.serverFault);
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(uploadFailureMessage(new TypeError("Failed to fetch"))).toBe(ERROR_TEXTS.unreachable);
    expect(uploadFailureMessage(new Error("Firebase: Error (auth/network-request-failed)."))).toBe("L’opération a échoué.");
    expect(log).toHaveBeenCalledTimes(2);
    log.mockRestore();
  });
});

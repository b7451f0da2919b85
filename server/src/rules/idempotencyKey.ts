/**
 * Idempotency keys of the balance changes: the console sends one per change it submits and the
 * same one when it retries, so a request that reached the server but whose answer was lost
 * applies once. Keys are the client's (a UUID in the console); the server only bounds them.
 */
import { createHash } from "node:crypto";
import type { UserError } from "@atelier/domain/userErrors";

export const MIN_IDEMPOTENCY_KEY_LENGTH = 8;
export const MAX_IDEMPOTENCY_KEY_LENGTH = 128;
const KEY_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${MIN_IDEMPOTENCY_KEY_LENGTH},${MAX_IDEMPOTENCY_KEY_LENGTH}}$`);

export const idempotencyMessages = {
  malformed: `La clé d’idempotence doit compter de ${MIN_IDEMPOTENCY_KEY_LENGTH} à ${MAX_IDEMPOTENCY_KEY_LENGTH} caractères : lettres sans accent, chiffres, « - » ou « _ ».`,
  reused: "Cette clé d’idempotence a déjà servi pour une autre modification : rien n’a été modifié.",
} as const;

const error = (message: string, code: string): UserError => ({ field: ["input", "idempotencyKey"], message, code });

/** No key is fine (the change is then not protected against retries); a malformed one is refused. */
export function checkIdempotencyKey(key: string | null | undefined): UserError[] {
  if (key == null) return [];
  return KEY_PATTERN.test(key) ? [] : [error(idempotencyMessages.malformed, "BAD_IDEMPOTENCY_KEY")];
}

export const idempotencyKeyReused = (): UserError => error(idempotencyMessages.reused, "IDEMPOTENCY_KEY_REUSED");

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** Where a key is kept: per administrator, so one admin's key never answers another's request. */
export const idempotencyKeyId = (actorUid: string, key: string) => sha256(JSON.stringify([actorUid, key]));

/** What a request asked for: the same key with another fingerprint is a different change. */
export const requestFingerprint = (action: string, payload: Record<string, unknown>) =>
  sha256(JSON.stringify([action, Object.entries(payload).sort(([a], [b]) => a.localeCompare(b))]));

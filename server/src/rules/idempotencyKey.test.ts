import { checkIdempotencyKey, idempotencyKeyId, idempotencyMessages, requestFingerprint } from "./idempotencyKey";

describe("clés d'idempotence", () => {
  it("accepte l'absence de clé et un UUID", () => {
    expect(checkIdempotencyKey(null)).toEqual([]);
    expect(checkIdempotencyKey(undefined)).toEqual([]);
    expect(checkIdempotencyKey("3f0c1a52-8d2e-4f7b-9c61-2b7e5d4a9f10")).toEqual([]);
  });

  it.each(["", "court", "x".repeat(129), "clé-avec-accent", "avec espace 123", "a/b/c/d/e/f"])("refuse « %s » en français", (key) => {
    expect(checkIdempotencyKey(key)).toEqual([{ field: ["input", "idempotencyKey"], message: idempotencyMessages.malformed, code: "BAD_IDEMPOTENCY_KEY" }]);
  });

  it("sépare les administrateurs et reconnaît la même demande quel que soit l'ordre des champs", () => {
    expect(idempotencyKeyId("admin-a", "cle-12345")).not.toBe(idempotencyKeyId("admin-b", "cle-12345"));
    expect(requestFingerprint("user.adjustCredits", { userId: "lea", delta: 3 })).toBe(requestFingerprint("user.adjustCredits", { delta: 3, userId: "lea" }));
    expect(requestFingerprint("user.adjustCredits", { userId: "lea", delta: 3 })).not.toBe(
      requestFingerprint("user.adjustCredits", { userId: "lea", delta: 4 }),
    );
    expect(requestFingerprint("user.adjustCredits", { userId: "lea", delta: 3 })).not.toBe(requestFingerprint("user.setCredits", { userId: "lea", delta: 3 }));
  });
});

import { changeKeys } from "./idempotencyKey";

describe("une clé d'idempotence par modification soumise", () => {
  const plan = { ok: true, mode: "add", before: 10, after: 15, delta: 5, reason: "Geste commercial" };

  it("renvoie la même clé quand la même modification est soumise à nouveau", () => {
    const keyFor = changeKeys();
    const first = keyFor(plan);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyFor({ ...plan })).toBe(first);
  });

  it("change de clé quand la modification change", () => {
    const keyFor = changeKeys();
    const first = keyFor(plan);
    const other = keyFor({ ...plan, after: 16, delta: 6 });
    expect(other).not.toBe(first);
    expect(keyFor({ ...plan, reason: "Autre motif" })).not.toBe(other);
  });
});

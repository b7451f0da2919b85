/**
 * One idempotency key per change the administrator submits, and the same key when they submit
 * that same change again after a failure: the first request may have been applied with its answer
 * lost, and the server then answers its outcome instead of applying it twice. Any other change
 * (amount, mode, reason) gets a new key.
 */
export function changeKeys(newKey: () => string = () => crypto.randomUUID()) {
  let last: { change: string; key: string } | null = null;
  return (change: unknown): string => {
    const signature = JSON.stringify(change);
    if (last?.change !== signature) last = { change: signature, key: newKey() };
    return last.key;
  };
}

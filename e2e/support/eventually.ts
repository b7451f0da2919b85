/**
 * Reads again every 300 ms until `ready` accepts what was read, and returns it: a wait on a
 * condition, for what the tests cannot be told about (a trigger's write, a mail reaching the
 * sink). The limit only stops a test whose condition never comes; `failure` says why, from the
 * last read.
 */
export async function eventually<T>(
  read: () => Promise<T>,
  ready: (value: T) => boolean,
  failure: (last: T) => string | Promise<string>,
  timeoutMs = 120_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ready(value)) return value;
    if (Date.now() > deadline) throw new Error(`after ${timeoutMs / 1000} s: ${await failure(value)}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

/**
 * DataLoaders, created per request in the context and never shared: a shared loader would serve
 * one admin's cached reads to another and go stale. A page of 100 orders that shows each
 * customer costs one query plus one batched getAll.
 *
 * Each module adds its loaders to this interface (`declare module "../../loaders"` in its
 * module.ts) and creates them (`loaders` of its module); requestContext.ts gathers them.
 */
export interface Loaders {
  calls: SharedCalls;
}

export type SharedCalls = ReturnType<typeof sharedCalls>;

/**
 * Identical calls within one request share one Firestore read: the same list, page or count
 * asked for again under another alias or in another fragment (twenty aliases of
 * `orders(first: 1) { totalCount }` run one query and one count). Keyed on the call: the field,
 * its parent and its arguments as graphql-js coerced them (always in schema order).
 */
export function sharedCalls() {
  const calls = new Map<string, Promise<unknown>>();
  return {
    share<T>(field: string, parent: string | null, args: unknown, read: () => Promise<T>): Promise<T> {
      const key = JSON.stringify([field, parent, args ?? null]);
      let call = calls.get(key) as Promise<T> | undefined;
      if (!call) {
        call = read();
        calls.set(key, call);
      }
      return call;
    },
    clear(): void {
      calls.clear();
    },
  };
}

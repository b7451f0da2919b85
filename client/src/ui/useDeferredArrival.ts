import { useDeferredValue } from "react";

/**
 * `value` once it has been drawn in a transition after arriving. Apollo hands a query's answer in
 * one synchronous update (useSyncExternalStore): a large page drawn in that update is one long task
 * on the main thread (a 264 ms task on /users/{id}: docs/performance.md). Through this hook the
 * update that brings `value` still returns `undefined` (the skeleton stays), and the draw with it
 * follows from React's deferred copy, in a transition that yields to the browser every few
 * milliseconds. Only an arrival waits — from `undefined` to a value: once drawn, a new value (a
 * refetch, a save, the next record) is returned at once, never an earlier one in its place. A
 * value there when the component mounts (in the cache) is returned at once too.
 */
export function useDeferredArrival<T>(value: T | undefined): T | undefined {
  return useDeferredValue(value) === undefined ? undefined : value;
}

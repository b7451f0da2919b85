import { lazy, type ComponentType, type LazyExoticComponent } from "react";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's props, as React.lazy takes
type ChunkModule = { default: ComponentType<any> };

export type LazyChunk<M extends ChunkModule> = {
  /** The chunk's component, for JSX (under a Suspense boundary, as any React.lazy). */
  Component: LazyExoticComponent<M["default"]>;
  /** Downloads the chunk ahead of its first render; once per chunk (a failed download is tried again). */
  load: () => Promise<M>;
};

/**
 * React.lazy over a chunk that may have been downloaded ahead of its first render (`load`): once
 * it is here, the component renders at once instead of suspending.
 *
 * Why: React.lazy suspends on its first render whatever the chunk's state, because `import()`
 * answers a new promise, settled only in a later microtask. Its Suspense boundary then commits its
 * fallback, and React 19 holds the commit of what replaces a fallback until 300 ms after the last
 * one (FALLBACK_THROTTLE_MS): a screen whose code had arrived during the sign-in check was drawn
 * 300 ms after that check answered, the main thread idle meanwhile, and its queries left that much
 * later (docs/performance.md « 5 December 2026, afternoon »). Handing React an already settled
 * thenable, whose `then` calls back at once, lets it read the module during the render.
 */
export function lazyChunk<M extends ChunkModule>(download: () => Promise<M>): LazyChunk<M> {
  let loaded: M | undefined;
  let pending: Promise<M> | undefined;
  const load = () =>
    (pending ??= download().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const settled = (module: M) => ({ then: (resolve: (value: M) => void) => resolve(module) }) as unknown as Promise<M>;
  const Component = lazy(() => (loaded ? settled(loaded) : load()));
  return { Component, load };
}

import DataLoader from "dataloader";
import type { Repositories } from "./firestore";

/**
 * DataLoaders, created per request in the context and never shared: a shared loader would serve
 * one admin's cached reads to another and go stale. A page of 100 orders that shows each
 * customer costs one query plus one batched getAll.
 */
export function createLoaders(repos: Repositories) {
  return {
    user: new DataLoader((uids: readonly string[]) => repos.users.getMany(uids)),
    order: new DataLoader((ids: readonly string[]) => repos.orders.getMany(ids)),
    orderNotes: new DataLoader((ids: readonly string[]) => Promise.all(ids.map((id) => repos.orders.notes(id)))),
    creation: new DataLoader((ids: readonly string[]) => repos.creations.getMany(ids)),
    textToImageStyle: new DataLoader((ids: readonly string[]) => repos.textToImageStyles.getMany(ids)),
    imageToImageStyle: new DataLoader((ids: readonly string[]) => repos.imageToImagePrompts.getMany(ids)),
    printingProduct: new DataLoader((ids: readonly string[]) => repos.printingProducts.getMany(ids)),
    deliveryMethod: new DataLoader((ids: readonly string[]) => repos.deliveryMethods.getMany(ids)),
    staticPage: new DataLoader((ids: readonly string[]) => repos.staticPages.getMany(ids)),
    blogPost: new DataLoader((ids: readonly string[]) => repos.blogPosts.getMany(ids)),
    calls: sharedCalls(),
  };
}

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

export type Loaders = ReturnType<typeof createLoaders>;

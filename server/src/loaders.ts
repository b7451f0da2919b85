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
    textToImageStyle: new DataLoader((ids: readonly string[]) => repos.styles.getManyTextToImage(ids)),
    imageToImageStyle: new DataLoader((ids: readonly string[]) => repos.styles.getManyImageToImage(ids)),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;

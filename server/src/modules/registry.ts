/** What is derived from the modules' list (index.ts). */
import type { Firestore } from "firebase-admin/firestore";
import type { Repositories } from "../firestore";
import type { CostMeter } from "../firestore/cost";
import * as modules from ".";
import type { ServerModule } from "./serverModule";

/** Every module, in the list's alphabetical order (nothing depends on the order). */
export const SERVER_MODULES: readonly ServerModule[] = Object.values(modules);

/** Every module's repositories for one request, reading through `meter`. */
export function createRepositories(firestore: Firestore, meter: CostMeter): Repositories {
  const repos: Record<string, unknown> = {};
  for (const module of SERVER_MODULES) {
    for (const [name, create] of Object.entries(module.repositories ?? {})) repos[name] = (create as (f: Firestore, m: CostMeter) => unknown)(firestore, meter);
  }
  return repos as unknown as Repositories;
}

/**
 * A request's context: who calls, its cost meter, repositories and DataLoaders. Apart from
 * context.ts (the type, which the resolvers import) because it gathers the modules' loaders:
 * context.ts importing the modules would make every resolver import itself through it.
 */
import { db } from "./firebase";
import type { Repositories } from "./firestore";
import { CostMeter } from "./firestore/cost";
import { identifyCaller, type Context } from "./context";
import { sharedCalls, type Loaders } from "./loaders";
import { createRepositories, SERVER_MODULES } from "./modules/registry";
import type { FileStorage } from "./storage";

/** Every module's loaders, and the shared calls, for one request. */
export function createLoaders(repos: Repositories): Loaders {
  return Object.assign({ calls: sharedCalls() }, ...SERVER_MODULES.map((module) => module.loaders?.(repos) ?? {})) as Loaders;
}

export async function createContext(authorization: string | undefined, storage: FileStorage): Promise<Context> {
  const meter = new CostMeter();
  const repos = createRepositories(db(), meter);
  const loaders = createLoaders(repos);
  const caller = await identifyCaller(authorization);
  return {
    caller,
    meter,
    repos,
    loaders,
    storage,
    callerRecord: async () => (caller.kind === "signedIn" ? loaders.user.load(caller.uid) : null),
  };
}

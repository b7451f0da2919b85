import type { Firestore } from "firebase-admin/firestore";
import type { CostMeter } from "./cost";

/**
 * The request's repositories: the only code that knows collection and field names. Each domain
 * module adds its own (`repositories` of its module.ts, typed here by a `declare module` beside
 * it); modules/index.ts creates them all for a request (createRepositories).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules' declarations
export interface Repositories {}

/** How a module creates each of its repositories for a request. */
export type RepositoryFactories = { [K in keyof Repositories]: (firestore: Firestore, meter: CostMeter) => Repositories[K] };

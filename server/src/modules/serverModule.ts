/**
 * What a domain module declares (docs/new-screen.md): its resolvers, the cost of its fields, its
 * per-request repositories and DataLoaders. modules/index.ts lists the modules, one line each,
 * and everything central is derived from that list: the schema's resolvers (schema/index.ts),
 * the cost table (limits/fieldCosts.ts), the repositories (modules/index.ts) and loaders
 * (requestContext.ts). Its GraphQL type → record mappers are
 * in the module's `mappers.ts`, which codegen.ts reads without loading any runtime code.
 */
import type DataLoader from "dataloader";
import type { Repositories, RepositoryFactories } from "../firestore";
import type { Resolvers } from "../generated/graphql";
import type { FieldAccess } from "../auth/fieldAccess";
import type { FieldCost } from "../limits/costModel";
import type { Loaders } from "../loaders";

/** An enum's wire value → stored value (codegen types enums as strings, so they are not in Resolvers). */
export type EnumValues = Record<string, Record<string, string>>;

export interface ServerModule {
  /**
   * Its repositories, created per request (`ctx.repos.<name>`). Their types are added to
   * `Repositories` (firestore/index.ts) by a `declare module` in the module, as the loaders'.
   */
  repositories?: Partial<RepositoryFactories>;
  /** Its resolvers, by type (and its enums' internal values); Query and Mutation are merged across modules. */
  resolvers: (Resolvers | EnumValues)[];
  /**
   * Who may resolve its fields (auth/fieldAccess.ts, docs/roles-fields.md): `Type` (every field of the
   * type) or `Type.field` (wins over its type's) → a permission, `anyOf(…)`, ADMIN, INHERIT or
   * SIGNED_IN. A schema test fails on a field that no module declares.
   */
  access: Record<string, FieldAccess>;
  /** `Type.field` → what resolving it costs in reads (limits/costModel.ts has the helpers). */
  costs: Record<string, FieldCost>;
  /**
   * Its DataLoaders, created per request. Their types are added to `Loaders` (loaders.ts) by a
   * `declare module "../../loaders"` in the module, so the context stays typed without importing
   * the modules (which would make the context import itself through the resolvers).
   */
  loaders?: (repos: Repositories) => Partial<Omit<Loaders, "calls">>;
}

/** A record by id, batched per request (null when it does not exist). */
export type RecordLoader<R> = DataLoader<string, R | null>;

export const defineModule = (module: ServerModule): ServerModule => module;

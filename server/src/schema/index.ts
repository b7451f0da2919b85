import { mergeResolvers } from "@graphql-tools/merge";
import type { Resolvers } from "../generated/graphql";
import typeDefs from "../../../schema.graphql";
import { SERVER_MODULES } from "../modules/registry";
import { DateScalar, DateTime } from "./scalars";

export { typeDefs };

/** Every module's resolvers (modules/index.ts); Query and Mutation span several modules. */
export const resolvers = mergeResolvers([{ Date: DateScalar, DateTime }, ...SERVER_MODULES.flatMap((module) => module.resolvers)]) as Resolvers;

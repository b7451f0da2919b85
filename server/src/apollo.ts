import { ApolloServer, type ApolloServerPlugin } from "@apollo/server";
import { ApolloServerPluginLandingPageLocalDefault } from "@apollo/server/plugin/landingPage/default";
import { ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import type { GraphQLFormattedError } from "graphql";
import { accessPlugin } from "./auth/access";
import type { ServerConfig } from "./config";
import type { Context } from "./context";
import { messages } from "./errors";
import { depthLimit } from "./limits/depthLimit";
import { LIMITS, tokenLimitRefusal } from "./limits/operationLimits";
import { resolvers, typeDefs } from "./schema";
import { currentChange } from "./undo/changeScope";

/** Deep enough for every screen (connection → edges → node → customer → …), not for abuse. */
export const MAX_QUERY_DEPTH: number = LIMITS.maxDepth;

/**
 * Adds extensions.cost { firestoreReads, firestoreQueries, ms, estimatedReads } to every
 * response (the estimate once the operation got as far as being measured).
 */
const costPlugin: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response, contextValue }) {
        if (response.body.kind !== "single") return;
        const result = response.body.singleResult;
        result.extensions = { ...result.extensions, cost: contextValue.meter.report() };
      },
    };
  },
};

/**
 * Adds extensions.change { id, entryId, reversible } to a response whose operation committed
 * audited writes: the gesture's id, its first entry (what « Annuler », undoChange, takes) and
 * whether every entry may be undone (docs/undo.md).
 */
const changePlugin: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        const change = currentChange();
        if (response.body.kind !== "single" || !change?.firstEntryId) return;
        const result = response.body.singleResult;
        result.extensions = { ...result.extensions, change: { id: change.id, entryId: change.firstEntryId, reversible: change.reversible } };
      },
    };
  },
};

/**
 * Mutations run one after the other and change what a read would return: each one starts with
 * no shared call (loaders.ts) left over from the previous one.
 */
const sharedCallsPlugin: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async executionDidStart({ operation, contextValue }) {
        if (operation.operation !== "mutation") return;
        return {
          willResolveField({ info }) {
            if (info.path.prev === undefined) contextValue.loaders.calls.clear();
          },
        };
      },
    };
  },
};

/** graphql-js's suggestions, e.g. ' Did you mean the enum value "PAID"?' */
const SCHEMA_HINT = / ?Did you mean .+\?$/;

export function formatError(config: ServerConfig) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const tooLong = formatted.extensions?.code === "GRAPHQL_PARSE_FAILED" && tokenLimitRefusal(formatted.message);
    if (tooLong) return tooLong;
    if (!config.development && SCHEMA_HINT.test(formatted.message)) {
      // Apollo's hideSchemaDetailsFromClientErrors covers validation; variables are coerced later.
      formatted = { ...formatted, message: formatted.message.replace(SCHEMA_HINT, "") };
    }
    if (!config.development && formatted.extensions?.code === "INTERNAL_SERVER_ERROR") {
      console.error("Unexpected error while serving GraphQL", error);
      return { message: messages.internal, extensions: { code: "INTERNAL_SERVER_ERROR" } };
    }
    return formatted;
  };
}

export function createApolloServer(config: ServerConfig, { maxQueryDepth = MAX_QUERY_DEPTH } = {}): ApolloServer<Context> {
  return new ApolloServer<Context>({
    typeDefs,
    resolvers,
    csrfPrevention: true,
    // Allowed here, decided per caller by the access plugin: administrators everywhere,
    // anyone in development only.
    introspection: true,
    // No "Did you mean …?" in production: it would spell out the schema to anyone.
    hideSchemaDetailsFromClientErrors: !config.development,
    includeStacktraceInErrorResponses: config.development,
    parseOptions: { maxTokens: LIMITS.maxTokens },
    validationRules: [depthLimit(maxQueryDepth)],
    formatError: formatError(config),
    plugins: [
      accessPlugin({ openIntrospection: config.development }),
      costPlugin,
      changePlugin,
      sharedCallsPlugin,
      config.development ? ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: false }) : ApolloServerPluginLandingPageDisabled(),
    ],
  });
}

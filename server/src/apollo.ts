import { ApolloServer, type ApolloServerPlugin } from "@apollo/server";
import { ApolloServerPluginLandingPageLocalDefault } from "@apollo/server/plugin/landingPage/default";
import { ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import type { GraphQLFormattedError } from "graphql";
import depthLimit from "graphql-depth-limit";
import { accessPlugin } from "./auth/access";
import type { ServerConfig } from "./config";
import type { Context } from "./context";
import { messages } from "./errors";
import { resolvers, typeDefs } from "./schema";

/** Deep enough for every screen (connection → edges → node → customer → …), not for abuse. */
export const MAX_QUERY_DEPTH = 10;

/** Adds extensions.cost { firestoreReads, firestoreQueries, ms } to every response. */
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

export function formatError(config: ServerConfig) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const depth = /exceeds maximum operation depth of (\d+)/.exec(formatted.message);
    if (depth) return { ...formatted, message: messages.tooDeep(Number(depth[1])) };
    if (!config.development && formatted.extensions?.code === "INTERNAL_SERVER_ERROR") {
      console.error("Unexpected error while serving GraphQL", error);
      return { message: messages.internal, extensions: { code: "INTERNAL_SERVER_ERROR" } };
    }
    return formatted;
  };
}

export function createApolloServer(
  config: ServerConfig,
  { maxQueryDepth = MAX_QUERY_DEPTH } = {},
): ApolloServer<Context> {
  return new ApolloServer<Context>({
    typeDefs,
    resolvers,
    csrfPrevention: true,
    introspection: config.development,
    includeStacktraceInErrorResponses: config.development,
    validationRules: [depthLimit(maxQueryDepth)],
    formatError: formatError(config),
    plugins: [
      accessPlugin({ introspection: config.development }),
      costPlugin,
      config.development
        ? ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: false })
        : ApolloServerPluginLandingPageDisabled(),
    ],
  });
}

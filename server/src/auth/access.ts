import type { ApolloServerPlugin } from "@apollo/server";
import { Kind, type OperationDefinitionNode } from "graphql";
import type { Context } from "../context";
import { forbidden, unauthenticated } from "../errors";

/** The one operation a signed-in non-administrator may call (about themself). */
const OPEN_TO_SIGNED_IN = new Set(["recordLogin", "__typename"]);

function rootFieldNames(operation: OperationDefinitionNode): string[] | null {
  const names: string[] = [];
  for (const selection of operation.selectionSet.selections) {
    // Fragments at the root could hide other fields: treat them as not open.
    if (selection.kind !== Kind.FIELD) return null;
    names.push(selection.name.value);
  }
  return names;
}

export function isIntrospectionOnly(operation: OperationDefinitionNode): boolean {
  const names = rootFieldNames(operation);
  return operation.operation === "query" && !!names && names.every((n) => n.startsWith("__"));
}

function isOpenToSignedIn(operation: OperationDefinitionNode): boolean {
  const names = rootFieldNames(operation);
  return operation.operation === "mutation" && !!names && names.every((n) => OPEN_TO_SIGNED_IN.has(n));
}

/**
 * Admin-only, enforced once for every operation before any resolver runs, so a refused request
 * can neither read nor write anything. No or bad token → UNAUTHENTICATED (401); a user record
 * whose isAdmin is not exactly true → FORBIDDEN (403).
 */
export function accessPlugin({ introspection }: { introspection: boolean }): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, contextValue }) {
          if (!operation) throw unauthenticated(); // nothing to run; refuse rather than guess
          if (introspection && isIntrospectionOnly(operation)) return;
          if (contextValue.caller.kind !== "signedIn") throw unauthenticated();
          if (isOpenToSignedIn(operation)) return;
          const record = await contextValue.callerRecord();
          if (record?.isAdmin !== true) throw forbidden();
        },
      };
    },
  };
}

import type { ApolloServerPlugin } from "@apollo/server";
import { getOperationAST, Kind, parse, type OperationDefinitionNode, type OperationTypeNode } from "graphql";
import type { Caller, Context } from "../context";
import { forbidden, permissionRefused, unauthenticated } from "../errors";
import { memberPermissions } from "@atelier/domain/staff/permissions";
import { FIELD_ACCESS } from "./accessTable";
import { missingPermissions } from "./fieldAccess";
import { enforceRecordIds } from "../limits/idArguments";
import { enforceOperationLimits, LIMITS } from "../limits/operationLimits";
import { hasAdminAccess } from "../rules/adminRights";

/**
 * The root fields a signed-in non-administrator may call (about themself), by operation type.
 * Everything these fields can reach is open to every signed-in user: a schema test walks it
 * from here and fails if it leads to anything but the caller's own scalar fields.
 */
export const OPEN_TO_SIGNED_IN: Partial<Record<OperationTypeNode, readonly string[]>> = {
  mutation: ["recordLogin"],
};

/**
 * The one admin rule, for /graphql and the routes beside it (/export, /storage): the caller's
 * users/{uid}.isAdmin is exactly true and the account is not blocked (rules/adminRights.ts).
 */
export async function isAdminCaller(ctx: Pick<Context, "callerRecord">): Promise<boolean> {
  return hasAdminAccess(await ctx.callerRecord());
}

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
  const open = OPEN_TO_SIGNED_IN[operation.operation] ?? [];
  return !!names && names.some((n) => open.includes(n)) && names.every((n) => n === "__typename" || open.includes(n));
}

/**
 * Authentication before validation: a caller without a valid token is refused (UNAUTHENTICATED,
 * 401) from the context function, before Apollo parses or validates anything, whatever the text
 * of the operation — otherwise graphql's validation errors (« Cannot query field … ») would let
 * anonymous callers map the schema one guess at a time. `recordLogin` too needs a signed-in
 * caller (it is about the caller). The one exception: introspection in development, open to all
 * callers there; the document is parsed here (same token ceiling as Apollo) to recognise it.
 */
export function refuseAnonymous(caller: Caller, body: unknown, { openIntrospection }: { openIntrospection: boolean }): void {
  if (caller.kind === "signedIn") return;
  if (openIntrospection && isIntrospectionRequest(body)) return;
  throw unauthenticated();
}

function isIntrospectionRequest(body: unknown): boolean {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return false;
  const { query, operationName } = body as { query?: unknown; operationName?: unknown };
  if (typeof query !== "string") return false;
  try {
    const operation = getOperationAST(parse(query, { maxTokens: LIMITS.maxTokens }), typeof operationName === "string" ? operationName : undefined);
    return !!operation && isIntrospectionOnly(operation);
  } catch {
    return false;
  }
}

/**
 * Decides, once per operation and before any resolver runs, whether it may run at all:
 * - no or bad token → UNAUTHENTICATED (401), except introspection in development (open to all
 *   callers there, the sandbox's schema view included);
 * - over a cost or size ceiling → QUERY_TOO_COMPLEX (400), before the caller's record is read
 *   (this is one hook on purpose: Apollo runs different plugins' didResolveOperation hooks
 *   concurrently, so a separate cost plugin could not keep the admin check from reading);
 * - the operations open to signed-in users pass (their types reach nothing else);
 * - anyone else whose users/{uid}.isAdmin is not exactly true, or who is blocked → FORBIDDEN (403);
 * - a member whose role lacks a permission that a field of the operation declares (nested fields
 *   included: auth/fieldAccess.ts) → FORBIDDEN (403), reason PERMISSION, naming what is missing,
 *   read from the record the admin check loaded (no other read);
 * - an id argument (or an id in an input) that is not a record id → BAD_USER_INPUT (400),
 *   before any resolver runs (limits/idArguments.ts), once the caller is known to be allowed.
 * Elsewhere introspection is an ordinary admin operation: administrators get the schema and its
 * descriptions in every environment.
 */
export function accessPlugin({ openIntrospection }: { openIntrospection: boolean }): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, document, request, schema, contextValue }) {
          if (!operation) throw unauthenticated(); // nothing to run; refuse rather than guess
          if (openIntrospection && isIntrospectionOnly(operation)) return;
          if (contextValue.caller.kind !== "signedIn") throw unauthenticated();
          const { estimatedReads, coordinates, calls } = enforceOperationLimits(schema, document, operation, request.variables);
          contextValue.meter.estimate(estimatedReads);
          if (isOpenToSignedIn(operation)) return;
          if (!(await isAdminCaller(contextValue))) throw forbidden();
          const record = await contextValue.callerRecord();
          // Every field the operation may reach, nested ones included, against the caller's role (same record: no read).
          const missing = missingPermissions(FIELD_ACCESS, coordinates, memberPermissions(record), calls);
          if (missing.length) throw permissionRefused(missing);
          enforceRecordIds(schema, document, operation, request.variables);
        },
      };
    },
  };
}

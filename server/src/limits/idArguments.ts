/**
 * Every id the operation gives the API — an ID argument, an ID inside an input object or a list,
 * literal or variable — has the shape of a record id (@atelier/domain/recordIds) before any resolver
 * runs, or the whole operation is refused with a French BAD_USER_INPUT (HTTP 400). One check at
 * the edge, so no repository ever hands Firestore a path, a reserved id or a 200-character id
 * (which it answers with an internal error), and no resolver has to remember to check.
 */
import {
  GraphQLError,
  Kind,
  TypeInfo,
  getNullableType,
  getVariableValues,
  isInputObjectType,
  isListType,
  isScalarType,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from "graphql";
import { getArgumentValues } from "graphql/execution/values";
import { invalidIdMessage, isRecordId } from "@atelier/domain/recordIds";
import { isValidStoragePath } from "../storage/types";

/**
 * ID fields whose value is matched, never used as a document id, and may name something that is
 * not a record: the audit log's target of a media file is its storage path.
 */
const OTHER_SHAPES: Record<string, (value: string) => boolean> = {
  "AuditLogFilter.targetId": (value) => isRecordId(value) || isValidStoragePath(value),
};

export function invalidId(argument: string): GraphQLError {
  return new GraphQLError(invalidIdMessage(argument), {
    extensions: { code: "BAD_USER_INPUT", argumentName: argument, http: { status: 400 } },
  });
}

/** The path of the first id of `value` (of `type`) that is not valid, or null. */
function firstInvalidId(value: unknown, type: GraphQLInputType, path: string, accepts: (id: string) => boolean = isRecordId): string | null {
  if (value === null || value === undefined) return null;
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    const items = Array.isArray(value) ? value : [value];
    for (const [i, item] of items.entries()) {
      const bad = firstInvalidId(item, nullable.ofType, Array.isArray(value) ? `${path}[${i}]` : path, accepts);
      if (bad) return bad;
    }
    return null;
  }
  if (isInputObjectType(nullable)) {
    if (typeof value !== "object") return null;
    for (const field of Object.values(nullable.getFields())) {
      const own = OTHER_SHAPES[`${nullable.name}.${field.name}`];
      const bad = firstInvalidId((value as Record<string, unknown>)[field.name], field.type, `${path}.${field.name}`, own);
      if (bad) return bad;
    }
    return null;
  }
  if (isScalarType(nullable) && nullable.name === "ID") return accepts(String(value)) ? null : path;
  return null;
}

/**
 * Throws BAD_USER_INPUT naming the first invalid id of the operation. Fields the walk cannot
 * read (bad variables, unknown arguments) are left to graphql's own coercion, which refuses them
 * with its own error before anything runs.
 */
export function enforceRecordIds(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  rawVariables: Record<string, unknown> | undefined,
): void {
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], rawVariables ?? {});
  if (coerced.errors) return;
  const variables = coerced.coerced;
  const fragments = document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
  const typeInfo = new TypeInfo(schema);
  let bad: string | null = null;
  visit(
    { kind: Kind.DOCUMENT, definitions: [operation, ...fragments] },
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const field = typeInfo.getFieldDef();
        if (bad || !field || field.args.length === 0) return;
        let args: Record<string, unknown>;
        try {
          args = getArgumentValues(field, node, variables);
        } catch {
          return;
        }
        for (const arg of field.args) {
          bad ??= firstInvalidId(args[arg.name], arg.type, arg.name);
        }
      },
    }),
  );
  if (bad) throw invalidId(bad);
}

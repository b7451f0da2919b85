import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
} from "graphql";
import { ROOT } from "../../../scripts/lib/stack.cjs";

export const schema = buildSchema(readFileSync(join(ROOT, "schema.graphql"), "utf8"));

/** A literal of the right shape for any input type: enough to reach the access check. */
function literal(type: GraphQLInputType): string {
  if (isNonNullType(type)) return literal(type.ofType);
  if (isListType(type)) return `[${literal(type.ofType)}]`;
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((f) => isNonNullType(f.type) && f.defaultValue === undefined);
    return `{ ${fields.map((f) => `${f.name}: ${literal(f.type)}`).join(", ")} }`;
  }
  return scalarLiteral(type.name);
}

/** A valid literal of a scalar type, by its name (any string for String and ID). */
export function scalarLiteral(name: string): string {
  switch (name) {
    case "Int":
    case "Float":
      return "1";
    case "Boolean":
      return "true";
    case "DateTime":
      return '"2026-01-01T00:00:00Z"';
    default:
      return '"x"';
  }
}

function operationFor(kind: "query" | "mutation", field: GraphQLField<unknown, unknown>): string {
  const args = field.args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined);
  const argList = args.length ? `(${args.map((a) => `${a.name}: ${literal(a.type)}`).join(", ")})` : "";
  const selection = isObjectType(getNamedType(field.type)) ? " { __typename }" : "";
  return `${kind} { ${field.name}${argList}${selection} }`;
}

/** One operation per root field of the schema: new queries and mutations are covered as they come. */
export const everyOperation: { name: string; kind: "query" | "mutation"; source: string }[] = [
  ...Object.values(schema.getQueryType()!.getFields()).map((f) => ({
    name: f.name,
    kind: "query" as const,
    source: operationFor("query", f),
  })),
  ...Object.values(schema.getMutationType()!.getFields()).map((f) => ({
    name: f.name,
    kind: "mutation" as const,
    source: operationFor("mutation", f),
  })),
];

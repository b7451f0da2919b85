/**
 * One operation per place of the schema where the API accepts an id (an ID argument, or an ID
 * field of an input object, at any depth, in a list or not), with the id passed as the variable
 * `$id` there and the smallest valid literal everywhere else: new ids are covered as they come.
 */
import { getNamedType, isInputObjectType, isListType, isNonNullType, isObjectType, type GraphQLField, type GraphQLInputType } from "graphql";
import { scalarLiteral, schema } from "./operations";

type Path = string[];

function literal(type: GraphQLInputType, target: Path | null): string {
  if (isNonNullType(type)) return literal(type.ofType, target);
  if (isListType(type)) return `[${literal(type.ofType, target)}]`;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((f) => (isNonNullType(f.type) && f.defaultValue === undefined) || f.name === target?.[0]);
    return `{ ${fields.map((f) => `${f.name}: ${literal(f.type, f.name === target?.[0] ? target.slice(1) : null)}`).join(", ")} }`;
  }
  if (target && target.length === 0) return "$id";
  if (type.name === "ID") return '"x"';
  if ("getValues" in type) return type.getValues()[0]!.name;
  return scalarLiteral(type.name);
}

/** Every path to an ID inside `type` (input objects walked, cycles cut). */
function idPaths(type: GraphQLInputType, seen: Set<string> = new Set()): Path[] {
  const named = getNamedType(type);
  if (named.name === "ID") return [[]];
  if (!isInputObjectType(named) || seen.has(named.name)) return [];
  const inner = new Set(seen).add(named.name);
  return Object.values(named.getFields()).flatMap((f) => idPaths(f.type, inner).map((p) => [f.name, ...p]));
}

function operationsOf(kind: "query" | "mutation", field: GraphQLField<unknown, unknown>) {
  const selection = isObjectType(getNamedType(field.type)) ? " { __typename }" : "";
  return field.args.flatMap((target) =>
    idPaths(target.type).map((path) => {
      const args = field.args
        .filter((a) => a === target || (isNonNullType(a.type) && a.defaultValue === undefined))
        .map((a) => `${a.name}: ${literal(a.type, a === target ? path : null)}`);
      // `(input|arg).field…`, as the API names the place of a refused id (list indexes aside).
      const where = [target.name, ...path].join(".");
      return { name: `${field.name}(${where})`, where, source: `${kind} ($id: ID!) { ${field.name}(${args.join(", ")})${selection} }` };
    }),
  );
}

export const everyIdArgument = [
  ...Object.values(schema.getQueryType()!.getFields()).flatMap((f) => operationsOf("query", f)),
  ...Object.values(schema.getMutationType()!.getFields()).flatMap((f) => operationsOf("mutation", f)),
];

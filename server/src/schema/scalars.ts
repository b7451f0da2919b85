import { GraphQLError, GraphQLScalarType, Kind } from "graphql";

/** ISO-8601 date-times on the wire; repositories already hand out ISO strings. */
export const DateTime = new GraphQLScalarType({
  name: "DateTime",
  serialize: (value) => {
    const date = value instanceof Date ? value : new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new GraphQLError("Date invalide.");
    return date.toISOString();
  },
  parseValue: (value) => parse(value),
  parseLiteral: (ast) => parse(ast.kind === Kind.STRING ? ast.value : null),
});

function parse(value: unknown): string {
  if (typeof value !== "string" || Number.isNaN(Date.parse(value))) {
    throw new GraphQLError("Date invalide : attendu une date ISO-8601 (ex. 2026-11-22T09:30:00Z).", {
      extensions: { code: "BAD_USER_INPUT" },
    });
  }
  return new Date(value).toISOString();
}

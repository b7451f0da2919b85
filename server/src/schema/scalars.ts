import { GraphQLError, Kind, type ValueNode } from "graphql";

/**
 * ISO-8601 date-times on the wire; repositories already hand out ISO strings. Only the scalar's
 * functions: a whole GraphQLScalarType here would replace the one schema.graphql declares, and
 * its description (which introspection and the Sandbox show) with it.
 */
export const DateTime = {
  serialize: (value: unknown): string => {
    const date = value instanceof Date ? value : new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new GraphQLError("Date invalide.");
    return date.toISOString();
  },
  parseValue: (value: unknown): string => parse(value),
  parseLiteral: (ast: ValueNode): string => parse(ast.kind === Kind.STRING ? ast.value : null),
};

function parse(value: unknown): string {
  if (typeof value !== "string" || Number.isNaN(Date.parse(value))) {
    throw new GraphQLError("Date invalide : attendu une date ISO-8601 (ex. 2026-11-22T09:30:00Z).", {
      extensions: { code: "BAD_USER_INPUT" },
    });
  }
  return new Date(value).toISOString();
}

/**
 * A Paris calendar day (yyyy-mm-dd). Any string passes the scalar: the field's rule
 * (packages/domain/src/dayRange.ts, @atelier/domain/finances/period) refuses a day that does not exist, in French.
 */
export const DateScalar = {
  serialize: (value: unknown): string => String(value),
  parseValue: (value: unknown): string => day(value),
  parseLiteral: (ast: ValueNode): string => day(ast.kind === Kind.STRING ? ast.value : null),
};

function day(value: unknown): string {
  if (typeof value !== "string") {
    throw new GraphQLError("Date invalide : attendu un jour AAAA-MM-JJ (ex. 2026-11-22).", { extensions: { code: "BAD_USER_INPUT" } });
  }
  return value;
}

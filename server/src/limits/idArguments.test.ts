import { buildSchema, parse, type GraphQLError, type OperationDefinitionNode } from "graphql";
import { typeDefs } from "../schema";
import { enforceRecordIds } from "./idArguments";

const schema = buildSchema(typeDefs);

/** Where the first invalid id is, or null when every id passes. */
function refusedAt(source: string, variables: Record<string, unknown> = {}, operationName?: string): string | null {
  const document = parse(source);
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === "OperationDefinition" && (!operationName || d.name?.value === operationName),
  )!;
  try {
    enforceRecordIds(schema, document, operation, variables);
    return null;
  } catch (error) {
    expect((error as GraphQLError).extensions).toMatchObject({ code: "BAD_USER_INPUT", http: { status: 400 } });
    return (error as GraphQLError).extensions.argumentName as string;
  }
}

describe("vérification des identifiants d'une opération, avant tout résolveur", () => {
  it("laisse passer des ids valides, en littéral comme en variable", () => {
    expect(refusedAt('{ order(id: "cmd-1") { id customer { uid } } }')).toBeNull();
    expect(refusedAt("query ($id: ID!) { user(id: $id) { id } }", { id: "aB3_x-9" })).toBeNull();
    expect(
      refusedAt("mutation ($ids: [ID!]!) { moderateCreations(input: { ids: $ids, decision: APPROVE }) { userErrors { code } } }", { ids: ["c1", "c2"] }),
    ).toBeNull();
  });

  it("refuse un id invalide en argument, en littéral ou en variable, et dit où", () => {
    expect(refusedAt('{ feedback(id: "s2/../x") { id } }')).toBe("id");
    expect(refusedAt("query ($id: ID!) { order(id: $id) { id } }", { id: "__s2__" })).toBe("id");
    // An Int given for an ID is coerced to its string, which is a valid id.
    expect(refusedAt("query ($id: ID!) { order(id: $id) { id } }", { id: 42 })).toBeNull();
  });

  it("refuse un id invalide dans un objet d'entrée, une liste, un filtre ou un champ imbriqué", () => {
    expect(refusedAt('mutation { setUserBlocked(input: { userId: "a b", isBlocked: true }) { userErrors { code } } }')).toBe("input.userId");
    expect(
      refusedAt("mutation ($ids: [ID!]!) { setFeedbackStatus(input: { ids: $ids, status: RESOLVED }) { userErrors { code } } }", {
        ids: ["ok", "x".repeat(200)],
      }),
    ).toBe("input.ids[1]");
    expect(refusedAt('{ orders(filter: { userId: "u/1" }) { totalCount } }')).toBe("filter.userId");
    expect(refusedAt('{ user(id: "u1") { id } ...F } fragment F on Query { order(id: "__x__") { id } }')).toBe("id");
  });

  it("accepte le chemin d'un média comme cible du journal d'audit, pas un chemin qui remonte", () => {
    expect(refusedAt('{ auditLog(filter: { targetId: "media/affiches/a b.png" }) { totalCount } }')).toBeNull();
    expect(refusedAt('{ auditLog(filter: { targetId: "media/../x" }) { totalCount } }')).toBe("filter.targetId");
  });

  it("ne regarde que l'opération demandée, et laisse à graphql les variables mal typées", () => {
    const two = 'query A { order(id: "ok") { id } } query B { order(id: "a b") { id } }';
    expect(refusedAt(two, {}, "A")).toBeNull();
    expect(refusedAt(two, {}, "B")).toBe("id");
    expect(refusedAt("query ($id: ID!) { order(id: $id) { id } }", { id: { not: "an id" } })).toBeNull();
  });
});

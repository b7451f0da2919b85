import { parse, type OperationDefinitionNode } from "graphql";
import { isIntrospectionOnly } from "./access";

const operation = (source: string) => parse(source).definitions[0] as OperationDefinitionNode;

describe("reconnaissance d'une requête d'introspection pure", () => {
  it("accepte __schema et __type seuls", () => {
    expect(isIntrospectionOnly(operation('{ __schema { types { name } } __type(name: "User") { name } }'))).toBe(true);
  });

  it("refuse une introspection mêlée à une vraie donnée, ou cachée dans un fragment", () => {
    expect(isIntrospectionOnly(operation("{ __schema { types { name } } me { uid } }"))).toBe(false);
    expect(isIntrospectionOnly(operation("{ ...F } fragment F on Query { me { uid } }"))).toBe(false);
    expect(isIntrospectionOnly(operation("mutation { __typename }"))).toBe(false);
  });
});

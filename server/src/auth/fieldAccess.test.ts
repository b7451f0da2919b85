import { buildSchema, parse, type OperationDefinitionNode } from "graphql";
import { measureOperation } from "../limits/operationCost";
import { ADMIN, accessTable, anyOf, INHERIT, missingPermissions, type FieldAccess } from "./fieldAccess";

const schema = buildSchema(`
  type Query { order(id: ID!): Order, me: User }
  type Mutation { move(to: String!): Order }
  type Order { id: ID!, invoice: Doc, customer: User, payload: Wrapper }
  type Wrapper { order: Order }
  type User { name: String, credits: Int }
  type Doc { number: String }
`);

const table: Record<string, FieldAccess> = {
  "Query.order": "ORDERS_READ",
  "Query.me": ADMIN,
  "Mutation.move": { permission: "FULFILMENT", also: "REFUNDS", when: (args) => args.to === "cancelled", condition: { en: "to cancel", fr: "pour annuler" } },
  Order: "ORDERS_READ",
  "Order.invoice": anyOf("FINANCES", "REFUNDS"),
  Doc: anyOf("FINANCES", "REFUNDS"),
  User: anyOf("ORDERS_READ", "CUSTOMERS_READ"),
  "User.credits": "CREDITS",
  Wrapper: INHERIT,
};

/** What `held` lacks for `source`, through the cost estimate's walk, as the access plugin asks. */
function missing(source: string, held: Parameters<typeof missingPermissions>[2], variables: Record<string, unknown> = {}) {
  const document = parse(source);
  const operation = document.definitions.find((d) => d.kind === "OperationDefinition") as OperationDefinitionNode;
  const { coordinates, calls } = measureOperation(schema, document, operation, variables);
  return missingPermissions(table, coordinates, held, calls);
}

describe("ce qu'une opération demande, champs imbriqués compris", () => {
  it("chaque champ atteint, même par un fragment, et la première permission d'un anyOf quand aucune n'est tenue", () => {
    expect(missing(`{ order(id: "a") { id ...Money } } fragment Money on Order { invoice { number } }`, ["ORDERS_READ", "FULFILMENT"])).toEqual(["FINANCES"]);
    expect(missing(`{ order(id: "a") { invoice { number } } }`, ["ORDERS_READ", "REFUNDS"])).toEqual([]);
  });

  it("un champ laissé de côté par @skip/@include ne demande rien", () => {
    const source = `query($with: Boolean!) { order(id: "a") { id customer @include(if: $with) { credits } } }`;
    expect(missing(source, ["ORDERS_READ"], { with: true })).toEqual(["CREDITS"]);
    expect(missing(source, ["ORDERS_READ"], { with: false })).toEqual([]);
  });

  it("une enveloppe n'ajoute rien, ADMIN rien non plus, l'introspection rien", () => {
    expect(missing(`{ order(id: "a") { payload { order { id } } } }`, ["ORDERS_READ"])).toEqual([]);
    expect(missing(`{ me { name } __schema { queryType { name } } }`, [])).toEqual(["ORDERS_READ"]);
    expect(missing(`{ __schema { queryType { name } } }`, [])).toEqual([]);
  });

  it("un champ conditionnel demande plus selon ses arguments", () => {
    expect(missing(`mutation { move(to: "shipped") { id } }`, ["ORDERS_READ", "FULFILMENT"])).toEqual([]);
    expect(missing(`mutation($to: String!) { move(to: $to) { id } }`, ["ORDERS_READ", "FULFILMENT"], { to: "cancelled" })).toEqual(["REFUNDS"]);
  });

  it("un champ sans déclaration demande tout (fermé par défaut), et une clé déclarée deux fois est refusée", () => {
    expect(missingPermissions({}, ["Order.id"], ["ORDERS_READ"])).toContain("STAFF");
    expect(() => accessTable([{ Order: "ORDERS_READ" }, { Order: ADMIN }])).toThrow("declared twice");
  });
});

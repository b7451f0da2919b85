import { ApolloServer } from "@apollo/server";
import { getIntrospectionQuery, type IntrospectionQuery } from "graphql";
import { resolvers, typeDefs } from ".";

/**
 * What the Sandbox shows comes from introspection of the executable schema, not from the SDL
 * file: this checks that every description of schema.graphql survives the trip.
 */
async function introspect(): Promise<IntrospectionQuery> {
  const server = new ApolloServer({ typeDefs, resolvers, introspection: true });
  try {
    const response = await server.executeOperation({ query: getIntrospectionQuery({ descriptions: true }) });
    if (response.body.kind !== "single" || response.body.singleResult.errors) throw new Error("introspection failed");
    return response.body.singleResult.data as unknown as IntrospectionQuery;
  } finally {
    await server.stop();
  }
}

const BUILT_IN = new Set(["String", "Int", "Float", "Boolean", "ID"]);

describe("descriptions du schéma servies par l'introspection", () => {
  let schema: IntrospectionQuery["__schema"];
  beforeAll(async () => {
    schema = (await introspect()).__schema;
  });

  const type = (name: string) => schema.types.find((t) => t.name === name)!;

  it("décrit chaque type, champ, argument, champ d'entrée et valeur d'énumération", () => {
    const missing: string[] = [];
    const check = (path: string, description: string | null | undefined) => {
      if (!description?.trim()) missing.push(path);
    };
    for (const t of schema.types.filter((t) => !t.name.startsWith("__") && !BUILT_IN.has(t.name))) {
      check(t.name, t.description);
      if (t.kind === "OBJECT" || t.kind === "INTERFACE") {
        for (const field of t.fields) {
          check(`${t.name}.${field.name}`, field.description);
          for (const arg of field.args) check(`${t.name}.${field.name}(${arg.name})`, arg.description);
        }
      }
      if (t.kind === "INPUT_OBJECT") for (const field of t.inputFields) check(`${t.name}.${field.name}`, field.description);
      if (t.kind === "ENUM") for (const value of t.enumValues) check(`${t.name}.${value.name}`, value.description);
    }
    expect(missing).toEqual([]);
  });

  it("dit l'unité, les bornes et les libellés qu'un développeur cherche", () => {
    const field = (typeName: string, name: string) => {
      const t = type(typeName);
      return "fields" in t ? t.fields.find((f) => f.name === name)! : undefined!;
    };
    expect(field("Order", "totalCents").description).toMatch(/cents/);
    expect(field("Query", "orders").args.find((a) => a.name === "first")!.description).toMatch(/1–100, default 25/);
    const status = type("OrderStatus");
    expect("enumValues" in status && status.enumValues.find((v) => v.name === "PENDING_PAYMENT")!.description).toMatch(/En attente de paiement/);
    expect(field("Mutation", "recordLogin").description).toMatch(/any signed-in user/);
  });

  it("complète PageInfo comme le demande la spécification Relay", () => {
    const pageInfo = type("PageInfo");
    const fields = "fields" in pageInfo ? pageInfo.fields.map((f) => f.name) : [];
    expect(fields.sort()).toEqual(["endCursor", "hasNextPage", "hasPreviousPage", "startCursor"]);
  });
});

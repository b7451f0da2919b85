import { buildSchema } from "graphql";
import { resolvers, typeDefs } from ".";

describe("schema.graphql", () => {
  it("est un schéma valide, sans type défini deux fois", () => {
    // graphql-js refuses duplicate definitions that schema-merging tools would silently merge.
    expect(() => buildSchema(typeDefs)).not.toThrow();
  });

  it("a un résolveur pour chaque champ racine", () => {
    const schema = buildSchema(typeDefs);
    const resolved = resolvers as Record<string, Record<string, unknown>>;
    for (const root of [schema.getQueryType()!, schema.getMutationType()!]) {
      const missing = Object.keys(root.getFields()).filter((field) => !resolved[root.name]?.[field]);
      expect(missing).toEqual([]);
    }
  });
});

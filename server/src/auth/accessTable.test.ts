import { readFileSync } from "node:fs";
import { join } from "node:path";
import { buildSchema, isObjectType } from "graphql";
import { FIELD_ACCESS } from "./accessTable";
import { accessOf } from "./fieldAccess";

const schema = buildSchema(readFileSync(join(__dirname, "../../../schema.graphql"), "utf8"));
const objectTypes = Object.values(schema.getTypeMap()).filter((type) => isObjectType(type) && !type.name.startsWith("__"));
const coordinates = objectTypes.flatMap((type) => (isObjectType(type) ? Object.keys(type.getFields()).map((field) => `${type.name}.${field}`) : []));

describe("chaque champ du schéma déclare qui peut le lire (docs/roles-fields.md)", () => {
  it("aucun champ sans déclaration, par son type ou pour lui-même", () => {
    expect(coordinates.filter((coordinate) => accessOf(FIELD_ACCESS, coordinate) === undefined)).toEqual([]);
  });

  it("chaque champ de Query et de Mutation a la sienne : une nouvelle opération ne peut pas y échapper", () => {
    const roots = coordinates.filter((c) => c.startsWith("Query.") || c.startsWith("Mutation."));
    expect(roots.filter((c) => !Object.hasOwn(FIELD_ACCESS, c))).toEqual([]);
    expect(Object.hasOwn(FIELD_ACCESS, "Query") || Object.hasOwn(FIELD_ACCESS, "Mutation")).toBe(false);
  });

  it("aucune déclaration ne nomme un type ou un champ qui n’existe pas", () => {
    const known = new Set([...objectTypes.map((t) => t.name), ...coordinates]);
    expect(Object.keys(FIELD_ACCESS).filter((key) => !known.has(key))).toEqual([]);
  });
});

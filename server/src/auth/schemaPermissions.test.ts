import { readFileSync } from "node:fs";
import { join } from "node:path";
import { FIELD_ACCESS } from "./accessTable";
import { describedElements, rewriteFieldTable, rewriteSchema, sentenceOf } from "./schemaPermissions";

const source = readFileSync(join(__dirname, "../../../schema.graphql"), "utf8");
const fieldsDoc = readFileSync(join(__dirname, "../../../docs/roles-fields.md"), "utf8");

describe("le schéma dit la permission de chaque champ (l’explorateur la montre)", () => {
  it("chaque champ ou type qui déclare la sienne la dit à la fin de sa description (npm run docs:permissions l’écrit)", () => {
    const wrong = describedElements(source, FIELD_ACCESS)
      .filter((element) => !element.description || sentenceOf(element.description.value) !== element.expected)
      .map((element) => `${element.key}: ${element.expected}`);
    expect(wrong).toEqual([]);
  });

  it("chaque champ de Query et de Mutation en fait partie", () => {
    const keys = new Set(describedElements(source, FIELD_ACCESS).map((element) => element.key));
    const roots = Object.keys(FIELD_ACCESS).filter((key) => key.startsWith("Query.") || key.startsWith("Mutation."));
    expect(roots.filter((key) => !keys.has(key))).toEqual([]);
  });

  it("docs/roles-fields.md montre la table des déclarations telle qu’elle est (npm run docs:permissions l’écrit)", () => {
    expect(fieldsDoc).toBe(rewriteFieldTable(fieldsDoc, FIELD_ACCESS));
  });

  it("la réécriture remplace une phrase périmée et garde le reste de la description", () => {
    const schema = '"""\nAn order.\nPermission: Clients (CUSTOMERS_READ).\n"""\ntype Query {\n  "The order."\n  order(id: ID!): String\n}\n';
    const rewritten = rewriteSchema(schema, { "Query.order": "ORDERS_READ" });
    expect(rewritten).toContain('  """\n  The order.\n  Permission: Commandes (ORDERS_READ).\n  """\n  order(id: ID!): String');
    expect(rewriteSchema(rewritten, { "Query.order": "ORDERS_READ" })).toBe(rewritten);
  });
});

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { countOf, OPERATION_BUDGET } from "./costModel";
import { consoleOperations, consoleSchema, estimateOf, estimatesTable, REPO_ROOT, TABLE_END, TABLE_START } from "./consoleOperations";

const schema = consoleSchema();
const operations = consoleOperations(schema);

describe("les opérations de la console tiennent dans le budget", () => {
  it("sont lues dans les fichiers .graphql de client/src", () => {
    expect(operations.length).toBeGreaterThan(10);
    expect(operations.map((op) => op.name)).toEqual(expect.arrayContaining(["OrderList", "Dashboard", "ModerateCreations"]));
  });

  it.each(operations.map((op) => [op.name, op] as const))(
    "%s, à son plus coûteux (pages de 100, filtres et recherche remplis), reste sous la moitié du budget",
    (_, op) => {
      // Half: room for the screens to grow before the budget gets in their way.
      expect(estimateOf(schema, op)).toBeLessThanOrEqual(OPERATION_BUDGET / 2);
    },
  );

  it("prend la valeur la plus chère, pas la plus remplie : l'application d'un import, des filtres d'utilisateurs sans recherche", () => {
    const op = (name: string) => operations.find((o) => o.name === name)!;
    // 100 lines applied: looked up (2 reads each), then moved with their customers (2 more each) —
    // a dry run alone would be 201.
    expect(estimateOf(schema, op("ImportTrackingNumbers"))).toBeGreaterThan(400);
    // 4 user filters with no search: one count() each; with a search, none.
    expect(estimateOf(schema, op("UserViewCounts"))).toBeGreaterThanOrEqual(4 * countOf("users"));
  });

  it("docs/api-limits.md montre le tableau à jour (npm run docs:api-limits le régénère)", () => {
    const doc = readFileSync(join(REPO_ROOT, "docs/api-limits.md"), "utf8");
    const table = doc.slice(doc.indexOf(TABLE_START) + TABLE_START.length, doc.indexOf(TABLE_END)).trim();
    expect(table).toBe(estimatesTable(schema));
  });
});

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { buildSchema, parse, validate } from "graphql";
import { DEFAULT_QUERY } from "./defaultQuery";

// The example runs as the first visit shows it: a field renamed in the schema (Order.total became
// totalCents) must fail here, not as a 400 in the explorer.
test("l'exemple de l'explorateur est valide contre schema.graphql", () => {
  const schema = buildSchema(readFileSync(join(__dirname, "../../../../schema.graphql"), "utf8"));
  expect(validate(schema, parse(DEFAULT_QUERY)).map((error) => error.message)).toEqual([]);
});

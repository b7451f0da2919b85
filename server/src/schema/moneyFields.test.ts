import { buildSchema, getNamedType, isInputObjectType, isObjectType, type GraphQLType } from "graphql";
import { typeDefs } from ".";

/**
 * One money on the wire (docs/decisions.md): every amount is an Int of cents in a field named
 * …Cents. A money-looking name typed Float (euros) fails here, on fields, input fields and
 * arguments alike; percentages, rates, strengths, credits and points are not money.
 */
const MONEY = /total|amount|price|revenue|cents|cost|basket|refunded|sales|axis/i;
const NOT_MONEY = /count|percent|rate|credits|points|strength/i;

function floatMoney(): string[] {
  const schema = buildSchema(typeof typeDefs === "string" ? typeDefs : String(typeDefs));
  const found: string[] = [];
  const check = (where: string, field: { name: string; type: GraphQLType }) => {
    if (MONEY.test(field.name) && !NOT_MONEY.test(field.name) && getNamedType(field.type)?.name === "Float") found.push(`${where}.${field.name}`);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith("__")) continue;
    if (isObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        check(type.name, field);
        for (const arg of field.args) check(`${type.name}.${field.name}`, arg);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) check(type.name, field);
    }
  }
  return found;
}

describe("l'argent circule en centimes entiers", () => {
  it("aucun montant de schema.graphql n'est un Float (des euros)", () => {
    expect(floatMoney()).toEqual([]);
  });

  it("les montants sont des Int dont le nom finit par « Cents »", () => {
    const schema = buildSchema(typeof typeDefs === "string" ? typeDefs : String(typeDefs));
    const wrong: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (!(isObjectType(type) || isInputObjectType(type)) || type.name.startsWith("__")) continue;
      for (const field of Object.values(type.getFields())) {
        if (/cents$/i.test(field.name) && getNamedType(field.type as GraphQLType).name !== "Int") wrong.push(`${type.name}.${field.name}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

import { buildSchema, GraphQLError, parse, type OperationDefinitionNode } from "graphql";
import { AGGREGATES_READS } from "./costModel";
import { typeDefs } from "../schema";
import { enforceOperationLimits, LIMITS, tokenLimitRefusal } from "./operationLimits";

const schema = buildSchema(typeDefs);

function check(source: string, variables?: Record<string, unknown>) {
  const document = parse(source);
  const operation = document.definitions[0] as OperationDefinitionNode;
  return enforceOperationLimits(schema, document, operation, variables);
}

function refusal(source: string): GraphQLError {
  try {
    check(source);
  } catch (error) {
    if (error instanceof GraphQLError) return error;
    throw error;
  }
  throw new Error("accepted");
}

const aliases = (n: number, field = "orders(first: 1) { totalCount }") => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(" ")} }`;

describe("plafonds d'une opération", () => {
  it("laisse passer une opération sous tous les plafonds et rend son estimation", () => {
    // each: a page of 1 (2 reads) and its customer (1).
    expect(check(aliases(LIMITS.maxRootFields, "orders(first: 1) { edges { node { customer { email } } } }"))).toMatchObject({
      estimatedReads: 1 + LIMITS.maxRootFields * 3,
    });
  });

  it("refuse 20 comptages de commandes distincts : à 100 000 commandes, chacun coûte 100 lectures (issue 24)", () => {
    // What the 20 counts bill at the bound: ceil(100,000 / 1,000) each, plus the aggregates and a page of 1.
    const bill = 20 * (Math.ceil(100_000 / 1000) + AGGREGATES_READS + 2);
    const error = refusal(`{ ${Array.from({ length: 20 }, (_, i) => `c${i}: orders(first: 1, filter: { search: "client${i}" }) { totalCount }`).join(" ")} }`);
    expect(error.extensions).toMatchObject({ code: "QUERY_TOO_COMPLEX", estimatedReads: 1 + bill, budget: 1000 });
    expect(bill).toBeGreaterThan(1000);
  });

  it("refuse une opération au-delà du budget, avec l'estimation et le budget, en HTTP 400", () => {
    const error = refusal(aliases(6, "orders(first: 100) { edges { node { customer { email } } } }"));
    expect(error.message).toBe(
      "Requête trop coûteuse : environ 1207 lectures Firestore estimées, pour un maximum de 1000. " +
        "Demandez moins d’éléments (« first ») ou découpez-la en plusieurs requêtes.",
    );
    expect(error.extensions).toEqual({ code: "QUERY_TOO_COMPLEX", estimatedReads: 1207, budget: 1000, http: { status: 400 } });
  });

  it("refuse trop de champs à la racine, même bon marché", () => {
    const error = refusal(`{ ${Array.from({ length: 21 }, (_, i) => `m${i}: __typename`).join(" ")} }`);
    expect(error.extensions).toMatchObject({ code: "QUERY_TOO_COMPLEX", rootFields: 21, maxRootFields: 20 });
    expect(error.message).toBe("Requête trop large : 21 champs à la racine, pour un maximum de 20. Découpez-la en plusieurs requêtes.");
  });

  it("refuse trop d'alias dans le document", () => {
    const error = refusal(`{ me { ${Array.from({ length: 51 }, (_, i) => `e${i}: email`).join(" ")} } }`);
    expect(error.extensions).toMatchObject({ code: "QUERY_TOO_COMPLEX", aliases: 51, maxAliases: 50 });
  });

  it("traduit le refus du lexeur (trop de jetons) en QUERY_TOO_COMPLEX", () => {
    let message = "";
    try {
      parse(aliases(2000), { maxTokens: LIMITS.maxTokens });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(tokenLimitRefusal(message)).toEqual({
      message: "Requête trop longue : plus de 3000 éléments de syntaxe.",
      extensions: { code: "QUERY_TOO_COMPLEX", estimatedReads: null, budget: 1000, maxTokens: 3000 },
    });
    expect(tokenLimitRefusal("Syntax Error: Expected Name, found <EOF>.")).toBeNull();
  });
});

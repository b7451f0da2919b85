/**
 * The ceilings every operation must fit under before anything is read (docs/api-limits.md).
 * All of them refuse with QUERY_TOO_COMPLEX (HTTP 400), the estimate and the budget.
 */
import { GraphQLError, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode } from "graphql";
import { OPERATION_BUDGET } from "./costModel";
import { MAX_SELECTIONS, measureOperation, TooManySelections, type OperationMeasure } from "./operationCost";

export const LIMITS = {
  /** Estimated Firestore reads. */
  budget: OPERATION_BUDGET,
  /** Distinct root fields (aliases included): the console sends one, a sandbox user a few. */
  maxRootFields: 20,
  /** Aliased fields in the whole document. */
  maxAliases: 50,
  /**
   * Lexical tokens of the document, enforced by the parser (Apollo's parseOptions.maxTokens):
   * the console's largest document has about 300, the standard introspection query under 200.
   * Parsing and validating 2,000 aliases (22,000 tokens) costs over a second of CPU, so such a
   * document is refused before it is even parsed.
   */
  maxTokens: 3000,
  /** Nesting below the root (connection → edges → node → customer → … is 4). */
  maxDepth: 10,
} as const;

export const limitMessages = {
  tooExpensive: (estimate: number, budget: number) =>
    `Requête trop coûteuse : environ ${estimate} lectures Firestore estimées, pour un maximum de ${budget}. ` +
    "Demandez moins d’éléments (« first ») ou découpez-la en plusieurs requêtes.",
  tooManyRootFields: (n: number, max: number) => `Requête trop large : ${n} champs à la racine, pour un maximum de ${max}. Découpez-la en plusieurs requêtes.`,
  tooManyAliases: (n: number, max: number) => `Requête trop large : ${n} alias, pour un maximum de ${max}. Découpez-la en plusieurs requêtes.`,
  tooManySelections: (max: number) => `Requête trop large : plus de ${max} champs à résoudre une fois les fragments développés.`,
  tooManyTokens: (max: number) => `Requête trop longue : plus de ${max} éléments de syntaxe.`,
} as const;

export function tooComplex(message: string, details: Record<string, number | null>): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code: "QUERY_TOO_COMPLEX", ...details, http: { status: 400 } },
  });
}

/**
 * Measures the operation and throws QUERY_TOO_COMPLEX when it is over a ceiling; returns the
 * measure otherwise (its estimate goes to extensions.cost).
 */
export function enforceOperationLimits(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | undefined,
  limits: Pick<typeof LIMITS, "budget" | "maxRootFields" | "maxAliases"> = LIMITS,
): OperationMeasure {
  let measure: OperationMeasure;
  try {
    measure = measureOperation(schema, document, operation, variables);
  } catch (error) {
    if (!(error instanceof TooManySelections)) throw error;
    throw tooComplex(limitMessages.tooManySelections(MAX_SELECTIONS), {
      estimatedReads: null,
      budget: limits.budget,
      maxSelections: MAX_SELECTIONS,
    });
  }
  const { estimatedReads, rootFields, aliases } = measure;
  const details = { estimatedReads, budget: limits.budget };
  if (rootFields > limits.maxRootFields) {
    throw tooComplex(limitMessages.tooManyRootFields(rootFields, limits.maxRootFields), {
      ...details,
      rootFields,
      maxRootFields: limits.maxRootFields,
    });
  }
  if (aliases > limits.maxAliases) {
    throw tooComplex(limitMessages.tooManyAliases(aliases, limits.maxAliases), {
      ...details,
      aliases,
      maxAliases: limits.maxAliases,
    });
  }
  if (estimatedReads > limits.budget) throw tooComplex(limitMessages.tooExpensive(estimatedReads, limits.budget), details);
  return measure;
}

/** graphql-js aborts parsing with "Document contains more that N tokens" (sic). */
const TOKENS_ABORTED = /Document contains more tha[nt] (\d+) tokens/;

/** The parser's token refusal as the API's QUERY_TOO_COMPLEX, in French. */
export function tokenLimitRefusal(message: string): { message: string; extensions: Record<string, unknown> } | null {
  const match = TOKENS_ABORTED.exec(message);
  if (!match) return null;
  const maxTokens = Number(match[1]);
  return {
    message: limitMessages.tooManyTokens(maxTokens),
    extensions: { code: "QUERY_TOO_COMPLEX", estimatedReads: null, budget: LIMITS.budget, maxTokens },
  };
}

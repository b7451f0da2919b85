/**
 * Tooling, not used by the API at run time: every operation of the console's `.graphql`
 * documents (client/src), as the console sends it (with the fragments it uses), and its
 * estimate at its most expensive. The unit test keeps each under the budget; the table of
 * docs/api-limits.md is generated from here (scripts/api-limits-table.ts).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInputType,
  isListType,
  isNonNullType,
  isScalarType,
  Kind,
  parse,
  typeFromAST,
  visit,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from "graphql";
import { MAX_PAGE_SIZE } from "../firestore/collection";
import { measureOperation } from "./operationCost";

export const REPO_ROOT = join(__dirname, "../../..");
const CLIENT_SOURCES = join(REPO_ROOT, "client/src");

export interface ConsoleOperation {
  name: string;
  kind: OperationDefinitionNode["operation"];
  /** Path from the repository root. */
  file: string;
  document: DocumentNode;
  operation: OperationDefinitionNode;
  /** Its costliest variables, one set per way of filling them (VARIANTS). */
  variants: Record<string, unknown>[];
}

export const consoleSchema = (): GraphQLSchema => buildSchema(readFileSync(join(REPO_ROOT, "schema.graphql"), "utf8"));

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "gql" ? [] : graphqlFiles(path); // gql/: generated
    return entry.name.endsWith(".graphql") ? [path] : [];
  });
}

/**
 * The most expensive value a screen can send: every page at its largest (the lists offer 25,
 * 50 or 100 rows), every filter and search filled in (an e-mail search looks the customer up
 * first), every list of ids (or of filters) at the API's maximum of 100. Which value costs more is
 * not always the fullest: a dry run reads less than the apply it previews, a users filter with a
 * search is a scan and one without a count(). So `variant` sets every Boolean (`flag`) and
 * chooses whether optional text inside an input object is filled in or left out (`texts`).
 */
interface Variant {
  flag: boolean;
  texts: boolean;
}

function costliest(type: GraphQLInputType, variant: Variant): unknown {
  if (isNonNullType(type)) return costliest(type.ofType, variant);
  if (isListType(type)) {
    // A list of input objects (the saved views' filters) repeats the costliest object; any other, distinct ids.
    const item = isInputObjectType(isNonNullType(type.ofType) ? type.ofType.ofType : type.ofType) ? costliest(type.ofType, variant) : null;
    return Array.from({ length: MAX_PAGE_SIZE }, (_, i) => item ?? `id-${i}`);
  }
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((field) => variant.texts || isNonNullType(field.type) || !isText(field.type));
    return Object.fromEntries(fields.map((field) => [field.name, costliest(field.type, variant)]));
  }
  switch (type.name) {
    case "Int":
    case "Float":
      return MAX_PAGE_SIZE;
    case "Boolean":
      return variant.flag;
    case "DateTime":
      return "2026-01-01T00:00:00.000Z";
    default:
      return "client@atelier.test";
  }
}

const isText = (type: GraphQLInputType) => isScalarType(type) && (type.name === "String" || type.name === "ID");

const VARIANTS: Variant[] = [true, false].flatMap((flag) => [true, false].map((texts) => ({ flag, texts })));

/** The variables at their costliest, once per variant: the estimate is the most expensive of them. */
function variablesOf(schema: GraphQLSchema, operation: OperationDefinitionNode): Record<string, unknown>[] {
  return VARIANTS.map((variant) => {
    const variables: Record<string, unknown> = {};
    for (const definition of operation.variableDefinitions ?? []) {
      const type = typeFromAST(schema, definition.type);
      if (type && isInputType(type)) variables[definition.variable.name.value] = costliest(type, variant);
    }
    return variables;
  });
}

/** The fragments an operation uses, directly or through other fragments. */
function usedFragments(operation: OperationDefinitionNode, fragments: Map<string, FragmentDefinitionNode>): DefinitionNode[] {
  const used = new Map<string, FragmentDefinitionNode>();
  const pending: DefinitionNode[] = [operation];
  while (pending.length) {
    visit(pending.pop()!, {
      FragmentSpread(node) {
        const fragment = fragments.get(node.name.value);
        if (fragment && !used.has(fragment.name.value)) {
          used.set(fragment.name.value, fragment);
          pending.push(fragment);
        }
      },
    });
  }
  return [...used.values()];
}

export function consoleOperations(schema: GraphQLSchema = consoleSchema()): ConsoleOperation[] {
  const parsed = graphqlFiles(CLIENT_SOURCES)
    .sort()
    .map((path) => ({ file: relative(REPO_ROOT, path), document: parse(readFileSync(path, "utf8")) }));
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const { document } of parsed) {
    for (const definition of document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
  }
  return parsed.flatMap(({ file, document }) =>
    document.definitions
      .filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)
      .map((operation) => ({
        name: operation.name?.value ?? "(anonyme)",
        kind: operation.operation,
        file,
        document: { kind: Kind.DOCUMENT, definitions: [operation, ...usedFragments(operation, fragments)] },
        operation,
        variants: variablesOf(schema, operation),
      })),
  );
}

export const estimateOf = (schema: GraphQLSchema, op: ConsoleOperation) =>
  Math.max(...op.variants.map((variables) => measureOperation(schema, op.document, op.operation, variables).estimatedReads));

export const TABLE_START = "<!-- console-estimates:start (npm run docs:api-limits) -->";
export const TABLE_END = "<!-- console-estimates:end -->";

/** The table of docs/api-limits.md: each console operation and its estimate at its costliest. */
export function estimatesTable(schema: GraphQLSchema = consoleSchema()): string {
  const rows = consoleOperations(schema).map((op) => `| \`${op.file}\` | ${op.kind} \`${op.name}\` | ${estimateOf(schema, op)} |`);
  return ["| document | operation | estimated reads |", "| --- | --- | ---: |", ...rows].join("\n");
}

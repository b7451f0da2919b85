/**
 * The static measure of an operation, taken after validation and before anything is read: its
 * estimated Firestore reads (costModel.ts), its root fields and its aliases. Fields are
 * collected the way graphql-js executes them — fragments expanded, @skip/@include applied, and
 * selections sharing a response name merged into one resolution — so aliases and fragments
 * count exactly as often as they would run.
 */
import {
  getArgumentValues,
  getDirectiveValues,
  getNamedType,
  getVariableValues,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  isAbstractType,
  isObjectType,
  Kind,
  visit,
  type DirectiveNode,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from "graphql";
import { CALLER_RECORD_READS, type Args, type FieldCost } from "./costModel";
import { FIELD_COSTS } from "./fieldCosts";

export interface OperationMeasure {
  estimatedReads: number;
  /** Distinct response names at the root, fragments expanded. */
  rootFields: number;
  /** Aliased fields anywhere in the document. */
  aliases: number;
  /** Field selections the estimate had to walk (the operation's tree, fragments expanded). */
  selections: number;
  /**
   * Every schema coordinate (`Type.field`) the operation may resolve, abstract types expanded to
   * each possible type: what the access check (auth/fieldAccess.ts) reads, from this same walk.
   */
  coordinates: ReadonlySet<string>;
  /** Each resolution of a field that takes arguments, with its arguments: a conditional permission reads them. */
  calls: readonly { coordinate: string; args: Args }[];
}

/**
 * Past this many selections the walk stops: a few nested fragments can describe a tree far
 * larger than the document (each one spreading the next twice), and measuring it must not cost
 * what running it would. The console's largest operation walks under 100.
 */
export const MAX_SELECTIONS = 5000;

export class TooManySelections extends Error {}

interface Walk {
  schema: GraphQLSchema;
  fragments: Record<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
  selections: number;
  coordinates: Set<string>;
  calls: { coordinate: string; args: Args }[];
}

export function measureOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  rawVariables: Record<string, unknown> = {},
): OperationMeasure {
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
  }
  // Invalid variables stop execution before any resolver: estimate with the defaults then.
  const { coerced } = getVariableValues(schema, operation.variableDefinitions ?? [], rawVariables, { maxErrors: 1 });
  const walk: Walk = { schema, fragments, variables: coerced ?? {}, selections: 0, coordinates: new Set(), calls: [] };
  const root = schema.getRootType(operation.operation);
  if (!root) throw new Error(`no ${operation.operation} type in the schema`);
  const rootFields = collectFields(walk, root, [operation.selectionSet]);
  return {
    estimatedReads: CALLER_RECORD_READS + fieldsCost(walk, root, rootFields, {}),
    rootFields: rootFields.size,
    aliases: countAliases(document),
    selections: walk.selections,
    coordinates: walk.coordinates,
    calls: walk.calls,
  };
}

function fieldsCost(walk: Walk, type: GraphQLObjectType, fields: Map<string, FieldNode[]>, call: Args): number {
  let total = 0;
  for (const nodes of fields.values()) {
    const node = nodes[0]!;
    const name = node.name.value;
    walk.selections += 1;
    if (walk.selections > MAX_SELECTIONS) throw new TooManySelections();
    if (name.startsWith("__")) continue; // __typename and introspection read no document
    const field = type.getFields()[name];
    if (!field) continue;
    walk.coordinates.add(`${type.name}.${name}`);
    const args = argumentsOf(field, node, walk.variables);
    if (field.args.length) walk.calls.push({ coordinate: `${type.name}.${name}`, args });
    const fieldCall = field.args.length ? args : call;
    const cost: FieldCost = FIELD_COSTS[`${type.name}.${name}`] ?? {};
    const reads = amount(cost.reads ?? 0, args, fieldCall);
    const items = amount(cost.items ?? 1, args, fieldCall);
    total += reads + items * childrenCost(walk, getNamedType(field.type), nodes, fieldCall);
  }
  return total;
}

/** An abstract type costs what its most expensive possible type would. */
function childrenCost(walk: Walk, type: unknown, nodes: FieldNode[], call: Args): number {
  const sets = nodes.flatMap((n) => (n.selectionSet ? [n.selectionSet] : []));
  if (!sets.length) return 0;
  const candidates = isObjectType(type) ? [type] : isAbstractType(type) ? walk.schema.getPossibleTypes(type) : [];
  return Math.max(0, ...candidates.map((t) => fieldsCost(walk, t, collectFields(walk, t, sets), call)));
}

const amount = (value: number | ((args: Args, call: Args) => number), args: Args, call: Args) => (typeof value === "function" ? value(args, call) : value);

function argumentsOf(field: GraphQLField<unknown, unknown>, node: FieldNode, variables: Record<string, unknown>): Args {
  try {
    return getArgumentValues(field, node, variables);
  } catch {
    return {}; // bad arguments fail the field before its resolver reads anything
  }
}

/** graphql-js's CollectFields: response name → the field nodes merged into one resolution. */
function collectFields(
  walk: Walk,
  type: GraphQLObjectType,
  selectionSets: SelectionSetNode[],
  fields = new Map<string, FieldNode[]>(),
  visitedFragments = new Set<string>(),
): Map<string, FieldNode[]> {
  for (const set of selectionSets) {
    for (const selection of set.selections) {
      if (!included(selection, walk.variables)) continue;
      if (selection.kind === Kind.FIELD) {
        const key = selection.alias?.value ?? selection.name.value;
        fields.set(key, [...(fields.get(key) ?? []), selection]);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        if (applies(walk, selection.typeCondition?.name.value, type)) {
          collectFields(walk, type, [selection.selectionSet], fields, visitedFragments);
        }
      } else {
        const name = selection.name.value;
        const fragment = walk.fragments[name];
        if (visitedFragments.has(name) || !fragment) continue;
        visitedFragments.add(name);
        if (applies(walk, fragment.typeCondition.name.value, type)) {
          collectFields(walk, type, [fragment.selectionSet], fields, visitedFragments);
        }
      }
    }
  }
  return fields;
}

function included(node: { directives?: readonly DirectiveNode[] }, variables: Record<string, unknown>): boolean {
  try {
    if (getDirectiveValues(GraphQLSkipDirective, node, variables)?.if === true) return false;
    return getDirectiveValues(GraphQLIncludeDirective, node, variables)?.if !== false;
  } catch {
    return true; // count what cannot be decided
  }
}

function applies(walk: Walk, condition: string | undefined, type: GraphQLObjectType): boolean {
  if (!condition || condition === type.name) return true;
  const conditionType = walk.schema.getType(condition);
  return !!conditionType && isAbstractType(conditionType) && walk.schema.isSubType(conditionType, type);
}

function countAliases(document: DocumentNode): number {
  let aliases = 0;
  visit(document, {
    Field(node) {
      if (node.alias) aliases += 1;
    },
  });
  return aliases;
}

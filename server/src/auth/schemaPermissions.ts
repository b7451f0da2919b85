/**
 * The « Permission: … » sentence of every schema element that declares its own access (a root
 * field, a nested field that reaches a guarded domain, a type whose fields all need one), so that
 * the explorer shows it: read from the modules' declarations, written into schema.graphql by
 * `npm run docs:permissions`, and compared by a unit test (schemaPermissions.test.ts).
 */
import { Kind, parse, type StringValueNode } from "graphql";
import { PERMISSION_LABELS } from "@atelier/domain/staff/permissions";
import { ADMIN, describeAccess, INHERIT, SIGNED_IN, type FieldAccess } from "./fieldAccess";

/** A description's sentence: one line, at its end. */
const SENTENCE = /\s*Permission: [^\n]*$/;

export interface DescribedElement {
  /** `Type` or `Type.field`. */
  key: string;
  description: StringValueNode | undefined;
  expected: string;
}

/** Every element of `source` whose declaration has a sentence, with its description node. */
export function describedElements(source: string, table: Record<string, FieldAccess>): DescribedElement[] {
  const elements: DescribedElement[] = [];
  for (const definition of parse(source).definitions) {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION && definition.kind !== Kind.OBJECT_TYPE_EXTENSION) continue;
    const type = definition.name.value;
    const own = table[type];
    if (definition.kind === Kind.OBJECT_TYPE_DEFINITION) {
      const typeSentence = own ? describeAccess(own, PERMISSION_LABELS) : null;
      if (typeSentence) elements.push({ key: type, description: definition.description, expected: typeSentence });
    }
    for (const field of definition.fields ?? []) {
      const access = table[`${type}.${field.name.value}`];
      const sentence = access ? describeAccess(access, PERMISSION_LABELS) : null;
      if (sentence) elements.push({ key: `${type}.${field.name.value}`, description: field.description, expected: sentence });
    }
  }
  return elements;
}

/** The description's text with its sentence replaced by `sentence`. */
export const withSentence = (text: string, sentence: string): string => `${text.replace(SENTENCE, "").trimEnd()}\n${sentence}`;

/** The sentence a description ends with, or null. */
export const sentenceOf = (text: string): string | null => SENTENCE.exec(text)?.[0].trim() ?? null;

/** `source` with every element's description ending with its sentence (block strings, indented as they were). */
export function rewriteSchema(source: string, table: Record<string, FieldAccess>): string {
  const edits = describedElements(source, table)
    .filter((element) => element.description && sentenceOf(element.description.value) !== element.expected)
    .map((element) => {
      const node = element.description!;
      const start = node.loc!.start;
      const lineStart = source.lastIndexOf("\n", start) + 1;
      const indent = source.slice(lineStart, start);
      const text = withSentence(node.value, element.expected);
      const block = `"""\n${text
        .split("\n")
        .map((line) => (line ? indent + line : line))
        .join("\n")}\n${indent}"""`;
      return { start, end: node.loc!.end, block };
    })
    .sort((a, b) => b.start - a.start);
  let out = source;
  for (const edit of edits) out = out.slice(0, edit.start) + edit.block + out.slice(edit.end);
  return out;
}

/** Where the field table of docs/roles-fields.md starts and ends (`npm run docs:permissions` writes between them). */
export const TABLE_START = "<!-- table des champs : npm run docs:permissions -->";
export const TABLE_END = "<!-- fin de la table -->";

const markdownAccess = (access: FieldAccess): string => {
  if (access === ADMIN) return "tout administrateur";
  if (access === INHERIT) return "celle du champ qui y mène";
  if (access === SIGNED_IN) return "tout compte connecté, pour lui-même";
  if (typeof access === "string") return `${PERMISSION_LABELS[access]} (\`${access}\`)`;
  if ("when" in access) {
    return `${PERMISSION_LABELS[access.permission]} (\`${access.permission}\`), et ${PERMISSION_LABELS[access.also]} (\`${access.also}\`) ${access.condition.fr}`;
  }
  return access.anyOf.map((p) => `${PERMISSION_LABELS[p]} (\`${p}\`)`).join(" ou ");
};

/** The declarations as a Markdown table, one row per access, its keys in alphabetical order (roots first). */
export function fieldTable(table: Record<string, FieldAccess>): string {
  const rows = new Map<string, string[]>();
  for (const [key, access] of Object.entries(table)) {
    const label = markdownAccess(access);
    rows.set(label, [...(rows.get(label) ?? []), key]);
  }
  const rootFirst = (key: string) => (key.startsWith("Query.") || key.startsWith("Mutation.") ? `0${key}` : `1${key}`);
  const lines = [...rows.entries()]
    .sort(([a], [b]) => a.localeCompare(b, "fr"))
    .map(
      ([label, keys]) =>
        `| ${label} | ${keys
          .sort((a, b) => rootFirst(a).localeCompare(rootFirst(b)))
          .map((k) => `\`${k}\``)
          .join(", ")} |`,
    );
  return ["| ce qu’il faut | champs (`Type.champ`) et types (`Type` : tous ses champs) |", "| --- | --- |", ...lines].join("\n");
}

/** `doc` with the table between its markers replaced by `fieldTable(table)`. */
export function rewriteFieldTable(doc: string, table: Record<string, FieldAccess>): string {
  const start = doc.indexOf(TABLE_START);
  const end = doc.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`docs/roles-fields.md: markers ${TABLE_START} … ${TABLE_END} missing`);
  return `${doc.slice(0, start + TABLE_START.length)}\n\n${fieldTable(table)}\n\n${doc.slice(end)}`;
}

/**
 * No module of server/src imports itself through others. A cycle (orders.ts → orderQueries.ts →
 * orders.ts, as it was) makes a module's exports undefined while the other is being loaded, and
 * means no part can be read alone: each collection's parts import its leaf record module instead.
 * Type-only imports count too, they tangle the code the same way. The one exception is the
 * generated code, which codegen makes import the context type and the records by design.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

const ROOT = __dirname;
const GENERATED = join(ROOT, "generated");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

/** The files of server/src that `file` imports or re-exports (relative specifiers only). */
function importsOf(file: string): string[] {
  if (file.startsWith(GENERATED)) return [];
  const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
  return importedFiles.flatMap(({ fileName }) => {
    if (!fileName.startsWith(".")) return [];
    const base = resolve(dirname(file), fileName);
    return [`${base}.ts`, `${base}.tsx`, join(base, "index.ts")].find(existsSync) ?? [];
  });
}

/** Every cycle, as its files in import order (each strongly connected component, Tarjan's way). */
function importCycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter++);
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (stack.includes(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
    }
    if (low.get(file) === index.get(file)) {
      const component = stack.splice(stack.indexOf(file));
      if (component.length > 1 || graph.get(file)?.includes(file)) cycles.push(component);
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

describe("imports de server/src", () => {
  it("trouve un cycle quand il y en a un", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a"]],
      ["d", ["a"]],
    ]);
    expect(importCycles(graph).map((c) => [...c].sort())).toEqual([["a", "b", "c"]]);
  });

  it("ne forment aucun cycle", () => {
    const graph = new Map(sourceFiles(ROOT).map((file) => [file, importsOf(file)]));
    expect(graph.size).toBeGreaterThan(50);
    const cycles = importCycles(graph).map((cycle) => cycle.map((file) => relative(ROOT, file)).join(" → "));
    expect(cycles).toEqual([]);
  });
});

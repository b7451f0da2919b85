/**
 * The domain runs in the console's bundle as well as in the Cloud Function, so its sources import
 * nothing but each other: no `node:` module (idempotencyKey.ts hashes with node:crypto, so it stays
 * in server/src/rules), no firebase-admin or firebase-functions, no path out of the package. Node's
 * built-ins are refused under their bare names too (`crypto`, `fs`). Tests may use Node.
 * tsconfig.json checks the same sources with the DOM's lib and no Node types (`npm run typecheck`).
 */
import { readdirSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { join, relative, resolve } from "node:path";
import ts from "typescript";

const SRC = __dirname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Why `specifier`, imported by `file`, has no place in browser-safe code; null when it is fine. */
function refusal(file: string, specifier: string): string | null {
  if (specifier.startsWith(".")) {
    const target = relative(SRC, resolve(file, "..", specifier));
    return target.startsWith("..") ? "a path out of packages/domain/src" : null;
  }
  if (specifier.startsWith("@atelier/domain/")) return null;
  if (specifier.startsWith("node:") || builtinModules.includes(specifier.split("/")[0]!)) return "a Node module";
  if (/^firebase-(admin|functions)(\/|$)/.test(specifier)) return "a server-only Firebase SDK";
  return "a package the domain does not depend on";
}

describe("le paquet @atelier/domain", () => {
  it("n'importe que ses propres fichiers : ni module Node, ni firebase-admin, ni firebase-functions", () => {
    const files = sources(SRC);
    expect(files.length).toBeGreaterThan(20);
    const refused = files.flatMap((file) =>
      ts
        .preProcessFile(readFileSync(file, "utf8"), true, true)
        .importedFiles.map(({ fileName }) => ({ fileName, why: refusal(file, fileName) }))
        .filter(({ why }) => why !== null)
        .map(({ fileName, why }) => `${relative(SRC, file)}: ${fileName} (${why})`),
    );
    expect(refused).toEqual([]);
  });

  it("reconnaît chaque import interdit", () => {
    const file = join(SRC, "finances/period.ts");
    expect(refusal(file, "node:crypto")).toBe("a Node module");
    expect(refusal(file, "crypto")).toBe("a Node module");
    expect(refusal(file, "fs/promises")).toBe("a Node module");
    expect(refusal(file, "firebase-admin/firestore")).toBe("a server-only Firebase SDK");
    expect(refusal(file, "firebase-functions/v2")).toBe("a server-only Firebase SDK");
    expect(refusal(file, "../../../../server/src/rules/idempotencyKey")).toBe("a path out of packages/domain/src");
    expect(refusal(file, "../parisCalendar")).toBeNull();
    expect(refusal(file, "@atelier/domain/userErrors")).toBeNull();
  });
});

import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { DURATIONS, keyOf, projectOf, split } from "./durationSequencer.cjs";

const seconds: Record<string, number> = { "a.test.ts": 200, "b.test.ts": 100, "c.test.ts": 90, "d.test.ts": 60, "e.test.ts": 40, "f.test.ts": 10 };
const weightOf = (path: string) => seconds[path] ?? 30;
const paths = Object.keys(seconds);

describe("le partage des fichiers API et e2e entre deux piles (jest --shard)", () => {
  it("chaque fichier va à une seule moitié, et les deux moitiés font le tout", () => {
    const first = split(paths, 1, 2, weightOf);
    const second = split(paths, 2, 2, weightOf);
    expect([...first, ...second].sort()).toEqual([...paths].sort());
    expect(first.filter((p: string) => second.includes(p))).toEqual([]);
  });

  it("équilibre les secondes mesurées, pas le nombre de fichiers", () => {
    const load = (half: string[]) => half.reduce((n, p) => n + weightOf(p), 0);
    const first = split(paths, 1, 2, weightOf);
    const second = split(paths, 2, 2, weightOf);
    // 500 s in all: the longest file alone against the five others (200 + 10 vs 100 + 90 + 60 + 40).
    expect(first).toEqual(["a.test.ts", "e.test.ts", "f.test.ts"]);
    expect([load(first), load(second)]).toEqual([250, 250]);
  });

  it("un fichier non mesuré compte pour la médiane et reçoit une moitié", () => {
    const withNew = [...paths, "nouveau.test.ts"];
    const halves = [split(withNew, 1, 2, weightOf), split(withNew, 2, 2, weightOf)];
    expect(halves.flat()).toContain("nouveau.test.ts");
  });
});

it("chaque projet partagé a ses durées : les fichiers API d’un côté, e2e de l’autre, les tests unitaires gardent l’ordre de jest", () => {
  const root = `${__dirname}/../..`;
  expect(projectOf(`${root}/server/test/api/orders.test.ts`)).toBe("api");
  expect(projectOf(`${root}/e2e/orders.test.ts`)).toBe("e2e");
  expect(projectOf(`${root}/server/src/apollo.test.ts`)).toBeUndefined();
});

describe("les durées mesurées (durations.json) désignent les fichiers de ce dépôt", () => {
  const root = join(__dirname, "..", "..");
  /** The test files of a folder and its subfolders, as keys (« e2e/catalogue/aiPrompts.test.ts »). */
  const testFiles = (folder: string): string[] =>
    readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
      .filter((name) => name.endsWith(".test.ts"))
      .map((name) => relative(root, join(root, folder, name)));

  it("une clé ne dépend pas de l’endroit du clone qui a mesuré", () => {
    expect(keyOf("e2e", "/tmp/fresh3/e2e/catalogue/aiPrompts.test.ts")).toBe("e2e/catalogue/aiPrompts.test.ts");
    expect(keyOf("api", "/work/main/server/test/api/orders.test.ts")).toBe("server/test/api/orders.test.ts");
  });

  it.each(Object.keys(DURATIONS))("%s : chaque clé est un fichier de test, et presque tous sont mesurés", (project) => {
    const { folder, file } = DURATIONS[project as "api" | "e2e"];
    const measured = Object.keys(JSON.parse(readFileSync(file, "utf8")) as Record<string, number>);
    const files = testFiles(folder);
    expect(measured.filter((key) => !files.includes(key))).toEqual([]);
    // A new file weighs the median until the next refresh; most must be measured, or the halves
    // are cut by count rather than by time.
    const unmeasured = files.filter((path) => !measured.includes(path));
    expect(unmeasured.length).toBeLessThanOrEqual(Math.ceil(files.length / 10));
  });
});

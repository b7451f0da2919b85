import { projectOf, split } from "./durationSequencer.cjs";

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

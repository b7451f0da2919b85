import { checkBudget, loginRouteFiles, type Manifest } from "./bundleBudget";

// A manifest shaped like Vite's: the entry imports react statically and the pages lazily.
const manifest: Manifest = {
  "index.html": {
    file: "assets/index-a.js",
    isEntry: true,
    imports: ["_react-b.js", "_chakra-c.js"],
    dynamicImports: ["src/features/login/LoginPage.tsx", "src/app/Shell.tsx"],
  },
  "_react-b.js": { file: "assets/react-b.js" },
  "_chakra-c.js": { file: "assets/chakra-c.js", imports: ["_react-b.js"] },
  "_apollo-d.js": { file: "assets/apollo-d.js" },
  "_input-e.js": { file: "assets/input-e.js", imports: ["_chakra-c.js"] },
  "src/features/login/LoginPage.tsx": {
    file: "assets/LoginPage-f.js",
    src: "src/features/login/LoginPage.tsx",
    imports: ["_input-e.js"],
  },
  "src/app/Shell.tsx": { file: "assets/Shell-g.js", src: "src/app/Shell.tsx", imports: ["_apollo-d.js"] },
};

describe("the first screen's budget (scripts/bundle-budget.ts)", () => {
  it("counts the entry, its static imports and the login page's, never the shell's", () => {
    expect(loginRouteFiles(manifest).sort()).toEqual(
      ["assets/chakra-c.js", "assets/index-a.js", "assets/input-e.js", "assets/LoginPage-f.js", "assets/react-b.js"].sort(),
    );
  });

  it("refuses a manifest without the login page", () => {
    const { ["src/features/login/LoginPage.tsx"]: _login, ...withoutLogin } = manifest;
    expect(() => loginRouteFiles(withoutLogin)).toThrow(/page de connexion/);
  });

  it("passes at the budget and fails over it, listing the chunks in French", () => {
    const chunks = [
      { file: "assets/react-b.js", gzipBytes: 120_000 },
      { file: "assets/index-a.js", gzipBytes: 80_000 },
    ];
    expect(checkBudget(chunks, 200).ok).toBe(true);

    const over = checkBudget([...chunks, { file: "assets/LoginPage-f.js", gzipBytes: 1 }], 200);
    expect(over.ok).toBe(false);
    expect(over.totalBytes).toBe(200_001);
    expect(over.report).toContain("Budget du premier écran dépassé");
    expect(over.report).toContain("200,0\u00a0kB");
    const lines = over.report.split("\n");
    expect(lines[1]).toContain("assets/react-b.js");
    expect(lines[3]).toContain("assets/LoginPage-f.js");
  });
});

import { checkBudget, loginRouteFiles, screenRouteFiles, type Manifest } from "./bundleBudget";

// A manifest shaped like Vite's: the entry imports react statically and the pages lazily.
const manifest: Manifest = {
  "index.html": {
    file: "assets/index-a.js",
    isEntry: true,
    imports: ["_react-b.js", "_chakra-c.js"],
    dynamicImports: ["src/features/login/LoginPage.tsx", "src/app/Shell.tsx", "src/app/auth/adminSession.ts"],
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
  "src/app/Shell.tsx": {
    file: "assets/Shell-g.js",
    src: "src/app/Shell.tsx",
    imports: ["_apollo-d.js"],
    dynamicImports: ["src/features/orders/OrderListPage.tsx", "src/features/media/MediaPage.tsx"],
  },
  "src/app/auth/adminSession.ts": { file: "assets/adminSession-h.js", imports: ["_apollo-d.js"] },
  "_table-i.js": { file: "assets/table-i.js", imports: ["_chakra-c.js"] },
  "src/features/orders/OrderListPage.tsx": { file: "assets/OrderListPage-j.js", imports: ["_table-i.js"] },
  "src/features/media/MediaPage.tsx": { file: "assets/MediaPage-k.js" },
};

describe("the first screen's budget (scripts/bundle-budget.ts)", () => {
  it("counts the entry, its static imports and the login page's, never the shell's", () => {
    expect(loginRouteFiles(manifest).sort()).toEqual(
      ["assets/chakra-c.js", "assets/index-a.js", "assets/input-e.js", "assets/LoginPage-f.js", "assets/react-b.js"].sort(),
    );
  });

  it("counts a signed-in screen's entry, admin session, shell and page, never another screen's", () => {
    expect(screenRouteFiles(manifest, "src/features/orders/OrderListPage.tsx").sort()).toEqual(
      [
        "assets/adminSession-h.js",
        "assets/apollo-d.js",
        "assets/chakra-c.js",
        "assets/index-a.js",
        "assets/OrderListPage-j.js",
        "assets/react-b.js",
        "assets/Shell-g.js",
        "assets/table-i.js",
      ].sort(),
    );
  });

  it("names the screen over its budget", () => {
    const over = checkBudget([{ file: "assets/MediaPage-k.js", gzipBytes: 2_000 }], 1, "media/MediaPage.tsx");
    expect(over.ok).toBe(false);
    expect(over.report).toContain("media/MediaPage.tsx charge 2,0\u00a0kB");
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

// The import boundaries (eslint.boundaries.js, docs/architecture.md#boundaries) fire on the
// imports they forbid and stay quiet on the public surfaces: each case lints one line of code as
// if it were a file at `path`, with the repository's own ESLint configuration.
import { join } from "node:path";
import { Linter } from "eslint";

const ROOT = join(__dirname, "..", "..");
const config = jest.requireActual<Linter.Config[]>("../../eslint.config.js");
const linter = new Linter({ cwd: ROOT });

/** The boundary messages ESLint gives `code` in the file at `path` (relative to the root). */
function boundaryErrors(path: string, code: string): string[] {
  return linter
    .verify(code, config, { filename: join(ROOT, path) })
    .filter((message) => message.ruleId === "no-restricted-imports" || message.ruleId === "no-restricted-syntax" || message.fatal)
    .map((message) => message.message);
}

describe("import boundaries", () => {
  it.each([
    ["client/src/ui/form/serverRules.ts", `export { MAX } from "../../../../server/src/rules/catalogue/limits";`, "server/src"],
    ["client/src/features/orders/OrderPage.tsx", `import { x } from "../../../server/src/rules/inbox";`, "server/src"],
    ["client/src/app/App.tsx", `const rules = import("../../server/src/rules/inbox");`, "server/src"],
    ["client/src/ui/list/Table.tsx", `import { OrderListPage } from "../../features/orders/OrderListPage";`, "aucun écran"],
    ["client/src/ui/PageHeader.tsx", `import { Shell } from "../app/Shell";`, "shell"],
    ["client/src/ui/list/Table.test.tsx", `import { AppLayout } from "../../app/layout/AppLayout";`, "shell"],
    ["client/src/features/orders/OrderPage.tsx", `import { AppLayout } from "../../app/layout/AppLayout";`, "surface publique"],
    ["client/src/features/orders/OrderPage.tsx", `const toaster = import("../../app/AppToaster");`, "surface publique"],
    ["packages/domain/src/money.ts", `import { randomUUID } from "node:crypto";`, "navigateur"],
    ["packages/domain/src/money.ts", `import { createHash } from "crypto";`, "navigateur"],
    ["packages/domain/src/money.ts", `import { Timestamp } from "firebase-admin/firestore";`, "navigateur"],
    ["packages/domain/src/money.ts", `import { db } from "../../../server/src/firestore";`, "espace de travail"],
  ])("%s: %s is refused", (path, code, reason) => {
    const errors = boundaryErrors(path, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(reason);
  });

  it.each([
    ["client/src/features/orders/OrderPage.tsx", `import { useAuth } from "../../app/auth/AuthContext";`],
    ["client/src/features/orders/OrderPage.tsx", `import { storage } from "../../app/firebase";`],
    ["client/src/features/palette/Palette.tsx", `import { ROUTES } from "../../app/routes";`],
    ["client/src/features/blog/BlogPage.tsx", `import { columns } from "../content/contentColumns";`],
    ["client/src/ui/list/Table.test.tsx", `import { system } from "../../app/theme";`],
    ["client/src/app/routes.tsx", `const page = import("../features/orders/OrderListPage");`],
    ["packages/domain/src/money.ts", `import { z } from "zod";`],
    ["packages/domain/src/money.test.ts", `import { readFileSync } from "node:fs";`],
    ["server/src/modules/orders.ts", `import { randomUUID } from "node:crypto";`],
  ])("%s: %s is allowed", (path, code) => {
    expect(boundaryErrors(path, code)).toEqual([]);
  });
});

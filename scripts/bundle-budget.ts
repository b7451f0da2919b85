/**
 * `npm test` step after the console's build: fails when a screen needs more gzipped JavaScript
 * before its first paint than its budget — /login, and every signed-in screen (entry, admin
 * session, shell and its page: scripts/lib/bundleBudget.ts, docs/bundle.md).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { checkBudget, loginRouteFiles, screenRouteFiles, type Manifest } from "./lib/bundleBudget";

/**
 * Each signed-in screen's budget in kB, its page's source as Vite's manifest names it. Set at what
 * the screen loads today (25 Nov 2026, issue 25, after merging its six branches) plus about 2 %: what a screen stopped loading
 * before its first paint (docs/bundle.md) cannot come back unnoticed. Lower a budget when a screen
 * gets lighter; raise one only with the reason in docs/bundle.md.
 */
const SCREEN_BUDGETS_KB: Record<string, number> = {
  // 29 Nov 2026, issue 33 (docs/bundle.md): Firebase's multi-factor and phone-verification code
  // (+3.6 kB: @firebase/auth is one module, so every screen that loads Firebase carries it) and
  // the shell's role checks (+2 to +3 kB: the screens' permissions, the session's role, « Accès
  // refusé », the ended-session notice). Each budget: the measured weight plus about 0.6 kB.
  // 27 Nov 2026, issue 28 (docs/bundle.md): the work queues' badges and the new operations' documents
  // in the shell (about +1 kB on every screen); /orders and /users carry the saved views' bar and
  // the column picker (+15 kB, their dialogs lazy), /orders the selection bar, /creations the
  // shared click selection and its export.
  "src/features/dashboard/DashboardPage.tsx": 334,
  "src/features/users/UserListPage.tsx": 362,
  // 385 → 354 on 27 Nov 2026: the balance dialogs and their form kit load after the first paint (docs/audit.md).
  "src/features/users/UserDetailPage.tsx": 358,
  "src/features/creations/CreationsPage.tsx": 390,
  // +2 kB on 27 Nov 2026 (docs/bundle.md): the pages found by file name (~0.2 kB of file names in
  // the shell chunk) and the invoices' documents and download helper (~0.9 kB) on every screen.
  "src/features/orders/OrderListPage.tsx": 377,
  "src/features/orders/OrderDetailPage.tsx": 355,
  "src/features/feedback/FeedbackPage.tsx": 392,
  "src/features/contact-messages/ContactMessagesPage.tsx": 391,
  "src/features/ai-prompts/AiPromptsPage.tsx": 421,
  "src/features/text-to-image/TextToImagePage.tsx": 421,
  "src/features/impression/ImpressionPage.tsx": 423,
  "src/features/delivery-methods/DeliveryMethodsPage.tsx": 414,
  "src/features/emails/EmailsPage.tsx": 391,
  "src/features/media/MediaPage.tsx": 349,
  "src/features/blog/BlogPage.tsx": 419,
  "src/features/static-pages/StaticPagesPage.tsx": 407,
  "src/features/finances/FinancesPage.tsx": 370,
  "src/features/settings/SettingsPage.tsx": 385,
  "src/features/audit/AuditLogPage.tsx": 344,
};

// The console's build (client/dist), or the folder given as the first argument.
const dist = process.argv[2] ?? join(__dirname, "..", "client", "dist");
const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8")) as Manifest;
const sized = (files: string[]) => files.map((file) => ({ file, gzipBytes: gzipSync(readFileSync(join(dist, file))).length }));

const verdicts = [
  checkBudget(sized(loginRouteFiles(manifest))),
  ...Object.entries(SCREEN_BUDGETS_KB).map(([page, budgetKb]) =>
    checkBudget(sized(screenRouteFiles(manifest, page)), budgetKb, page.replace(/^src\/features\//, "")),
  ),
];
// Every verdict's first line; the chunks of /login, and of any screen over its budget.
for (const [i, verdict] of verdicts.entries()) console.log(i === 0 || !verdict.ok ? verdict.report : verdict.report.split("\n")[0]);
process.exit(verdicts.every((verdict) => verdict.ok) ? 0 : 1);

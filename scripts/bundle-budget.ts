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
  // 27 Nov 2026, issue 28 (docs/bundle.md): the work queues' badges and the new operations' documents
  // in the shell (about +1 kB on every screen); /orders and /users carry the saved views' bar and
  // the column picker (+15 kB, their dialogs lazy), /orders the selection bar, /creations the
  // shared click selection and its export.
  "src/features/dashboard/DashboardPage.tsx": 330,
  "src/features/users/UserListPage.tsx": 355,
  // 385 → 354 on 27 Nov 2026: the balance dialogs and their form kit load after the first paint (docs/audit.md).
  "src/features/users/UserDetailPage.tsx": 354,
  "src/features/creations/CreationsPage.tsx": 383,
  // +2 kB on 27 Nov 2026 (docs/bundle.md): the pages found by file name (~0.2 kB of file names in
  // the shell chunk) and the invoices' documents and download helper (~0.9 kB) on every screen.
  "src/features/orders/OrderListPage.tsx": 370,
  "src/features/orders/OrderDetailPage.tsx": 348,
  "src/features/feedback/FeedbackPage.tsx": 384,
  "src/features/contact-messages/ContactMessagesPage.tsx": 384,
  "src/features/ai-prompts/AiPromptsPage.tsx": 414,
  "src/features/text-to-image/TextToImagePage.tsx": 414,
  "src/features/impression/ImpressionPage.tsx": 416,
  "src/features/delivery-methods/DeliveryMethodsPage.tsx": 408,
  "src/features/emails/EmailsPage.tsx": 385,
  "src/features/media/MediaPage.tsx": 342,
  "src/features/blog/BlogPage.tsx": 412,
  "src/features/static-pages/StaticPagesPage.tsx": 402,
  "src/features/finances/FinancesPage.tsx": 363,
  "src/features/settings/SettingsPage.tsx": 377,
  "src/features/audit/AuditLogPage.tsx": 337,
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

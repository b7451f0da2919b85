/**
 * Runs inside `firebase emulators:exec` (scripts/screens.mjs): loads the demo data, then takes a
 * picture of every screen — /login, and every shell route of the e2e suite's list
 * (e2e/support/expectations.ts, detail routes on a paid demo order and its customer, as
 * e2e/support/screens.ts picks them) — at 1440×900 and 390×844, once each screen has loaded (its
 * heading, no API call in flight, no skeleton or spinner, the images in view decoded: the e2e
 * suite's own conditions, never a delay). Writes docs/screens/<screen>-<width>.jpg and the index
 * docs/screens/README.md.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, release, totalmem } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { DEMO_ADMIN, launchBrowser, newPage, submitLogin, waitForTitle, type Viewport } from "../../e2e/support/browser";
import { slowDownApi, waitUntilLoaded } from "../../e2e/support/layoutShift";
import { shellScreens } from "../../e2e/support/screens";
import { LOGIN_ROUTE } from "../../client/src/app/paths";
// @ts-expect-error plain JavaScript module shared with the audit
import { seedDemoData } from "../audit/routes.mjs";
import { ROOT } from "../lib/stack.cjs";

const OUT = join(ROOT, "docs", "screens");
const SIZES: Viewport[] = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];
/** A long page is cut at this many viewport heights: what an operator scrolls through first. */
const MAX_SCREENS_TALL = 3;
/** JPEG: the 42 pictures stay around 5 MB in the repository (PNG would be four times that). */
const QUALITY = 70;

/** A file name that does not change with the demo data's ids. */
export function screenSlug(path: string): string {
  if (path === "/") return "dashboard";
  const [first, second] = path.slice(1).split("/");
  if (second && (first === "orders" || first === "users")) return `${first}-detail`;
  return [first, second].filter(Boolean).join("-");
}

/** Every <img> in the viewport has been decoded (or failed): lazy ones below the fold are left. */
const imagesInViewDone = () =>
  Array.from(document.images)
    .filter((img) => {
      const box = img.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
    })
    .every((img) => img.complete);

async function shoot(page: Page, path: string, viewport: Viewport): Promise<string> {
  await page.waitForFunction(imagesInViewDone);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const file = `${screenSlug(path)}-${viewport.width}.jpg`;
  await page.screenshot({
    path: join(OUT, file),
    type: "jpeg",
    quality: QUALITY,
    fullPage: true,
    clip: { x: 0, y: 0, width: viewport.width, height: Math.min(height, viewport.height * MAX_SCREENS_TALL) },
    animations: "disabled",
    caret: "hide",
  });
  return file;
}

type Shot = { path: string; title: string; files: Record<number, string> };

async function main() {
  await seedDemoData();
  const screens: Array<[string, string]> = [[LOGIN_ROUTE.path, LOGIN_ROUTE.title], ...(await shellScreens())];
  mkdirSync(OUT, { recursive: true });
  for (const old of readdirSync(OUT)) if (/\.(jpg|png)$/.test(old)) rmSync(join(OUT, old));
  const shots: Shot[] = screens.map(([path, title]) => ({ path, title, files: {} }));

  const browser = await launchBrowser();
  try {
    for (const viewport of SIZES) {
      const { context, page } = await newPage(browser, viewport);
      // tsx names the inner functions of what page.evaluate sends (`__name`): harmless in the page.
      await context.addInitScript("globalThis.__name = (fn) => fn;");
      context.setDefaultTimeout(60_000);
      // No delay: only the count of /graphql calls in flight, for waitUntilLoaded.
      const inFlight = await slowDownApi(context, 0);
      for (const shot of shots) {
        if (shot.path === LOGIN_ROUTE.path) {
          await page.goto(LOGIN_ROUTE.path);
          await waitForTitle(page, `${LOGIN_ROUTE.title} - Admin`);
          await page.getByRole("button", { name: "Se connecter", exact: true }).waitFor();
          shot.files[viewport.width] = await shoot(page, LOGIN_ROUTE.path, viewport);
          // Signed in once the console leaves /login (the sidebar is a drawer at 390 px).
          await submitLogin(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
          await page.waitForURL((url) => url.pathname !== LOGIN_ROUTE.path);
          continue;
        }
        await page.goto(shot.path);
        await waitForTitle(page, `${shot.title} - Admin`);
        await waitUntilLoaded(page, inFlight);
        shot.files[viewport.width] = await shoot(page, shot.path, viewport);
        console.log(`${shot.path} at ${viewport.width} px: ${shot.files[viewport.width]}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  writeFileSync(join(OUT, "README.md"), index(shots, browser.version()));
  console.log(`written ${OUT}`);
}

function index(shots: Shot[], chromium: string): string {
  const cpu = cpus();
  const machine = `${cpu.length} × ${cpu[0]?.model.trim() ?? "unknown CPU"}, ${Math.round(totalmem() / 2 ** 30)} GiB RAM, Linux ${release()}, Node ${process.version}, Chromium ${chromium}`;
  const cell = (file: string | undefined, width: number) => (file ? `[<img src="${file}" width="${width}" alt="">](${file})` : "—");
  return [
    "# Every screen, at 1440×900 and 390×844",
    "",
    "Made by `npm run screens` (scripts/screens.mjs, scripts/screens/capture.ts): the built console on the",
    "emulators with the demo data (2,000 orders), signed in as the demo administrator, each screen",
    "photographed once loaded (no skeleton, no API call in flight, the images in view decoded). Rerun it to",
    `refresh them; a long page is cut at ${MAX_SCREENS_TALL} viewport heights. JPEG, quality ${QUALITY}.`,
    "",
    `- Date: ${new Date().toISOString().replace(/\.\d+Z$/, "Z")}`,
    `- Machine: ${machine}; load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(" ")}`,
    "",
    "| screen | title | 1440 × 900 | 390 × 844 |",
    "| --- | --- | --- | --- |",
    ...shots.map((s) => `| \`${s.path}\` | ${s.title} | ${cell(s.files[1440], 320)} | ${cell(s.files[390], 120)} |`),
    "",
  ].join("\n");
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

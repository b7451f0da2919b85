import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

/** WCAG 2.1 levels A and AA: the bar every screen and dialog of the console must pass. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * Rules outside those tags' default run that Lighthouse's accessibility score counts: a visible
 * label missing from the accessible name (WCAG 2.5.3, experimental in axe) and skipped heading
 * levels (a best practice).
 */
const EXTRA_RULES = ["label-content-name-mismatch", "heading-order"];

type Violation = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

/**
 * Violations of third-party markup we cannot change, accepted on one route, for one rule and one
 * element, each with its reason; anything else on that route still fails.
 */
const ACCEPTED: Array<{ path: string; rule: string; target: RegExp; reason: string }> = [
  {
    path: "/api",
    rule: "nested-interactive",
    target: /^\.graphiql-tab(:nth-child\(\d+\))?$/,
    reason:
      "GraphiQL 5 renders each editor tab as a role=tab element holding its own close button (its Tabs component, no option to change it); both stay reachable by keyboard and are named.",
  },
];

function withoutAccepted(path: string, violations: Violation[]): Violation[] {
  const accepted = ACCEPTED.filter((a) => a.path === path);
  return violations
    .map((v) => ({ ...v, nodes: v.nodes.filter((n) => !accepted.some((a) => a.rule === v.id && a.target.test(n.target.join(" ")))) }))
    .filter((v) => v.nodes.length > 0);
}

/** One line per rule, then one per offending element, with what axe says to fix. */
export function formatViolations(where: string, violations: Violation[]): string {
  const lines = [`${where}: ${violations.length} WCAG 2.1 A/AA violation(s)`];
  for (const v of violations) {
    lines.push(`- ${v.id} (${v.impact ?? "?"}): ${v.help}  ${v.helpUrl}`);
    for (const node of v.nodes.slice(0, 8)) {
      const summary = (node.failureSummary ?? "").replace(/\s+/g, " ").trim();
      lines.push(`    ${node.target.join(" ")}  ${summary}`);
    }
    if (v.nodes.length > 8) lines.push(`    … and ${v.nodes.length - 8} more`);
  }
  return lines.join("\n");
}

/**
 * Runs axe-core on the page as it is now (open dialogs included) and fails with a readable list
 * of the WCAG 2.1 A/AA violations. `where` names the screen or dialog in the message.
 */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const report = await axeReport(page, where);
  if (report) throw new Error(report);
}

/** The readable list of the page's WCAG 2.1 A/AA violations, or "" when there is none. */
export async function axeReport(page: Page, where: string): Promise<string> {
  let violations = await axeViolations(page);
  // A colour read while something was still arriving (a lazy section fading in during the
  // analysis, which takes seconds on a loaded machine) is not what the operator reads: only a
  // contrast failure that is still there once the page has settled again counts. Every other
  // rule, and a contrast failure that stays, fail at once.
  if (violations.length > 0 && violations.every((v) => v.id === "color-contrast")) {
    await animationsSettled(page);
    violations = await axeViolations(page);
  }
  return violations.length > 0 ? formatViolations(where, violations) : "";
}

async function axeViolations(page: Page): Promise<Violation[]> {
  const rules = Object.fromEntries(EXTRA_RULES.map((id) => [id, { enabled: true }]));
  // What is still fading in or out (a section arriving, a toast leaving) is brought to its end
  // state first: on a loaded machine axe could otherwise read a colour half-way (a teal link at
  // 2.4:1 in the middle of its fade), which is not what the operator reads.
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getTiming().iterations === Infinity) continue;
      try {
        animation.finish();
      } catch {
        // A paused animation with no end (playbackRate 0) cannot finish: axe reads it as it is.
      }
    }
  });
  // An e-mail preview is an `iframe sandbox=""` (features/emails/EmailFrame.tsx): no script may
  // run in it, so axe cannot be injected there and waits for it forever. Its contents are the
  // mail as customers receive it, not the console; the frame's own title is checked by the tests
  // that open it.
  const result = await new AxeBuilder({ page }).options({ rules }).withTags(WCAG_TAGS).exclude("iframe[sandbox]").analyze();
  return withoutAccepted(new URL(page.url()).pathname, result.violations);
}

/** Waits for the page's finite animations (dialogs, drawer, toasts coming in) to end, so axe sees final colours. */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity));
}

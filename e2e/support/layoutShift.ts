import type { BrowserContext, Page } from "playwright-core";

/** The most a screen may shift from navigation to loaded (Core Web Vitals' "good" is 0.1). */
export const MAX_LAYOUT_SHIFT = 0.05;

/** How long each /graphql answer is held back: long enough for every skeleton to be painted. */
export const API_DELAY_MS = 700;

/** How many /graphql calls `page` has in flight (see slowDownApi); `restore` ends the slowdown for the pages opened after. */
export type ApiInFlight = ((page: Page) => Promise<number>) & { restore(): Promise<void> };

/**
 * In the page, before its own scripts: every call to /graphql waits `ms` before it is sent, as on
 * a slow network, and is counted in `__atelierApiInFlight` from its start until shortly after its
 * answer (the answer still has to render). Self-contained: passed to the page as a function.
 */
const delayApiCalls = (ms: number) => {
  const w = window as unknown as { __atelierApiInFlight: number; __atelierApiDelayMs: number; fetch: typeof fetch };
  w.__atelierApiInFlight = 0;
  w.__atelierApiDelayMs = ms; // set to 0 by `restore`

  const send = w.fetch.bind(w);
  w.fetch = async (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (!new URL(url, location.href).pathname.endsWith("/graphql")) return send(input, init);
    w.__atelierApiInFlight += 1;
    try {
      await new Promise((resolve) => setTimeout(resolve, w.__atelierApiDelayMs));
      return await send(input, init);
    } finally {
      setTimeout(() => (w.__atelierApiInFlight -= 1), 300);
    }
  };
};

/**
 * Holds every /graphql request of the context's pages `ms` back, as a slow network would, and
 * counts those in flight so that `waitUntilLoaded` knows when the screen has all its data. Without
 * the delay the local API answers before the first paint and the loading states are never
 * measured. Done in the page (the console calls the API with fetch), not with a Playwright route:
 * a route turns the context's HTTP cache off, and each page load then fetched and compiled the
 * console's scripts again.
 */
export async function slowDownApi(context: BrowserContext, ms = API_DELAY_MS): Promise<ApiInFlight> {
  const script = await context.addInitScript(delayApiCalls, ms);
  // A page between two documents (its context destroyed by a navigation) counts as busy.
  const inFlight = (page: Page) => page.evaluate(() => (window as unknown as { __atelierApiInFlight?: number }).__atelierApiInFlight ?? 0).catch(() => 1);
  const restore = async () => {
    await script.dispose(); // the pages loaded from now on
    // and those open already, whose calls stop waiting
    await Promise.all(
      // A page between two documents has no call waiting: the next document has no script.
      context
        .pages()
        .map((page) => page.evaluate(() => void ((window as unknown as { __atelierApiDelayMs?: number }).__atelierApiDelayMs = 0)).catch(() => undefined)),
    );
  };
  return Object.assign(inFlight, { restore });
}

/**
 * In the page: whether a loading state shows is `shown` — a busy element, a spinner, or a
 * skeleton that holds a place in the layout. Image placeholders (absolutely positioned over their
 * reserved box) do not count: lazy images below the fold never load. Self-contained, and passed
 * to the page as a function, never as a string: the console's CSP forbids eval.
 */
const loadingStateIs = (shown: boolean) =>
  (Boolean(document.querySelector('[aria-busy="true"], .chakra-spinner')) ||
    Array.from(document.querySelectorAll(".chakra-skeleton")).some((el) => getComputedStyle(el).position !== "absolute")) === shown;

/** Waits until no loading state shows (see loadingStateIs). */
export async function loadingStatesGone(page: Page): Promise<void> {
  await page.waitForFunction(loadingStateIs, false);
}

/**
 * Waits until the screen has loaded: its level-1 heading is there (under an open dialog too), no
 * API request is in flight for `quietMs`, and nothing is marked busy or drawn as a skeleton.
 */
export async function waitUntilLoaded(page: Page, inFlight: ApiInFlight, quietMs = 500): Promise<void> {
  await page.getByRole("heading", { level: 1, includeHidden: true }).first().waitFor();
  let quietSince = Date.now();
  for (;;) {
    const busy = (await inFlight(page)) > 0 || (await page.evaluate(loadingStateIs, true));
    if (busy) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await page.waitForTimeout(100);
  }
}

export type LayoutShift = { value: number; sources: string[] };

/**
 * The page's layout shifts since its document loaded (buffered `layout-shift` entries, less those
 * right after a user input, as Cumulative Layout Shift counts them), summed, and what moved.
 */
export async function layoutShiftSinceLoad(page: Page): Promise<LayoutShift> {
  return page.evaluate(
    () =>
      new Promise<LayoutShift>((resolve) => {
        type ShiftEntry = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node | null }[];
        };
        const entries: ShiftEntry[] = [];
        const observer = new PerformanceObserver((list) => entries.push(...(list.getEntries() as ShiftEntry[])));
        observer.observe({ type: "layout-shift", buffered: true });
        const describe = (node: Node | null | undefined) => {
          if (!(node instanceof Element)) return node?.nodeName ?? "?";
          const label = node.getAttribute("aria-label") ?? node.getAttribute("data-testid") ?? node.textContent?.trim().slice(0, 40);
          return `${node.tagName.toLowerCase()}${node.className ? "." + String(node.className).split(" ")[0] : ""} «${label ?? ""}»`;
        };
        setTimeout(() => {
          entries.push(...(observer.takeRecords() as ShiftEntry[]));
          observer.disconnect();
          const counted = entries.filter((e) => !e.hadRecentInput);
          resolve({
            value: counted.reduce((sum, e) => sum + e.value, 0),
            sources: counted.map((e) => `${e.value.toFixed(4)} at ${Math.round(e.startTime)} ms: ${(e.sources ?? []).map((s) => describe(s.node)).join(", ")}`),
          });
        }, 200);
      }),
  );
}

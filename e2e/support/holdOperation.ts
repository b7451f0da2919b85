import type { Page, Route } from "playwright-core";

/**
 * Holds every GraphQL request of `operationName` until `release` is called: what the screen
 * shows meanwhile is its optimistic state. `arrived` resolves when the first one is held.
 */
export async function holdOperation(page: Page, operationName: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let seen!: () => void;
  const arrived = new Promise<void>((resolve) => (seen = resolve));
  await page.route("**/graphql", async (route: Route) => {
    if (route.request().postDataJSON()?.operationName !== operationName) return route.fallback();
    seen();
    await released;
    await route.fallback();
  });
  return { arrived, release };
}

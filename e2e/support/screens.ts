import { orderPath, PATHS, userPath } from "../../client/src/app/paths";
import { SHELL_ROUTE_TITLES } from "./expectations";
import { demoOrderAndCustomer } from "./firebaseAdmin";

/**
 * Every route of the shell with its page title, the detail routes pointing at a real order and
 * its customer of the demo data (so they show a full screen, not 'not found').
 */
export async function shellScreens(): Promise<Array<[path: string, title: string]>> {
  const { orderId, userId } = await demoOrderAndCustomer();
  const records: Record<string, string> = { [PATHS.order]: orderPath(orderId), [PATHS.user]: userPath(userId) };
  return SHELL_ROUTE_TITLES.map(([path, title]) => {
    const real = records[path] ?? path;
    // A new detail screen of its own needs a demo record here.
    if (real.includes(":")) throw new Error(`no demo record to open ${path}`);
    return [real, title];
  });
}

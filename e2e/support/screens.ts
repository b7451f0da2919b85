import { SHELL_ROUTE_TITLES } from "./expectations";
import { demoOrderAndCustomer } from "./firebaseAdmin";

/**
 * Every route of the shell with its page title, the detail routes pointing at a real order and
 * its customer of the demo data (so they show a full screen, not 'not found').
 */
export async function shellScreens(): Promise<Array<[path: string, title: string]>> {
  const { orderId, userId } = await demoOrderAndCustomer();
  return SHELL_ROUTE_TITLES.map(([path, title]) => [
    path.replace("/orders/e2e-order", `/orders/${orderId}`).replace("/users/e2e-user", `/users/${userId}`),
    title,
  ]);
}

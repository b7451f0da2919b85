/**
 * Asks again the shell's queries a feed entry made stale (refreshSchedule.ts), among those on
 * screen only: the dashboard's figures or the orders' status counts are not mounted on every page,
 * and Apollo answers a name it does not know with a console warning (« Unknown query named … »),
 * one per refresh on every other page.
 */
import type { ApolloClient } from "@apollo/client";

export function refetchOnScreen(client: ApolloClient, names: readonly string[]): Promise<unknown> {
  const onScreen = new Set([...client.getObservableQueries("active")].map((query) => query.queryName));
  const include = names.filter((name) => onScreen.has(name));
  return include.length ? client.refetchQueries({ include }) : Promise.resolve();
}

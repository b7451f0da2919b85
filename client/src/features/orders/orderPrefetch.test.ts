/**
 * A row pointed at asks for every query its order's page waits for before drawing it (the order,
 * what was refunded, the reprints' links), with the page's own variables: the click then finds
 * them all in the cache and draws the whole page at once.
 */
import { ApolloClient, ApolloLink, InMemoryCache } from "@apollo/client";
import { of } from "rxjs";
import { orderPageVariables, prefetch, readsRefunds } from "./orderPrefetch";

function clientRecording() {
  const asked: { name: string; variables: Record<string, unknown> }[] = [];
  const link = new ApolloLink((operation) => {
    asked.push({ name: operation.operationName ?? "", variables: operation.variables });
    return of({ data: null });
  });
  return { asked, client: new ApolloClient({ link, cache: new InMemoryCache() }) };
}

it("demande la commande, ses remboursements et ses réimpressions avec les variables de la page", async () => {
  const { asked, client } = clientRecording();
  const can = () => true;
  prefetch(client, "order-1", can);
  await new Promise<void>((resolve) => queueMicrotask(resolve));
  expect(asked.map((a) => a.name).sort()).toEqual(["OrderDetailPage", "OrderRefunds", "OrderReprints"]);
  expect(asked.find((a) => a.name === "OrderDetailPage")?.variables).toEqual(orderPageVariables("order-1", can));
  expect(readsRefunds(can)).toBe(true);
});

it("ne demande pas les remboursements pour un rôle qui ne les lit pas", async () => {
  const { asked, client } = clientRecording();
  const can = (permission: string) => permission !== "REFUNDS";
  prefetch(client, "order-1", can as Parameters<typeof prefetch>[2]);
  await new Promise<void>((resolve) => queueMicrotask(resolve));
  expect(asked.map((a) => a.name).sort()).toEqual(["OrderDetailPage", "OrderReprints"]);
});

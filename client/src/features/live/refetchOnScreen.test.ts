/**
 * The live refresh asks again only the stale queries on screen: the mounted one goes back to the
 * network, the one of another page is not named to Apollo (which warns about a name it does not
 * know: e2e/apiExplorer.test.ts caught it on the development console).
 */
import { ApolloClient, ApolloLink, gql, InMemoryCache, Observable } from "@apollo/client";
import { refetchOnScreen } from "./refetchOnScreen";

const WORK_QUEUES = gql`
  query WorkQueues {
    workQueues {
      id
      count
    }
  }
`;

it("redemande la requête montrée et ne nomme pas celle d’un autre écran", async () => {
  const asked: string[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        asked.push(operation.operationName ?? "");
        observer.next({ data: { workQueues: [{ __typename: "WorkQueue", id: "q1", count: asked.length }] } });
        observer.complete();
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const shown = client.watchQuery({ query: WORK_QUEUES }).subscribe(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(asked).toEqual(["WorkQueues"]);

  // Asked by name, Apollo warns in the development console about each name it does not know.
  const refetch = jest.spyOn(client, "refetchQueries");
  try {
    await refetchOnScreen(client, ["WorkQueues", "Dashboard", "OrderStatusCounts"]);
    expect(refetch.mock.calls.map(([options]) => options.include)).toEqual([["WorkQueues"]]);
    expect(asked).toEqual(["WorkQueues", "WorkQueues"]);
    // Nothing on screen among them: nothing asked.
    await refetchOnScreen(client, ["Dashboard"]);
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(asked).toHaveLength(2);
  } finally {
    shown.unsubscribe();
  }
});

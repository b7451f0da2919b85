/**
 * @jest-environment ./scripts/jest/jsdom-environment.cjs
 *
 * One screen load asks the work queues once: the sidebar asks the network, and the consumers that
 * mount after it (the saved views' bar of a list, the dashboard's card) read its answer.
 */
import { ApolloClient, ApolloLink, InMemoryCache } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { PERMISSIONS } from "@atelier/domain/staff/permissions";
import { of } from "rxjs";
import { useWorkQueues } from "./useWorkQueues";

// The change feed is not live here (its listener needs Firestore): the sidebar would poll, a minute
// apart. The member holds every permission: every queue's list opens.
jest.mock("../live/LiveProvider", () => ({ useLiveStatus: () => "off" }));
jest.mock("../../app/auth/AuthContext", () => ({ useAuth: () => ({ permissions: PERMISSIONS }) }));

const answer = {
  data: { workQueues: [{ __typename: "WorkQueue", id: "orders-late", label: "Commandes en retard", lateCount: 3, path: "/orders?queue=late" }] },
};

function clientCounting() {
  const asked: string[] = [];
  const link = new ApolloLink((operation) => {
    asked.push(operation.operationName ?? "");
    return of(answer);
  });
  return { asked, client: new ApolloClient({ link, cache: new InMemoryCache() }) };
}

it("ne redemande pas les files de travail quand un second composant les affiche après la barre latérale", async () => {
  const { asked, client } = clientCounting();
  const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
  const sidebar = renderHook(() => useWorkQueues({ poll: true }), { wrapper });
  await waitFor(() => expect(sidebar.result.current.queues).toHaveLength(1));
  const bar = renderHook(() => useWorkQueues(), { wrapper });
  expect(bar.result.current.queues?.[0]?.lateCount).toBe(3);
  // Whatever the bar's mount sends leaves on subscribing (the microtasks act flushes); the
  // sidebar's own poll is a minute away.
  await act(async () => undefined);
  expect(asked).toEqual(["WorkQueues"]);
});

it("demande les files de travail au réseau quand la barre latérale ne les a pas encore", async () => {
  const { asked, client } = clientCounting();
  const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
  const card = renderHook(() => useWorkQueues(), { wrapper });
  await waitFor(() => expect(card.result.current.queues).toHaveLength(1));
  expect(asked).toEqual(["WorkQueues"]);
});

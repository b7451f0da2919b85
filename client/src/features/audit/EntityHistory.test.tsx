/**
 * @jest-environment ./scripts/jest/jsdom-environment.cjs
 *
 * A record's history refetched by a write made while its first request is still on its way (a
 * quick « Enregistrer » on a page that just opened) shows the write: the refetch asks the network
 * afresh instead of joining the request sent before the write (ui/mutation/refetchedAfterWrites).
 */
import { ApolloClient, InMemoryCache } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { MockLink } from "@apollo/client/testing";
import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { act, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { AuthContext, type AuthContextValue } from "../../app/auth/AuthContext";
import { AuditUndoStatesDocument, EntityHistoryDocument } from "../../gql/graphql";
import { ENTITY_HISTORY } from "./auditLogParams";
import { EntityHistory } from "./EntityHistory";

const variables = { targetType: "order", targetId: "order-1", first: 5 };

/** One « Numéro de suivi modifié » entry of order-1, as the API answers it. */
const entry = (id: string, tracking: string, at: string) => ({
  __typename: "AuditEntry",
  id,
  action: "order.setTrackingNumber",
  actionLabel: "Numéro de suivi modifié",
  actorUid: "admin-1",
  actor: { __typename: "User", id: "admin-1", fullName: "Alice Martin", email: "alice@atelier.test" },
  targetType: "order",
  targetTypeLabel: "Commande",
  targetId: "order-1",
  targetPath: "/orders/order-1",
  targetLabel: "Commande #ORDER1",
  at,
  changes: [{ __typename: "AuditChange", field: "trackingNumber", label: "Numéro de suivi", beforeText: null, afterText: tracking, valuesAreUserIds: false }],
});

const history = (...entries: ReturnType<typeof entry>[]) => ({
  data: { auditLog: { __typename: "AuditLogConnection", totalCount: entries.length, edges: entries.map((node) => ({ __typename: "AuditLogEdge", node })) } },
});

const auth: AuthContextValue = {
  state: { status: "checking" },
  clearRefusal: () => undefined,
  logout: async () => true,
  retry: () => undefined,
  can: () => true,
  permissions: [],
  roleName: null,
};

it("montre la modification enregistrée pendant que l’historique se chargeait encore", async () => {
  const before = entry("entry-old", "OLD-1", "2026-11-01T09:00:00.000Z");
  const saved = entry("entry-new", "NEW-2", "2026-11-02T09:00:00.000Z");
  const link = new MockLink([
    // The page's first request, read before the write, still on its way when the write answers.
    { request: { query: EntityHistoryDocument, variables }, result: history(before), delay: 100 },
    // The refetch the write asks for, sent after it (and answered after the first).
    { request: { query: EntityHistoryDocument, variables }, result: history(saved, before), delay: 300 },
    {
      request: { query: AuditUndoStatesDocument, variables: () => true },
      result: ({ ids }: { ids: string[] }) => ({
        data: {
          auditEntries: ids.map((id) => ({
            __typename: "AuditEntry",
            id,
            undo: { __typename: "AuditUndo", state: "ELSEWHERE", reason: "Ailleurs", effect: null, undoneAt: null, undoneBy: null },
          })),
        },
      }),
      maxUsageCount: 10,
    },
  ]);
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const router = createMemoryRouter([{ path: "/", element: <EntityHistory targetType="order" targetId="order-1" /> }]);
  render(
    <ChakraProvider value={defaultSystem}>
      <ApolloProvider client={client}>
        <AuthContext.Provider value={auth}>
          <RouterProvider router={router} />
        </AuthContext.Provider>
      </ApolloProvider>
    </ChakraProvider>,
  );

  // The write answers while the first request is on its way, and refetches the history.
  await act(async () => {
    await client.refetchQueries({ include: [ENTITY_HISTORY] });
  });
  expect(await screen.findByText(/NEW-2/, undefined, { timeout: 3000 })).toBeTruthy();
});

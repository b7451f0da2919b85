/**
 * @jest-environment ./scripts/jest/jsdom-environment.cjs
 *
 * « Changer le statut… » of selected orders on a mocked API: the status to choose, the
 * confirmation line, the outcome with each refusal linked to its order, and a retry after a
 * network failure that sends the same idempotency key.
 */
import { ApolloClient, ApolloLink, InMemoryCache } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { Observable } from "rxjs";
import { BULK_REQUEST_SIZE } from "@atelier/domain/orders/bulkStatus";
import type { ChangeOrdersStatusInput } from "../../../gql/graphql";
import { planBulkStatusChange } from "./bulkStatusBatches";
import { ChangeOrdersStatusDialog } from "./ChangeOrdersStatusDialog";
import { useChangeOrdersStatus } from "./useChangeOrdersStatus";

const IDS = ["order-a", "order-b", "order-c"];

/** The answer to a request: orders b and c moved, a refused as delivered already. */
const MOVED = {
  data: {
    changeOrdersStatus: {
      __typename: "ChangeOrdersStatusPayload",
      changed: ["order-b", "order-c"].map((id) => ({
        __typename: "Order",
        id,
        status: "SHIPPED",
        updatedAt: "2026-11-27T10:00:00.000Z",
        paidAt: "2026-11-20T10:00:00.000Z",
        shippedAt: "2026-11-27T10:00:00.000Z",
        deliveredAt: null,
        allowedNextStatuses: ["DELIVERED", "REFUNDED"],
      })),
      refused: [{ __typename: "OrderRefusal", orderId: "order-a", shortId: "ZVSL43", reason: "déjà livrée", code: "INVALID" }],
      userErrors: [],
    },
  },
};

function Harness({ onChanged }: { onChanged: () => void }) {
  const { change } = useChangeOrdersStatus();
  return <ChangeOrdersStatusDialog orderIds={IDS} change={change} onChanged={onChanged} onClose={() => undefined} />;
}

/** The dialog over a mocked API answering `answers` in turn (a network error or MOVED); what it was sent. */
function renderDialog(answers: ("network" | "moved")[]) {
  const sent: ChangeOrdersStatusInput[] = [];
  const onChanged = jest.fn();
  // The API as one link: each request recorded, then answered with the next answer.
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        sent.push((operation.variables as { input: ChangeOrdersStatusInput }).input);
        if (answers.shift() === "network") return observer.error(new Error("Failed to fetch"));
        observer.next(MOVED);
        observer.complete();
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const router = createMemoryRouter([{ path: "/orders", element: <Harness onChanged={onChanged} /> }], { initialEntries: ["/orders"] });
  render(
    <ApolloProvider client={client}>
      <ChakraProvider value={defaultSystem}>
        <RouterProvider router={router} />
      </ChakraProvider>
    </ApolloProvider>,
  );
  return { sent, onChanged };
}

const plain = (text: string | null) => (text ?? "").replace(/\s+/g, " ");
const submit = () => act(async () => void fireEvent.submit(document.querySelector("form")!));
const choose = (label: string) =>
  act(async () => {
    const select = screen.getByRole("combobox", { name: /Nouveau statut/ }) as HTMLSelectElement;
    const option = Array.from(select.options).find((o) => o.textContent === label)!;
    fireEvent.change(select, { target: { value: option.value } });
  });

async function opened() {
  await waitFor(() => expect(screen.getByRole("dialog", { name: "Changer le statut de 3 commandes" })).toBeTruthy());
}

it("propose les statuts d’un changement groupé, et sans choix ne demande rien au serveur", async () => {
  const { sent } = renderDialog(["moved"]);
  await opened();
  const select = screen.getByRole("combobox", { name: /Nouveau statut/ }) as HTMLSelectElement;
  expect(Array.from(select.options).map((o) => o.textContent)).toEqual(["Choisissez un statut", "En cours", "Expédiée", "Livrée", "Annulée"]);
  await submit();
  await waitFor(() => expect(screen.getByText("Choisissez un statut.")).toBeTruthy());
  expect(sent).toEqual([]);
});

it("confirme, envoie avec une clé UUID, puis dit ce qui a changé et nomme chaque commande refusée, liée à sa page", async () => {
  const { sent, onChanged } = renderDialog(["moved"]);
  await opened();
  await choose("Expédiée");
  expect(plain(screen.getByTestId("bulk-status-confirmation").textContent)).toBe("Passer 3 commandes au statut « Expédiée » ?");
  await submit();
  await waitFor(() => expect(screen.getByText(/commandes passées/)).toBeTruthy());
  expect(plain(screen.getByText(/commandes passées/).textContent)).toBe("2 commandes passées au statut « Expédiée ».");
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ orderIds: IDS, status: "SHIPPED" });
  expect(sent[0]!.idempotencyKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  const refusals = screen.getByTestId("bulk-status-refusals");
  expect(plain(refusals.textContent)).toBe("#ZVSL43 : déjà livrée");
  expect(screen.getByRole("link", { name: "#ZVSL43" }).getAttribute("href")).toBe("/orders/order-a");
  expect(onChanged).toHaveBeenCalledWith(expect.objectContaining({ refused: [expect.objectContaining({ orderId: "order-a" })] }));
  expect(screen.getByRole("button", { name: "Fermer" })).toBeTruthy();
});

it("après une panne réseau, « Réessayer » renvoie le même changement avec la même clé", async () => {
  // The failure is logged for whoever debugs it (ui/errorText.ts).
  const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
  const { sent } = renderDialog(["network", "moved"]);
  await opened();
  await choose("Expédiée");
  await submit();
  await waitFor(() => expect(screen.getByRole("button", { name: "Réessayer" })).toBeTruthy());
  expect(screen.getByRole("alert")).toBeTruthy();
  await submit();
  await waitFor(() => expect(screen.getByText(/commandes passées/)).toBeTruthy());
  expect(sent).toHaveLength(2);
  expect(sent[1]).toEqual(sent[0]);
  expect(logged).toHaveBeenCalled();
  logged.mockRestore();
});

describe("les requêtes d’un changement", () => {
  const ids = Array.from({ length: BULK_REQUEST_SIZE + 50 }, (_, i) => `order-${i}`);
  let n = 0;
  const newKey = () => `key-${++n}`;

  it("par lots de BULK_REQUEST_SIZE commandes, chacun sa clé", () => {
    const plan = planBulkStatusChange(ids, "SHIPPED", null, newKey);
    expect(plan.requests.map((r) => r.orderIds.length)).toEqual([BULK_REQUEST_SIZE, 50]);
    expect(new Set(plan.requests.map((r) => r.idempotencyKey)).size).toBe(2);
  });

  it("le même changement renvoyé garde ses clés ; un autre statut ou d’autres commandes en prennent de nouvelles", () => {
    const plan = planBulkStatusChange(ids, "SHIPPED", null, newKey);
    expect(planBulkStatusChange([...ids].reverse(), "SHIPPED", plan, newKey)).toBe(plan);
    expect(planBulkStatusChange(ids, "DELIVERED", plan, newKey).requests[0]!.idempotencyKey).not.toBe(plan.requests[0]!.idempotencyKey);
    expect(planBulkStatusChange(ids.slice(1), "SHIPPED", plan, newKey).requests[0]!.idempotencyKey).not.toBe(plan.requests[0]!.idempotencyKey);
  });
});

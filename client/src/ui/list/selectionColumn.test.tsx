/**
 * @jest-environment ./scripts/jest/jsdom-environment.cjs
 *
 * DataTable's checkbox column (selectionColumn): a named box per row that never opens the row,
 * the page's box, Maj read from the pointer or the key that toggles, and ticked rows marked.
 */
import { ChakraProvider } from "@chakra-ui/react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router-dom";
import { system } from "../../app/theme";
import { DataTable, type Column } from "./DataTable";
import { selectionColumn, type RowSelection } from "./selectionColumn";

type Order = { id: string; shortId: string };
const ORDERS: Order[] = [
  { id: "o1", shortId: "A1" },
  { id: "o2", shortId: "B2" },
];

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderTable(selection: Partial<RowSelection<Order>> & { ticked?: string[] }) {
  const onToggle = jest.fn();
  const onTogglePage = jest.fn();
  const ticked = new Set(selection.ticked ?? []);
  const columns: Column<Order>[] = [
    selectionColumn<Order>({
      isSelected: (o) => ticked.has(o.id),
      onToggle,
      page: selection.page ?? false,
      onTogglePage,
      rowLabel: (o) => `Sélectionner la commande #${o.shortId}`,
      pageLabel: "Sélectionner toute la page",
    }),
    { key: "id", header: "N°", render: (o) => o.shortId, primary: true },
  ];
  const router = createMemoryRouter(
    [
      {
        path: "/orders",
        element: (
          <>
            <DataTable
              label="Commandes"
              columns={columns}
              rows={ORDERS}
              rowKey={(o) => o.id}
              rowLink={(o) => ({ to: `/orders/${o.id}` })}
              rowSelected={(o) => ticked.has(o.id)}
            />
            <Where />
          </>
        ),
      },
      { path: "/orders/:id", element: <Where /> },
    ],
    { initialEntries: ["/orders"] },
  );
  render(
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  return { onToggle, onTogglePage };
}

const box = (name: string) => screen.getByRole("checkbox", { name }) as HTMLInputElement;

it("une case nommée par ligne ; la cocher n’ouvre pas la commande, Maj est transmis", async () => {
  const { onToggle } = renderTable({});
  const second = box("Sélectionner la commande #B2");
  await act(async () => {
    fireEvent.pointerDown(second, { shiftKey: true });
    fireEvent.click(second);
  });
  expect(onToggle).toHaveBeenLastCalledWith(ORDERS[1], true);
  const first = box("Sélectionner la commande #A1");
  await act(async () => {
    fireEvent.keyDown(first, { key: " " });
    fireEvent.click(first);
  });
  expect(onToggle).toHaveBeenLastCalledWith(ORDERS[0], false);
  expect(screen.getByTestId("where").textContent).toBe("/orders");
});

it("la case de la page : un tiret quand une partie est cochée, et son clic", async () => {
  const { onTogglePage } = renderTable({ page: "indeterminate", ticked: ["o1"] });
  const page = box("Sélectionner toute la page");
  expect(page.indeterminate).toBe(true);
  await act(async () => void fireEvent.click(page));
  expect(onTogglePage).toHaveBeenCalled();
});

it("les lignes cochées sont marquées", () => {
  renderTable({ ticked: ["o2"] });
  const rows = screen.getAllByRole("row").slice(1);
  expect(rows.map((row) => row.hasAttribute("data-selected"))).toEqual([false, true]);
});

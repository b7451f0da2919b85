/**
 * @jest-environment ./scripts/jest/jsdom-environment.cjs
 *
 * DataTable's rows as links, its keyboard, and its cards below `md` (issue 25).
 */
import { ChakraProvider } from "@chakra-ui/react";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { useState, type ReactElement } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router-dom";
import { system } from "../../app/theme";
import { DataTable, type Column } from "./DataTable";
import type { Sort } from "./sort";

type Order = { id: string; shortId: string; total: string };
const ORDERS: Order[] = [
  { id: "o1", shortId: "A1", total: "10,00 €" },
  { id: "o2", shortId: "B2", total: "20,00 €" },
  { id: "o3", shortId: "C3", total: "30,00 €" },
];

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

function renderOrders(options: { sort?: Sort; onSortChange?: (sort: Sort) => void; onTick?: () => void } = {}) {
  const columns: Column<Order>[] = [
    { key: "select", header: "", card: "start", render: (o) => <input type="checkbox" aria-label={`Choisir ${o.shortId}`} onChange={options.onTick} /> },
    { key: "id", header: "N°", render: (o) => o.shortId, primary: true },
    { key: "total", header: "Total", render: (o) => o.total, sortField: "total" },
  ];
  const list = (
    <>
      <DataTable
        label="Commandes"
        columns={columns}
        rows={ORDERS}
        rowKey={(o) => o.id}
        rowLink={(o) => ({ to: `/orders/${o.id}` })}
        sort={options.sort}
        onSortChange={options.onSortChange}
      />
      <Where />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: "/orders", element: list },
      { path: "/orders/:id", element: <Where /> },
    ],
    { initialEntries: ["/orders"] },
  );
  render(
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
}

const links = () => screen.getAllByRole("link");

/** Pretends the window is `width` px wide for the media queries the list reads. */
function viewport(width: number) {
  window.matchMedia = ((query: string) => ({
    matches: Number(/min-width: (\d+)px/.exec(query)?.[1] ?? 0) <= width,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe("les lignes sont des liens", () => {
  it("chaque ligne mène à son détail par un vrai lien", () => {
    renderOrders();
    expect(links().map((a) => a.getAttribute("href"))).toEqual(["/orders/o1", "/orders/o2", "/orders/o3"]);
    expect(links()[0]!.closest("tr")).not.toBeNull();
  });

  it("un clic ouvre le détail dans l’application ; la case à cocher de la ligne ne l’ouvre pas", async () => {
    const onTick = jest.fn();
    renderOrders({ onTick });
    fireEvent.click(screen.getByLabelText("Choisir B2"));
    expect(onTick).toHaveBeenCalled();
    expect(screen.getByTestId("where").textContent).toBe("/orders");
    await act(async () => fireEvent.click(links()[1]!));
    expect(screen.getByTestId("where").textContent).toBe("/orders/o2");
  });

  it("un Ctrl+clic est laissé au navigateur (nouvel onglet)", () => {
    renderOrders();
    fireEvent.click(links()[0]!, { ctrlKey: true });
    expect(screen.getByTestId("where").textContent).toBe("/orders");
  });
});

describe("au clavier", () => {
  it("un seul arrêt de tabulation ; ↓ ↑ Début Fin passent d’une ligne à l’autre", () => {
    renderOrders();
    expect(links().map((a) => a.tabIndex)).toEqual([0, -1, -1]);
    links()[0]!.focus();
    fireEvent.keyDown(document.activeElement!, { key: "ArrowDown" });
    expect(document.activeElement).toBe(links()[1]);
    // The row left last is the tab stop.
    expect(links().map((a) => a.tabIndex)).toEqual([-1, 0, -1]);
    fireEvent.keyDown(document.activeElement!, { key: "End" });
    expect(document.activeElement).toBe(links()[2]);
    fireEvent.keyDown(document.activeElement!, { key: "ArrowDown" });
    expect(document.activeElement).toBe(links()[2]);
    fireEvent.keyDown(document.activeElement!, { key: "Home" });
    expect(document.activeElement).toBe(links()[0]);
    fireEvent.keyDown(document.activeElement!, { key: "ArrowUp" });
    expect(document.activeElement).toBe(links()[0]);
  });
});

describe("sous 768 px, des cartes", () => {
  it("une liste nommée, une carte par ligne : le N° en titre, les autres colonnes en libellé et valeur", () => {
    viewport(390);
    renderOrders();
    expect(screen.queryByRole("table")).toBeNull();
    const list = screen.getByRole("list", { name: "Commandes" });
    const cards = within(list).getAllByRole("listitem");
    expect(cards).toHaveLength(3);
    const second = cards[1]!;
    expect(within(second).getByRole("link").textContent).toBe("B2");
    expect(within(second).getByRole("link").getAttribute("href")).toBe("/orders/o2");
    expect(within(second).getByText("Total").tagName).toBe("DT");
    expect(within(second).getByText("20,00 €").tagName).toBe("DD");
    expect(within(second).getByLabelText("Choisir B2")).toBeTruthy();
  });

  it("le tri reste possible sans en-têtes de colonnes", () => {
    viewport(390);
    const onSortChange = jest.fn();
    renderOrders({ sort: { field: "total", direction: "desc" }, onSortChange });
    const select = screen.getByRole("combobox", { name: "Trier par" });
    fireEvent.change(select, { target: { value: "total:asc" } });
    expect(onSortChange).toHaveBeenCalledWith({ field: "total", direction: "asc" });
  });

  it("à 768 px et plus, le tableau", () => {
    viewport(1024);
    renderOrders();
    expect(screen.getByRole("table", { name: "Commandes" })).toBeTruthy();
  });
});

/** A « N° » column that notes in `drawn` each row it draws. */
const countingIdColumn = (drawn: string[]): Column<Order> => ({
  key: "id",
  header: "N°",
  render: (o) => {
    drawn.push(o.id);
    return o.shortId;
  },
  primary: true,
});

const renderAtOrders = (page: ReactElement) =>
  render(
    <ChakraProvider value={system}>
      <RouterProvider router={createMemoryRouter([{ path: "/orders", element: page }], { initialEntries: ["/orders"] })} />
    </ChakraProvider>,
  );

describe("une ligne ne se redessine que si ce qu’elle montre change (issue 34)", () => {
  it("le focus passe de la 1re à la 2e ligne : la 3e n’est pas redessinée ; une ligne change : elle seule l’est", () => {
    viewport(1024);
    const drawn: string[] = [];
    const columns = [countingIdColumn(drawn)];
    const changed = ORDERS.map((o) => (o.id === "o3" ? { ...o, shortId: "C4" } : o));
    function Orders() {
      const [rows, setRows] = useState(ORDERS);
      return (
        <>
          <button onClick={() => setRows(changed)}>Changer</button>
          <DataTable label="Commandes" columns={columns} rows={rows} rowKey={(o) => o.id} rowLink={(o) => ({ to: `/orders/${o.id}` })} />
        </>
      );
    }
    renderAtOrders(<Orders />);
    expect(drawn).toEqual(["o1", "o2", "o3"]);

    drawn.length = 0;
    act(() => links()[1]!.focus()); // the tab stop moves: rows 1 and 2 change, row 3 does not
    expect(drawn.sort()).toEqual(["o1", "o2"]);

    drawn.length = 0;
    fireEvent.click(screen.getByRole("button", { name: "Changer" }));
    expect(drawn).toEqual(["o3"]);
    expect(screen.getByRole("link", { name: "C4" })).toBeTruthy();
  });

  it("la page se redessine avec un nouveau tableau des mêmes colonnes : aucune ligne n’est redessinée ; une colonne nouvelle : toutes le sont", () => {
    viewport(1024);
    const drawn: string[] = [];
    const id = countingIdColumn(drawn);
    const total: Column<Order> = { key: "total", header: "Total", render: (o) => o.total };
    // Like /orders: its array is rebuilt on each render (`[selection, ...shown]`), its columns are not.
    function Orders() {
      const [counts, setCounts] = useState(0);
      const [withTotal, setWithTotal] = useState(false);
      return (
        <>
          <button onClick={() => setCounts((n) => n + 1)}>Compter</button>
          <button onClick={() => setWithTotal(true)}>Total</button>
          <output>{counts}</output>
          <DataTable
            label="Commandes"
            columns={withTotal ? [id, { ...total }] : [id]}
            rows={ORDERS}
            rowKey={(o) => o.id}
            rowLink={(o) => ({ to: `/orders/${o.id}` })}
          />
        </>
      );
    }
    renderAtOrders(<Orders />);
    expect(drawn).toEqual(["o1", "o2", "o3"]);

    drawn.length = 0;
    fireEvent.click(screen.getByRole("button", { name: "Compter" }));
    expect(screen.getByText("1")).toBeTruthy();
    expect(drawn).toEqual([]);

    drawn.length = 0;
    fireEvent.click(screen.getByRole("button", { name: "Total" }));
    expect(drawn).toEqual(["o1", "o2", "o3"]);
    expect(screen.getAllByRole("cell", { name: "20,00 €" })).toHaveLength(1);
  });
});

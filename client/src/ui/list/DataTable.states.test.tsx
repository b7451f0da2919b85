/**
 * @jest-environment ./scripts/jest/jsdom-environment.cjs
 *
 * DataTable's states besides its rows (issue 26, kit component tests): a skeleton while the
 * first page loads, « Aucun résultat » when nothing matches, the one error layout with
 * « Réessayer » when the load failed, and the rows as links once they are there.
 */
import { ChakraProvider } from "@chakra-ui/react";
import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { system } from "../../app/theme";
import { DataTable, type Column } from "./DataTable";

type Product = { id: string; name: string };
const COLUMNS: Column<Product>[] = [{ key: "name", header: "Nom", render: (p) => p.name, primary: true }];

function renderTable(props: { rows: Product[] | undefined; loading?: boolean; error?: string | null; onRetry?: () => void }) {
  return render(
    <ChakraProvider value={system}>
      <MemoryRouter>
        <DataTable label="Produits" columns={COLUMNS} rowKey={(p) => p.id} rowLink={(p) => ({ to: `/products/${p.id}` })} skeletonRows={3} {...props} />
      </MemoryRouter>
    </ChakraProvider>,
  );
}

const table = () => screen.getByRole("table", { name: "Produits" });

it("pendant le premier chargement : le tableau garde sa forme, des lignes d’attente, occupé, ni lien ni « Aucun résultat »", () => {
  renderTable({ rows: undefined, loading: true });
  expect(table().getAttribute("aria-busy")).toBe("true");
  const placeholders = table().querySelectorAll('tbody[aria-hidden="true"] > tr');
  expect(placeholders).toHaveLength(3);
  expect(placeholders[0]!.querySelector(".chakra-skeleton")).not.toBeNull();
  expect(screen.queryByRole("link")).toBeNull();
  expect(screen.queryByText("Aucun résultat")).toBeNull();
});

it("rien ne correspond : « Aucun résultat », sans tableau", () => {
  renderTable({ rows: [], loading: false });
  expect(screen.getByRole("heading", { name: "Aucun résultat" })).toBeTruthy();
  expect(screen.queryByRole("table")).toBeNull();
});

it("le chargement a échoué : le message de l’écran, « Réessayer » relance, sans tableau", () => {
  const onRetry = jest.fn();
  renderTable({ rows: undefined, error: "Impossible de charger les produits.", onRetry });
  const alert = screen.getByRole("alert");
  expect(alert.textContent).toContain("Erreur de chargement");
  expect(alert.textContent).toContain("Impossible de charger les produits.");
  expect(screen.queryByRole("table")).toBeNull();
  fireEvent.click(screen.getByRole("button", { name: "Réessayer" }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

it("les lignes chargées : une par enregistrement, chacune un lien vers son détail, plus d’attente", () => {
  renderTable({
    rows: [
      { id: "p1", name: "Affiche A3" },
      { id: "p2", name: "Toile 40×50" },
    ],
    loading: false,
  });
  expect(table().getAttribute("aria-busy")).not.toBe("true");
  expect(table().querySelectorAll('tbody[aria-hidden="true"] > tr')).toHaveLength(0);
  const links = screen.getAllByRole("link");
  expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
    ["Affiche A3", "/products/p1"],
    ["Toile 40×50", "/products/p2"],
  ]);
});

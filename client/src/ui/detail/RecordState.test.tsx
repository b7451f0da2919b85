/**
 * @jest-environment ./scripts/jest/jsdom-environment.cjs
 *
 * The one record state of a detail page, a drawer or a dialog (issue 26), through one load:
 * skeletons while it loads, a failure in French with « Réessayer » (never the raw error's
 * English), what is missing when there is no record, then the record itself.
 */
import { ChakraProvider } from "@chakra-ui/react";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { system } from "../../app/theme";
import { RecordState } from "./RecordState";

type Creation = { prompt: string };
type State = { item?: Creation | null; loading?: boolean; error?: unknown };

const view = ({ item = null, loading = false, error }: State) => (
  <ChakraProvider value={system}>
    <MemoryRouter>
      <RecordState
        item={item}
        loading={loading}
        error={error}
        onRetry={() => undefined}
        loadFailed="Impossible de charger la création"
        notFound={{ title: "Création introuvable", message: "Elle a peut-être été supprimée." }}
        skeleton={<div data-testid="skeleton" />}
        inDialog
      >
        {(creation) => <p>{creation.prompt}</p>}
      </RecordState>
    </MemoryRouter>
  </ChakraProvider>
);

afterEach(() => jest.restoreAllMocks());

it("chargement, échec en français avec « Réessayer », introuvable, puis la fiche", () => {
  jest.spyOn(console, "error").mockImplementation(() => {});
  const { rerender } = render(view({ loading: true }));
  expect(screen.getByTestId("skeleton")).toBeTruthy();
  expect(screen.queryByRole("alert")).toBeNull();

  // An error graphql-js or a library wrote, in English: the admin reads the screen's sentence.
  rerender(view({ error: new Error("Cannot read properties of undefined (reading 'creation')") }));
  const alert = screen.getByRole("alert");
  expect(alert.textContent).toContain("Impossible de charger la création");
  expect(alert.textContent).not.toMatch(/Cannot read|undefined/);
  expect(screen.getByRole("button", { name: "Réessayer" })).toBeTruthy();
  expect(screen.queryByTestId("skeleton")).toBeNull();

  rerender(view({}));
  expect(screen.getByRole("heading", { name: "Création introuvable" })).toBeTruthy();
  expect(screen.getByText("Elle a peut-être été supprimée.")).toBeTruthy();
  expect(screen.queryByRole("link")).toBeNull(); // in a dialog, closing it is the way back

  // A failed refetch of a record already shown keeps it.
  rerender(view({ item: { prompt: "Un chat en aquarelle" }, error: new TypeError("Failed to fetch") }));
  expect(screen.getByText("Un chat en aquarelle")).toBeTruthy();
  expect(screen.queryByRole("alert")).toBeNull();
});

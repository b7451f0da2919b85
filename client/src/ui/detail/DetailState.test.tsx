/**
 * @jest-environment ./scripts/jest/jsdom-environment.cjs
 *
 * A detail page that cannot show its record (issue 25): a failed load reads in French with
 * « Réessayer » (one error layout), a missing record says what is missing and links back to its
 * list instead of a bare « Aucun résultat ».
 */
import { ChakraProvider } from "@chakra-ui/react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router-dom";
import { system } from "../../app/theme";
import { DetailState } from "./DetailState";

const NOT_FOUND = { title: "Commande introuvable", message: "Aucune commande ne porte ce numéro.", back: { to: "/orders", label: "Retour aux commandes" } };

function renderState(props: { error?: unknown; loading?: boolean; onRetry?: () => unknown }) {
  const wrap = (node: ReactNode) => (
    <ChakraProvider value={system}>
      <MemoryRouter>{node}</MemoryRouter>
    </ChakraProvider>
  );
  return render(
    wrap(
      <DetailState
        title="Détail de la commande"
        item={null}
        loading={props.loading ?? false}
        error={props.error}
        onRetry={props.onRetry ?? (() => undefined)}
        loadFailed="Impossible de charger la commande"
        notFound={NOT_FOUND}
        skeleton={<p>…</p>}
      >
        {() => <p>commande</p>}
      </DetailState>,
    ),
  );
}

afterEach(() => jest.restoreAllMocks());

describe("une fiche sans sa donnée", () => {
  it("dit ce qui manque et ramène à la liste", () => {
    renderState({});
    expect(screen.getByRole("heading", { name: "Commande introuvable" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Retour aux commandes" }).getAttribute("href")).toBe("/orders");
    expect(screen.queryByText("Aucun résultat")).toBeNull();
  });

  it("un échec du réseau : du français, « Réessayer » qui recharge et attend la réponse", async () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    let answer!: () => void;
    const onRetry = jest.fn(() => new Promise<void>((_, reject) => (answer = () => reject(new TypeError("Failed to fetch")))));
    renderState({ error: new TypeError("Failed to fetch"), onRetry });
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("Serveur injoignable. Vérifiez votre connexion puis réessayez.");
    expect(alert.textContent).not.toMatch(/Failed|fetch/);
    fireEvent.click(screen.getByRole("button", { name: "Réessayer" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(alert.querySelector("button")?.disabled).toBe(true); // loading: Chakra hides its label meanwhile
    // A failed retry is the next error state, not an unhandled rejection.
    await act(async () => answer());
    expect((screen.getByRole("button", { name: "Réessayer" }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe("une fiche dont la liste connaissait déjà la ligne (preview)", () => {
  /** What each render drew: the preview, the title and skeleton, or the record. */
  function drawn() {
    const log: string[] = [];
    const Preview = () => (log.push("aperçu"), (<p>aperçu</p>));
    const Skeleton = () => (log.push("squelette"), (<p>…</p>));
    const Page = ({ order }: { order: string }) => (log.push(order), (<p>{order}</p>));
    const state = (item: string | undefined, loading: boolean) => (
      <ChakraProvider value={system}>
        <MemoryRouter>
          <DetailState
            title="Détail de la commande"
            item={item}
            loading={loading}
            preview={<Preview />}
            error={undefined}
            onRetry={() => undefined}
            loadFailed="Impossible de charger la commande"
            notFound={NOT_FOUND}
            skeleton={<Skeleton />}
          >
            {(order) => <Page order={order} />}
          </DetailState>
        </MemoryRouter>
      </ChakraProvider>
    );
    return { log, state };
  }

  it("l’aperçu pendant le chargement ; la commande arrivée, l’aperçu reste dans la mise à jour qui l’apporte, la page suit", async () => {
    const { log, state } = drawn();
    const view = render(state(undefined, true));
    expect(log).toEqual(["aperçu"]);
    await act(async () => view.rerender(state("commande A", false)));
    // The update that brought the record still draws the preview: the page follows in a transition.
    expect(log).toEqual(["aperçu", "aperçu", "commande A"]);
    expect(screen.getByText("commande A")).toBeTruthy();
  });

  it("sans chargement en cours ni commande : ce qui manque, pas l’aperçu", () => {
    const { log, state } = drawn();
    render(state(undefined, false));
    expect(log).toEqual([]);
    expect(screen.getByRole("heading", { name: "Commande introuvable" })).toBeTruthy();
  });
});

/**
 * @jest-environment ./scripts/jest/jsdom-environment.cjs
 *
 * A list's filters chosen one after the other, the second before the page has drawn the first
 * (the audit log's « Action » then « Administrateur » on a busy machine): both stay in the URL. A
 * dialog opened or closed just after a filter keeps it too.
 */
import { act, render, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { usePathDialog, useSearchValueDialog, type DialogRoute } from "../form/useDialogRoute";
import { useListParams } from "./useListParams";

type SetParams = ReturnType<typeof useListParams<{ action: string; actor: string }>>["setParams"];
type FirstRender = { setParams: SetParams; details: DialogRoute; drawer: DialogRoute };

/** The router, and what the first render handed out: what a handler bound then still calls. */
function renderList(path = "/settings/audit?q=garde") {
  let first: FirstRender | undefined;
  function List() {
    const { setParams } = useListParams({ action: "", actor: "" });
    const details = useSearchValueDialog("details");
    const drawer = usePathDialog("/settings/audit");
    first ??= { setParams, details, drawer };
    return null;
  }
  const router = createMemoryRouter(
    [
      { path: "/settings/audit", element: <List /> },
      { path: "/settings/audit/:id", element: <List /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { router, ...first! };
}

const paramsOf = (search: string) => Object.fromEntries(new URLSearchParams(search));

describe("paramètres d’une liste dans l’URL", () => {
  it("garde le premier filtre quand le second part d’un rendu d’avant le premier", async () => {
    const { router, setParams } = renderList();
    act(() => setParams({ action: "user.adjustCredits" }));
    await waitFor(() => expect(router.state.location.search).toContain("action="));
    act(() => setParams({ actor: "demo-admin" }));
    await waitFor(() => expect(router.state.location.search).toContain("actor="));
    expect(paramsOf(router.state.location.search)).toEqual({ q: "garde", action: "user.adjustCredits", actor: "demo-admin" });
  });

  it("retire un filtre remis à sa valeur par défaut, sans toucher aux autres", async () => {
    const { router, setParams } = renderList();
    act(() => setParams({ action: "user.adjustCredits", actor: "demo-admin" }));
    await waitFor(() => expect(router.state.location.search).toContain("actor="));
    act(() => setParams({ actor: "" }));
    await waitFor(() => expect(router.state.location.search).not.toContain("actor="));
    expect(paramsOf(router.state.location.search)).toEqual({ q: "garde", action: "user.adjustCredits" });
  });

  it("garde un filtre choisi juste avant d’ouvrir puis de fermer une fenêtre", async () => {
    const { router, setParams, details } = renderList();
    act(() => setParams({ action: "user.adjustCredits" }));
    await waitFor(() => expect(router.state.location.search).toContain("action="));
    act(() => void details.open("entry-1"));
    await waitFor(() => expect(router.state.location.search).toContain("details="));
    expect(paramsOf(router.state.location.search)).toEqual({ q: "garde", action: "user.adjustCredits", details: "entry-1" });
    act(() => void details.close());
    await waitFor(() => expect(router.state.location.search).not.toContain("details="));
    expect(paramsOf(router.state.location.search)).toEqual({ q: "garde", action: "user.adjustCredits" });
  });

  it("garde un filtre choisi juste avant d’ouvrir un tiroir à son adresse", async () => {
    const { router, setParams, drawer } = renderList();
    act(() => setParams({ actor: "demo-admin" }));
    await waitFor(() => expect(router.state.location.search).toContain("actor="));
    act(() => void drawer.open("entry-2"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/settings/audit/entry-2"));
    expect(paramsOf(router.state.location.search)).toEqual({ q: "garde", actor: "demo-admin" });
  });
});

/**
 * @jest-environment ./scripts/jest/jsdom-environment.cjs
 *
 * A list's filters chosen one after the other, the second before the page has drawn the first
 * (the audit log's « Action » then « Administrateur » on a busy machine): both stay in the URL.
 */
import { act, render, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { useListParams } from "./useListParams";

type SetParams = ReturnType<typeof useListParams<{ action: string; actor: string }>>["setParams"];

/** The router, and the `setParams` of the first render: what a handler bound then still calls. */
function renderList() {
  const first: { setParams?: SetParams } = {};
  function List() {
    const { setParams } = useListParams({ action: "", actor: "" });
    first.setParams ??= setParams;
    return null;
  }
  const router = createMemoryRouter([{ path: "/settings/audit", element: <List /> }], { initialEntries: ["/settings/audit?q=garde"] });
  render(<RouterProvider router={router} />);
  return { router, setParams: first.setParams! };
}

describe("paramètres d’une liste dans l’URL", () => {
  it("garde le premier filtre quand le second part d’un rendu d’avant le premier", async () => {
    const { router, setParams } = renderList();
    act(() => setParams({ action: "user.adjustCredits" }));
    await waitFor(() => expect(router.state.location.search).toContain("action="));
    act(() => setParams({ actor: "demo-admin" }));
    await waitFor(() => expect(router.state.location.search).toContain("actor="));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      q: "garde",
      action: "user.adjustCredits",
      actor: "demo-admin",
    });
  });

  it("retire un filtre remis à sa valeur par défaut, sans toucher aux autres", async () => {
    const { router, setParams } = renderList();
    act(() => setParams({ action: "user.adjustCredits", actor: "demo-admin" }));
    await waitFor(() => expect(router.state.location.search).toContain("actor="));
    act(() => setParams({ actor: "" }));
    await waitFor(() => expect(router.state.location.search).not.toContain("actor="));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ q: "garde", action: "user.adjustCredits" });
  });
});

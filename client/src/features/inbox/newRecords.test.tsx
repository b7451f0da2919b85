/**
 * @jest-environment ./scripts/jest/jsdom-environment.cjs
 *
 * The inboxes' live news (issue 36, docs/live.md): « 1 nouveau message — Afficher » counts the
 * messages created since the list loaded — not an update, not one heard twice, not one the list
 * already shows — and « Afficher » takes a paged list back to its first page, asked again.
 */
import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { act, fireEvent, render, renderHook, screen } from "@testing-library/react";
import type { LiveChange } from "../live/liveFeed";
import { NewRecordsNotice } from "../live/NewRecordsNotice";
import { newFeedbacksLabel, newMessagesLabel } from "./inboxLabels";
import { useShowFirstPage } from "./useShowFirstPage";

// The console's listener, replaced by the test's hand: what the notice subscribed, it is given.
let hear: (changes: LiveChange[]) => void = () => undefined;
jest.mock("../live/LiveProvider", () => ({
  useLiveChanges: (_kind: string, onChanges: (changes: LiveChange[]) => void) => {
    hear = onChanges;
  },
}));

const change = (recordId: string, kind: LiveChange["change"] = "created") => ({ kind: "contactMessage", recordId, change: kind }) as LiveChange;

function renderNotice(shownIds: string[], onShow = jest.fn()) {
  const view = render(
    <ChakraProvider value={defaultSystem}>
      <NewRecordsNotice kind="contactMessage" label={newMessagesLabel} shownIds={shownIds} onShow={onShow} />
    </ChakraProvider>,
  );
  const rerender = (ids: string[]) =>
    view.rerender(
      <ChakraProvider value={defaultSystem}>
        <NewRecordsNotice kind="contactMessage" label={newMessagesLabel} shownIds={ids} onShow={onShow} />
      </ChakraProvider>,
    );
  return { onShow, rerender };
}

describe("libellés des nouveautés", () => {
  it("au singulier, au pluriel, avec l’espace des milliers", () => {
    expect(newMessagesLabel(1)).toBe("1 nouveau message");
    expect(newMessagesLabel(3)).toBe("3 nouveaux messages");
    expect(newFeedbacksLabel(1)).toBe("1 nouveau feedback");
    expect(newFeedbacksLabel(12)).toBe("12 nouveaux feedbacks");
    expect(newMessagesLabel(1200)).toBe("1\u202f200 nouveaux messages");
  });
});

describe("« N nouveaux messages — Afficher »", () => {
  it("ne compte que les créations, une fois chacune, et pas celles que la liste montre déjà", () => {
    renderNotice(["deja-la"]);
    expect(screen.queryByRole("button")).toBeNull();

    act(() => hear([change("m1", "updated"), change("m0", "deleted"), change("deja-la")]));
    expect(screen.queryByRole("button")).toBeNull();

    act(() => hear([change("m1")]));
    expect(screen.getByRole("button", { name: "1 nouveau message — Afficher" })).toBeTruthy();

    act(() => hear([change("m1"), change("m2"), change("m3")]));
    expect(screen.getByRole("button", { name: "3 nouveaux messages — Afficher" })).toBeTruthy();
    // Announced politely, in a region that is there from the start.
    expect(screen.getByRole("status").getAttribute("aria-live")).toBe("polite");
  });

  it("un message arrivé dans la liste par un autre chemin (un filtre, une action) n’est plus une nouveauté", () => {
    const { rerender } = renderNotice([]);
    act(() => hear([change("m1"), change("m2")]));
    expect(screen.getByRole("button", { name: "2 nouveaux messages — Afficher" })).toBeTruthy();
    rerender(["m2", "autre"]);
    expect(screen.getByRole("button", { name: "1 nouveau message — Afficher" })).toBeTruthy();
    rerender(["m1", "m2"]);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("« Afficher » recharge la liste et le compte repart de zéro", () => {
    const { onShow } = renderNotice([]);
    act(() => hear([change("m1")]));
    fireEvent.click(screen.getByRole("button", { name: "1 nouveau message — Afficher" }));
    expect(onShow).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("button")).toBeNull();
    act(() => hear([change("m4")]));
    expect(screen.getByRole("button", { name: "1 nouveau message — Afficher" })).toBeTruthy();
  });
});

describe("« Afficher » d’une liste à pages", () => {
  function pagedList(page: number) {
    const state = { page, retry: jest.fn(() => Promise.resolve()) };
    const previous = jest.fn(() => void (state.page = Math.max(1, state.page - 1)));
    const list = () => ({ retry: state.retry, pagination: { pages: { page: state.page, previous } } });
    const hook = renderHook(() => useShowFirstPage(list()));
    return { state, previous, hook };
  }

  it("sur la première page, la demande à nouveau", async () => {
    const { state, previous, hook } = pagedList(1);
    await act(async () => void (await hook.result.current()));
    expect(state.retry).toHaveBeenCalledTimes(1);
    expect(previous).not.toHaveBeenCalled();
  });

  it("de la page 3, revient à la première, puis la demande à nouveau, une fois", () => {
    const { state, previous, hook } = pagedList(3);
    act(() => void hook.result.current());
    expect(previous).toHaveBeenCalledTimes(2);
    expect(state.retry).not.toHaveBeenCalled(); // not the page 3 it leaves
    hook.rerender();
    expect(state.retry).toHaveBeenCalledTimes(1);
    hook.rerender();
    expect(state.retry).toHaveBeenCalledTimes(1);
  });
});

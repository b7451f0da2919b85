/**
 * @jest-environment ./scripts/jest/jsdom-environment.cjs
 *
 * A row's intent (issue 34): the detail is asked for once the pointer or the focus rests on the
 * row, or at once on a press — never for a pointer only passing over the rows. Jest's fake clock
 * moves time by hand: nothing here waits.
 */
import { ChakraProvider } from "@chakra-ui/react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { system } from "../../app/theme";
import { INTENT_DELAY_MS, RowLink } from "./RowLink";

function renderRows(onIntent: (id: string) => void) {
  render(
    <ChakraProvider value={system}>
      <MemoryRouter>
        {["A1", "B2", "C3"].map((id) => (
          <RowLink key={id} target={{ to: `/orders/${id}` }} tabbable onOpen={() => undefined} onFocus={() => undefined} onIntent={() => onIntent(id)}>
            {id}
          </RowLink>
        ))}
      </MemoryRouter>
    </ChakraProvider>,
  );
  return (id: string) => screen.getByRole("link", { name: id });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("RowLink's intent", () => {
  it("asks for nothing while the pointer passes over rows, then for the row it rests on", () => {
    const asked: string[] = [];
    const row = renderRows((id) => asked.push(id));
    for (const id of ["A1", "B2"]) {
      fireEvent.pointerEnter(row(id));
      act(() => jest.advanceTimersByTime(INTENT_DELAY_MS - 1));
      fireEvent.pointerLeave(row(id));
    }
    fireEvent.pointerEnter(row("C3"));
    act(() => jest.advanceTimersByTime(INTENT_DELAY_MS));
    act(() => jest.runOnlyPendingTimers());
    expect(asked).toEqual(["C3"]);
  });

  it("asks at once when a button is pressed on the row, and for a focused row once the focus rests", () => {
    const asked: string[] = [];
    const row = renderRows((id) => asked.push(id));
    fireEvent.pointerEnter(row("A1"));
    fireEvent.pointerDown(row("A1"));
    expect(asked).toEqual(["A1"]);
    act(() => jest.runOnlyPendingTimers());
    expect(asked).toEqual(["A1"]); // the press replaced the pending rest

    fireEvent.focus(row("B2"));
    fireEvent.blur(row("B2"));
    fireEvent.focus(row("C3"));
    act(() => jest.advanceTimersByTime(INTENT_DELAY_MS));
    expect(asked).toEqual(["A1", "C3"]);
  });
});

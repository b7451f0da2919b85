/**
 * @jest-environment ./scripts/jest/jsdom-environment.cjs
 *
 * Reordering a catalogue list with the keyboard (issue 26, kit component tests): on a row's
 * grip, Espace picks the row up, ↓ or ↑ moves it one place, Espace drops it there and the list
 * receives the complete new order; Échap puts it back.
 */
import { ChakraProvider } from "@chakra-ui/react";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { MemoryRouter } from "react-router-dom";
import { system } from "../../app/theme";
import { DataTable, type Column } from "../list";
import { DragHandle, SortableRow, SortableRows } from "./SortableRows";

type Pack = { id: string; name: string };
const PACKS: Pack[] = [
  { id: "p10", name: "10 crédits" },
  { id: "p50", name: "50 crédits" },
  { id: "p100", name: "100 crédits" },
];
const ROW_HEIGHT = 40;

// jsdom lays nothing out: each table row (and what it holds) is given the box it would have,
// ROW_HEIGHT high, one under the other, so the sortable list can find the row below or above.
let restoreLayout = () => undefined as void;
beforeEach(() => {
  const original = Element.prototype.getBoundingClientRect;
  Element.prototype.getBoundingClientRect = function (this: Element) {
    const row = this.closest("tr");
    const index = row?.parentElement ? Array.prototype.indexOf.call(row.parentElement.children, row) : 0;
    const top = index * ROW_HEIGHT;
    return { top, bottom: top + ROW_HEIGHT, left: 0, right: 600, width: 600, height: ROW_HEIGHT, x: 0, y: top, toJSON: () => ({}) } as DOMRect;
  };
  // The sortable list measures the rows in an animation frame after the pick-up; jsdom paints
  // no frames (they run on a timer): run them as microtasks, which act() waits for.
  const { requestAnimationFrame, cancelAnimationFrame } = window;
  const pending = new Set<number>();
  let next = 0;
  window.requestAnimationFrame = (callback) => {
    const id = ++next;
    pending.add(id);
    queueMicrotask(() => pending.delete(id) && callback(performance.now()));
    return id;
  };
  window.cancelAnimationFrame = (id) => void pending.delete(id);
  restoreLayout = () => {
    Element.prototype.getBoundingClientRect = original;
    Object.assign(window, { requestAnimationFrame, cancelAnimationFrame });
  };
});
afterEach(() => restoreLayout());

function Packs({ onReorder }: { onReorder: (ids: readonly string[]) => void }) {
  const [ids, setIds] = useState<readonly string[]>(PACKS.map((pack) => pack.id));
  const rows = ids.map((id) => PACKS.find((pack) => pack.id === id)!);
  const columns: Column<Pack>[] = [
    { key: "handle", header: "", render: (pack) => <DragHandle label={`Déplacer ${pack.name}`} /> },
    { key: "name", header: "Nom", render: (pack) => pack.name, primary: true },
  ];
  const reorder = (next: readonly string[]) => {
    onReorder(next);
    setIds(next);
  };
  return (
    <SortableRows ids={ids} onReorder={reorder} nameOf={(id) => PACKS.find((pack) => pack.id === id)!.name}>
      <DataTable label="Packs de crédits" columns={columns} rows={rows} rowKey={(pack) => pack.id} RowComponent={SortableRow} />
    </SortableRows>
  );
}

function renderPacks() {
  const onReorder = jest.fn<void, [readonly string[]]>();
  render(
    <ChakraProvider value={system}>
      <MemoryRouter>
        <Packs onReorder={onReorder} />
      </MemoryRouter>
    </ChakraProvider>,
  );
  return onReorder;
}

const names = () =>
  screen
    .getAllByRole("row")
    .slice(1)
    .map((row) => row.textContent);

/** On the grip of the row `name`: Espace picks it up, then the keys `codes`. */
async function press(name: string, ...codes: string[]) {
  const grip = screen.getByRole("button", { name: `Déplacer ${name}` });
  grip.focus();
  const key = (code: string) => act(async () => void fireEvent.keyDown(grip, { code, key: code === "Space" ? " " : code }));
  await key("Space");
  // Picked up once the grip says so: the sortable list has then measured the rows.
  await waitFor(() => expect(grip.getAttribute("aria-pressed")).toBe("true"));
  for (const code of codes) await key(code);
}

it("Espace, ↓, Espace : la ligne descend d’une place et la liste reçoit tout le nouvel ordre", async () => {
  const onReorder = renderPacks();
  expect(names()).toEqual(["10 crédits", "50 crédits", "100 crédits"]);
  await press("50 crédits", "ArrowDown", "Space");
  expect(onReorder).toHaveBeenCalledWith(["p10", "p100", "p50"]);
  expect(names()).toEqual(["10 crédits", "100 crédits", "50 crédits"]);
});

it("Espace, ↑, Espace : la ligne monte d’une place", async () => {
  const onReorder = renderPacks();
  await press("100 crédits", "ArrowUp", "Space");
  expect(onReorder).toHaveBeenCalledWith(["p10", "p100", "p50"]);
  expect(names()).toEqual(["10 crédits", "100 crédits", "50 crédits"]);
});

it("Échap annule : l’ordre ne change pas", async () => {
  const onReorder = renderPacks();
  await press("10 crédits", "ArrowDown", "Escape");
  expect(onReorder).not.toHaveBeenCalled();
  expect(names()).toEqual(["10 crédits", "50 crédits", "100 crédits"]);
});

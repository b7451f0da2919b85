/**
 * @jest-environment ./scripts/jest/jsdom-environment.cjs
 */
import { act, render } from "@testing-library/react";
import { useDeferredArrival } from "./useDeferredArrival";

/** Every value the hook returned, render after render. */
function renders() {
  const seen: (string | undefined)[] = [];
  function Probe({ value }: { value: string | undefined }) {
    seen.push(useDeferredArrival(value));
    return null;
  }
  return { seen, Probe };
}

it("une valeur qui arrive : l’état d’attente reste dans la mise à jour qui l’apporte, puis elle est dessinée", async () => {
  const { seen, Probe } = renders();
  const view = render(<Probe value={undefined} />);
  await act(async () => view.rerender(<Probe value="commande A" />));
  expect(seen[0]).toBeUndefined();
  expect(seen[1]).toBeUndefined(); // the synchronous update that brought it
  expect(seen.at(-1)).toBe("commande A");
});

it("une valeur déjà dessinée, puis une autre : la nouvelle aussitôt, jamais l’ancienne à sa place", async () => {
  const { seen, Probe } = renders();
  const view = render(<Probe value="commande A" />);
  expect(seen).toEqual(["commande A"]); // there at mount: at once
  await act(async () => view.rerender(<Probe value="commande B" />));
  expect(seen.slice(1)).toEqual(seen.slice(1).map(() => "commande B"));
});

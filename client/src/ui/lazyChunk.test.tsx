/**
 * @jest-environment ./scripts/jest/jsdom-environment.cjs
 */
import { act, render, screen } from "@testing-library/react";
import { startTransition, Suspense } from "react";
import { lazyChunk } from "./lazyChunk";

function Section({ label }: { label: string }) {
  return <p>{label}</p>;
}

/** A chunk whose download the test settles, and how often it was asked for. */
function chunk() {
  const downloads: Array<{ resolve: (module: { default: typeof Section }) => void; reject: (error: Error) => void }> = [];
  const download = () => new Promise<{ default: typeof Section }>((resolve, reject) => downloads.push({ resolve, reject }));
  return { downloads, ...lazyChunk(download) };
}

/** Every time the Suspense boundary drew its fallback. */
function fallbackCounter() {
  const drawn: string[] = [];
  function Fallback() {
    drawn.push("fallback");
    return <p>chargement</p>;
  }
  return { drawn, Fallback };
}

it("un morceau déjà téléchargé se dessine dès son premier rendu, sans passer par l’attente de Suspense", async () => {
  const { downloads, Component, load } = chunk();
  const loading = load();
  await act(async () => {
    downloads[0]!.resolve({ default: Section });
    await loading;
  });
  const { drawn, Fallback } = fallbackCounter();
  // In a transition, as the shell and its screen are drawn after the sign-in check (AuthProvider).
  await act(async () =>
    startTransition(() => {
      render(
        <Suspense fallback={<Fallback />}>
          <Component label="Factures et avoirs" />
        </Suspense>,
      );
    }),
  );
  expect(screen.getByText("Factures et avoirs")).toBeTruthy();
  // React.lazy over the same resolved download suspends once: its fallback is committed, and
  // React 19 holds the content's commit 300 ms after it.
  expect(drawn).toEqual([]);
  expect(downloads).toHaveLength(1);
});

it("un morceau pas encore là : l’attente de Suspense, puis le composant, d’un seul téléchargement", async () => {
  const { downloads, Component, load } = chunk();
  const { drawn, Fallback } = fallbackCounter();
  render(
    <Suspense fallback={<Fallback />}>
      <Component label="Réimpression" />
    </Suspense>,
  );
  expect(screen.getByText("chargement")).toBeTruthy();
  // The page's own preload joins the render's download instead of starting another.
  void load();
  await act(async () => downloads[0]!.resolve({ default: Section }));
  expect(await screen.findByText("Réimpression")).toBeTruthy();
  expect(drawn.length).toBeGreaterThan(0);
  expect(downloads).toHaveLength(1);
});

it("un téléchargement qui échoue est redemandé au suivant", async () => {
  const { downloads, load } = chunk();
  const first = load();
  downloads[0]!.reject(new Error("réseau"));
  await expect(first).rejects.toThrow("réseau");
  const second = load();
  expect(downloads).toHaveLength(2);
  downloads[1]!.resolve({ default: Section });
  await expect(second).resolves.toEqual({ default: Section });
});

/**
 * @jest-environment ./scripts/jest/jsdom-environment.cjs
 *
 * The one frame of the console's dialogs and drawers (issue 26): its title names it for a screen
 * reader, Escape closes it, and the focus goes back where it was, on the button that opened it.
 */
import { Button, ChakraProvider } from "@chakra-ui/react";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { system } from "../../app/theme";
import { DialogFrame } from "./DialogFrame";

function Screen({ variant }: { variant: "dialog" | "drawer" }) {
  const [open, setOpen] = useState(false);
  return (
    <ChakraProvider value={system}>
      <Button onClick={() => setOpen(true)}>Voir l’envoi</Button>
      <DialogFrame
        open={open}
        variant={variant}
        title="Envoi d’e-mail"
        onClose={() => setOpen(false)}
        footer={<Button onClick={() => setOpen(false)}>Fermer</Button>}
      >
        <p>Destinataire : client@atelier.test</p>
      </DialogFrame>
    </ChakraProvider>
  );
}

/** The dialog shown, or null (jsdom lays nothing out: the query includes what it cannot tell is visible). */
const shown = () => screen.queryAllByRole("dialog", { hidden: true }).find((d) => d.getAttribute("data-state") === "open") ?? null;

describe.each(["dialog", "drawer"] as const)("le cadre d’un dialogue (%s)", (variant) => {
  it("porte son titre, se ferme par Échap et rend le focus au bouton qui l’a ouvert", async () => {
    render(<Screen variant={variant} />);
    const opener = screen.getByRole("button", { name: "Voir l’envoi" });
    opener.focus();
    await act(async () => opener.click());
    await waitFor(() => expect(shown()).not.toBeNull());
    const dialog = shown()!;
    // Its accessible name is its title (aria-labelledby), and nothing else.
    const title = document.getElementById(dialog.getAttribute("aria-labelledby") ?? "");
    expect(title?.textContent).toBe("Envoi d’e-mail");
    expect(dialog.textContent).toContain("client@atelier.test");
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    await waitFor(() => expect(shown()).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it("« Fermer » du pied et la croix ferment aussi", async () => {
    render(<Screen variant={variant} />);
    await act(async () => screen.getByRole("button", { name: "Voir l’envoi" }).click());
    await waitFor(() => expect(shown()).not.toBeNull());
    const closers = screen.getAllByRole("button", { name: "Fermer", hidden: true });
    expect(closers).toHaveLength(2); // the footer's and the × (aria-label « Fermer »)
    await act(async () => closers[1]!.click());
    await waitFor(() => expect(shown()).toBeNull());
  });
});

/**
 * @jest-environment ./scripts/jest/jsdom-environment.cjs
 *
 * FormDialog, the shell of every form (issue 26, kit component tests): the fields are bound to
 * the form, « Enregistrer » waits for a change on an edit, the server's userErrors show under the
 * fields they name (the others in the alert), and closing a form with unsaved changes asks first.
 */
import { ChakraProvider } from "@chakra-ui/react";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { createMemoryRouter, RouterProvider, useNavigate } from "react-router-dom";
import { system } from "../../app/theme";
import type { UserErrorLike } from "../mutation/mutationReport";
import { FormDialog, type SaveOutcome } from "./FormDialog";
import { TextField } from "./TextFields";

type Product = { name: string; description: string };
const SAVED: Product = { name: "Affiche", description: "Papier mat" };

function EditProduct({ onSave }: { onSave: (values: Product) => Promise<SaveOutcome> }) {
  const navigate = useNavigate();
  const form = useForm<Product>({ defaultValues: SAVED });
  return (
    <FormDialog form={form} title="Modifier le produit" variant="drawer" onClose={() => navigate("/products")} onSave={onSave}>
      <TextField name="name" label="Nom" />
      <TextField name="description" label="Description" />
    </FormDialog>
  );
}

async function renderForm(onSave: (values: Product) => Promise<SaveOutcome> = async () => []) {
  const router = createMemoryRouter(
    [
      { path: "/products", element: <p>Liste des produits</p> },
      { path: "/products/p1", element: <EditProduct onSave={onSave} /> },
    ],
    { initialEntries: ["/products", "/products/p1"], initialIndex: 1 },
  );
  render(
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  await waitFor(() => expect(screen.getByRole("button", { name: "Enregistrer" })).toBeTruthy());
  return router;
}

// (Testing Library reads the no-break space before « ? » as a plain space.)
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const saveButton = () => screen.getByRole("button", { name: "Enregistrer" }) as HTMLButtonElement;
const type = (label: string, value: string) => act(async () => void fireEvent.change(field(label), { target: { value } }));
const click = (name: string) => act(async () => void fireEvent.click(screen.getByRole("button", { name })));

it("les champs montrent le produit, la saisie les met à jour, « Enregistrer » attend une modification et envoie les valeurs saisies", async () => {
  const onSave = jest.fn<Promise<SaveOutcome>, [Product]>(async () => []);
  const router = await renderForm(onSave);
  expect(field("Nom").value).toBe("Affiche");
  expect(saveButton().disabled).toBe(true);

  await type("Nom", "Affiche XL");
  expect(field("Nom").value).toBe("Affiche XL");
  expect(saveButton().disabled).toBe(false);

  // Back to what is saved: nothing to save any more.
  await type("Nom", "Affiche");
  expect(saveButton().disabled).toBe(true);

  await type("Description", "Papier brillant");
  await act(async () => void fireEvent.submit(saveButton().closest("form")!));
  expect(onSave).toHaveBeenCalledWith({ name: "Affiche", description: "Papier brillant" });
  // Saved: the form closes without asking.
  await waitFor(() => expect(router.state.location.pathname).toBe("/products"));
  expect(screen.queryByText("Abandonner les modifications ?")).toBeNull();
});

it("les erreurs du serveur : sous le champ qu’elles nomment, les autres dans l’alerte ; le formulaire reste ouvert", async () => {
  const userErrors: UserErrorLike[] = [
    { field: ["input", "values", "name"], message: "Un produit porte déjà ce nom." },
    { field: ["input", "version"], message: "Le produit a été modifié entre-temps." },
  ];
  const router = await renderForm(async () => userErrors);
  await type("Nom", "Toile");
  await act(async () => void fireEvent.submit(saveButton().closest("form")!));

  await waitFor(() => expect(field("Nom").getAttribute("aria-invalid")).toBe("true"));
  const nameField = field("Nom").closest("[data-part=root]") ?? field("Nom").parentElement!;
  expect(nameField.textContent).toContain("Un produit porte déjà ce nom.");
  expect(field("Description").getAttribute("aria-invalid")).not.toBe("true");
  expect(screen.getByRole("alert").textContent).toContain("Le produit a été modifié entre-temps.");
  expect(screen.getByRole("alert").textContent).not.toContain("Un produit porte déjà ce nom.");
  expect(router.state.location.pathname).toBe("/products/p1");
});

describe("fermer un formulaire modifié demande d’abord", () => {
  it("« Annuler » sur un formulaire modifié : « Abandonner les modifications ? » ; « Abandonner » ferme", async () => {
    const router = await renderForm();
    await type("Nom", "Affiche XL");
    await click("Annuler");
    await waitFor(() => expect(screen.getByText("Abandonner les modifications ?")).toBeTruthy());
    expect(router.state.location.pathname).toBe("/products/p1");

    await click("Abandonner");
    await waitFor(() => expect(router.state.location.pathname).toBe("/products"));
  });

  it("garder ses modifications : le formulaire reste ouvert avec la saisie", async () => {
    const router = await renderForm();
    await type("Nom", "Affiche XL");
    await click("Annuler");
    await waitFor(() => expect(screen.getByText("Abandonner les modifications ?")).toBeTruthy());
    const keep = screen.getAllByRole("button").find((button) => button.textContent === "Annuler" && button.closest("[role=alertdialog]"));
    await act(async () => void fireEvent.click(keep!));
    await waitFor(() => expect(screen.queryByText("Abandonner les modifications ?")).toBeNull());
    expect(router.state.location.pathname).toBe("/products/p1");
    expect(field("Nom").value).toBe("Affiche XL");
  });

  it("un formulaire intact se ferme sans rien demander", async () => {
    const router = await renderForm();
    await click("Annuler");
    await waitFor(() => expect(router.state.location.pathname).toBe("/products"));
    expect(screen.queryByText("Abandonner les modifications ?")).toBeNull();
  });
});

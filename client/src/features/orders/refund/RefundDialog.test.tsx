/**
 * @jest-environment ./scripts/jest/jsdom-environment.cjs
 *
 * The « Rembourser » dialog on a mocked API (in Chakra's default theme: a screen does not reach the shell's): the totals and the button follow what is typed, the
 * domain's French refusals show under their fields before anything is sent, the server's land on
 * the row they name, and a refund sends the request the rows make, then closes.
 */
import { ApolloClient, InMemoryCache } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { MockLink } from "@apollo/client/testing";
import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { refundMessages } from "@atelier/domain/invoicing/refund";
import { RefundCreditPacksDocument, RefundOrderDocument, type RefundOrderInput } from "../../../gql/graphql";
import RefundDialog from "./RefundDialog";
import type { RefundableFields } from "./refundForm";

// The note's textarea grows with its text, watched by a ResizeObserver, which jsdom lacks.
beforeAll(() => {
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const REFUNDABLE: RefundableFields = {
  invoiceNumber: "FA-2026-000042",
  totalCents: 4490,
  lines: [
    { itemIndex: 0, label: "Affiche A3", vatRate: 20, quantity: 3, grossCents: 3000, remainingQuantity: 3, remainingGrossCents: 3000 },
    { itemIndex: 1, label: "Tasse", vatRate: 20, quantity: 2, grossCents: 1999, remainingQuantity: 1, remainingGrossCents: 1000 },
  ],
  delivery: { label: "Colissimo", vatRate: 20, grossCents: 490, remainingGrossCents: 490 },
  rates: [{ vatRate: 20, netCents: 3742, vatCents: 748, grossCents: 4490 }],
};

/** The payload the mocked API answers, as on the wire (with its __typename). */
type Answer = {
  creditNote: { __typename: string; number: string; grossCents: number } | null;
  userErrors: { __typename: string; field: string[]; message: string; code: string }[];
};

/** The dialog over a mocked API whose refundOrder answers `answer` (and records what it was sent). */
function renderDialog(answer: Answer) {
  const sent: RefundOrderInput[] = [];
  const onClose = jest.fn();
  const link = new MockLink([
    {
      request: { query: RefundCreditPacksDocument },
      result: { data: { settings: { __typename: "ShopSettings", id: "app", creditPacks: [{ __typename: "CreditPack", credits: 100, priceCents: 1000 }] } } },
    },
    {
      request: { query: RefundOrderDocument, variables: () => true },
      result: (variables: { input: RefundOrderInput }) => {
        sent.push(variables.input);
        return { data: { refundOrder: { __typename: "RefundOrderPayload", order: null, approvalRequest: null, ...answer } } };
      },
      maxUsageCount: 5,
    },
  ]);
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const router = createMemoryRouter([
    {
      path: "/",
      element: <RefundDialog order={{ id: "order-1", shortId: "ABC123", status: "SHIPPED" }} refundable={REFUNDABLE} onClose={onClose} />,
    },
  ]);
  render(
    <ApolloProvider client={client}>
      <ChakraProvider value={defaultSystem}>
        <RouterProvider router={router} />
      </ChakraProvider>
    </ApolloProvider>,
  );
  return { sent, onClose };
}

const OK: Answer = { creditNote: { __typename: "AccountingDocument", number: "AV-2026-000007", grossCents: 2000 }, userErrors: [] };

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => act(async () => void fireEvent.change(input(label), { target: { value } }));
const submit = () => act(async () => void fireEvent.submit(document.querySelector("form")!));
/**
 * What a field says besides its name: its help (aria-describedby) and its error (aria-errormessage), spaces as typed.
 * Ark's field adds its error text to aria-describedby from a MutationObserver, a task after the
 * render that sets aria-invalid: read it inside waitFor, not once right after (CI's unit run of
 * stop 41 read "1 restant " alone).
 */
const description = (element: HTMLElement) =>
  [element.getAttribute("aria-describedby"), element.getAttribute("aria-errormessage")]
    .join(" ")
    .split(" ")
    .map((id) => (id && document.getElementById(id)?.textContent) || "")
    .join(" ")
    .replace(/\s+/g, " ");
/** A text as shown, any space (the no-break ones of French amounts) as one plain space. */
const plain = (text: string | null) => (text ?? "").replace(/\s+/g, " ");
const figure = (testId: string) => plain(screen.getByTestId(testId).textContent);

async function opened() {
  await waitFor(() => expect(screen.getByRole("alertdialog", { name: "Rembourser la commande #ABC123" })).toBeTruthy());
}

it("une ligne par article restant, la livraison à cocher ; les totaux, l’équivalent en crédits et le bouton suivent la saisie", async () => {
  renderDialog(OK);
  await opened();
  expect(description(input("Affiche A3"))).toContain("3 restants");
  expect(description(input("Tasse"))).toContain("1 restant");
  expect(figure("refund-total")).toBe("0,00 €");
  expect(figure("refund-remaining")).toBe("44,90 €");

  await type("Affiche A3", "2");
  await act(async () => void fireEvent.click(screen.getByText("Livraison (4,90 €)")));
  await waitFor(() => expect(figure("refund-total")).toBe("24,90 €"));
  expect(figure("refund-remaining")).toBe("20,00 €");
  expect(screen.getByRole("button", { name: /^Rembourser 24,90\s€$/ })).toBeTruthy();
  // 10 credits per euro at the packs' best rate.
  await waitFor(() => expect(figure("refund-credits")).toContain("249 crédits"));
});

it("sans rien choisir : « Choisissez au moins une ligne… » sous les totaux et le motif demandé, rien n’est envoyé ; choisir une ligne efface la première", async () => {
  const { sent } = renderDialog(OK);
  await opened();
  await submit();
  await waitFor(() => expect(screen.getByText(refundMessages.nothing)).toBeTruthy());
  const reason = screen.getByRole("combobox", { name: /Motif/ });
  expect(reason.getAttribute("aria-invalid")).toBe("true");
  await waitFor(() => expect(description(reason)).toContain(refundMessages.invalidReason));
  expect(sent).toEqual([]);

  await type("Tasse", "1");
  await waitFor(() => expect(screen.queryByText(refundMessages.nothing)).toBeNull());
});

it("un montant libre au-delà de ce qui reste : le message du serveur sous « Montant libre », rien n’est envoyé", async () => {
  const { sent } = renderDialog(OK);
  await opened();
  await type("Montant libre", "50");
  await act(async () => void fireEvent.change(screen.getByRole("combobox", { name: /Motif/ }), { target: { value: "GOODWILL" } }));
  await submit();
  await waitFor(() => expect(input("Montant libre").getAttribute("aria-invalid")).toBe("true"));
  await waitFor(() => expect(description(input("Montant libre"))).toContain(plain(refundMessages.overRefundable(4490))));
  expect(sent).toEqual([]);
});

it("envoie les lignes choisies (pas celles à 0), en crédits, avec la note ; puis se ferme", async () => {
  const { sent, onClose } = renderDialog(OK);
  await opened();
  await type("Tasse", "1");
  await act(async () => void fireEvent.change(screen.getByRole("combobox", { name: /Motif/ }), { target: { value: "DAMAGED" } }));
  await act(async () => void fireEvent.click(screen.getByText("Le solde de crédits du client")));
  await type("Note interne", "  Anse cassée  ");
  await submit();
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(sent).toEqual([
    {
      orderId: "order-1",
      lines: [{ itemIndex: 1, quantity: 1 }],
      delivery: false,
      amountCents: null,
      reason: "DAMAGED",
      refundTo: "CREDITS",
      note: "Anse cassée",
    },
  ]);
});

it("un refus du serveur sur la ligne envoyée s’affiche sous la ligne du formulaire dont elle vient ; la fenêtre reste ouverte", async () => {
  const message = refundMessages.overQuantity(0, "Tasse");
  const { onClose } = renderDialog({
    creditNote: null,
    userErrors: [{ __typename: "UserError", field: ["input", "lines", "0", "quantity"], message, code: "OVER_REMAINING" }],
  });
  await opened();
  await type("Tasse", "1");
  await act(async () => void fireEvent.change(screen.getByRole("combobox", { name: /Motif/ }), { target: { value: "LOST" } }));
  await submit();
  await waitFor(() => expect(input("Tasse").getAttribute("aria-invalid")).toBe("true"));
  await waitFor(() => expect(description(input("Tasse"))).toContain(plain(message)));
  expect(input("Affiche A3").getAttribute("aria-invalid")).not.toBe("true");
  expect(onClose).not.toHaveBeenCalled();
});

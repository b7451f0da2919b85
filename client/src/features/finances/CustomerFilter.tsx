/**
 * The ledger's customer filter: the operator types an e-mail or a name, the customers found the
 * way /users finds them (prefix of the e-mail, first name, last name or full name: its server-side
 * search keys) are offered, and the one chosen filters the ledger by their uid, which stays in the
 * URL (`?q=<uid>`, also the link of a user's Transactions tab). After a reload the field shows
 * the customer's name again.
 */
import { useQuery } from "@apollo/client/react";
import { Combobox, createListCollection, Portal, Spinner } from "@chakra-ui/react";
import { useEffect, useMemo, useState } from "react";
import { LedgerCustomerDocument, LedgerCustomerSearchDocument } from "../../gql/graphql";
import { useDebouncedValue } from "../palette/useDebouncedValue";
import { MAX_SEARCH_LENGTH as MAX_SEARCH } from "@atelier/domain/search";

/** As /users: no search under 2 characters; the API refuses more than 200. */
const MIN_SEARCH = 2;
const SEARCH_DELAY_MS = 250;

type Customer = { id: string; fullName: string | null; email: string | null };

export const customerLabel = (c: Customer) => (c.fullName && c.email ? `${c.fullName} (${c.email})` : c.fullName || c.email || c.id);

export function CustomerFilter({ uid, onChange }: { uid: string; onChange: (uid: string) => void }) {
  const chosen = useQuery(LedgerCustomerDocument, { variables: { id: uid }, skip: !uid }).data?.user ?? null;
  const chosenLabel = uid ? (chosen ? customerLabel(chosen) : uid) : "";
  const [text, setText] = useState(chosenLabel);
  // The URL decides: a link, the back button or « Effacer les filtres » show their customer.
  useEffect(() => setText(chosenLabel), [chosenLabel]);

  const search = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const searching = search.length >= MIN_SEARCH && search !== chosenLabel;
  const found = useQuery(LedgerCustomerSearchDocument, { variables: { search: search.slice(0, MAX_SEARCH) }, skip: !searching });
  // Not searching, the list holds the chosen customer: the combobox then knows its label.
  const customers = useMemo(() => (searching ? (found.data?.users.edges.map((e) => e.node) ?? []) : chosen ? [chosen] : []), [searching, found.data, chosen]);
  const collection = useMemo(() => createListCollection({ items: customers, itemToValue: (c) => c.id, itemToString: customerLabel }), [customers]);

  return (
    <Combobox.Root
      collection={collection}
      value={uid ? [uid] : []}
      inputValue={text}
      onInputValueChange={(details) => setText(details.inputValue)}
      onValueChange={(details) => onChange(details.value[0] ?? "")}
      inputBehavior="autohighlight"
      openOnClick={false}
      maxW={{ base: "full", md: "sm" }}
      width="full"
    >
      <Combobox.Label srOnly>Client (e-mail ou nom)</Combobox.Label>
      <Combobox.Control>
        <Combobox.Input placeholder={"Client\u202f: e-mail ou nom"} />
        <Combobox.IndicatorGroup>
          {found.loading && <Spinner size="xs" color="fg.muted" aria-hidden />}
          <Combobox.ClearTrigger aria-label="Retirer le filtre client" onClick={() => onChange("")} />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content>
            <Combobox.Empty>{searching && !found.loading ? "Aucun client trouvé" : "Tapez au moins 2 caractères de l’e-mail ou du nom"}</Combobox.Empty>
            {collection.items.map((customer) => (
              <Combobox.Item key={customer.id} item={customer}>
                {customerLabel(customer)}
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}

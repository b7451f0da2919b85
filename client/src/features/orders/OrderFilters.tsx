/** Search (order id prefix or customer e-mail) and date range of /orders. */
import { Button, HStack, Stack } from "@chakra-ui/react";
import { DateRangeFields, SearchBox } from "../../ui/list";
import type { OrderListParams } from "./orderListParams";

type Props = { params: OrderListParams; onChange: (patch: Partial<OrderListParams>) => void };

export function OrderFilters({ params, onChange }: Props) {
  const filtered = params.q || params.from || params.to;
  return (
    <Stack direction={{ base: "column", md: "row" }} gap="3" align={{ md: "flex-end" }} mb="4">
      <SearchBox value={params.q} onChange={(q) => onChange({ q })} label="Rechercher une commande" placeholder="N° de commande ou e-mail du client" />
      <HStack gap="3" align="flex-end">
        <DateRangeFields from={params.from} to={params.to} onChange={onChange} />
        {filtered && (
          <Button size="sm" variant="ghost" onClick={() => onChange({ q: "", from: "", to: "" })}>
            Effacer les filtres
          </Button>
        )}
      </HStack>
    </Stack>
  );
}

/** The printing products table's own columns (ResourceList adds the handle, name, « Actif » and the menu); money in integer cents. */
import { Stack, Text } from "@chakra-ui/react";
import type { PrintingProductFieldsFragment } from "../../gql/graphql";
import { formatCents, formatInteger } from "../../ui/format";
import type { Column } from "../../ui/list";
import { formatMarginPercent } from "./margin";
import { formatUsageCount } from "../../ui/resource/usageCount";

export const productColumns: Column<PrintingProductFieldsFragment>[] = [
  { key: "format", header: "Format", render: (p) => <Text truncate>{p.format ?? "—"}</Text>, hideBelow: "lg", width: "32" },
  { key: "price", header: "Prix", render: (p) => formatCents(p.basePriceCents), align: "end", width: "24" },
  { key: "cost", header: "Coût", render: (p) => formatCents(p.printCostCents), align: "end", hideBelow: "md", width: "24" },
  {
    key: "margin",
    header: "Marge",
    align: "end",
    cardLines: 2,
    width: "28",
    render: (p) => (
      <Stack gap="0" color={p.marginCents < 0 ? "fg.error" : undefined}>
        <Text>{formatCents(p.marginCents)}</Text>
        <Text fontSize="xs" color={p.marginCents < 0 ? undefined : "fg.muted"}>
          {formatMarginPercent(p.marginPercent)}
        </Text>
      </Stack>
    ),
  },
  { key: "variants", header: "Variantes", render: (p) => formatInteger(p.variants.length), align: "end", hideBelow: "md", width: "24" },
  { key: "orders", header: "Commandes", render: (p) => formatUsageCount(p.usageCount), align: "end", hideBelow: "lg", width: "28" },
];

/** The delivery-methods table's own columns (ResourceList adds the handle, name, « Actif » and the menu). */
import type { DeliveryMethodFieldsFragment } from "../../gql/graphql";
import { formatCents } from "../../ui/format";
import type { Column } from "../../ui/list";
import { formatDeliveryDelay } from "./deliveryDelay";
import { formatUsageCount } from "../../ui/resource/usageCount";

export const deliveryMethodColumns: Column<DeliveryMethodFieldsFragment>[] = [
  { key: "carrier", header: "Transporteur", render: (m) => m.carrier, hideBelow: "md" },
  { key: "price", header: "Prix", render: (m) => formatCents(m.priceCents), align: "end", width: "24" },
  {
    key: "freeAbove",
    header: "Gratuit dès",
    render: (m) => (m.freeAboveCents === null ? "—" : formatCents(m.freeAboveCents)),
    align: "end",
    width: "28",
    hideBelow: "lg",
  },
  { key: "delay", header: "Délai", render: (m) => formatDeliveryDelay(m.minDays, m.maxDays), width: "28" },
  { key: "countries", header: "Pays", render: (m) => m.countries.join(", "), width: "24", hideBelow: "lg" },
  { key: "orders", header: "Commandes", render: (m) => formatUsageCount(m.usageCount), align: "end", width: "28", hideBelow: "md" },
];

/** The margin, live, under the prices of the product form: what a sale earns once printed. */
import { Text } from "@chakra-ui/react";
import { useWatch } from "react-hook-form";
import type { ProductFormValues } from "./productForm";
import { marginText } from "./margin";

export function MarginPreview() {
  const [base, cost] = useWatch<ProductFormValues, ["basePriceCents", "printCostCents"]>({ name: ["basePriceCents", "printCostCents"] });
  const text = marginText(base, cost);
  return (
    <Text aria-live="polite" fontSize="sm" color={text?.negative ? "red.fg" : "fg.muted"}>
      Marge{"\u00a0"}: {text ? `${text.amount} (${text.percent})` : "—"}
    </Text>
  );
}

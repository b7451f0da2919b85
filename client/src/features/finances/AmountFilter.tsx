/**
 * « Montant min » / « Montant max » of the ledger: typed in French (« 12,50 »), sent to the URL
 * as a number when the field is left or Enter is pressed; a malformed amount says so and is not sent.
 */
import { Field, Input } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { parseDecimal } from "../../ui/form/numberText";

type Props = { label: string; value: string; onChange: (value: string) => void };

export function AmountFilter({ label, value, onChange }: Props) {
  const [text, setText] = useState(value.replace(".", ","));
  useEffect(() => setText(value.replace(".", ",")), [value]);
  const amount = parseDecimal(text, 2);
  const invalid = amount !== null && (Number.isNaN(amount) || amount < 0);

  const commit = () => {
    if (invalid) return;
    const next = amount === null ? "" : String(amount);
    if (next !== value) onChange(next);
  };

  return (
    <Field.Root width="32" invalid={invalid}>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <Input
        size="sm"
        inputMode="decimal"
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        onBlur={commit}
        onKeyDown={(e) => e.key === "Enter" && commit()}
      />
      <Field.ErrorText>Montant invalide</Field.ErrorText>
    </Field.Root>
  );
}

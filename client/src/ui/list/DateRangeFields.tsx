/** « Du » / « Au »: a list's range of calendar days (YYYY-MM-DD, both included), each bound limiting the other. */
import { Field, Input } from "@chakra-ui/react";

export function DateRangeFields({ from, to, onChange }: { from: string; to: string; onChange: (patch: { from?: string; to?: string }) => void }) {
  return (
    <>
      <Field.Root width="auto">
        <Field.Label fontSize="sm">Du</Field.Label>
        <Input type="date" size="sm" value={from} max={to || undefined} onChange={(e) => onChange({ from: e.currentTarget.value })} />
      </Field.Root>
      <Field.Root width="auto">
        <Field.Label fontSize="sm">Au</Field.Label>
        <Input type="date" size="sm" value={to} min={from || undefined} onChange={(e) => onChange({ to: e.currentTarget.value })} />
      </Field.Root>
    </>
  );
}

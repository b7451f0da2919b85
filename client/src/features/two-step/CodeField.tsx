import { Field, Input } from "@chakra-ui/react";
import { TWO_STEP_TEXT } from "./messages";

/** The six digits of an SMS code: numeric keyboard on phones, filled by the browser from the SMS where it can. */
export function CodeField({ value, onChange, error }: { value: string; onChange: (code: string) => void; error: string | null }) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{TWO_STEP_TEXT.codeLabel}</Field.Label>
      <Input
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, "").slice(0, 6))}
      />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>{TWO_STEP_TEXT.codeHelp}</Field.HelperText>}
    </Field.Root>
  );
}

/** Where the invisible reCAPTCHA renders: out of the layout, so nothing shifts when it loads. */
export function VerifierSlot({ id }: { id: string }) {
  return <div id={id} style={{ position: "absolute", width: 0, height: 0, overflow: "hidden" }} />;
}

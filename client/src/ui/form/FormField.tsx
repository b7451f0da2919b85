/**
 * Label, control, help and the French error of one form field (Chakra Field), the error read
 * from the form (zod's message, or the server's bound by bindUserErrors). Fields sit inside a
 * FormDialog, which provides the form.
 */
import { Field } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { get, useFormContext } from "react-hook-form";

export type FieldProps = {
  /** The form value's path ("name", "variants.0.name"). */
  name: string;
  label: string;
  helper?: ReactNode;
  required?: boolean;
  disabled?: boolean;
};

export function FormField({ name, label, helper, required, disabled, children }: FieldProps & { children: ReactNode }) {
  const { formState } = useFormContext();
  const message = firstMessage(get(formState.errors, name));
  return (
    <Field.Root invalid={Boolean(message)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helper && !message && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{message}</Field.ErrorText>
    </Field.Root>
  );
}

/** The error's message, or the first of its items' (["countries", "1"] shows on the countries field). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  if ("message" in error && typeof error.message === "string" && error.message) return error.message;
  for (const [key, item] of Object.entries(error)) {
    if (key === "ref") continue;
    const message = firstMessage(item);
    if (message) return message;
  }
  return undefined;
}

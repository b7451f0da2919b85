/**
 * Label, control, help and the French error of one form field (Chakra Field), the error read
 * from the form (zod's message, or the server's bound by bindUserErrors). Fields sit inside a
 * FormDialog, which provides the form.
 */
import { Box, Field, HStack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { get, useFormContext, useWatch } from "react-hook-form";
import { useTextBound } from "./textBounds";

export type FieldProps = {
  /** The form value's path ("name", "variants.0.name"). */
  name: string;
  label: string;
  helper?: ReactNode;
  required?: boolean;
  disabled?: boolean;
};

/** `counted`: a text field; when the form's schema bounds it, a live counter « 12 / 300 caractères » shows under it. */
export function FormField({ name, label, helper, required, disabled, counted, children }: FieldProps & { counted?: boolean; children: ReactNode }) {
  const { formState } = useFormContext();
  const message = firstMessage(get(formState.errors, name));
  const bound = useTextBound(name);
  const counter = counted && bound !== undefined;
  return (
    <Field.Root invalid={Boolean(message)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {/* The counter is helper text, so the control's aria-describedby names it (Chakra's Field). */}
      {counter ? (
        <Field.HelperText asChild>
          <HStack justify="space-between" align="start" gap="3" w="full">
            <Box>{!message && helper}</Box>
            <CharacterCount name={name} bound={bound} />
          </HStack>
        </Field.HelperText>
      ) : (
        helper && !message && <Field.HelperText>{helper}</Field.HelperText>
      )}
      <Field.ErrorText>{message}</Field.ErrorText>
    </Field.Root>
  );
}

/** Past this share of the bound, the count is also said by screen readers (politely). */
const NEAR_LIMIT = 0.9;

/** « 12 / 300 caractères », counted as the validation counts (the text trimmed); said aloud only near the limit. */
function CharacterCount({ name, bound }: { name: string; bound: number }) {
  const value: unknown = useWatch({ name });
  const length = typeof value === "string" ? value.trim().length : 0;
  const over = length > bound;
  const near = length >= bound * NEAR_LIMIT;
  return (
    <Box as="span" flexShrink={0} fontVariantNumeric="tabular-nums" color={over ? "fg.error" : undefined} data-testid="character-count">
      {length}&nbsp;/&nbsp;{bound} caractères
      <Box as="span" srOnly aria-live="polite">
        {near ? `${length} caractères sur ${bound}` : ""}
      </Box>
    </Box>
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

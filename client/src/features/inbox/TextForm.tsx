/**
 * A one-field form of the inboxes (an internal note, a reply) on the form kit: react-hook-form,
 * the zod rule shared with the server (requiredText), the server's userErrors under the field.
 * Cleared once saved.
 */
import { Alert, Button, chakra, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { z } from "zod";
import { boundedResolver, bindUserErrors, requiredText, TextareaField } from "../../ui/form";
import type { AdminMutationResult } from "../../ui/mutation/useAdminMutation";

type Props = {
  /** The field's name in the server's input: its userErrors are bound to it. */
  name: "text" | "body";
  label: string;
  /** The rule's subject as the messages say it: « La note », « La réponse ». */
  subject: string;
  max: number;
  submitLabel: string;
  helper?: string;
  rows?: number;
  onSubmit: (text: string) => Promise<AdminMutationResult<unknown>>;
};

export function TextForm({ name, label, subject, max, submitLabel, helper, rows = 4, onSubmit }: Props) {
  const schema = z.object({ [name]: requiredText(subject, max) });
  const form = useForm<Record<string, string>>({ resolver: boundedResolver(schema), defaultValues: { [name]: "" } });
  const [alert, setAlert] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    const result = await onSubmit(values[name]!);
    if (result.ok) return form.reset({ [name]: "" });
    const unbound = bindUserErrors(form.setError, result.userErrors, [name]);
    if (unbound.length) setAlert(unbound.join(" "));
  });
  return (
    <FormProvider {...form}>
      <chakra.form noValidate onSubmit={(e) => void submit(e)}>
        <Stack gap="3">
          {alert && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{alert}</Alert.Title>
            </Alert.Root>
          )}
          <TextareaField name={name} label={label} helper={helper} rows={rows} required />
          <Button type="submit" alignSelf="flex-start" size="sm" colorPalette="teal" loading={form.formState.isSubmitting}>
            {submitLabel}
          </Button>
        </Stack>
      </chakra.form>
    </FormProvider>
  );
}

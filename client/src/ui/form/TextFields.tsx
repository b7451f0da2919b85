/** Plain text fields: one line (TextField) or several (TextareaField). */
import { Input, Textarea } from "@chakra-ui/react";
import { useFormContext } from "react-hook-form";
import { FormField, type FieldProps } from "./FormField";

export function TextField(props: FieldProps & { placeholder?: string }) {
  const { register } = useFormContext();
  return (
    <FormField {...props}>
      <Input {...register(props.name)} placeholder={props.placeholder} autoComplete="off" />
    </FormField>
  );
}

export function TextareaField(props: FieldProps & { rows?: number }) {
  const { register } = useFormContext();
  return (
    <FormField {...props}>
      <Textarea {...register(props.name)} rows={props.rows ?? 3} autoresize />
    </FormField>
  );
}

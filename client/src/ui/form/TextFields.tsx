/** Plain text fields: one line (TextField) or several (TextareaField), each with its live character counter when bounded. */
import { Input, Textarea } from "@chakra-ui/react";
import { useFormContext } from "react-hook-form";
import { FormField, type FieldProps } from "./FormField";

export function TextField(props: FieldProps & { placeholder?: string }) {
  const { register } = useFormContext();
  return (
    <FormField {...props} counted>
      <Input {...register(props.name)} placeholder={props.placeholder} autoComplete="off" />
    </FormField>
  );
}

/** `autoresize` (default): grows with its text; off for long sources (an e-mail's HTML), which scroll in `rows` lines. */
export function TextareaField(props: FieldProps & { rows?: number; autoresize?: boolean }) {
  const { register } = useFormContext();
  return (
    <FormField {...props} counted>
      <Textarea
        {...register(props.name)}
        rows={props.rows ?? 3}
        autoresize={props.autoresize ?? true}
        fontFamily={props.autoresize === false ? "mono" : undefined}
        fontSize={props.autoresize === false ? "sm" : undefined}
      />
    </FormField>
  );
}

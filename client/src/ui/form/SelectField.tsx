/**
 * A labelled native select of a react-hook-form field: a first empty option (`placeholder`), then
 * `options` (value, French label). The refund's and the reprint's « Motif ».
 */
import { NativeSelect } from "@chakra-ui/react";
import { useFormContext } from "react-hook-form";
import { FormField } from "./FormField";

type Props = { name: string; label: string; placeholder: string; options: readonly { value: string; label: string }[]; required?: boolean };

export function SelectField({ name, label, placeholder, options, required }: Props) {
  const form = useFormContext();
  return (
    <FormField name={name} label={label} required={required}>
      <NativeSelect.Root>
        <NativeSelect.Field {...form.register(name)}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

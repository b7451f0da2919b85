/** An on/off form value (e.g. « Actif » on a create form), as a Chakra switch. */
import { Switch } from "@chakra-ui/react";
import { useController, useFormContext } from "react-hook-form";

export function SwitchField({ name, label }: { name: string; label: string }) {
  const { control } = useFormContext();
  const { field } = useController({ name, control });
  return (
    <Switch.Root checked={Boolean(field.value)} onCheckedChange={(details) => field.onChange(details.checked)} colorPalette="teal">
      <Switch.HiddenInput ref={field.ref} name={field.name} onBlur={field.onBlur} />
      <Switch.Control />
      <Switch.Label>{label}</Switch.Label>
    </Switch.Root>
  );
}

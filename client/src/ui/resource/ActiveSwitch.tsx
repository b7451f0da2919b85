/** The « Actif » switch of a catalogue row: the change shows at once (optimistic), rolls back if refused. */
import { Switch } from "@chakra-ui/react";

export function ActiveSwitch({ name, checked, onChange }: { name: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Switch.Root size="sm" colorPalette="teal" checked={checked} onCheckedChange={(details) => onChange(details.checked)}>
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label srOnly>{name} actif</Switch.Label>
    </Switch.Root>
  );
}

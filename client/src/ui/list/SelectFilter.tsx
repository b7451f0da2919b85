/** A list filter chosen from a few values (its first option is « all »); named by aria-label. */
import { NativeSelect } from "@chakra-ui/react";

export type FilterOption = [value: string, label: string];

export function SelectFilter(props: { label: string; value: string; options: readonly FilterOption[]; onChange: (value: string) => void; width?: string }) {
  return (
    <NativeSelect.Root size="md" width={props.width ?? "auto"}>
      <NativeSelect.Field aria-label={props.label} value={props.value} onChange={(e) => props.onChange(e.currentTarget.value)}>
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

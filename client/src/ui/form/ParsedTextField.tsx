/**
 * A text input whose form value is what the text means (a number in cents, a list of country
 * codes): `parse` on every keystroke, `format` to show a value set from outside (a reset when
 * the record loads or is saved). The text typed stays as typed while it means the same value.
 */
import { Input, InputGroup } from "@chakra-ui/react";
import { useEffect, useState, type ReactNode } from "react";
import { useController, useFormContext } from "react-hook-form";
import { FormField, type FieldProps } from "./FormField";

export type ParsedTextProps<T> = FieldProps & {
  parse: (text: string) => T;
  format: (value: T) => string;
  /** Whether two values are the same (default: the same text once formatted). */
  same?: (a: T, b: T) => boolean;
  /** Unit shown after the value (« € », « jours »). */
  unit?: string;
  placeholder?: string;
  inputMode?: "text" | "decimal" | "numeric";
  /** Help that depends on the value (e.g. the countries' names). */
  helperFor?: (value: T) => ReactNode;
};

export function ParsedTextField<T>({ parse, format, same, unit, placeholder, inputMode = "text", helperFor, ...props }: ParsedTextProps<T>) {
  const { control } = useFormContext();
  const { field } = useController({ name: props.name, control });
  const value = field.value as T;
  const [text, setText] = useState(() => format(value));
  useEffect(() => {
    const equal = same ?? ((a: T, b: T) => format(a) === format(b));
    setText((current) => (equal(parse(current), value) ? current : format(value)));
  }, [value, parse, format, same]);

  const input = (
    <Input
      ref={field.ref}
      name={field.name}
      value={text}
      inputMode={inputMode}
      autoComplete="off"
      placeholder={placeholder}
      onChange={(event) => {
        setText(event.currentTarget.value);
        field.onChange(parse(event.currentTarget.value));
      }}
      onBlur={field.onBlur}
    />
  );
  return (
    <FormField {...props} helper={helperFor?.(value) ?? props.helper}>
      {unit ? <InputGroup endElement={unit}>{input}</InputGroup> : input}
    </FormField>
  );
}

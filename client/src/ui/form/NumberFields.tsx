/**
 * Number fields typed the French way. The form holds the number (integer cents for money), null
 * when empty, NaN when the text is not a number (the schema says so in French): the text itself
 * lives in the field, re-read from the value when the form is reset.
 */
import { Input, InputGroup } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useController, useFormContext } from "react-hook-form";
import { FormField, type FieldProps } from "./FormField";
import { formatCentsForInput, formatDecimalForInput, parseDecimal, parseEurosToCents, parseInteger } from "./numberText";

type NumberTextProps = FieldProps & {
  parse: (text: string) => number | null;
  format: (value: number | null) => string;
  /** Unit shown after the value (« € », « jours »). */
  unit?: string;
  placeholder?: string;
};

const same = (a: number | null, b: number | null) => a === b || (Number.isNaN(a) && Number.isNaN(b));

function NumberTextField({ parse, format, unit, placeholder, ...props }: NumberTextProps) {
  const { control } = useFormContext();
  const { field } = useController({ name: props.name, control });
  const value = field.value as number | null;
  const [text, setText] = useState(() => format(value));
  // A reset (the record loaded, saved) changes the value from outside: show it.
  useEffect(() => {
    setText((current) => (same(parse(current), value) ? current : format(value)));
  }, [value, parse, format]);

  const input = (
    <Input
      ref={field.ref}
      name={field.name}
      value={text}
      inputMode="decimal"
      autoComplete="off"
      placeholder={placeholder}
      onChange={(event) => {
        setText(event.currentTarget.value);
        field.onChange(parse(event.currentTarget.value));
      }}
      onBlur={field.onBlur}
    />
  );
  return <FormField {...props}>{unit ? <InputGroup endElement={unit}>{input}</InputGroup> : input}</FormField>;
}

/** An amount typed in euros (« 12,50 »), held in integer cents. */
export const MoneyField = (props: FieldProps) => (
  <NumberTextField {...props} parse={parseEurosToCents} format={formatCentsForInput} unit="€" placeholder="0,00" />
);

const parseTwoDecimals = (text: string) => parseDecimal(text, 2);

/** A decimal with at most two decimals (« 0,75 »). */
export const DecimalField = (props: FieldProps & { placeholder?: string }) => (
  <NumberTextField {...props} parse={parseTwoDecimals} format={formatDecimalForInput} />
);

const formatInteger = (value: number | null) => (value === null || !Number.isFinite(value) ? "" : String(value));

/** A whole number, with an optional unit (« jours »). */
export const IntegerField = (props: FieldProps & { unit?: string; placeholder?: string }) => (
  <NumberTextField {...props} parse={parseInteger} format={formatInteger} />
);

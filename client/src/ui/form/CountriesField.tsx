/**
 * The countries a delivery method serves: ISO codes typed in one field (« FR, BE, CH »), the
 * French names shown under it. The form holds the array of codes.
 */
import { Input } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useController, useFormContext } from "react-hook-form";
import { countryName, formatCountryCodes, parseCountryCodes } from "./countries";
import { FormField, type FieldProps } from "./FormField";

export function CountriesField(props: FieldProps) {
  const { control } = useFormContext();
  const { field } = useController({ name: props.name, control });
  const codes = (field.value ?? []) as string[];
  const joined = formatCountryCodes(codes);
  const [text, setText] = useState(joined);
  // A reset changes the codes from outside: show them, unless the text already says the same.
  useEffect(() => {
    setText((current) => (formatCountryCodes(parseCountryCodes(current)) === joined ? current : joined));
  }, [joined]);

  const names = codes.map(countryName).join(", ");
  return (
    <FormField {...props} helper={names ? `${names}. Codes ISO à deux lettres, séparés par des virgules.` : props.helper}>
      <Input
        ref={field.ref}
        name={field.name}
        value={text}
        autoComplete="off"
        placeholder="FR, BE"
        onChange={(event) => {
          setText(event.currentTarget.value);
          field.onChange(parseCountryCodes(event.currentTarget.value));
        }}
        onBlur={field.onBlur}
      />
    </FormField>
  );
}

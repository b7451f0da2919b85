/**
 * A search field that reports its value `delay` ms after the last keystroke (so the URL and the
 * query do not change on every key), or at once on Enter. Follows `value` when it changes from
 * outside (back button, a "clear filters" action).
 */
import { Input, InputGroup } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { LuSearch } from "react-icons/lu";

type Props = { value: string; onChange: (value: string) => void; placeholder: string; label: string; delay?: number };

export function SearchBox({ value, onChange, placeholder, label, delay = 300 }: Props) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => setText(value), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (next: string) => {
    clearTimeout(timer.current);
    if (next.trim() !== value) onChange(next.trim());
  };

  return (
    <InputGroup startElement={<LuSearch />} maxW={{ base: "full", md: "sm" }}>
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setText(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => commit(next), delay);
        }}
        onKeyDown={(event) => {
          if (event.key === "Enter") commit(text);
        }}
      />
    </InputGroup>
  );
}

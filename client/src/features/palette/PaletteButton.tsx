/** « Rechercher… Ctrl K » in the shell's header: the palette for mouse users (an icon below `sm`). */
import { Button, IconButton, Kbd } from "@chakra-ui/react";
import { LuSearch } from "react-icons/lu";
import { paletteKeyLabel } from "./keyboardShortcuts";
import { showPanel } from "./paletteState";

const KEYS = "Control+K Meta+K";

export function PaletteButton({ compact = false }: { compact?: boolean }) {
  const open = () => showPanel("palette");
  if (compact) {
    return (
      <IconButton aria-label="Rechercher" aria-keyshortcuts={KEYS} variant="ghost" onClick={open}>
        <LuSearch />
      </IconButton>
    );
  }
  return (
    <Button variant="outline" size="sm" color="fg.muted" fontWeight="normal" minW="64" justifyContent="flex-start" aria-keyshortcuts={KEYS} onClick={open}>
      <LuSearch />
      Rechercher…
      <Kbd size="sm" ms="auto">
        {paletteKeyLabel()}
      </Kbd>
    </Button>
  );
}

/**
 * Mounted once in the shell: listens for Ctrl+K / ⌘K and « ? » and shows the palette or the
 * shortcuts list. Both dialogs are separate chunks, fetched the first time they are asked for.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { shortcutFor } from "./keyboardShortcuts";
import { closePanel, currentPanel, showPanel, togglePalette, useOpenPanel, type ConsolePanel } from "./paletteState";
import { keepTypedAhead } from "./typedAhead";

const CommandPalette = lazy(() => import("./CommandPalette"));
const ShortcutsDialog = lazy(() => import("./ShortcutsDialog"));

export function CommandCenter() {
  const panel = useOpenPanel();
  // Once loaded, a dialog stays mounted (closed), so that closing it can animate and give the focus back.
  const [used, setUsed] = useState<ReadonlySet<ConsolePanel>>(new Set());
  if (panel && !used.has(panel)) setUsed(new Set(used).add(panel));

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = shortcutFor(event);
      if (!action) return;
      event.preventDefault();
      if (action === "togglePalette") togglePalette();
      else showPanel("shortcuts");
    };
    // Captured before the page sees them: the letters typed while the palette's chunk loads (the
    // first time) or its field takes the focus go to the palette, not to the page (typedAhead.ts).
    const onKeyTypedAhead = (event: KeyboardEvent) => {
      if (currentPanel() !== "palette" || !keepTypedAhead(event)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener("keydown", onKeyTypedAhead, { capture: true });
    window.addEventListener("keydown", onKeyDown);
    return () => {
      window.removeEventListener("keydown", onKeyTypedAhead, { capture: true });
      window.removeEventListener("keydown", onKeyDown);
    };
  }, []);

  return (
    <Suspense fallback={null}>
      {used.has("palette") && <CommandPalette open={panel === "palette"} onClose={closePanel} />}
      {used.has("shortcuts") && <ShortcutsDialog open={panel === "shortcuts"} onClose={closePanel} />}
    </Suspense>
  );
}

/**
 * The keys typed between Ctrl+K and the palette's field taking the focus. The palette is its own
 * chunk: the first Ctrl+K fetches it, and the letters typed meanwhile reached no field (« bonnet »
 * became « onnet »). While the palette is open and its field does not have the focus yet, the shell
 * keeps those keys here; the field takes them when it gets the focus, so every key is kept.
 */
export type TypedKey = Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "isComposing">;

/** The attribute marking the palette's dialog: keys typed inside it are not typed ahead. */
export const PALETTE_MARK = "data-command-palette";

let pending = "";

/** The text that key makes of what was typed ahead, or null when the key is not text (arrows, shortcuts…). */
export function typeAhead(text: string, event: TypedKey): string | null {
  if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return null;
  if (event.key === "Backspace") return text.slice(0, -1);
  return [...event.key].length === 1 ? text + event.key : null;
}

/**
 * Keeps a key typed while the palette is open but the focus is not in it yet (still on the page,
 * possibly in one of its text fields); true when kept. Keys inside the palette are its own.
 */
export function keepTypedAhead(event: TypedKey & { target: EventTarget | null }): boolean {
  if (event.target instanceof Element && event.target.closest(`[${PALETTE_MARK}]`)) return false;
  const next = typeAhead(pending, event);
  if (next === null) return false;
  pending = next;
  return true;
}

/** Forgets what was typed ahead (the palette closed before its field took it). */
export function dropTypedAhead(): void {
  pending = "";
}

/** What was typed ahead, now emptied: the palette's field calls it when it takes the focus. */
export function takeTypedAhead(): string {
  const text = pending;
  pending = "";
  return text;
}

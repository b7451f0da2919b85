/**
 * The console-wide keys: Ctrl+K / ⌘K toggles the palette from anywhere (text fields included, as
 * in most applications), « ? » opens the shortcuts list unless the admin is typing.
 */
export type ShortcutEvent = Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "shiftKey" | "defaultPrevented"> & {
  target: EventTarget | null;
};

const TEXT_INPUT_TYPES = new Set(["text", "search", "email", "url", "tel", "password", "number", "date", "datetime-local", "month", "time", "week"]);

/** True when a key typed here is text: an editable field, or a widget that reads letters. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (typeof Element === "undefined" || !(target instanceof Element)) return false;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return TEXT_INPUT_TYPES.has(target.type);
  return (target as HTMLElement).isContentEditable || target.closest('[contenteditable="true"], [role="textbox"], [role="combobox"]') !== null;
}

export type ShortcutAction = "togglePalette" | "showShortcuts" | null;

export function shortcutFor(event: ShortcutEvent): ShortcutAction {
  if (event.defaultPrevented) return null;
  if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === "k") return "togglePalette";
  if (event.key === "?" && !event.ctrlKey && !event.metaKey && !event.altKey && !isTypingTarget(event.target)) return "showShortcuts";
  return null;
}

/** « ⌘ K » on Apple systems, « Ctrl K » elsewhere. */
export function paletteKeyLabel(platform = typeof navigator === "undefined" ? "" : navigator.platform || navigator.userAgent): string {
  return /Mac|iPhone|iPad|iPod/.test(platform) ? "⌘ K" : "Ctrl K";
}

import { paletteKeyLabel, shortcutFor, type ShortcutEvent } from "./keyboardShortcuts";

const key = (k: string, modifiers: Partial<ShortcutEvent> = {}): ShortcutEvent => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  defaultPrevented: false,
  target: null,
  ...modifiers,
});

describe("raccourcis de la console", () => {
  it("Ctrl+K et ⌘K ouvrent ou ferment la palette, Maj ou Alt en plus non", () => {
    expect(shortcutFor(key("k", { ctrlKey: true }))).toBe("togglePalette");
    expect(shortcutFor(key("K", { metaKey: true }))).toBe("togglePalette");
    expect(shortcutFor(key("k", { ctrlKey: true, shiftKey: true }))).toBeNull();
    expect(shortcutFor(key("k", { ctrlKey: true, altKey: true }))).toBeNull();
    expect(shortcutFor(key("k"))).toBeNull();
  });

  it("« ? » montre les raccourcis, pas avec Ctrl, ni quand un autre a déjà traité la touche", () => {
    expect(shortcutFor(key("?", { shiftKey: true }))).toBe("showShortcuts");
    expect(shortcutFor(key("?", { ctrlKey: true }))).toBeNull();
    expect(shortcutFor(key("?", { defaultPrevented: true }))).toBeNull();
  });

  it("affiche ⌘ K sur Mac, Ctrl K ailleurs", () => {
    expect(paletteKeyLabel("MacIntel")).toBe("⌘ K");
    expect(paletteKeyLabel("Linux x86_64")).toBe("Ctrl K");
  });
});

/**
 * The palette's last 5 choices, in localStorage so that they survive a reload. What is read back
 * is checked entry by entry (anything else in the browser may have written there): a malformed
 * entry is dropped, and a target that is not a path of the console (« //evil.example ») too.
 * Forgotten when the session ends, like the rest of what the console knows (docs/palette.md).
 */
import { PALETTE_KINDS, type PaletteEntry } from "./paletteEntry";

export const RECENT_STORAGE_KEY = "atelier-admin.palette.recent";
export const RECENT_LIMIT = 5;

type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** localStorage, or null where the browser refuses it (disabled storage, some private modes). */
function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

const isConsolePath = (to: unknown): to is string => typeof to === "string" && to.startsWith("/") && !to.startsWith("//") && !to.includes("\\");

function isEntry(value: unknown): value is PaletteEntry {
  if (typeof value !== "object" || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.key === "string" &&
    typeof entry.label === "string" &&
    (entry.hint === undefined || typeof entry.hint === "string") &&
    PALETTE_KINDS.includes(entry.kind as PaletteEntry["kind"]) &&
    isConsolePath(entry.to)
  );
}

export function readRecentItems(storage: KeyValueStorage | null = browserStorage()): PaletteEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(RECENT_STORAGE_KEY) ?? "[]");
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(isEntry)
      .slice(0, RECENT_LIMIT)
      .map(({ key, kind, label, hint, to }) => ({ key, kind, label, hint, to }));
  } catch {
    return [];
  }
}

/** Puts the entry first (once), keeps the 5 newest; returns the new list. */
export function rememberRecentItem(entry: PaletteEntry, storage: KeyValueStorage | null = browserStorage()): PaletteEntry[] {
  const next = [entry, ...readRecentItems(storage).filter((item) => item.key !== entry.key)].slice(0, RECENT_LIMIT);
  try {
    storage?.setItem(RECENT_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Full or refused storage: the list only lives for this palette.
  }
  return next;
}

export function forgetRecentItems(storage: KeyValueStorage | null = browserStorage()): void {
  try {
    storage?.removeItem(RECENT_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}

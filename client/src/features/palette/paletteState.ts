/**
 * Which of the console-wide panels is open: the command palette, the shortcuts list, or none.
 * One module-level value, so the header button, the keyboard shortcuts and the dialogs share it
 * without a provider; at most one of the two is open at a time.
 */
import { useSyncExternalStore } from "react";
import { dropTypedAhead } from "./typedAhead";

export type ConsolePanel = "palette" | "shortcuts";

let openPanel: ConsolePanel | null = null;
const listeners = new Set<() => void>();

function set(next: ConsolePanel | null) {
  if (next === openPanel) return;
  openPanel = next;
  if (next !== "palette") dropTypedAhead();
  for (const listener of listeners) listener();
}

export const showPanel = (panel: ConsolePanel) => set(panel);
export const closePanel = () => set(null);
export const togglePalette = () => set(openPanel === "palette" ? null : "palette");

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => openPanel;
/** The panel open now, for event handlers outside React. */
export const currentPanel = snapshot;

export function useOpenPanel(): ConsolePanel | null {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

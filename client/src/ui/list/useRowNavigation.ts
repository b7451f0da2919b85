/**
 * Keyboard and progress for a list whose rows are links (RowLink). The rows' links are one tab
 * stop (a roving tabindex): Tab enters the list on the last row used, ↑ ↓ move between rows,
 * Début / Fin go to the first and last, Entrée opens (the link itself). A row that was clicked is
 * `pending` until the location changes (a drawer of the same page opens) or the list goes away
 * (another screen renders): meanwhile the row is marked busy and a bar runs at the top, because
 * the detail's chunk and data can take a second or more to arrive.
 */
import { useEffect, useState, type KeyboardEvent } from "react";
import { useLocation } from "react-router-dom";
import { ROW_LINK_ATTRIBUTE } from "./listParts";

const STEPS: Record<string, (index: number, last: number) => number> = {
  ArrowDown: (i, last) => Math.min(i + 1, last),
  ArrowUp: (i) => Math.max(i - 1, 0),
  Home: () => 0,
  End: (_, last) => last,
};

export function useRowNavigation(rowKeys: readonly string[]) {
  const location = useLocation();
  const [current, setCurrent] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  useEffect(() => setPending(null), [location]);

  const tabStop = current !== null && rowKeys.includes(current) ? current : (rowKeys[0] ?? null);

  /** On the list's container: moves focus between the rows' links. */
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = STEPS[event.key];
    const target = event.target as HTMLElement;
    if (!step || !target.hasAttribute(ROW_LINK_ATTRIBUTE) || event.altKey || event.ctrlKey || event.metaKey) return;
    const links = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(`[${ROW_LINK_ATTRIBUTE}]`));
    event.preventDefault();
    links[step(links.indexOf(target), links.length - 1)]?.focus();
  };

  return { tabStop, pending, onKeyDown, focused: setCurrent, opening: setPending };
}

export type RowNavigation = ReturnType<typeof useRowNavigation>;

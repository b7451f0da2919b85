/**
 * The link of a list row (issue 25): a real `<a href>` around the primary cell, stretched over the
 * whole row by a pseudo-element, so a click anywhere on the row opens the detail, Ctrl/⌘-click and
 * middle-click open it in a new tab and the URL shows on hover — with valid HTML (no `<a>` around
 * a `<tr>`). The row's own controls (checkboxes, switches, buttons) sit above the overlay
 * (ROW_CONTROLS_ABOVE_LINK on the row) and keep working without opening anything. A plain `<a>`,
 * styled once for the console by its attribute (listParts.ts): no styled component per row.
 */
import type { SystemStyleObject } from "@chakra-ui/react";
import { useEffect, useRef, type MouseEvent, type ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";
import { ROW_LINK_ATTRIBUTE } from "./listParts";

/** Where a row leads; `state` is the history state (DIALOG_LINK_STATE for a drawer's route). */
export type RowLinkTarget = { to: string; state?: unknown };

type Props = {
  target: RowLinkTarget;
  /** Whether this row's link is the list's tab stop (the others are reached with the arrows). */
  tabbable: boolean;
  /** A plain click: the navigation starts in this tab. */
  onOpen: () => void;
  /**
   * The pointer or the focus rests on the row (INTENT_DELAY_MS), or a button is pressed on it: a
   * good time to fetch the detail's code and data. A pointer passing over rows fires nothing.
   */
  onIntent?: () => void;
  onFocus: () => void;
  children: ReactNode;
};

/** On the row: what must stay clickable is lifted above the link's overlay. */
export const ROW_CONTROLS_ABOVE_LINK: SystemStyleObject = {
  [`& :is(button, label, select, textarea, a:not([${ROW_LINK_ATTRIBUTE}]), [role=switch]:not(input), [role=checkbox]:not(input))`]: {
    position: "relative",
    zIndex: 1,
  },
};

const opensHere = (event: MouseEvent) => !event.defaultPrevented && event.button === 0 && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);

/**
 * How long the pointer or the focus stays on a row before its detail is fetched: longer than a
 * pointer crossing a row on its way (a few ms per row), well under the time a hand takes to click.
 */
export const INTENT_DELAY_MS = 80;

/** Calls `onIntent` once the row was pointed at or focused for INTENT_DELAY_MS, or at once on a press. */
function useIntent(onIntent: (() => void) | undefined) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = () => clearTimeout(timer.current);
  useEffect(() => cancel, []);
  if (!onIntent) return {};
  const soon = () => {
    cancel();
    timer.current = setTimeout(onIntent, INTENT_DELAY_MS);
  };
  const now = () => {
    cancel();
    onIntent();
  };
  return { soon, cancel, now };
}

export function RowLink({ target, tabbable, onOpen, onIntent, onFocus, children }: Props) {
  const intent = useIntent(onIntent);
  return (
    <RouterLink
      to={target.to}
      state={target.state}
      {...{ [ROW_LINK_ATTRIBUTE]: "" }}
      tabIndex={tabbable ? 0 : -1}
      onClick={(event) => opensHere(event) && onOpen()}
      onPointerEnter={intent.soon}
      onPointerLeave={intent.cancel}
      onPointerDown={intent.now}
      onFocus={() => {
        onFocus();
        intent.soon?.();
      }}
      onBlur={intent.cancel}
    >
      {children}
    </RouterLink>
  );
}

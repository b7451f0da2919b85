/**
 * Which dialog or drawer is open, kept in the URL, so that it survives a reload and the back
 * button closes it. Two forms:
 *
 *   // a drawer of its own route: /delivery-methods/new, /delivery-methods/:id
 *   const drawer = usePathDialog("/delivery-methods");    // drawer.value: "new", an id, or null
 *   drawer.open("new");  drawer.close();
 *
 *   // a modal over an existing page: /users/abc?dialog=credits
 *   const credits = useSearchParamDialog("credits");      // credits.isOpen
 *   credits.open();  credits.close();
 *
 *   // a modal of its own parameter, whose value says what it shows: /creations?details=<id>
 *   const details = useSearchValueDialog("details");      // details.value: the id, or null
 *   details.open(id);  details.close();
 *
 * Opening pushes a history entry; closing goes back to it when this page pushed it (so back and
 * forward stay coherent), else replaces the URL (a dialog opened by a link or a reload).
 * Closing is a navigation: the unsaved-changes guard of a dirty form sees it. One event closes
 * once: a second close asked by the same event (two dismiss listeners answering one Escape or one
 * click outside) would go back one entry too far, off the page.
 *
 * The dialog shown because the URL names it mounts with the URL, already open. It must pass
 * `open={useOpenOnceMounted()}` to its Dialog.Root or Drawer.Root, never a constant `open`: see
 * useOpenOnceMounted.
 */
import { useCallback, useContext, useEffect, useRef, useState } from "react";
import { createPath, UNSAFE_DataRouterContext, useLocation, useNavigate, useParams, useSearchParams, type Path, type To } from "react-router-dom";

export type DialogRoute = {
  isOpen: boolean;
  /** What the URL names: the path segment ("new", an id) or the search param's value. */
  value: string | null;
  open: (value?: string) => void;
  close: () => void;
  /** Where `open(value)` goes, for a real link (a list row: Ctrl-click opens it in a new tab). */
  link: (value: string) => { to: string; state: typeof DIALOG_LINK_STATE };
};

const OPENED_HERE = "dialogOpenedHere";

/** The history state of a link that opens a dialog route (so that closing it goes back). */
export const DIALOG_LINK_STATE = { [OPENED_HERE]: true };

function useDialogNavigation() {
  const navigate = useNavigate();
  const location = useLocation();
  const openedHere = (location.state as Record<string, unknown> | null)?.[OPENED_HERE] === true;
  // Set while a close is under way (until the task that asked for it ends): a second close asked
  // by the same event would go back one history entry too far, off the page.
  const closing = useRef(false);
  const open = useCallback((to: To) => navigate(to, { state: DIALOG_LINK_STATE }), [navigate]);
  const close = useCallback(
    (to: To) => {
      if (closing.current) return;
      closing.current = true;
      setTimeout(() => (closing.current = false), 0);
      if (openedHere) void navigate(-1);
      else void navigate(to, { replace: true });
    },
    [navigate, openedHere],
  );
  const link = (to: Partial<Path>) => ({ to: createPath({ pathname: location.pathname, ...to }), state: DIALOG_LINK_STATE });
  // Opening and closing start from the address as it is now: a filter chosen just before, not yet
  // drawn, stays (docs/urls.md). A link's href is drawn with the page, from the rendered address.
  // (The data router's state, as useSearchParamsLatest in ui/list reads it; not imported from
  // there, which would load the lists' code on every screen with a dialog.)
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const params = () => new URLSearchParams((router?.state.location ?? location).search);
  return { open, close, link, search: location.search, params };
}

/**
 * The `open` prop of a dialog mounted because the URL names it: false for its first commit, true
 * from then on (issue 25). A Chakra dialog (a zag machine) mounted already open sets up its open
 * state — focus trap, dismiss layer — as soon as it mounts. Under React's StrictMode (the console
 * `npm start` serves), the browser paints and that focus trap activates (focus into the dialog,
 * remembering the clicked row) before React runs the mount effects a second time; tearing the
 * first setup down returns focus to the row, and the dismiss layer set up again takes that focus
 * outside the dialog for a dismissal: the inbox drawers and the send log's dialog closed by
 * themselves after a row click (not when opened from a URL: nothing had focus to return to).
 * Mounted closed, the machine starts in « closed », which sets nothing up, then opens once
 * through its controlled `open` prop, like a dialog opened by a button.
 */
export function useOpenOnceMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

/** A drawer at `${basePath}/:id` (the route's param `param`); the list's query string is kept. */
export function usePathDialog(basePath: string, param = "id"): DialogRoute {
  const value = useParams()[param] ?? null;
  const nav = useDialogNavigation();
  return {
    isOpen: value !== null,
    value,
    open: (next = "new") => nav.open({ pathname: `${basePath}/${encodeURIComponent(next)}`, ...searchOf(nav.params()) }),
    close: () => nav.close({ pathname: basePath, ...searchOf(nav.params()) }),
    link: (next) => nav.link({ pathname: `${basePath}/${encodeURIComponent(next)}`, search: nav.search }),
  };
}

/** `params` as a location's `search` (« ?a=b », or empty). */
function searchOf(params: URLSearchParams) {
  const search = params.toString();
  return { search: search ? `?${search}` : "" };
}

/** The query string `current` with `param` set to `value`, or left out when `value` is null. */
function searchWith(current: URLSearchParams, param: string, value: string | null) {
  const next = new URLSearchParams(current);
  if (value === null) next.delete(param);
  else next.set(param, value);
  return searchOf(next);
}

/** A modal named `name` in the query string (`?dialog=name`) of the current page. */
export function useSearchParamDialog(name: string, param = "dialog"): DialogRoute {
  const [searchParams] = useSearchParams();
  const nav = useDialogNavigation();
  const isOpen = searchParams.get(param) === name;
  return {
    isOpen,
    value: isOpen ? name : null,
    open: () => nav.open(searchWith(nav.params(), param, name)),
    close: () => nav.close(searchWith(nav.params(), param, null)),
    link: () => nav.link(searchWith(searchParams, param, name)),
  };
}

/** A modal whose own query-string parameter holds what it shows (`?details=<id>`). */
export function useSearchValueDialog(param: string): DialogRoute {
  const [searchParams] = useSearchParams();
  const nav = useDialogNavigation();
  const value = searchParams.get(param);
  return {
    isOpen: value !== null,
    value,
    open: (next = "") => nav.open(searchWith(nav.params(), param, next)),
    close: () => nav.close(searchWith(nav.params(), param, null)),
    link: (next) => nav.link(searchWith(searchParams, param, next)),
  };
}

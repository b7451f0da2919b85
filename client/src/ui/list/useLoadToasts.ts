/**
 * The spec's list toasts: '<Commandes|Utilisateurs|…> chargé(e)s' with the count once the
 * screen first loads (again for each `announceKey`, e.g. each moderation view), and 'Erreur de
 * chargement' with the message each time loading fails. The success toast speaks of this screen
 * only: it leaves as soon as the admin goes elsewhere (another screen, a drawer's address), so it
 * never covers the next screen's header (docs/decisions.md).
 */
import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";
import { notify } from "../notify";
import { notifyLoadError } from "../loadErrors";
import { whenBrowserIdle } from "../WhenIdle";

export type LoadToasts = {
  /** The success toast's title: 'Commandes chargées'. */
  loaded: string;
  /** Its message: '12 commandes'. */
  count: (count: number) => string;
};

export function useLoadToasts(
  toasts: LoadToasts | undefined,
  /** The list's total, once loaded (undefined while loading). */
  totalCount: number | undefined,
  error: unknown,
  loadFailed: string,
  announceKey = "",
) {
  const announced = useRef<string | null>(null);
  const shown = useRef<string | null>(null);
  const { pathname } = useLocation();
  const { loaded, count } = toasts ?? {};
  useEffect(() => {
    if (!loaded || !count || totalCount === undefined || announced.current === announceKey) return;
    // Shown once the browser is idle after the answer, in a task of its own: drawn with the rows,
    // the toast (its render, its measure of its height, its animation) lengthened the task that
    // drew them (issue 34, docs/performance.md). Leaving the screen before then cancels it.
    return whenBrowserIdle(() => {
      announced.current = announceKey;
      shown.current = notify.success(loaded, count(totalCount));
    });
  }, [loaded, count, totalCount, announceKey]);
  useEffect(
    () => () => {
      if (shown.current) notify.dismiss(shown.current);
      shown.current = null;
    },
    [pathname],
  );
  const reportsErrors = toasts !== undefined;
  useEffect(() => {
    if (reportsErrors && error) notifyLoadError(error, loadFailed);
  }, [reportsErrors, error, loadFailed]);
}

/**
 * The spec's list toasts: '<Commandes|Utilisateurs|…> chargé(e)s' with the count once the
 * screen first loads, and 'Erreur de chargement' with the message each time loading fails.
 */
import { useEffect, useRef } from "react";
import { notify } from "../notify";
import { notifyLoadError } from "../loadErrors";

export function useLoadToasts(
  loadedTitle: string,
  countText: (count: number) => string,
  totalCount: number | undefined,
  error: unknown,
  loadFailed: string,
) {
  const announced = useRef(false);
  useEffect(() => {
    if (totalCount === undefined || announced.current) return;
    announced.current = true;
    notify.success(loadedTitle, countText(totalCount));
  }, [loadedTitle, countText, totalCount]);
  useEffect(() => {
    if (error) notifyLoadError(error, loadFailed);
  }, [error, loadFailed]);
}

import { useCallback } from "react";
import { useSearchParams } from "react-router-dom";
import { MODERATION_VIEWS, type ModerationView } from "./creationLabels";

const VIEWS = new Set(MODERATION_VIEWS.map((v) => v.value));

/**
 * The screen's state in the query string, so a view can be bookmarked and the back button works:
 * `moderation` (PENDING by default, left out), `style`, `highlight` (from the dashboard) and
 * `details` (the open details modal).
 */
export function useCreationsUrlState() {
  const [params, setParams] = useSearchParams();
  const raw = params.get("moderation") as ModerationView | null;
  const view: ModerationView = raw && VIEWS.has(raw) ? raw : "PENDING";

  const update = useCallback(
    (changes: Record<string, string | null>, replace = false) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || (key === "moderation" && value === "PENDING")) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );

  return {
    view,
    style: params.get("style"),
    highlight: params.get("highlight"),
    details: params.get("details"),
    setView: (value: ModerationView) => update({ moderation: value }),
    setStyle: (value: string | null) => update({ style: value }),
    openDetails: (id: string | null) => update({ details: id }, id === null),
  };
}

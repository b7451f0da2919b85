/**
 * How far the toasts must rise so that none covers the footer of an open drawer or dialog
 * (« Enregistrer », « Annuler »): the toasts sit bottom-end (ui/notify.ts), where a right-hand
 * drawer keeps its footer, and an error toast stays until removed. 0 when no open footer lies in
 * the toasts' corner. Measured from the DOM because drawers and dialogs come from many screens
 * (FormDialog, the inbox, the catalogue): one place, whatever opened them.
 */
import { useEffect, useState } from "react";

/** The toasts' column on a desktop: Chakra's `sm` width and the 1rem offset (AppToaster). */
const TOASTS_WIDTH_PX = 384 + 16;
/** Below `md` the toasts span the screen's width (AppToaster). */
const PHONE_MAX_WIDTH_PX = 768;
/** Room kept between a footer's top and the lowest toast. */
const GAP_PX = 8;

const FOOTERS = ".chakra-drawer__footer, .chakra-dialog__footer";

/** The clearance for the footers on screen now. */
export function footerClearance(): number {
  const { innerWidth, innerHeight } = window;
  const toastsLeft = innerWidth < PHONE_MAX_WIDTH_PX ? 0 : innerWidth - TOASTS_WIDTH_PX;
  let clearance = 0;
  for (const footer of document.querySelectorAll<HTMLElement>(FOOTERS)) {
    if (footer.closest('[data-state="closed"]')) continue;
    const box = footer.getBoundingClientRect();
    if (box.height === 0 || box.right <= toastsLeft || box.top >= innerHeight) continue;
    clearance = Math.max(clearance, Math.ceil(innerHeight - box.top + GAP_PX));
  }
  return clearance;
}

/** `footerClearance()`, kept up to date as drawers and dialogs open, close and the window resizes. */
export function useDialogFooterClearance(): number {
  const [clearance, setClearance] = useState(0);
  useEffect(() => {
    let frame = 0;
    // Mutations come in bursts (a whole page rendering): one measure per frame at most.
    const schedule = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        setClearance(footerClearance());
      });
    };
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["data-state"] });
    window.addEventListener("resize", schedule);
    // A drawer slides in and a dialog grows: measure again once its animation ends.
    document.addEventListener("animationend", schedule, true);
    schedule();
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", schedule);
      document.removeEventListener("animationend", schedule, true);
      cancelAnimationFrame(frame);
    };
  }, []);
  return clearance;
}

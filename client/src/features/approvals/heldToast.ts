/**
 * The success toast of a write the owner's thresholds held (docs/approvals.md): nothing was
 * written, the request waits in « Approbations » for another member.
 */
import type { ToastText } from "../../ui/mutation/useAdminMutation";

export const HELD_TITLE = "En attente d'approbation";

export const heldToast = (request: { summary: string }): ToastText => ({
  title: HELD_TITLE,
  message: `${request.summary} : un autre membre doit l’approuver dans « Approbations ».`,
});

/** The held request's toast when the answer carries one, else the write's own. */
export const heldOr =
  <T>(request: (data: T) => { summary: string } | null | undefined, done: (data: T) => ToastText) =>
  (data: T): ToastText => {
    const held = request(data);
    return held ? heldToast(held) : done(data);
  };

/** The queries a held write changes: the sidebar's badge. */
export const HELD_REFETCH = "PendingApprovalCount";

/**
 * The unsaved-changes guard of a form: while `dirty`, any navigation — closing the dialog (a
 * URL change), the back button, a sidebar link — is held and « Abandonner les modifications ? »
 * asks first (React Router's useBlocker; a reload or another site is not covered). After a
 * successful save the form calls `allowLeave()` before closing.
 *
 *   const guard = useUnsavedChangesGuard(form.formState.isDirty);
 *   … {guard.dialog}
 */
import { useCallback, useRef } from "react";
import { useBlocker, type BlockerFunction } from "react-router-dom";
import { ConfirmDialog } from "../ConfirmDialog";

export function useUnsavedChangesGuard(dirty: boolean) {
  const dirtyNow = useRef(dirty);
  dirtyNow.current = dirty;
  const leaving = useRef(false);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirtyNow.current && !leaving.current && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  const dialog = (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      title={"Abandonner les modifications\u00a0?"}
      message={"Modifications non enregistrées\u00a0: elles seront perdues si vous quittez ce formulaire."}
      confirmLabel="Abandonner"
      destructive
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
  return { dialog, allowLeave: () => void (leaving.current = true) };
}

import { Toaster, Portal, Stack, Toast } from "@chakra-ui/react";
import { toaster } from "../ui/notify";

/**
 * Renders the toasts queued through `notify`. They start under the shell's header (the toaster's
 * offsets, ui/notify.ts), so a toast (e.g. the dashboard's 'Données chargées' right after sign-in)
 * never covers the menu button, the palette button or the bell. Zag keeps an invisible "ghost"
 * twice a leaving toast's height to hold the hover state; it would catch clicks meant for the
 * header above, so it lets them through.
 */
export default function AppToaster() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: "4" }}>
        {(toast) => (
          <Toast.Root width={{ md: "sm" }} css={{ "& > [data-ghost]": { pointerEvents: "none !important" } }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label="Fermer la notification" />}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}

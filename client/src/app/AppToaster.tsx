import { Toaster, Portal, Stack, Toast } from "@chakra-ui/react";
import { toaster } from "../ui/notify";

/**
 * Renders the toasts queued through `notify`. Below `md` they start under the mobile top bar
 * (14 units), so a toast (e.g. the dashboard's 'Données chargées' right after sign-in) never
 * covers the menu button.
 */
export default function AppToaster() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: "4" }} marginTop={{ mdDown: "14" }}>
        {(toast) => (
          <Toast.Root width={{ md: "sm" }}>
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

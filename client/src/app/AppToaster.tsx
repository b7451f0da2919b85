import { Badge, HStack, Toaster, Portal, Stack, Toast } from "@chakra-ui/react";
import { toaster, toastRepeats } from "../ui/notify";
import { useDialogFooterClearance } from "./dialogFooterClearance";

/**
 * Renders the toasts queued through `notify`: bottom-end on a desktop, the width of the screen
 * at the bottom of a phone (placement and why: ui/notify.ts), three at most. A toast asked for
 * again while it shows says how many times (« ×3 ») instead of stacking copies. Zag keeps an
 * invisible "ghost" twice a leaving toast's height to hold the hover state; it would catch clicks
 * meant for what lies under it, so it lets them through. While a drawer or a dialog is open with
 * its footer in the toasts' corner, the toasts rise above that footer: its « Enregistrer » stays
 * in sight and clickable under an error toast that stays until removed.
 */
export default function AppToaster() {
  const clearance = useDialogFooterClearance();
  return (
    <Portal>
      <Toaster
        toaster={toaster}
        insetInline={{ mdDown: "4" }}
        // Zag writes the group's `bottom` inline (the toaster's 1rem offset): only !important moves it.
        css={clearance > 0 ? { bottom: `calc(max(env(safe-area-inset-bottom, 0px), 1rem) + ${clearance}px) !important` } : undefined}
      >
        {(toast) => {
          const repeats = toastRepeats(toast.id ?? "");
          return (
            <Toast.Root width={{ md: "sm" }} css={{ "& > [data-ghost]": { pointerEvents: "none !important" } }}>
              <Toast.Indicator />
              <Stack gap="1" flex="1" maxWidth="100%">
                {toast.title && (
                  <HStack gap="2">
                    <Toast.Title>{toast.title}</Toast.Title>
                    {repeats > 1 && (
                      <Badge size="sm" variant="solid" colorPalette="gray">
                        ×{repeats}
                      </Badge>
                    )}
                  </HStack>
                )}
                {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
              </Stack>
              {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
              {toast.closable && <Toast.CloseTrigger aria-label="Fermer la notification" />}
            </Toast.Root>
          );
        }}
      </Toaster>
    </Portal>
  );
}

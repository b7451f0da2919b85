/** The detail drawer of an inbox (/feedback/:id, /contact-messages/:id): title, body, close. */
import { CloseButton, Drawer, Portal, Skeleton, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { ErrorState } from "../../ui/ErrorState";
import { useOpenOnceMounted } from "../../ui/form";
import { listLoadErrorMessage } from "../../ui/loadErrors";

type Props = {
  title: string;
  onClose: () => void;
  loading: boolean;
  /** The load failed: the one error layout (ui/ErrorState) with its French text and « Réessayer ». */
  failure?: { error: unknown; fallback: string; retry: () => unknown } | null;
  /** Loaded, but there is no such record: this message instead of the content. */
  missing?: string | null;
  children: ReactNode;
};

export function InboxDrawer({ title, onClose, loading, failure, missing, children }: Props) {
  // Mounted with the URL that names it: open from its second commit (see useOpenOnceMounted).
  const open = useOpenOnceMounted();
  return (
    <Drawer.Root open={open} onOpenChange={(d) => !d.open && onClose()} size="md">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              {failure ? (
                <ErrorState inDialog message={listLoadErrorMessage(failure.error, failure.fallback)} onRetry={failure.retry} />
              ) : missing ? (
                <ErrorState inDialog title="Introuvable" message={missing} />
              ) : loading ? (
                <Stack gap="4" aria-hidden>
                  <Skeleton height="6" width="48" />
                  <Skeleton height="24" />
                  <Skeleton height="10" />
                  <Skeleton height="32" />
                </Stack>
              ) : (
                children
              )}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fermer" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

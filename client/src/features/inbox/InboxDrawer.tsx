/** The detail drawer of an inbox (/feedback/:id, /contact-messages/:id): title, body, close. */
import { Alert, CloseButton, Drawer, Portal, Skeleton, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useOpenOnceMounted } from "../../ui/form";

type Props = {
  title: string;
  onClose: () => void;
  loading: boolean;
  /** Could not be loaded, or does not exist: this message instead of the content. */
  problem: string | null;
  children: ReactNode;
};

export function InboxDrawer({ title, onClose, loading, problem, children }: Props) {
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
              {problem ? (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{problem}</Alert.Title>
                </Alert.Root>
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

/** The detail drawer of an inbox (/feedback/:id, /contact-messages/:id): the one frame and the one record state. */
import { Skeleton, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { RecordState } from "../../ui/detail";
import { DialogFrame } from "../../ui/dialog";

type Props = {
  title: string;
  onClose: () => void;
  /** The record the drawer shows: the children are drawn once it is there. */
  item: unknown;
  loading: boolean;
  error: unknown;
  onRetry: () => unknown;
  /** 'Impossible de charger le message' (when the error says nothing the admin can use). */
  loadFailed: string;
  /** « Ce message n’existe pas. » */
  notFound: string;
  children: ReactNode;
};

export function InboxDrawer({ title, onClose, item, loading, error, onRetry, loadFailed, notFound, children }: Props) {
  return (
    <DialogFrame variant="drawer" title={title} onClose={onClose}>
      <RecordState
        item={item}
        loading={loading}
        error={error}
        onRetry={onRetry}
        loadFailed={loadFailed}
        notFound={{ title: notFound, message: "Fermez ce panneau pour revenir à la liste." }}
        skeleton={<InboxSkeleton />}
        inDialog
      >
        {() => children}
      </RecordState>
    </DialogFrame>
  );
}

function InboxSkeleton() {
  return (
    <Stack gap="4" aria-hidden>
      <Skeleton height="6" width="48" />
      <Skeleton height="24" />
      <Skeleton height="10" />
      <Skeleton height="32" />
    </Stack>
  );
}

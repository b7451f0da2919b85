/**
 * The sidebar's late count next to an entry whose list has a work queue (« Commandes », the
 * inboxes): the figure alone on its line, an orange dot beside an unread count.
 */
import { Badge, VisuallyHidden } from "@chakra-ui/react";
import { formatInteger } from "../../ui/format";
import type { WorkQueueItem } from "./useWorkQueues";

const MAX_SHOWN = 999;

type Props = {
  /** The entry's queue (queueOfPath); none: no badge. */
  queue: WorkQueueItem | undefined;
  /** No other badge before it on the line: it pushes itself to the end. */
  alone: boolean;
};

export function WorkQueueBadge({ queue, alone }: Props) {
  if (!queue || queue.lateCount <= 0) return null;
  const late = `${formatInteger(queue.lateCount)} en retard\u00a0: ${queue.label}`;
  // Beside an unread count, a dot: « Messages Contact », « 999+ » and a second figure would not
  // hold on one line of the sidebar. The figure is read out, in the title, and on the list.
  if (!alone) {
    return (
      <Badge
        colorPalette="orange"
        variant="solid"
        rounded="full"
        minW="0"
        minH="0"
        w="2.5"
        h="2.5"
        p="0"
        flexShrink={0}
        title={late}
        data-testid={`nav-late-${queue.id}`}
      >
        <VisuallyHidden>{late}</VisuallyHidden>
      </Badge>
    );
  }
  return (
    <Badge ms={alone ? "auto" : undefined} colorPalette="orange" variant="solid" rounded="full" title={queue.label} data-testid={`nav-late-${queue.id}`}>
      <span aria-hidden>{queue.lateCount > MAX_SHOWN ? `${MAX_SHOWN}+` : formatInteger(queue.lateCount)}</span>
      <VisuallyHidden>{late}</VisuallyHidden>
    </Badge>
  );
}

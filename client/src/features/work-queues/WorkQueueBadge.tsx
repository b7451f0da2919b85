/** The sidebar's late count next to an entry whose list has a work queue (« Commandes », the inboxes). */
import { Badge, VisuallyHidden } from "@chakra-ui/react";
import { formatInteger } from "../../ui/format";
import { queueOfPath, type WorkQueueItem } from "./useWorkQueues";

const MAX_SHOWN = 999;

type Props = {
  queues: readonly WorkQueueItem[] | undefined;
  /** The entry's path. */
  path: string;
  /** No other badge before it on the line: it pushes itself to the end. */
  alone: boolean;
};

export function WorkQueueBadge({ queues, path, alone }: Props) {
  const queue = queueOfPath(queues, path);
  if (!queue || queue.lateCount <= 0) return null;
  const late = `${formatInteger(queue.lateCount)} en retard : ${queue.label}`;
  return (
    <Badge ms={alone ? "auto" : undefined} colorPalette="orange" variant="solid" rounded="full" title={queue.label} data-testid={`nav-late-${queue.id}`}>
      <span aria-hidden>{queue.lateCount > MAX_SHOWN ? `${MAX_SHOWN}+` : formatInteger(queue.lateCount)}</span>
      <VisuallyHidden>{late}</VisuallyHidden>
    </Badge>
  );
}

import { Badge, Icon, Link, Stack, VisuallyHidden } from "@chakra-ui/react";
import { memo } from "react";
import { NavLink } from "react-router-dom";
import { useInboxCounts } from "../../features/inbox/useInboxCounts";
import { useAuth } from "../auth/AuthContext";
import { navEntries, type NavEntry as NavEntryItem } from "../routes";
import { mayOpen } from "../routeTable";
import { PATHS } from "../paths";
import { formatInteger } from "../../ui/format";
import { WorkQueueBadge } from "../../features/work-queues/WorkQueueBadge";
import { queueOfPath, useWorkQueues, type WorkQueueItem } from "../../features/work-queues/useWorkQueues";
import { usePendingApprovalCount } from "../../features/approvals/usePendingApprovalCount";
import type { NavBadge } from "../routeTable";

/**
 * The 16 entries of spec §2 and « Approbations » (issue 35), those the member's role opens; the one matching the current screen is highlighted. « Feedbacks »
 * and « Messages Contact » carry their unread counts (the counters document, docs/inbox.md), « Approbations » the requests waiting (docs/approvals.md).
 *
 * Every label stays on one line in the 64-unit sidebar and drawer, whatever the font (Debian's
 * DejaVu Sans is among the widest): the current entry is marked by its colours, not a bolder
 * weight that would widen it, and a count beyond 999 shows « 999+ » (the exact figure is read out).
 */
export function NavList({ onNavigate }: { onNavigate?: () => void }) {
  // Only the screens the member's role opens (docs/roles.md « Console »).
  const { permissions } = useAuth();
  const entries = navEntries.filter((entry) => mayOpen(entry, permissions));
  const inbox = useInboxCounts();
  const approvalsPending = usePendingApprovalCount();
  const counts: Partial<Record<NavBadge, number>> | undefined = inbox || approvalsPending !== undefined ? { ...inbox, approvalsPending } : undefined;
  // The work queues' late counts (docs/saved-views.md), polled once a minute.
  const { queues } = useWorkQueues({ poll: true });
  return (
    <nav aria-label="Navigation principale">
      <Stack as="ul" gap="0.5" listStyleType="none">
        {entries.map((entry) => (
          <NavEntry
            key={entry.path}
            entry={entry}
            unread={(entry.badge && counts?.[entry.badge]) || 0}
            queue={queueOfPath(queues, entry.path)}
            onNavigate={onNavigate}
          />
        ))}
      </Stack>
    </nav>
  );
}

type NavEntryProps = {
  entry: NavEntryItem;
  /** The entry's badge count (unread, waiting); 0: no badge. */
  unread: number;
  /** The entry's work queue, with its late count (WorkQueueBadge). */
  queue: WorkQueueItem | undefined;
  onNavigate?: () => void;
};

/**
 * One entry, memoised: each count of the sidebar (unread, waiting, late) arrives in a query of its
 * own, and each re-rendered the 17 entries — about 230 components, three or four times per load of
 * any screen (issue 34, docs/testing.md). An entry now draws again only when its own figures change.
 */
const NavEntry = memo(function NavEntry({ entry, unread, queue, onNavigate }: NavEntryProps) {
  return (
    <li>
      <Link
        asChild
        display="flex"
        alignItems="center"
        gap="2.5"
        px="2.5"
        py="2"
        rounded="l2"
        fontSize="sm"
        fontWeight="medium"
        color="fg.muted"
        textDecoration="none"
        _hover={{ bg: "bg.muted", color: "fg", textDecoration: "none" }}
        _currentPage={{ bg: "teal.subtle", color: "teal.fg" }}
        focusVisibleRing="inside"
      >
        <NavLink to={entry.path} end={entry.path === PATHS.dashboard} onClick={onNavigate}>
          <Icon as={entry.icon} boxSize="4" aria-hidden />
          {entry.label}
          {unread > 0 && (
            <Badge ms="auto" colorPalette="teal" variant="solid" rounded="full" data-testid={`nav-badge-${entry.badge}`}>
              <UnreadCount count={unread} waiting={entry.badge === "approvalsPending"} />
            </Badge>
          )}
          <WorkQueueBadge queue={queue} alone={unread === 0} />
        </NavLink>
      </Link>
    </li>
  );
});

const MAX_SHOWN = 999;

/** « 15 », or « 999+ » beyond (the exact count for screen readers), and « non lus » (« en attente ») read out. */
function UnreadCount({ count, waiting = false }: { count: number; waiting?: boolean }) {
  const unread = waiting ? " en attente" : count > 1 ? " non lus" : " non lu";
  if (count <= MAX_SHOWN) {
    return (
      <>
        {formatInteger(count)}
        <VisuallyHidden>{unread}</VisuallyHidden>
      </>
    );
  }
  return (
    <>
      <span aria-hidden>{`${MAX_SHOWN}+`}</span>
      <VisuallyHidden>{`${formatInteger(count)}${unread}`}</VisuallyHidden>
    </>
  );
}

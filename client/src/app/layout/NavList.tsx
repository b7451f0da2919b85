import { Badge, Icon, Link, Stack, VisuallyHidden } from "@chakra-ui/react";
import { NavLink } from "react-router-dom";
import { useInboxCounts } from "../../features/inbox/useInboxCounts";
import { navEntries } from "../routes";

/**
 * The 16 entries of spec §2; the one matching the current screen is highlighted. « Feedbacks »
 * and « Messages Contact » carry their unread counts (the counters document, docs/inbox.md).
 */
export function NavList({ onNavigate }: { onNavigate?: () => void }) {
  const counts = useInboxCounts();
  return (
    <nav aria-label="Navigation principale">
      <Stack as="ul" gap="0.5" listStyleType="none">
        {navEntries.map((entry) => (
          <li key={entry.path}>
            <Link
              asChild
              display="flex"
              alignItems="center"
              gap="3"
              px="3"
              py="2"
              rounded="l2"
              fontSize="sm"
              fontWeight="medium"
              color="fg.muted"
              textDecoration="none"
              _hover={{ bg: "bg.muted", color: "fg", textDecoration: "none" }}
              _currentPage={{ bg: "teal.subtle", color: "teal.fg", fontWeight: "semibold" }}
              focusVisibleRing="inside"
            >
              <NavLink to={entry.path} end={entry.path === "/"} onClick={onNavigate}>
                <Icon as={entry.icon} boxSize="4" aria-hidden />
                {entry.label}
                {entry.badge && counts && counts[entry.badge] > 0 && (
                  <Badge
                    ms="auto"
                    colorPalette="teal"
                    variant="solid"
                    rounded="full"
                    data-testid={`nav-badge-${entry.badge}`}
                  >
                    {new Intl.NumberFormat("fr-FR").format(counts[entry.badge])}
                    <VisuallyHidden>{counts[entry.badge] > 1 ? " non lus" : " non lu"}</VisuallyHidden>
                  </Badge>
                )}
              </NavLink>
            </Link>
          </li>
        ))}
      </Stack>
    </nav>
  );
}

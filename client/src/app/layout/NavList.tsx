import { Badge, Icon, Link, Stack } from "@chakra-ui/react";
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
                    aria-label={`${counts[entry.badge]} non lu${counts[entry.badge] > 1 ? "s" : ""}`}
                  >
                    {new Intl.NumberFormat("fr-FR").format(counts[entry.badge])}
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

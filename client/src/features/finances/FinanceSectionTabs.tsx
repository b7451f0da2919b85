/**
 * The header of every /finances section: the spec's title, a line of context, the section's
 * actions, then the three sections as links (each its own URL: a tab is a page, deep-linkable,
 * reached by Tab and opened by Enter; the current one carries aria-current="page").
 */
import { HStack, Link } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { NavLink, useLocation } from "react-router-dom";
import { PageHeader } from "../../ui/PageHeader";
import { FINANCE_SECTIONS, sectionHref } from "./sections";

type Props = { title: string; description: ReactNode; actions?: ReactNode };

export function FinanceSectionHeader({ title, description, actions }: Props) {
  const { search } = useLocation();
  return (
    <>
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap="3">
        <PageHeader title={title} description={description} />
        {actions}
      </HStack>
      {/* One line at every width (it scrolls on a narrow phone): the section below never moves. */}
      <HStack as="nav" aria-label="Sections du suivi financier" gap="1" mb="6" borderBottomWidth="1px" overflowX="auto" flexShrink={0}>
        {FINANCE_SECTIONS.map(({ section, label }) => (
          <Link
            key={section}
            asChild
            px="3"
            height="10"
            whiteSpace="nowrap"
            color="fg.muted"
            borderBottomWidth="2px"
            borderColor="transparent"
            mb="-1px"
            textDecoration="none"
            focusVisibleRing="inside"
            _hover={{ color: "fg" }}
            _currentPage={{ color: "teal.fg", borderColor: "teal.solid", fontWeight: "semibold" }}
          >
            <NavLink to={sectionHref(section, search)} end>
              {label}
            </NavLink>
          </Link>
        ))}
      </HStack>
    </>
  );
}

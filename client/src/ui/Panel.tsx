import { Box, Flex, Heading, Link, type BoxProps } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";

/** A titled box of a screen (the dashboard, /finances), with an optional "see all" link to the full screen. */
export function Panel({ title, link, children, ...rest }: { title: string; link?: { to: string; label: string }; children: ReactNode } & BoxProps) {
  return (
    <Box as="section" aria-label={title} bg="bg" borderWidth="1px" rounded="l3" p="5" {...rest}>
      <Flex justify="space-between" align="center" mb="4" gap="3">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {link && (
          <Link asChild fontSize="sm" color="teal.fg" fontWeight="medium">
            <RouterLink to={link.to}>{link.label}</RouterLink>
          </Link>
        )}
      </Flex>
      {children}
    </Box>
  );
}

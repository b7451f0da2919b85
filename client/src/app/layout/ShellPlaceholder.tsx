import { Box, Container, Flex, Heading, Spinner, Text, VisuallyHidden } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { matchPath, useLocation } from "react-router-dom";
import { BrandMark } from "../../ui/BrandMark";
import { PAGE_HEADER_GAP, PAGE_TITLE_STYLE } from "../../ui/pageTitleStyle";
import { BAR_HEIGHT, MAIN_CONTAINER, SIDEBAR_WIDTH } from "./shellMeasures";
import type { ScreenChunk } from "../routeTable";

/**
 * Screens whose heading the frame does not draw: a record's name, unknown before the page loads it
 * (a user, an order), or a heading below a link back (the audit log, under « Paramètres »).
 */
const HEADING_ELSEWHERE: ReadonlySet<ScreenChunk> = new Set(["userDetail", "orderDetail", "auditLog"]);

/** The title of the screen at `pathname`, from the route table's own small chunk (not the entry's). */
function useScreenTitle(pathname: string): string | null {
  const [title, setTitle] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import("../routeTable")
      .then(({ SHELL_ROUTES }) => {
        const route = SHELL_ROUTES.find((candidate) => matchPath(candidate.path, pathname));
        if (live) setTitle(route && !HEADING_ELSEWHERE.has(route.screen) ? route.title : null);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [pathname]);
  return title;
}

/**
 * A screen of the console while the session is checked and the shell's code arrives: the sidebar
 * with the brand (the top bar's name on phones), the header's bar, and the screen's title where
 * its page draws it, over a spinner. Drawn by the first chunk, so an administrator sees the
 * console's frame and where they are at once instead of a blank page (first and largest
 * contentful paint, docs/performance.md « A frame at once »). The shell replaces it whole, so
 * nothing is shifted; the title is hidden from assistive technologies, which hear « Chargement… »
 * and then the page's own heading.
 */
export function ShellPlaceholder() {
  const title = useScreenTitle(useLocation().pathname);
  return (
    <Flex minH="100dvh" role="status" aria-live="polite" aria-busy="true">
      <Box display={{ base: "none", md: "block" }} w={SIDEBAR_WIDTH} flexShrink={0} h="100dvh" bg="bg" borderEndWidth="1px">
        <BrandMark px="5" h="16" />
      </Box>
      <Box flex="1" minW="0">
        <Flex align="center" h={BAR_HEIGHT} ps={{ base: "3.75rem", md: "8" }} bg="bg" borderBottomWidth="1px">
          <Text display={{ md: "none" }} fontWeight="bold" letterSpacing="tight">
            Atelier Admin
          </Text>
        </Flex>
        <Container {...MAIN_CONTAINER}>
          {/* PageHeader's heading, as text: the page's own h1 follows. */}
          <Heading as="p" {...PAGE_TITLE_STYLE} mb={PAGE_HEADER_GAP} minH="8" aria-hidden>
            {title}
          </Heading>
          <Spinner size="lg" color="teal.600" borderWidth="3px" />
          <VisuallyHidden>Chargement…</VisuallyHidden>
        </Container>
      </Box>
    </Flex>
  );
}

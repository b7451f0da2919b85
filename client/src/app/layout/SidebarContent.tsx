import { Box, Flex } from "@chakra-ui/react";
import { BrandMark } from "../../ui/BrandMark";
import { NavList } from "./NavList";
import { SidebarFooter } from "./SidebarFooter";

/** Brand, navigation and footer: the same content in the desktop sidebar and the mobile drawer. */
export function SidebarContent({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Flex direction="column" h="full">
      <BrandMark px="5" h="16" flexShrink={0} />
      <Box flex="1" overflowY="auto" px="2" py="2">
        <NavList onNavigate={onNavigate} />
      </Box>
      <SidebarFooter />
    </Flex>
  );
}

import { Box, Flex, HStack, Icon, Text } from "@chakra-ui/react";
import { LuPalette } from "react-icons/lu";
import { NavList } from "./NavList";
import { SidebarFooter } from "./SidebarFooter";

/** Brand, navigation and footer: the same content in the desktop sidebar and the mobile drawer. */
export function SidebarContent({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Flex direction="column" h="full">
      <HStack gap="2" px="5" h="16" flexShrink={0}>
        <Flex boxSize="8" rounded="l2" bg="teal.solid" color="teal.contrast" align="center" justify="center">
          <Icon as={LuPalette} boxSize="4" aria-hidden />
        </Flex>
        <Text fontWeight="bold" fontSize="lg" letterSpacing="tight">
          Atelier Admin
        </Text>
      </HStack>
      <Box flex="1" overflowY="auto" px="3" py="2">
        <NavList onNavigate={onNavigate} />
      </Box>
      <SidebarFooter />
    </Flex>
  );
}

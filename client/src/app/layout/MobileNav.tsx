import { CloseButton, Drawer, HStack, IconButton, Portal, Text } from "@chakra-ui/react";
import { useState } from "react";
import { LuMenu } from "react-icons/lu";
import { PaletteButton } from "../../features/palette/PaletteButton";
import { TeamBell } from "../../features/notifications/TeamBell";
import { BAR_HEIGHT } from "./shellMeasures";
import { SidebarContent } from "./SidebarContent";

/**
 * Below `md`: a top bar whose menu button opens the navigation in a drawer from the left,
 * 64 units wide (spec §2), closed by the overlay, Escape, its close button or a choice.
 */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <HStack
        as="header"
        display={{ base: "flex", md: "none" }}
        position="sticky"
        top="0"
        zIndex="sticky"
        h={BAR_HEIGHT}
        px="3"
        gap="2"
        bg="bg"
        borderBottomWidth="1px"
      >
        <IconButton aria-label="Ouvrir le menu" variant="ghost" onClick={() => setOpen(true)}>
          <LuMenu />
        </IconButton>
        <Text fontWeight="bold" letterSpacing="tight">
          Atelier Admin
        </Text>
        <HStack ms="auto" gap="0">
          <PaletteButton compact />
          <TeamBell />
        </HStack>
      </HStack>
      <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="start" lazyMount unmountOnExit>
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content w="64" maxW="64" aria-label="Menu">
              <Drawer.CloseTrigger asChild top="3" insetEnd="2">
                <CloseButton size="sm" aria-label="Fermer le menu" />
              </Drawer.CloseTrigger>
              <SidebarContent onNavigate={() => setOpen(false)} />
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </>
  );
}

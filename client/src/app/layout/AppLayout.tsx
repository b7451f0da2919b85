import { Box, Container, Flex } from "@chakra-ui/react";
import { Outlet } from "react-router-dom";
import { LiveStatusNotice } from "../../features/live/LiveStatusNotice";
import { CommandCenter } from "../../features/palette/CommandCenter";
import { MaintenanceBanner } from "../../features/settings/MaintenanceBanner";
import { MobileNav } from "./MobileNav";
import { MAIN_CONTAINER, SIDEBAR_WIDTH } from "./shellMeasures";
import { ShellHeader } from "./ShellHeader";
import { SidebarContent } from "./SidebarContent";

/** The console's shell: sidebar on desktop, top bar and drawer on small screens. */
export function AppLayout() {
  return (
    <Flex minH="100dvh">
      <Box
        as="aside"
        display={{ base: "none", md: "block" }}
        w={SIDEBAR_WIDTH}
        flexShrink={0}
        position="sticky"
        top="0"
        h="100dvh"
        bg="bg"
        borderEndWidth="1px"
      >
        <SidebarContent />
      </Box>
      <Box flex="1" minW="0">
        <MobileNav />
        <MaintenanceBanner />
        <ShellHeader />
        <Container as="main" {...MAIN_CONTAINER}>
          <Outlet />
        </Container>
      </Box>
      <CommandCenter />
      <LiveStatusNotice />
    </Flex>
  );
}

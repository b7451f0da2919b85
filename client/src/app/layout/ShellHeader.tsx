/**
 * The header of the shell's content column, from `md` up: the palette button and the
 * notification bell (below `md` they sit in MobileNav's top bar).
 */
import { HStack } from "@chakra-ui/react";
import { PaletteButton } from "../../features/palette/PaletteButton";
import { TeamBell } from "../../features/notifications/TeamBell";
import { BAR_HEIGHT } from "./shellMeasures";

export function ShellHeader() {
  return (
    <HStack as="header" display={{ base: "none", md: "flex" }} h={BAR_HEIGHT} px="8" gap="3" justify="space-between" bg="bg" borderBottomWidth="1px">
      <PaletteButton />
      <TeamBell />
    </HStack>
  );
}

/**
 * Says when the console has lost the change feed (docs/live.md): lists and counts no longer follow
 * the shop by themselves until the connection returns, when the feed catches up. Fixed at the foot
 * of the window: it covers nothing it would push.
 */
import { Box, HStack, Text } from "@chakra-ui/react";
import { LuWifiOff } from "react-icons/lu";
import { useLiveStatus } from "./LiveProvider";

export function LiveStatusNotice() {
  const status = useLiveStatus();
  const lost = status === "lost";
  // data-live: where the console stands (« connecting », « live »…), for the end-to-end tests.
  return (
    <Box role="status" aria-live="polite" data-live={status} position="fixed" insetInlineStart="4" bottom="4" zIndex="toast" maxW="sm">
      {lost && (
        <HStack bg="orange.subtle" color="orange.fg" borderWidth="1px" borderColor="orange.muted" rounded="l2" px="4" py="3" gap="3" boxShadow="md">
          <LuWifiOff aria-hidden />
          <Text fontSize="sm">Connexion perdue{"\u00a0"}: les listes et les compteurs se mettront à jour au retour de la connexion.</Text>
        </HStack>
      )}
    </Box>
  );
}

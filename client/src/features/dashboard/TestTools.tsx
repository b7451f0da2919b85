import { Button, HStack, Text } from "@chakra-ui/react";
import { LuBell, LuRefreshCw } from "react-icons/lu";
import { notify } from "../../ui/notify";
import { Panel } from "../../ui/Panel";

const LONG_MESSAGE =
  "Ceci est une notification de test volontairement longue, pour vérifier que le texte passe à la ligne " +
  "correctement, que la notification reste lisible sur un petit écran et qu'elle peut être fermée à tout moment.";

/** The spec's test-tools box: a long notification, and a refresh straight from the server. */
export function TestTools({ onRefresh, refreshing }: { onRefresh: () => void; refreshing: boolean }) {
  return (
    <Panel title="Outils de test">
      <Text fontSize="sm" color="fg.muted" mb="3">
        Pour vérifier les notifications et recharger les données du tableau de bord depuis le serveur.
      </Text>
      <HStack gap="3" wrap="wrap">
        <Button variant="outline" onClick={() => notify.info("Notification de test", LONG_MESSAGE)}>
          <LuBell /> Tester une notification longue
        </Button>
        <Button colorPalette="teal" onClick={onRefresh} loading={refreshing} loadingText="Actualisation…">
          <LuRefreshCw /> Actualiser les données
        </Button>
      </HStack>
    </Panel>
  );
}

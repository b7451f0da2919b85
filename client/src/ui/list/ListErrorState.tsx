/**
 * What a list shows when it could not load: the spec's 'Erreur de chargement' title, the
 * screen's message (see ui/loadErrors.ts) and a 'Réessayer' button that calls `onRetry`.
 */
import { Alert, Button } from "@chakra-ui/react";
import { LuRefreshCw } from "react-icons/lu";
import { LOAD_ERROR_TITLE } from "../loadErrors";

export function ListErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert.Root status="error" alignItems="center" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{LOAD_ERROR_TITLE}</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry}>
        <LuRefreshCw /> Réessayer
      </Button>
    </Alert.Root>
  );
}

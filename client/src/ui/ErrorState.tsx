/**
 * The one layout of a failed load, on lists, detail pages, panels and drawers: a title ('Erreur de
 * chargement' unless told), a French sentence that says what happened (ui/errorText.ts) and
 * « Réessayer ». A retry that returns a promise shows as loading until it settles; its failure is
 * the next error state, not an unhandled rejection.
 */
import { Alert, Button } from "@chakra-ui/react";
import { useState } from "react";
import { LuRefreshCw } from "react-icons/lu";
import { LOAD_ERROR_TITLE } from "./loadErrors";

type Props = {
  message: string;
  /** Without it, no « Réessayer » (nothing to load again, e.g. a refused action). */
  onRetry?: () => unknown;
  title?: string;
};

export function ErrorState({ message, onRetry, title = LOAD_ERROR_TITLE }: Props) {
  const [retrying, setRetrying] = useState(false);
  const retry = () => {
    const pending = onRetry?.();
    if (!(pending instanceof Promise)) return;
    setRetrying(true);
    pending.catch(() => undefined).finally(() => setRetrying(false));
  };
  return (
    <Alert.Root status="error" alignItems="center" flexWrap="wrap" role="alert">
      <Alert.Indicator />
      <Alert.Content minW="48" flex="1">
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
      {onRetry && (
        <Button size="sm" variant="outline" loading={retrying} onClick={retry}>
          <LuRefreshCw /> Réessayer
        </Button>
      )}
    </Alert.Root>
  );
}

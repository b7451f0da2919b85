/**
 * The one layout of a failed load, on lists, detail pages, panels and dialogs: a title ('Erreur de
 * chargement' unless told), a French sentence that says what happened (ui/errorText.ts) and
 * « Réessayer ». A retry that returns a promise shows as loading until it settles; its failure is
 * the next error state, not an unhandled rejection.
 *
 * On a page, the failure's toast comes at the bottom of the screen (ui/notify.ts) while this state
 * often ends a page, low on a phone: it keeps the toasts' height free below it and brings itself
 * above them, so no toast covers « Réessayer ».
 */
import { Alert, Button } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { LuRefreshCw } from "react-icons/lu";
import { LOAD_ERROR_TITLE } from "./loadErrors";
import { TOASTS_HEIGHT } from "./notify";

type Props = {
  message: string;
  /** Without it, no « Réessayer » (nothing to load again, e.g. a refused action). */
  onRetry?: () => unknown;
  title?: string;
  /** In a dialog: the toasts are not its neighbours, nothing to keep free. */
  inDialog?: boolean;
};

export function ErrorState({ message, onRetry, title = LOAD_ERROR_TITLE, inDialog = false }: Props) {
  const [retrying, setRetrying] = useState(false);
  const clearOfToasts = Boolean(onRetry) && !inDialog;
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (clearOfToasts) root.current?.scrollIntoView?.({ block: "nearest" });
  }, [clearOfToasts]);
  const retry = () => {
    const pending = onRetry?.();
    if (!(pending instanceof Promise)) return;
    setRetrying(true);
    pending.catch(() => undefined).finally(() => setRetrying(false));
  };
  return (
    <Alert.Root
      ref={root}
      status="error"
      alignItems="center"
      flexWrap="wrap"
      role="alert"
      mb={clearOfToasts ? TOASTS_HEIGHT : undefined}
      scrollMarginBottom={clearOfToasts ? TOASTS_HEIGHT : undefined}
    >
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

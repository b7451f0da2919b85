/**
 * An entry's « Annuler » (docs/undo.md): the button when its change may be undone (after a
 * confirmation that says what undoing does), who undid it when it was, why not otherwise.
 * The undo itself, its refusals and the screens' refresh: ui/undo/undoChange.ts.
 */
import { Badge, Button, Stack, Text } from "@chakra-ui/react";
import { useApolloClient } from "@apollo/client/react";
import { lazy, Suspense, useState } from "react";
import { formatDateTime } from "../../ui/format";
import { undoChange } from "../../ui/undo/undoChange";
import { actorName } from "./auditValues";
import { UndoSkeleton, type AuditUndoProps as Props } from "./AuditUndoSlot";

// The confirmation's dialog machinery is loaded when « Annuler » is clicked, not with the log.
const ConfirmDialog = lazy(() => import("../../ui/ConfirmDialog").then((m) => ({ default: m.ConfirmDialog })));

/** The cell's content; its box and loading state are AuditUndoSlot's, in the page's first chunk. */
export default function AuditUndo({ entry, undo }: Props) {
  const client = useApolloClient();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  if (!undo) return <UndoSkeleton />;
  if (undo.state === "UNDONE") {
    return (
      <Stack gap="1" align="flex-start">
        <Badge colorPalette="gray" variant="subtle">
          Annulée
        </Badge>
        <Text textStyle="xs" color="fg.muted" lineClamp={1}>
          par {actorName(undo.undoneBy, "")} · {formatDateTime(undo.undoneAt)}
        </Text>
      </Stack>
    );
  }
  if (undo.state !== "REVERSIBLE") {
    return (
      <Text textStyle="xs" color="fg.muted" lineClamp={2} title={undo.reason ?? undefined}>
        {undo.reason}
      </Text>
    );
  }
  const confirm = async () => {
    setConfirming(false);
    setBusy(true);
    await undoChange(client, entry.id);
    setBusy(false);
  };
  return (
    <>
      <Button size="xs" variant="outline" loading={busy} onClick={() => setConfirming(true)} aria-label={`Annuler\u00a0: ${entry.actionLabel}`}>
        Annuler
      </Button>
      {confirming && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            title="Annuler cette modification ?"
            message={`${undo.effect ?? ""} Les autres modifications du même geste (un changement en masse, un import) sont annulées avec elle ; si un enregistrement a changé depuis, rien n’est annulé.`.trim()}
            confirmLabel="Annuler la modification"
            cancelLabel="La garder"
            onConfirm={() => void confirm()}
            onCancel={() => setConfirming(false)}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * An entry's « Annuler » (docs/undo.md): the button when its change may be undone (after a
 * confirmation that says what undoing does), who undid it when it was, why not otherwise. Always
 * the same height (two short lines), loading included, so the rows never move when it comes.
 * The undo itself, its refusals and the screens' refresh: ui/undo/undoChange.ts.
 */
import { Badge, Box, Button, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useApolloClient } from "@apollo/client/react";
import { useState } from "react";
import type { AuditUndoFieldsFragment } from "../../gql/graphql";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { formatDateTime } from "../../ui/format";
import { undoChange } from "../../ui/undo/undoChange";
import { actorName } from "./auditValues";

type Props = { entry: { id: string; actionLabel: string }; undo: AuditUndoFieldsFragment | undefined };

export function AuditUndo({ entry, undo }: Props) {
  return (
    <Box minH="10" maxH="10" overflow="hidden">
      <UndoState entry={entry} undo={undo} />
    </Box>
  );
}

function UndoState({ entry, undo }: Props) {
  const client = useApolloClient();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  if (!undo) return <Skeleton height="6" width="20" />;
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
      <ConfirmDialog
        open={confirming}
        title="Annuler cette modification ?"
        message={`${undo.effect ?? ""} Les autres modifications du même geste (un changement en masse, un import) sont annulées avec elle ; si un enregistrement a changé depuis, rien n’est annulé.`.trim()}
        confirmLabel="Annuler la modification"
        cancelLabel="La garder"
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

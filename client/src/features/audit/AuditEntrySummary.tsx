/**
 * One audit entry in a column: what was done, by whom and when, on what (optional), and the
 * changed fields, and its « Annuler » when given. The record screens' history lists it; on a phone the audit log shows each
 * entry this way instead of five columns, so nothing scrolls sideways.
 */
import { Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { AuditEntryFieldsFragment } from "../../gql/graphql";
import { formatDateTime } from "../../ui/format";
import { AuditChanges } from "./AuditChanges";
import { AuditTarget } from "./AuditTarget";
import { actorName, knownNames } from "./auditValues";

type Props = {
  entry: AuditEntryFieldsFragment;
  withTarget?: boolean;
  admins?: ReadonlyMap<string, string>;
  /** Its « Annuler » (AuditUndo), below the changes. */
  undo?: ReactNode;
};

export function AuditEntrySummary({ entry, withTarget = false, admins, undo }: Props) {
  return (
    <Stack gap="1" minW="0">
      <Text textStyle="sm" fontWeight="medium">
        {entry.actionLabel}
      </Text>
      <Text textStyle="xs" color="fg.muted">
        {actorName(entry.actor, entry.actorUid)} · {formatDateTime(entry.at)}
      </Text>
      {withTarget && <AuditTarget entry={entry} />}
      <AuditChanges changes={entry.changes} names={knownNames(entry, admins)} />
      {undo}
    </Stack>
  );
}

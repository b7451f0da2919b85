/** An entry's target: its kind, and its id as a link to the screen that shows it, when one does. */
import { Link, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import type { AuditEntryFieldsFragment } from "../../gql/graphql";

const MAX_ID = 28;
const shortTarget = (id: string) => (id.length > MAX_ID ? `${id.slice(0, MAX_ID)}…` : id);

export function AuditTarget({ entry }: { entry: Pick<AuditEntryFieldsFragment, "targetTypeLabel" | "targetId" | "targetPath"> }) {
  return (
    <Stack gap="0" minW="0">
      <Text textStyle="sm">{entry.targetTypeLabel}</Text>
      {entry.targetPath ? (
        <Link asChild colorPalette="teal" textStyle="xs" wordBreak="break-all">
          <RouterLink to={entry.targetPath} aria-label={`${entry.targetTypeLabel} ${entry.targetId}`}>
            {shortTarget(entry.targetId)}
          </RouterLink>
        </Link>
      ) : (
        <Text textStyle="xs" color="fg.muted" wordBreak="break-all">
          {shortTarget(entry.targetId)}
        </Text>
      )}
    </Stack>
  );
}

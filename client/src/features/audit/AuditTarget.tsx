/**
 * An entry's target: its kind, and its name (a user's name, an order's « #ABC123 », a product's
 * name: AuditEntry.targetLabel, or the id when it has none) as a link to the screen that shows it.
 */
import { Link, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import type { AuditEntryFieldsFragment } from "../../gql/graphql";

const MAX_ID = 28;
const shortTarget = (id: string) => (id.length > MAX_ID ? `${id.slice(0, MAX_ID)}…` : id);

type Target = Pick<AuditEntryFieldsFragment, "targetTypeLabel" | "targetId" | "targetPath" | "targetLabel">;

export function AuditTarget({ entry }: { entry: Target }) {
  const name = entry.targetLabel ?? shortTarget(entry.targetId);
  return (
    <Stack gap="0" minW="0">
      <Text textStyle="sm">{entry.targetTypeLabel}</Text>
      {entry.targetPath ? (
        <Link asChild colorPalette="teal" textStyle="xs" overflowWrap="anywhere">
          <RouterLink to={entry.targetPath} aria-label={`${entry.targetTypeLabel} ${entry.targetLabel ?? entry.targetId}`}>
            {name}
          </RouterLink>
        </Link>
      ) : (
        <Text textStyle="xs" color="fg.muted" overflowWrap="anywhere">
          {name}
        </Text>
      )}
    </Stack>
  );
}

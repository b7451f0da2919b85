/**
 * One record's latest audit entries (the user, order and creation screens): what was changed,
 * by whom, when, field by field, and « Voir tout » for its whole log in /settings/audit.
 *
 *   <EntityHistory targetType="order" targetId={order.id} />
 *
 * The query is named EntityHistory so that a change made on the same screen can refetch it
 * (`refetchQueries: ["EntityHistory"]`).
 */
import { Box, Heading, HStack, Link, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { Link as RouterLink } from "react-router-dom";
import { useCan } from "../../app/auth/AuthContext";
import { EntityHistoryDocument } from "../../gql/graphql";
import { ErrorState } from "../../ui/ErrorState";
import { listLoadErrorMessage } from "../../ui/loadErrors";
import { AuditEntrySummary } from "./AuditEntrySummary";
import { AuditUndoSlot } from "./AuditUndoSlot";
import { useUndoStates } from "./useUndoStates";
import { useMemo } from "react";
import { entityLogPath } from "./auditLogParams";
import { REFETCHED_AFTER_WRITES } from "../../ui/mutation/refetchedAfterWrites";

const LATEST = 5;

type Props = {
  targetType: string;
  targetId: string;
  /** The heading's level where the history sits: h2 on a page, h3 in a dialog. */
  headingLevel?: "h2" | "h3";
};

export function EntityHistory({ targetType, targetId, headingLevel = "h2" }: Props) {
  // The audit log is STAFF's (docs/roles.md): another role sees no history, and asks for none.
  const allowed = useCan()("STAFF");
  const { data, loading, error, refetch } = useQuery(EntityHistoryDocument, {
    variables: { targetType, targetId, first: LATEST },
    fetchPolicy: "cache-and-network",
    context: REFETCHED_AFTER_WRITES,
    skip: !allowed,
  });
  const log = data?.auditLog;
  const undo = useUndoStates(useMemo(() => log?.edges.map(({ node }) => node.id) ?? [], [log]));
  if (!allowed) return null;
  const headingId = `history-${targetType}-${targetId}`;

  return (
    <Stack as="section" gap="3" aria-labelledby={headingId}>
      <HStack justify="space-between" align="baseline">
        <Heading as={headingLevel} id={headingId} size="md">
          Historique des modifications
        </Heading>
        <Link asChild colorPalette="teal" textStyle="sm">
          <RouterLink to={entityLogPath(targetType, targetId)}>Voir tout{log && log.totalCount > LATEST ? ` (${log.totalCount})` : ""}</RouterLink>
        </Link>
      </HStack>
      {log ? (
        log.edges.length === 0 ? (
          <Text color="fg.muted" textStyle="sm">
            Aucune modification enregistrée.
          </Text>
        ) : (
          <Stack as="ol" gap="3" listStyleType="none" aria-label="Dernières modifications">
            {log.edges.map(({ node: entry }) => (
              <Box as="li" key={entry.id} borderLeftWidth="2px" borderColor="border.emphasized" ps="3">
                <AuditEntrySummary entry={entry} undo={<AuditUndoSlot entry={entry} undo={undo?.get(entry.id)} />} />
              </Box>
            ))}
          </Stack>
        )
      ) : loading ? (
        <Stack gap="3" aria-busy="true">
          {Array.from({ length: 2 }, (_, i) => (
            <Skeleton key={i} height="14" />
          ))}
        </Stack>
      ) : (
        // The one error layout (ui/ErrorState), its text from errorText; in a dialog, no room to keep for the toasts.
        <ErrorState
          message={listLoadErrorMessage(error, "Impossible de charger l’historique")}
          onRetry={() => refetch().catch(() => undefined)}
          inDialog={headingLevel === "h3"}
        />
      )}
    </Stack>
  );
}

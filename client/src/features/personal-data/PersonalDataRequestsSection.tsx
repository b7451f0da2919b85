/**
 * « Demandes RGPD » on a customer's page (docs/personal-data.md « Registre des demandes »): their
 * requests, the last received first, with what each asked, when it is due and where it stands,
 * and the way to the register. Loaded after the page's first paint, as its last part
 * (UserDetailPage), so nothing moves when it comes.
 */
import { Card, HStack, Heading, Link, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { Link as RouterLink } from "react-router-dom";
import { PATHS } from "../../app/paths";
import { UserPersonalDataRequestsDocument } from "../../gql/graphql";
import { REFETCHED_AFTER_WRITES } from "../../ui/mutation/refetchedAfterWrites";
import { StackedTable } from "../../ui/StackedTable";
import { DueCell, requestDay, RequestStateBadge } from "./PersonalDataRequestDue";

const COLUMNS = ["Nature", "Reçue le", "Échéance", "État"] as const;

export default function PersonalDataRequestsSection({ userId }: { userId: string }) {
  const { data } = useQuery(UserPersonalDataRequestsDocument, { variables: { id: userId }, fetchPolicy: "cache-and-network", context: REFETCHED_AFTER_WRITES });
  const requests = data?.user?.personalDataRequests;
  if (!requests) return null;
  const headingId = `personal-data-requests-${userId}`;
  return (
    <Card.Root mt="4" as="section" aria-labelledby={headingId}>
      <Card.Body>
        <Stack gap="3">
          <HStack justify="space-between" align="baseline" wrap="wrap" gap="2">
            <Heading as="h2" id={headingId} size="md">
              Demandes RGPD
            </Heading>
            <Link asChild color="teal.fg" fontSize="sm">
              <RouterLink to={PATHS.personalDataRequests}>Voir le registre des demandes</RouterLink>
            </Link>
          </HStack>
          {requests.length === 0 ? (
            <Text textStyle="sm" color="fg.muted">
              Aucune demande enregistrée pour ce client.
            </Text>
          ) : (
            <StackedTable.Root aria-labelledby={headingId}>
              <StackedTable.Header labels={COLUMNS} />
              <StackedTable.Body>
                {requests.map((request) => (
                  <StackedTable.Row key={request.id} columns={3} data-testid="customer-request">
                    <StackedTable.Cell wide>{request.kindLabel}</StackedTable.Cell>
                    <StackedTable.Cell label="Reçue le">{requestDay(request.receivedOn)}</StackedTable.Cell>
                    <StackedTable.Cell label="Échéance">
                      <DueCell request={request} align="flex-start" />
                    </StackedTable.Cell>
                    <StackedTable.Cell label="État">
                      <RequestStateBadge state={request.state} label={request.stateLabel} />
                    </StackedTable.Cell>
                  </StackedTable.Row>
                ))}
              </StackedTable.Body>
            </StackedTable.Root>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * /approvals « Approbations » (docs/approvals.md, issue 35): the writes the owner's thresholds
 * held, among the kinds the member's role may decide. Three tabs in the URL: « En attente »
 * (the next to expire first), « Traitées » (?queue=decided) and « Expirées » (?queue=expired).
 * « Approuver » / « Rejeter » open the decision's dialog (?decide=approve:<id>, reject:<id>);
 * the approvers' mail links to the page.
 */
import { Badge, Box, Button, HStack, Stack, Tabs, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { lazy, Suspense } from "react";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import { LuFileCheck } from "react-icons/lu";
import { ApprovalRequestsDocument, type ApprovalQueue, type ApprovalRequestRowFragment, type ApprovalState } from "../../gql/graphql";
import { ErrorState } from "../../ui/ErrorState";
import { errorText } from "../../ui/errorText";
import { useSearchValueDialog } from "../../ui/form";
import { formatDateTime } from "../../ui/format";
import { ListEmptyState } from "../../ui/list/ListEmptyState";
import { PageHeader } from "../../ui/PageHeader";
import type { PageProps } from "../../ui/pageProps";
import { StackedTable } from "../../ui/StackedTable";
import type { Decision } from "./DecisionDialog";

const DecisionDialog = lazy(() => import("./DecisionDialog"));

const QUEUES: { value: ApprovalQueue; param: string | null; label: string; empty: string }[] = [
  { value: "PENDING", param: null, label: "En attente", empty: "Aucune demande n’attend votre décision." },
  { value: "DECIDED", param: "decided", label: "Traitées", empty: "Aucune demande n’a encore été approuvée ni rejetée." },
  { value: "EXPIRED", param: "expired", label: "Expirées", empty: "Aucune demande n’a expiré." },
];

const PAGE_SIZE = 50;
const LABELS = ["Demande", "Demandée par", "Échéance", "État", "Actions"];
const WIDTHS = { Demande: "38%", "Demandée par": "17%", Échéance: "17%", État: "12%", Actions: "16%" };

const STATE_COLORS: Record<ApprovalState, string> = { PENDING: "orange", APPROVED: "green", REJECTED: "red", EXPIRED: "gray" };

const personName = (person: { fullName?: string | null; email?: string | null } | null | undefined) => person?.fullName ?? person?.email ?? "Compte supprimé";

function RequestCell({ request }: { request: ApprovalRequestRowFragment }) {
  return (
    <Stack gap="0.5">
      <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {request.kindLabel}
      </Text>
      {request.targetPath ? (
        <RouterLink to={request.targetPath}>
          <Text as="span" fontWeight="medium" textDecoration="underline" textUnderlineOffset="2px">
            {request.summary}
          </Text>
        </RouterLink>
      ) : (
        <Text fontWeight="medium">{request.summary}</Text>
      )}
      {request.reason && (
        <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
          Motif : {request.reason}
        </Text>
      )}
      {request.lastRefusal && request.state === "PENDING" && (
        <Text fontSize="sm" color="fg.error">
          Dernière approbation refusée : {request.lastRefusal}
        </Text>
      )}
    </Stack>
  );
}

function Outcome({ request }: { request: ApprovalRequestRowFragment }) {
  if (request.state === "PENDING") return <>Expire le {formatDateTime(request.expiresAt)}</>;
  if (request.state === "EXPIRED") return <>Expirée le {formatDateTime(request.expiresAt)}</>;
  return (
    <Stack gap="0.5">
      <Text>
        {request.state === "APPROVED" ? "Approuvée" : "Rejetée"} par {personName(request.decidedBy)}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {formatDateTime(request.decidedAt)}
      </Text>
      {request.decisionComment && (
        <Text fontSize="sm" overflowWrap="anywhere">
          « {request.decisionComment} »
        </Text>
      )}
    </Stack>
  );
}

const SkeletonRows = () => (
  <StackedTable.SkeletonRows
    labels={LABELS}
    first={[
      { height: "3", width: "24" },
      { height: "5", width: "64" },
    ]}
  />
);

function QueueList({ queue, onDecide }: { queue: (typeof QUEUES)[number]; onDecide: (decision: Decision, request: ApprovalRequestRowFragment) => void }) {
  const { data, error, refetch, fetchMore, loading } = useQuery(ApprovalRequestsDocument, {
    variables: { queue: queue.value, first: PAGE_SIZE },
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const connection = data?.approvalRequests;
  if (error && !connection) return <ErrorState message={errorText(error, "Impossible de charger les demandes.")} onRetry={() => void refetch()} />;
  if (connection && connection.edges.length === 0) return <ListEmptyState icon={<LuFileCheck />} description={queue.empty} />;
  const more = () =>
    void fetchMore({
      variables: { after: connection?.pageInfo.endCursor },
      updateQuery: (previous, { fetchMoreResult }) => ({
        approvalRequests: { ...fetchMoreResult.approvalRequests, edges: [...previous.approvalRequests.edges, ...fetchMoreResult.approvalRequests.edges] },
      }),
    });
  return (
    <Stack gap="4">
      <StackedTable.Root aria-label={`Demandes : ${queue.label.toLowerCase()}`} tableLayout={{ base: "auto", md: "fixed" }}>
        <StackedTable.Header labels={LABELS} hidden={["Actions"]} widths={WIDTHS} />
        <StackedTable.Body>
          {connection ? (
            connection.edges.map(({ node: request }) => (
              <StackedTable.Row key={request.id} columns={2} data-testid="approval-request">
                <StackedTable.Cell wide>
                  <RequestCell request={request} />
                </StackedTable.Cell>
                <StackedTable.Cell label="Demandée par">
                  <Text>{personName(request.requestedBy)}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {formatDateTime(request.createdAt)}
                  </Text>
                </StackedTable.Cell>
                <StackedTable.Cell label="Échéance">
                  <Outcome request={request} />
                </StackedTable.Cell>
                <StackedTable.Cell label="État">
                  <Badge colorPalette={STATE_COLORS[request.state]}>{request.stateLabel}</Badge>
                </StackedTable.Cell>
                <StackedTable.Cell wide>
                  {request.canDecide ? (
                    <HStack gap="2" wrap="wrap">
                      <Button size="xs" colorPalette="teal" onClick={() => onDecide("approve", request)} aria-label={`Approuver : ${request.summary}`}>
                        Approuver
                      </Button>
                      <Button size="xs" variant="outline" onClick={() => onDecide("reject", request)} aria-label={`Rejeter : ${request.summary}`}>
                        Rejeter
                      </Button>
                    </HStack>
                  ) : (
                    request.state === "PENDING" && (
                      <Text fontSize="sm" color="fg.muted">
                        Un autre membre décide
                      </Text>
                    )
                  )}
                </StackedTable.Cell>
              </StackedTable.Row>
            ))
          ) : (
            <SkeletonRows />
          )}
        </StackedTable.Body>
      </StackedTable.Root>
      {connection?.pageInfo.hasNextPage && (
        <Box>
          <Button size="sm" variant="outline" onClick={more} loading={loading}>
            Afficher plus
          </Button>
        </Box>
      )}
    </Stack>
  );
}

export default function ApprovalsPage({ title }: PageProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const queue = QUEUES.find((q) => q.param === searchParams.get("queue")) ?? QUEUES[0]!;
  const decide = useSearchValueDialog("decide");
  // The dialog's request is read from the cache the tab's list filled.
  const shown = useQuery(ApprovalRequestsDocument, { variables: { queue: queue.value, first: PAGE_SIZE }, fetchPolicy: "cache-only" });
  const [decision, id] = (decide.value ?? "").split(":") as [Decision | "", string | undefined];
  const opened = shown.data?.approvalRequests.edges.find((edge) => edge.node.id === id)?.node;

  return (
    <>
      <PageHeader
        title={title}
        description="Les écritures retenues par les seuils du propriétaire (Paramètres) : un autre membre que leur auteur, avec la même permission, les approuve ou les rejette dans les 7 jours."
      />
      <Tabs.Root
        value={queue.value}
        onValueChange={(details) => {
          const param = QUEUES.find((q) => q.value === details.value)?.param;
          setSearchParams(param ? { queue: param } : {});
        }}
        variant="line"
        lazyMount
        unmountOnExit
      >
        <Tabs.List mb="4">
          {QUEUES.map((q) => (
            <Tabs.Trigger key={q.value} value={q.value}>
              {q.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {QUEUES.map((q) => (
          <Tabs.Content key={q.value} value={q.value}>
            <QueueList queue={q} onDecide={(next, request) => decide.open(`${next}:${request.id}`)} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <Suspense fallback={null}>
        {opened && (decision === "approve" || decision === "reject") && <DecisionDialog request={opened} decision={decision} onClose={decide.close} />}
      </Suspense>
    </>
  );
}

/**
 * /personal-data-requests « Demandes RGPD » (issue 37 point 3, docs/personal-data.md « Registre
 * des demandes »): the customers' access, rectification, erasure and portability requests, each
 * due one month after its receipt (RGPD article 12(3)). Two tabs in the URL: « À traiter » (the
 * nearest due date first) and « Traitées » (?queue=closed, the last closed first); the work
 * queue's link (?late=1) lists the open ones due within 7 days or overdue. « Clôturer » opens the
 * closing dialog (?close=<id>). Requests are recorded from the customer's page.
 */
import { Button, Link, Stack, Tabs, Text, VisuallyHidden } from "@chakra-ui/react";
import { lazy, Suspense, useMemo } from "react";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import { LuShieldCheck } from "react-icons/lu";
import { LATE_PARAM } from "@atelier/domain/workQueues/workQueues";
import { userPath } from "../../app/paths";
import { PersonalDataRequestsDocument, type PersonalDataRequestQueue, type PersonalDataRequestRowFragment } from "../../gql/graphql";
import { useSearchValueDialog } from "../../ui/form";
import { formatDateTime } from "../../ui/format";
import { ConnectionPagination, DataTable, ListEmptyState, useConnectionList, type Column } from "../../ui/list";
import { PageHeader } from "../../ui/PageHeader";
import type { PageProps } from "../../ui/pageProps";
import { LateFilterNotice } from "../work-queues/LateFilterNotice";
import { customerName, DueCell, requestDay, RequestStateBadge } from "./PersonalDataRequestDue";

const PersonalDataRequestCloseDialog = lazy(() => import("./PersonalDataRequestCloseDialog"));

const NBSP = "\u00a0";

type Tab = { value: "OPEN" | "CLOSED"; param: string | null; label: string; empty: string };

const TABS: readonly Tab[] = [
  { value: "OPEN", param: null, label: "À traiter", empty: "Aucune demande à traiter." },
  { value: "CLOSED", param: "closed", label: "Traitées", empty: "Aucune demande close." },
];

/** The URL parameter of the tab, and of the request whose closing dialog is open. */
const TAB_PARAM = "queue";
const CLOSE_PARAM = "close";

/** Two lines in a row: a due day and its badge, a closing member and the day. */
const ROW_HEIGHT = "16";

type Row = PersonalDataRequestRowFragment;

function CustomerCell({ request }: { request: Row }) {
  if (!request.user) return <Text as="span">{customerName(null)}</Text>;
  return (
    <Link asChild color="teal.fg" fontWeight="medium" overflowWrap="anywhere">
      <RouterLink to={userPath(request.user.id)}>{customerName(request.user)}</RouterLink>
    </Link>
  );
}

function ClosedByCell({ request }: { request: Row }) {
  return (
    <Stack gap="0" align={{ base: "flex-end", md: "flex-start" }}>
      <Text as="span" truncate maxW="full">
        {request.closedBy ? customerName(request.closedBy) : "—"}
      </Text>
      <Text as="span" fontSize="sm" color="fg.muted">
        {formatDateTime(request.closedAt)}
      </Text>
    </Stack>
  );
}

function columnsOf(tab: Tab, onClose: (request: Row) => void): Column<Row>[] {
  const columns: Column<Row>[] = [
    { key: "customer", header: "Client", primary: true, render: (r) => <CustomerCell request={r} /> },
    { key: "kind", header: "Nature", width: "44", render: (r) => r.kindLabel },
    { key: "receivedOn", header: "Reçue le", width: "28", hideBelow: "lg", render: (r) => requestDay(r.receivedOn) },
    { key: "dueOn", header: "Échéance", width: "32", cardLines: 2, render: (r) => <DueCell request={r} /> },
    { key: "state", header: "État", width: "24", render: (r) => <RequestStateBadge state={r.state} label={r.stateLabel} /> },
  ];
  if (tab.value === "CLOSED") {
    columns.push({ key: "closedBy", header: "Close par", width: "48", cardLines: 2, render: (r) => <ClosedByCell request={r} /> });
  } else {
    columns.push({
      key: "actions",
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      width: "28",
      card: "end",
      render: (r) => (
        <Button size="xs" variant="outline" colorPalette="teal" onClick={() => onClose(r)} aria-label={`Clôturer la demande de ${customerName(r.user)}`}>
          Clôturer
        </Button>
      ),
    });
  }
  return columns;
}

function RequestList({ tab, late }: { tab: Tab; late: boolean }) {
  const queue: PersonalDataRequestQueue = tab.value === "CLOSED" ? "CLOSED" : late ? "DUE_SOON" : "OPEN";
  const list = useConnectionList(PersonalDataRequestsDocument, {
    variables: (_params, page) => ({ ...page, queue }),
    connection: (data) => data.personalDataRequests,
    loadFailed: "Impossible de charger les demandes",
    fetchPolicy: "cache-and-network",
  });
  const closing = useSearchValueDialog(CLOSE_PARAM);
  const { open } = closing;
  const columns = useMemo(() => columnsOf(tab, (request) => open(request.id)), [tab, open]);
  // The dialog's request is the one the list shows: a closed or unknown id opens nothing.
  const opened = list.rows?.find((request) => request.id === closing.value && request.state === "OPEN");
  const empty = late && tab.value === "OPEN" ? `Aucune demande n’arrive à échéance dans les 7${NBSP}jours.` : tab.empty;

  return (
    <Stack gap="4">
      {!list.loading && !list.errorMessage && list.rows?.length === 0 ? (
        <ListEmptyState icon={<LuShieldCheck />} description={empty} />
      ) : (
        <DataTable
          label={`Demandes RGPD${NBSP}: ${tab.label.toLowerCase()}`}
          columns={columns}
          rows={list.rows}
          rowKey={(r) => r.id}
          loading={list.loading}
          error={list.errorMessage}
          onRetry={list.retry}
          rowHeight={ROW_HEIGHT}
          skeletonRows={list.pageSize}
        />
      )}
      {/* Once the rows are there: a pager under 25 skeleton rows would move up when a few load. */}
      {!list.errorMessage && list.connection && <ConnectionPagination {...list.pagination} />}
      <Suspense fallback={null}>{opened && <PersonalDataRequestCloseDialog request={opened} onClose={closing.close} />}</Suspense>
    </Stack>
  );
}

export default function PersonalDataRequestsPage({ title }: PageProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = TABS.find((t) => t.param === searchParams.get(TAB_PARAM)) ?? TABS[0]!;
  const late = searchParams.get(LATE_PARAM) === "1";
  return (
    <>
      <PageHeader
        title={title}
        description={`Les demandes d’accès, de rectification, d’effacement et de portabilité des clients${NBSP}: la réponse est due un mois après leur réception (RGPD, art.${NBSP}12). Une demande s’enregistre depuis la fiche du client.`}
      />
      <LateFilterNotice queue="personalDataRequestsDue" detail="Demandes à traiter dont l’échéance tombe dans les 7 jours, ou déjà dépassée." />
      <Tabs.Root
        value={tab.value}
        onValueChange={(details) => {
          const param = TABS.find((t) => t.value === details.value)?.param;
          setSearchParams(param ? { [TAB_PARAM]: param } : {});
        }}
        variant="line"
        lazyMount
        unmountOnExit
      >
        <Tabs.List mb="4">
          {TABS.map((t) => (
            <Tabs.Trigger key={t.value} value={t.value}>
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map((t) => (
          <Tabs.Content key={t.value} value={t.value}>
            <RequestList tab={t} late={late && t.value === "OPEN"} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </>
  );
}

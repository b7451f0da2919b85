/**
 * /contact-messages « Messages de Contact »: the storefront's contact form messages, filters and
 * search in the URL, cursor pages, selection and bulk actions, and the drawer of
 * /contact-messages/:id (opening marks read; reply and thread). A message written since the list
 * loaded shows as « 1 nouveau message — Afficher » (docs/live.md), not as rows moving.
 */
import { HStack } from "@chakra-ui/react";
import { useMemo } from "react";
import {
  ContactMessageDetailDocument,
  type ContactMessageFieldsFragment,
  ContactMessageListDocument,
  type ContactMessageStatus,
  SetContactMessagesStatusDocument,
} from "../../gql/graphql";
import { usePathDialog } from "../../ui/form";
import { ConnectionPagination, DataTable, useConnectionList } from "../../ui/list";
import { useDrawerPrefetch } from "../inbox/useDrawerPrefetch";
import { useAdminMutation } from "../../ui/mutation/useAdminMutation";
import { PageHeader } from "../../ui/PageHeader";
import type { PageProps } from "../../ui/pageProps";
import { BulkStatusBar } from "../inbox/BulkStatusBar";
import { InboxExportButton } from "../inbox/InboxExportButton";
import { CONTACT_BULK_LABELS, CONTACT_BULK_STATUSES, countText, newMessagesLabel } from "../inbox/inboxLabels";
import { useShowFirstPage } from "../inbox/useShowFirstPage";
import { NewRecordsNotice } from "../live/NewRecordsNotice";
import { selectionColumn, useSelection } from "../inbox/selection";
import { CONTACT_ROW_HEIGHT, contactColumns } from "./contactColumns";
import { ContactFilters } from "./ContactFilters";
import { CONTACT_LIST_DEFAULTS, contactFilter, contactExportQuery } from "./contactListParams";
import { ContactMessageDrawer } from "./ContactMessageDrawer";
import { PATHS } from "../../app/paths";
import { LateFilterNotice } from "../work-queues/LateFilterNotice";

const messagesLabel = (n: number) => countText(n, "message", "messages");

export default function ContactMessagesPage({ title }: PageProps) {
  const drawer = usePathDialog(PATHS.contactMessages);
  // The drawer's query, when a row is pointed at or focused (useDrawerPrefetch.ts).
  const prefetchMessage = useDrawerPrefetch(ContactMessageDetailDocument);
  const list = useConnectionList(ContactMessageListDocument, {
    params: CONTACT_LIST_DEFAULTS,
    variables: (params, page) => ({ ...page, filter: contactFilter(params) }),
    connection: (data) => data.contactMessages,
    loadFailed: "Impossible de charger les messages",
    toasts: { loaded: "Messages chargés", count: messagesLabel },
  });
  const { params, setParams, connection } = list;
  const visibleIds = useMemo(() => (list.rows ?? []).map((m) => m.id), [list.rows]);
  const selection = useSelection(visibleIds);
  const showNew = useShowFirstPage(list);
  const setStatus = useAdminMutation(SetContactMessagesStatusDocument, {
    payload: (d) => d.setContactMessagesStatus,
    refusal: "Certains messages n’ont pas changé",
    everyUserError: true,
    failure: "Changement de statut impossible",
    refetchQueries: ["ContactMessageList", "InboxCounts"],
  });
  const apply = async (status: ContactMessageStatus) => {
    const ids = selection.ids;
    const result = await setStatus.run({ variables: { input: { ids, status } }, success: { title: `${messagesLabel(ids.length)} mis à jour` } });
    if (result.ok) selection.clear();
  };
  const columns = useMemo(() => [selectionColumn<ContactMessageFieldsFragment>(selection, (m) => `${m.name} — ${m.subject}`), ...contactColumns], [selection]);

  return (
    <>
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap="3">
        <PageHeader title={title} description={connection && messagesLabel(connection.totalCount)} descriptionPending={list.loading} />
        <InboxExportButton
          url={`/export/contact-messages.csv?${contactExportQuery(params)}`}
          fallbackName="messages-contact.csv"
          noun={messagesLabel}
          expectedRows={connection?.totalCount}
          searching={Boolean(params.q.trim())}
        />
      </HStack>
      <LateFilterNotice queue="contactMessagesUnanswered" detail={"Messages encore au statut «\u00a0Nouveau\u00a0», reçus il y a plus de 24 h."} />
      <ContactFilters params={params} onChange={setParams} />
      <BulkStatusBar
        selectedCount={selection.ids.length}
        actions={CONTACT_BULK_STATUSES.map((status) => ({ status, label: CONTACT_BULK_LABELS[status]! }))}
        onApply={(status) => void apply(status)}
        onClear={selection.clear}
        busy={setStatus.state === "saving"}
        noun={messagesLabel}
      />
      {/* Its count starts over with each list (a filter, a search): that list was loaded after. */}
      <NewRecordsNotice key={JSON.stringify(params)} kind="contactMessage" label={newMessagesLabel} shownIds={visibleIds} onShow={showNew} />
      <DataTable
        label="Messages de contact"
        columns={columns}
        rows={list.rows}
        rowKey={(m) => m.id}
        loading={list.loading}
        error={list.errorMessage}
        onRetry={list.retry}
        rowHeight={CONTACT_ROW_HEIGHT}
        skeletonRows={list.pageSize}
        rowLink={(m) => drawer.link(m.id)}
        prefetchRow={prefetchMessage}
      />
      {!list.errorMessage && <ConnectionPagination {...list.pagination} />}
      {drawer.value !== null && <ContactMessageDrawer key={drawer.value} id={drawer.value} onClose={drawer.close} />}
    </>
  );
}

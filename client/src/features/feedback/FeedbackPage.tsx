/**
 * /feedback « Gestion des Feedbacks »: the storefront's feedback, filters and search in the URL,
 * cursor pages, selection and bulk status change, and the detail drawer of /feedback/:id. A
 * feedback written since the list loaded shows as « 1 nouveau feedback — Afficher » (docs/live.md).
 */
import { HStack } from "@chakra-ui/react";
import { useMemo } from "react";
import { FeedbackAssigneesDocument, FeedbackDetailDocument, FeedbackListDocument, SetFeedbackStatusDocument, type FeedbackStatus } from "../../gql/graphql";
import { usePathDialog } from "../../ui/form";
import { ConnectionPagination, DataTable, useConnectionList } from "../../ui/list";
import { useAdminMutation } from "../../ui/mutation/useAdminMutation";
import { PageHeader } from "../../ui/PageHeader";
import type { PageProps } from "../../ui/pageProps";
import { BulkStatusBar } from "../inbox/BulkStatusBar";
import { InboxExportButton } from "../inbox/InboxExportButton";
import { countText, FEEDBACK_STATUSES, FEEDBACK_STATUS_LABELS, newFeedbacksLabel } from "../inbox/inboxLabels";
import { useShowFirstPage } from "../inbox/useShowFirstPage";
import { NewRecordsNotice } from "../live/NewRecordsNotice";
import { selectionColumn, useSelection } from "../inbox/selection";
import { useDrawerPrefetch } from "../inbox/useDrawerPrefetch";
import { FEEDBACK_ROW_HEIGHT, feedbackAuthor, feedbackColumns } from "./feedbackColumns";
import { FeedbackDrawer } from "./FeedbackDrawer";
import { FeedbackFilters } from "./FeedbackFilters";
import { FEEDBACK_LIST_DEFAULTS, feedbackFilter, feedbackExportQuery } from "./feedbackListParams";
import { PATHS } from "../../app/paths";
import { LateFilterNotice } from "../work-queues/LateFilterNotice";

const feedbacksLabel = (n: number) => countText(n, "feedback", "feedbacks");

export default function FeedbackPage({ title }: PageProps) {
  const drawer = usePathDialog(PATHS.feedbacks);
  // The drawer's queries, when a row is pointed at or focused (useDrawerPrefetch.ts).
  const prefetchFeedback = useDrawerPrefetch(FeedbackDetailDocument, FeedbackAssigneesDocument);
  const list = useConnectionList(FeedbackListDocument, {
    params: FEEDBACK_LIST_DEFAULTS,
    variables: (params, page) => ({ ...page, filter: feedbackFilter(params) }),
    connection: (data) => data.feedbacks,
    loadFailed: "Impossible de charger les feedbacks",
    toasts: { loaded: "Feedbacks chargés", count: feedbacksLabel },
  });
  const { params, setParams, connection } = list;
  const visibleIds = useMemo(() => (list.rows ?? []).map((f) => f.id), [list.rows]);
  const selection = useSelection(visibleIds);
  const showNew = useShowFirstPage(list);
  const setStatus = useAdminMutation(SetFeedbackStatusDocument, {
    payload: (d) => d.setFeedbackStatus,
    refusal: "Certains feedbacks n’ont pas changé",
    everyUserError: true,
    failure: "Changement de statut impossible",
    refetchQueries: ["FeedbackList", "InboxCounts"],
  });
  const apply = async (status: FeedbackStatus) => {
    const ids = selection.ids;
    const result = await setStatus.run({
      variables: { input: { ids, status } },
      success: { title: `${feedbacksLabel(ids.length)} au statut «\u00a0${FEEDBACK_STATUS_LABELS[status]}\u00a0»` },
    });
    if (result.ok) selection.clear();
  };
  const columns = useMemo(() => [selectionColumn(selection, feedbackAuthor), ...feedbackColumns], [selection]);

  return (
    <>
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap="3">
        <PageHeader title={title} description={connection && feedbacksLabel(connection.totalCount)} descriptionPending={list.loading} />
        <InboxExportButton
          url={`/export/feedback.csv?${feedbackExportQuery(params)}`}
          fallbackName="feedbacks.csv"
          noun={feedbacksLabel}
          expectedRows={connection?.totalCount}
          searching={Boolean(params.q.trim())}
        />
      </HStack>
      <LateFilterNotice queue="feedbackUnanswered" detail={"Feedbacks encore au statut «\u00a0Nouveau\u00a0», reçus il y a plus de 24 h."} />
      <FeedbackFilters params={params} onChange={setParams} />
      <BulkStatusBar
        selectedCount={selection.ids.length}
        actions={FEEDBACK_STATUSES.map((status) => ({ status, label: `Passer en «\u00a0${FEEDBACK_STATUS_LABELS[status]}\u00a0»` }))}
        onApply={(status) => void apply(status)}
        onClear={selection.clear}
        busy={setStatus.state === "saving"}
        noun={(n) => countText(n, "feedback", "feedbacks")}
      />
      {/* Its count starts over with each list (a filter, a search): that list was loaded after. */}
      <NewRecordsNotice key={JSON.stringify(params)} kind="feedback" label={newFeedbacksLabel} shownIds={visibleIds} onShow={showNew} />
      <DataTable
        label="Feedbacks"
        columns={columns}
        rows={list.rows}
        rowKey={(f) => f.id}
        loading={list.loading}
        error={list.errorMessage}
        onRetry={list.retry}
        rowHeight={FEEDBACK_ROW_HEIGHT}
        skeletonRows={list.pageSize}
        rowLink={(f) => drawer.link(f.id)}
        prefetchRow={prefetchFeedback}
      />
      {!list.errorMessage && <ConnectionPagination {...list.pagination} />}
      {drawer.value !== null && <FeedbackDrawer key={drawer.value} id={drawer.value} onClose={drawer.close} />}
    </>
  );
}

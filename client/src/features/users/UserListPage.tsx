/** /users — 'Gestion des Utilisateurs': search, filters and sort in the URL, cursor pages. */
import { useQuery } from "@apollo/client/react";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router-dom";
import { notify } from "../../app/notify";
import { UserListDocument } from "../../gql/graphql";
import { formatInteger } from "../../ui/format";
import { CursorPagination, DataTable, formatSort, parseSort, useCursorStack, useListParams } from "../../ui/list";
import { LOAD_ERROR_TITLE, listLoadErrorMessage } from "../../ui/loadErrors";
import { PageHeader } from "../../ui/PageHeader";
import type { PageProps } from "../../ui/pageProps";
import { userColumns } from "./userColumns";
import { UserFilters } from "./UserFilters";
import { DEFAULT_USER_SORT, USER_LIST_DEFAULTS, userFilter, userSort } from "./userListParams";

const LOAD_FAILED = "Impossible de charger les utilisateurs";

const usersLabel = (n: number) => `${formatInteger(n)} utilisateur${n > 1 ? "s" : ""}`;

export default function UserListPage({ title }: PageProps) {
  const navigate = useNavigate();
  const { params, setParams, pageSize, setPageSize } = useListParams(USER_LIST_DEFAULTS);
  const pages = useCursorStack(JSON.stringify({ params, pageSize }));
  const list = useQuery(UserListDocument, {
    variables: { first: pageSize, after: pages.after, filter: userFilter(params), orderBy: userSort(params) },
    notifyOnNetworkStatusChange: true,
  });
  const connection = (list.data ?? list.previousData)?.users;
  const errorMessage = list.error ? listLoadErrorMessage(list.error, LOAD_FAILED) : null;

  useLoadToasts(connection?.totalCount, errorMessage);

  return (
    <>
      <PageHeader title={title} description={connection && usersLabel(connection.totalCount)} />
      <UserFilters params={params} onChange={setParams} />
      <DataTable
        label="Utilisateurs"
        columns={userColumns}
        rows={connection?.edges.map((e) => e.node)}
        rowKey={(u) => u.id}
        loading={list.loading}
        error={errorMessage}
        onRetry={() => void list.refetch()}
        sort={parseSort(params.sort, DEFAULT_USER_SORT)}
        onSortChange={(sort) => setParams({ sort: formatSort(sort) })}
        onRowClick={(u) => navigate(`/users/${u.id}`)}
      />
      {!errorMessage && (
        <CursorPagination
          page={pages.page}
          hasPrevious={pages.hasPrevious}
          hasNext={Boolean(connection?.pageInfo.hasNextPage)}
          onPrevious={pages.previous}
          onNext={() => pages.next(connection?.pageInfo.endCursor)}
          pageSize={pageSize}
          onPageSizeChange={setPageSize}
          totalCount={connection?.totalCount}
          disabled={list.loading}
        />
      )}
    </>
  );
}

/** The spec's toasts: 'Utilisateurs chargés' once the screen first loads, the load error each time it fails. */
function useLoadToasts(totalCount: number | undefined, errorMessage: string | null) {
  const announced = useRef(false);
  useEffect(() => {
    if (totalCount === undefined || announced.current) return;
    announced.current = true;
    notify.success("Utilisateurs chargés", usersLabel(totalCount));
  }, [totalCount]);
  useEffect(() => {
    if (errorMessage) notify.error(LOAD_ERROR_TITLE, errorMessage);
  }, [errorMessage]);
}

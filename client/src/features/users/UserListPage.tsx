/** /users — 'Gestion des Utilisateurs': search, filters and sort in the URL, cursor pages. */
import { useQuery } from "@apollo/client/react";
import { useNavigate } from "react-router-dom";
import { UserListDocument } from "../../gql/graphql";
import { formatInteger } from "../../ui/format";
import { ConnectionPagination, DataTable, formatSort, parseSort, useCursorStack, useListParams, useLoadToasts } from "../../ui/list";
import { listLoadErrorMessage } from "../../ui/loadErrors";
import { PageHeader } from "../../ui/PageHeader";
import type { PageProps } from "../../ui/pageProps";
import { USER_ROW_HEIGHT, userColumns } from "./userColumns";
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

  useLoadToasts("Utilisateurs chargés", usersLabel, connection?.totalCount, list.error, LOAD_FAILED);

  return (
    <>
      <PageHeader title={title} description={connection && usersLabel(connection.totalCount)} descriptionPending={list.loading} />
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
        rowHeight={USER_ROW_HEIGHT}
        skeletonRows={pageSize}
        onRowClick={(u) => navigate(`/users/${u.id}`)}
      />
      {!errorMessage && (
        <ConnectionPagination pages={pages} connection={connection} pageSize={pageSize} onPageSizeChange={setPageSize} loading={list.loading} />
      )}
    </>
  );
}


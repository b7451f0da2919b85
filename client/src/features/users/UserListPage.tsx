/** /users — 'Gestion des Utilisateurs': search, filters and sort in the URL, cursor pages. */
import { UserListDocument } from "../../gql/graphql";
import { formatInteger } from "../../ui/format";
import { ConnectionPagination, DataTable, formatSort, parseSort, useConnectionList } from "../../ui/list";
import { PageHeader } from "../../ui/PageHeader";
import type { PageProps } from "../../ui/pageProps";
import { USER_ROW_HEIGHT, userColumns } from "./userColumns";
import { UserFilters } from "./UserFilters";
import { DEFAULT_USER_SORT, USER_LIST_DEFAULTS, userFilter, userSort } from "./userListParams";
import { userPath } from "../../app/paths";

// The detail's chunk (the same module routes.tsx loads lazily), fetched when a row is pointed at.
const prefetchUserDetail = () => void import("./UserDetailPage");

const usersLabel = (n: number) => `${formatInteger(n)} utilisateur${n > 1 ? "s" : ""}`;

export default function UserListPage({ title }: PageProps) {
  const list = useConnectionList(UserListDocument, {
    params: USER_LIST_DEFAULTS,
    variables: (params, page) => ({ ...page, filter: userFilter(params), orderBy: userSort(params) }),
    connection: (data) => data.users,
    loadFailed: "Impossible de charger les utilisateurs",
    toasts: { loaded: "Utilisateurs chargés", count: usersLabel },
  });
  const { params, setParams, connection } = list;

  return (
    <>
      <PageHeader title={title} description={connection && usersLabel(connection.totalCount)} descriptionPending={list.loading} />
      <UserFilters params={params} onChange={setParams} />
      <DataTable
        label="Utilisateurs"
        columns={userColumns}
        rows={list.rows}
        rowKey={(u) => u.id}
        loading={list.loading}
        error={list.errorMessage}
        onRetry={list.retry}
        sort={parseSort(params.sort, DEFAULT_USER_SORT)}
        onSortChange={(sort) => setParams({ sort: formatSort(sort) })}
        rowHeight={USER_ROW_HEIGHT}
        skeletonRows={list.pageSize}
        rowLink={(u) => ({ to: userPath(u.id) })}
        prefetchRow={prefetchUserDetail}
      />
      {!list.errorMessage && <ConnectionPagination {...list.pagination} />}
    </>
  );
}

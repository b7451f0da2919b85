/** /users — 'Gestion des Utilisateurs': search, filters and sort in the URL, cursor pages, CSV export. */
import { HStack, Text, VStack } from "@chakra-ui/react";
import { auth } from "../../app/firebase";
import { UserListDocument } from "../../gql/graphql";
import { ExportCsvButton } from "../../ui/export/ExportCsvButton";
import { formatInteger } from "../../ui/format";
import { ConnectionPagination, DataTable, formatSort, parseSort, useConnectionList, useRowPrefetch } from "../../ui/list";
import { PageHeader } from "../../ui/PageHeader";
import type { PageProps } from "../../ui/pageProps";
import { USER_ROW_HEIGHT, userColumns } from "./userColumns";
import { UserFilters } from "./UserFilters";
import { DEFAULT_USER_SORT, SEARCH_LIMIT_PER_KEY, USER_LIST_DEFAULTS, userExportQuery, userFilter, userSort } from "./userListParams";
import { userPath } from "../../app/paths";
import { SavedViewBarAfterPaint } from "../saved-views/SavedViewBarAfterPaint";
import { useVisibleColumns } from "../saved-views/useVisibleColumns";
import { useUserViewCounts } from "../saved-views/useViewCounts";
import { useCan } from "../../app/auth/AuthContext";

/** The columns of the balances, not asked for without CREDITS. */
const BALANCE_COLUMNS = ["credits", "loyalty"];

/** The user page's chunk (the module routes.tsx loads lazily) and its `prefetch`, when a row is pointed at. */
const loadUserPage = () => import("./UserDetailPage");

const usersLabel = (n: number) => `${formatInteger(n)} utilisateur${n > 1 ? "s" : ""}`;

export default function UserListPage({ title }: PageProps) {
  const can = useCan();
  // The detail's chunk and query, when a row is pointed at or focused (userPrefetch.ts).
  const prefetchUser = useRowPrefetch(loadUserPage, can);
  const list = useConnectionList(UserListDocument, {
    params: USER_LIST_DEFAULTS,
    // Balances only for a role that reads them (CREDITS, docs/roles.md « Console »).
    variables: (params, page) => ({ ...page, filter: userFilter(params), orderBy: userSort(params), withCredits: can("CREDITS") }),
    connection: (data) => data.users,
    loadFailed: "Impossible de charger les utilisateurs",
    toasts: { loaded: "Utilisateurs chargés", count: usersLabel },
  });
  const { params, setParams, connection } = list;
  // The column picker's choice (`cols`, saved-views/).
  const visibleColumns = useVisibleColumns(userColumns);
  const shownColumns = can("CREDITS") ? visibleColumns : visibleColumns.filter((column) => !BALANCE_COLUMNS.includes(column.key));

  return (
    <>
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap="3">
        <PageHeader title={title} description={connection && usersLabel(connection.totalCount)} descriptionPending={list.loading} />
        <VStack align="flex-end" gap="1">
          {/* The file lists personal data: PERSONAL_DATA, as the server's /export declares it (docs/roles.md). */}
          {can("PERSONAL_DATA") && (
            <ExportCsvButton
              label="Exporter CSV"
              url={`/export/users.csv?${userExportQuery(params)}`}
              fallbackName="utilisateurs.csv"
              idToken={async () => auth.currentUser?.getIdToken()}
              done={(rows) => `${usersLabel(rows)} exporté${rows > 1 ? "s" : ""}.`}
              expectedRows={connection?.totalCount}
            />
          )}
          {/* The export is the list's set: a search reaches what the list's search reaches (docs/exports.md). */}
          {params.q.trim() && (
            <Text textStyle="xs" color="fg.muted">
              Recherche : au plus {SEARCH_LIMIT_PER_KEY} résultats par critère (e-mail, prénom, nom).
            </Text>
          )}
        </VStack>
      </HStack>
      <SavedViewBarAfterPaint screen="USERS" columns={userColumns} useCounts={useUserViewCounts} />
      <UserFilters params={params} onChange={setParams} />
      <DataTable
        label="Utilisateurs"
        columns={shownColumns}
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
        prefetchRow={prefetchUser}
      />
      {!list.errorMessage && <ConnectionPagination {...list.pagination} />}
    </>
  );
}

/**
 * CursorPagination wired to a Relay connection and a useCursorStack: what every list screen
 * puts under its table.
 *
 *   <ConnectionPagination pages={pages} connection={data?.orders} pageSize={pageSize}
 *     onPageSizeChange={setPageSize} loading={loading} />
 */
import { CursorPagination } from "./CursorPagination";
import type { useCursorStack } from "./useCursorStack";
import type { PageSize } from "./useListParams";

type Props = {
  pages: ReturnType<typeof useCursorStack>;
  connection: { totalCount?: number; pageInfo: { hasNextPage: boolean; endCursor?: string | null } } | undefined;
  pageSize: PageSize;
  onPageSizeChange: (size: PageSize) => void;
  loading: boolean;
};

export function ConnectionPagination({ pages, connection, pageSize, onPageSizeChange, loading }: Props) {
  return (
    <CursorPagination
      page={pages.page}
      hasPrevious={pages.hasPrevious}
      hasNext={Boolean(connection?.pageInfo.hasNextPage)}
      onPrevious={pages.previous}
      onNext={() => pages.next(connection?.pageInfo.endCursor)}
      pageSize={pageSize}
      onPageSizeChange={onPageSizeChange}
      totalCount={connection?.totalCount}
      disabled={loading}
    />
  );
}

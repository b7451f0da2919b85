/** The shared list-screen kit: URL params, sort, cursor pages, table and its states. */
export { CursorPagination } from "./CursorPagination";
export { DataTable, type Column } from "./DataTable";
export { RowFrame, type RowFrameProps } from "./RowFrame";
export type { RowLinkTarget } from "./RowLink";
export { ListEmptyState } from "./ListEmptyState";
export { ListErrorState } from "./ListErrorState";
export { SearchBox } from "./SearchBox";
export { formatSort, parseSort, toggleSort, type Sort, type SortDirection } from "./sort";
export { TableSkeletonBody } from "./TableSkeleton";
export { useCursorStack } from "./useCursorStack";
export { PAGE_SIZES, parsePageSize, useListParams, type PageSize } from "./useListParams";
export { ConnectionPagination } from "./ConnectionPagination";
export { useLoadToasts, type LoadToasts } from "./useLoadToasts";
export { useConnectionList, type ConnectionLike, type ConnectionListOptions } from "./useConnectionList";
export { FilterBar, type ListFilter } from "./FilterBar";
export { DateRangeFields } from "./DateRangeFields";
export { SelectFilter, type FilterOption } from "./SelectFilter";

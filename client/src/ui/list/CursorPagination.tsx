/**
 * Previous / next buttons and the page-size select (25, 50, 100) under a list. Pair it with
 * useCursorStack (the pages) and useListParams (the page size, kept in the URL).
 */
import { Button, HStack, NativeSelect, Text } from "@chakra-ui/react";
import { LuChevronLeft, LuChevronRight } from "react-icons/lu";
import { formatInteger } from "../format";
import { PAGE_SIZES, parsePageSize, type PageSize } from "./useListParams";

type Props = {
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  pageSize: PageSize;
  onPageSizeChange: (size: PageSize) => void;
  /** Number of items of the whole list, when known. */
  totalCount?: number;
  disabled?: boolean;
};

export function CursorPagination(props: Props) {
  const pageCount = props.totalCount === undefined ? undefined : Math.max(1, Math.ceil(props.totalCount / props.pageSize));
  return (
    <HStack as="nav" aria-label="Pagination" justify="space-between" wrap="wrap" gap="3" mt="4">
      <HStack gap="2">
        <Text fontSize="sm" color="fg.muted">
          Par page
        </Text>
        <NativeSelect.Root size="sm" width="20">
          <NativeSelect.Field
            aria-label="Nombre de lignes par page"
            value={props.pageSize}
            onChange={(event) => props.onPageSizeChange(parsePageSize(event.currentTarget.value))}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <HStack gap="2">
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          Page {formatInteger(props.page)}
          {pageCount !== undefined && ` sur ${formatInteger(pageCount)}`}
        </Text>
        <Button size="sm" variant="outline" onClick={props.onPrevious} disabled={props.disabled || !props.hasPrevious}>
          <LuChevronLeft /> Précédent
        </Button>
        <Button size="sm" variant="outline" onClick={props.onNext} disabled={props.disabled || !props.hasNext}>
          Suivant <LuChevronRight />
        </Button>
      </HStack>
    </HStack>
  );
}

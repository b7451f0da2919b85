/**
 * Where an entry's « Annuler » goes (AuditUndo.tsx, docs/undo.md): always the same height (two short
 * lines), loading included, so no row moves when the states or the component arrive; the component
 * itself is loaded after the log's first paint.
 */
import { Box, Skeleton } from "@chakra-ui/react";
import { lazy, Suspense } from "react";
import type { AuditUndoFieldsFragment } from "../../gql/graphql";

export type AuditUndoProps = { entry: { id: string; actionLabel: string }; undo: AuditUndoFieldsFragment | undefined };

const AuditUndo = lazy(() => import("./AuditUndo"));

export const UndoSkeleton = () => <Skeleton height="6" width="20" />;

export function AuditUndoSlot(props: AuditUndoProps) {
  return (
    <Box minH="10" maxH="10" overflow="hidden">
      <Suspense fallback={<UndoSkeleton />}>
        <AuditUndo {...props} />
      </Suspense>
    </Box>
  );
}

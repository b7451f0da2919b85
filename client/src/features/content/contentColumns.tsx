/** Columns pages and posts share in their lists: status badge, last save. */
import { Badge, Text } from "@chakra-ui/react";
import type { ContentStatus } from "../../gql/graphql";
import { formatDateTime } from "../../ui/format";
import type { Column } from "../../ui/list";
import { CONTENT_STATUS_COLORS, CONTENT_STATUS_LABELS } from "./contentStatus";
import { personName } from "../../ui/person";

type Row = {
  status: ContentStatus;
  publishedAt?: string | null;
  updatedAt?: string | null;
  updatedBy?: { fullName?: string | null; email?: string | null } | null;
};

export const statusColumn = <R extends Row>(): Column<R> => ({
  key: "status",
  header: "Statut",
  width: "40",
  cardLines: 2,
  render: (row) => (
    <>
      <Badge colorPalette={CONTENT_STATUS_COLORS[row.status]}>{CONTENT_STATUS_LABELS[row.status]}</Badge>
      {row.status === "SCHEDULED" && (
        <Text fontSize="xs" color="fg.muted">
          {formatDateTime(row.publishedAt)}
        </Text>
      )}
    </>
  ),
});

export const updatedColumn = <R extends Row>(): Column<R> => ({
  key: "updatedAt",
  header: "Modifié",
  width: "48",
  cardLines: 2,
  hideBelow: "md",
  render: (row) => (
    <>
      <Text>{formatDateTime(row.updatedAt)}</Text>
      {row.updatedBy && (
        <Text fontSize="xs" color="fg.muted">
          {personName(row.updatedBy, "—")}
        </Text>
      )}
    </>
  ),
});

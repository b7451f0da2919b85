/**
 * « Réimpressions par produit » (docs/reprints.md): per product, the units reprinted over the
 * period, the units sold over it, the rate and what the reprints cost (the original lines' unit
 * prices). A box of fixed height, as the revenue shares: its skeleton takes the loaded size.
 */
import { Box, Table } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { formatCents, formatInteger, formatPercent } from "../../ui/format";
import { TableSkeletonBody } from "../../ui/list";
import { Panel } from "../../ui/Panel";
import type { FinanceReport } from "./types";

type ReprintShare = FinanceReport["reprintsByProduct"][number];

const TITLE = "Réimpressions par produit";
const ROW_HEIGHT = "9";
const COLUMNS: [label: string, align?: "end"][] = [["Produit"], ["Réimprimés", "end"], ["Vendus", "end"], ["Taux", "end"], ["Coût", "end"]];

export function ReprintTable({ shares, stale }: { shares: readonly ReprintShare[] | undefined; stale: boolean }) {
  let body: ReactNode = null;
  if (shares?.length === 0) {
    body = (
      <Table.Row>
        <Table.Cell colSpan={COLUMNS.length} color="fg.muted" textAlign="center" py="6">
          Aucune réimpression sur la période.
        </Table.Cell>
      </Table.Row>
    );
  } else if (shares) {
    body = shares.map((share) => (
      <Table.Row key={share.productId ?? "none"} height={ROW_HEIGHT}>
        <Table.Cell overflowWrap="anywhere">{share.name}</Table.Cell>
        <Table.Cell textAlign="end">{formatInteger(share.reprintedUnits)}</Table.Cell>
        <Table.Cell textAlign="end">{formatInteger(share.soldUnits)}</Table.Cell>
        <Table.Cell textAlign="end">{share.rate === null ? "—" : formatPercent(share.rate * 100)}</Table.Cell>
        <Table.Cell textAlign="end" whiteSpace="nowrap">
          {formatCents(share.costCents)}
        </Table.Cell>
      </Table.Row>
    ));
  }
  return (
    <Panel title={TITLE}>
      <Box height="48" overflow="auto" tabIndex={0} role="region" aria-label={`${TITLE}, défilant`} focusVisibleRing="inside" rounded="l2">
        <Table.Root size="sm" stickyHeader aria-label={TITLE} aria-busy={!shares || stale} opacity={stale ? 0.6 : 1} data-testid="reprint-table">
          <Table.Header>
            <Table.Row bg="bg.subtle">
              {COLUMNS.map(([label, align]) => (
                <Table.ColumnHeader key={label} scope="col" textAlign={align}>
                  {label}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          {shares ? <Table.Body>{body}</Table.Body> : <TableSkeletonBody rows={4} columns={COLUMNS.map(() => undefined)} height={ROW_HEIGHT} />}
        </Table.Root>
      </Box>
    </Panel>
  );
}

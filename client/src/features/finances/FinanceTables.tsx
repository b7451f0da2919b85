/**
 * The period's tables: VAT per month (what the accountant asks for), revenue by product and by
 * delivery method. Their skeletons take the loaded size — the months are known from the period,
 * the shares scroll inside a box of fixed height — so the ledger below never moves.
 */
import { Box, Grid, Skeleton, Table, Text, type BoxProps } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { formatCalendarDay, formatCents, formatDecimal, formatInteger } from "../../ui/format";
import { Panel } from "../../ui/Panel";
import { TableSkeletonBody } from "../../ui/list";
import { StackedTable } from "../../ui/StackedTable";
import { ReprintTable } from "./ReprintTable";
import type { FinanceReport, RevenueShare } from "./types";

/** « novembre 2026 » for "2026-11". */
const monthLabel = (month: string) => formatCalendarDay(month, "month");

const ROW_HEIGHT = "9";
const SHARES_HEIGHT = "72";
/** The three columns of a share table, none hidden: what its skeleton draws. */
const SHARE_COLUMNS = [undefined, undefined, undefined];

function Header({ cells }: { cells: [label: string, align?: "end"][] }) {
  return (
    <Table.Header>
      <Table.Row bg="bg.subtle">
        {cells.map(([label, align]) => (
          <Table.ColumnHeader key={label} scope="col" textAlign={align}>
            {label}
          </Table.ColumnHeader>
        ))}
      </Table.Row>
    </Table.Header>
  );
}

const AMOUNTS = ["TTC", "HT", "TVA"] as const;

/** A month (or the total): on a phone, the month on its line and the three amounts under it. */
function VatRow({ month, amounts, total, placeholder }: { month: ReactNode; amounts: ReactNode[]; total?: boolean; placeholder?: boolean }) {
  return (
    <StackedTable.Row columns={3} aria-hidden={placeholder || undefined} height={{ md: ROW_HEIGHT }} fontWeight={total ? "semibold" : undefined}>
      <StackedTable.Cell wide pb={{ base: "0", md: "2" }} fontWeight={{ base: "semibold", md: "inherit" }}>
        {month}
      </StackedTable.Cell>
      {amounts.map((amount, i) => (
        <StackedTable.Cell key={AMOUNTS[i]} label={AMOUNTS[i]} textAlign={{ base: "start", md: "end" }} whiteSpace="nowrap">
          {amount}
        </StackedTable.Cell>
      ))}
    </StackedTable.Row>
  );
}

/** A skeleton line of the height of the text it stands for (stacked rows have no fixed height). */
const pending = <Skeleton height={{ base: "5", md: "4" }} />;

/** `months`: the months the period touches, known before the report (its skeleton's rows). */
function VatTable({ report, months, stale, ...rest }: { report: FinanceReport | undefined; months: number; stale: boolean } & BoxProps) {
  const title = report ? `TVA par mois (${formatDecimal(report.vatRate, 2)}\u00a0%)` : "TVA par mois";
  const total = report?.vatByMonth.reduce((sum, m) => ({ gross: sum.gross + m.grossCents, net: sum.net + m.netCents, vat: sum.vat + m.vatCents }), {
    gross: 0,
    net: 0,
    vat: 0,
  });
  return (
    <Panel title="TVA par mois" {...rest}>
      <StackedTable.Root aria-label={title} aria-busy={!report || stale} opacity={stale ? 0.6 : 1} data-testid="vat-table">
        <StackedTable.Header labels={["Mois", ...AMOUNTS]} end={AMOUNTS} />
        <StackedTable.Body>
          {report
            ? report.vatByMonth.map((m) => (
                <VatRow key={m.month} month={monthLabel(m.month)} amounts={[m.grossCents, m.netCents, m.vatCents].map((cents) => formatCents(cents))} />
              ))
            : Array.from({ length: months }, (_, row) => <VatRow key={row} placeholder month={pending} amounts={[pending, pending, pending]} />)}
        </StackedTable.Body>
        <StackedTable.Footer>
          <VatRow total month="Total" amounts={[total?.gross, total?.net, total?.vat].map((cents) => (cents === undefined ? pending : formatCents(cents)))} />
        </StackedTable.Footer>
      </StackedTable.Root>
      {/* Two lines on a phone: the room is kept before the report comes, so nothing moves. */}
      <Text fontSize="xs" color="fg.muted" mt="2" height={{ base: "8", md: "4" }}>
        {report && `Taux de TVA des paramètres\u00a0: ${formatDecimal(report.vatRate, 2)}\u00a0%. Montants TTC du revenu net.`}
      </Text>
    </Panel>
  );
}

function ShareTable({ title, shares, stale, nameHeader }: { title: string; shares: readonly RevenueShare[] | undefined; stale: boolean; nameHeader: string }) {
  let body: ReactNode;
  if (!shares) body = null;
  else if (shares.length === 0)
    body = (
      <Table.Row>
        <Table.Cell colSpan={3} color="fg.muted" textAlign="center" py="6">
          Aucune vente sur la période.
        </Table.Cell>
      </Table.Row>
    );
  else
    body = shares.map((share) => (
      <Table.Row key={share.id ?? "none"} height={ROW_HEIGHT}>
        <Table.Cell overflowWrap="anywhere">{share.name}</Table.Cell>
        <Table.Cell textAlign="end">{formatInteger(share.orders)}</Table.Cell>
        <Table.Cell textAlign="end">{formatCents(share.revenueCents)}</Table.Cell>
      </Table.Row>
    ));
  return (
    <Panel title={title}>
      {/* A fixed height whatever the number of lines: the long lists scroll, nothing below moves. */}
      <Box height={SHARES_HEIGHT} overflowY="auto" tabIndex={0} role="region" aria-label={`${title}, défilant`} focusVisibleRing="inside" rounded="l2">
        <Table.Root size="sm" stickyHeader aria-label={title} aria-busy={!shares || stale} opacity={stale ? 0.6 : 1}>
          <Header cells={[[nameHeader], ["Commandes", "end"], ["CA TTC", "end"]]} />
          {shares ? <Table.Body>{body}</Table.Body> : <TableSkeletonBody rows={6} columns={SHARE_COLUMNS} height={ROW_HEIGHT} />}
        </Table.Root>
      </Box>
    </Panel>
  );
}

/**
 * The tables of « Synthèse », laid out: VAT, the two revenue shares, then the reprints by product across the width. Two columns from `xl` only: the VAT table needs about 380 px for a
 * month and three amounts, which a third of a 1440 px screen does not give (its last column was
 * cut off); it takes the left column, the two shares stack on the right.
 */
export function FinanceTables({ report, months, stale }: { report: FinanceReport | undefined; months: number; stale: boolean }) {
  return (
    <Grid templateColumns={{ base: "minmax(0, 1fr)", xl: "repeat(2, minmax(0, 1fr))" }} gap="4" alignItems="start">
      <VatTable report={report} months={months} stale={stale} gridRow={{ xl: "span 2" }} />
      <ShareTable title="CA par produit" nameHeader="Produit" shares={report?.revenueByProduct} stale={stale} />
      <ShareTable title="CA par mode de livraison" nameHeader="Mode de livraison" shares={report?.revenueByDeliveryMethod} stale={stale} />
      <Box gridColumn={{ xl: "1 / -1" }}>
        <ReprintTable shares={report?.reprintsByProduct} stale={stale} />
      </Box>
    </Grid>
  );
}

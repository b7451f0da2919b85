/**
 * The period's tables: VAT per month (what the accountant asks for), revenue by product and by
 * delivery method. Their skeletons take the loaded size — the months are known from the period,
 * the shares scroll inside a box of fixed height — so the ledger below never moves.
 */
import { Box, Skeleton, Table, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { formatCents, formatInteger } from "../../ui/format";
import { Panel } from "../../ui/Panel";
import type { FinanceReport, RevenueShare } from "./types";

const monthFormat = new Intl.DateTimeFormat("fr-FR", { month: "long", year: "numeric", timeZone: "UTC" });
/** « novembre 2026 » for "2026-11". */
const monthLabel = (month: string) => monthFormat.format(new Date(`${month}-15T12:00:00Z`));
const rateFormat = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 2 });

const ROW_HEIGHT = "9";
const SHARES_HEIGHT = "72";

function SkeletonRows({ rows, columns }: { rows: number; columns: number }) {
  return Array.from({ length: rows }, (_, row) => (
    <Table.Row key={row} aria-hidden height={ROW_HEIGHT}>
      {Array.from({ length: columns }, (_, column) => (
        <Table.Cell key={column}>
          <Skeleton height="4" />
        </Table.Cell>
      ))}
    </Table.Row>
  ));
}

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

/** `months`: the months the period touches, known before the report (its skeleton's rows). */
export function VatTable({ report, months, stale }: { report: FinanceReport | undefined; months: number; stale: boolean }) {
  const title = report ? `TVA par mois (${rateFormat.format(report.vatRate)}\u00a0%)` : "TVA par mois";
  const total = report?.vatByMonth.reduce((sum, m) => ({ gross: sum.gross + m.grossCents, net: sum.net + m.netCents, vat: sum.vat + m.vatCents }), { gross: 0, net: 0, vat: 0 });
  return (
    <Panel title="TVA par mois">
      <Table.Root size="sm" aria-label={title} aria-busy={!report || stale} opacity={stale ? 0.6 : 1} data-testid="vat-table">
        <Header cells={[["Mois"], ["TTC", "end"], ["HT", "end"], ["TVA", "end"]]} />
        <Table.Body>
          {report
            ? report.vatByMonth.map((m) => (
                <Table.Row key={m.month} height={ROW_HEIGHT}>
                  <Table.Cell>{monthLabel(m.month)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatCents(m.grossCents)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatCents(m.netCents)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatCents(m.vatCents)}</Table.Cell>
                </Table.Row>
              ))
            : <SkeletonRows rows={months} columns={4} />}
        </Table.Body>
        <Table.Footer>
          <Table.Row height={ROW_HEIGHT} fontWeight="semibold">
            <Table.Cell>Total</Table.Cell>
            {[total?.gross, total?.net, total?.vat].map((cents, i) => (
              <Table.Cell key={i} textAlign="end">
                {cents === undefined ? <Skeleton height="4" /> : formatCents(cents)}
              </Table.Cell>
            ))}
          </Table.Row>
        </Table.Footer>
      </Table.Root>
      <Text fontSize="xs" color="fg.muted" mt="2" height="4">
        {report && `Taux de TVA des paramètres\u00a0: ${rateFormat.format(report.vatRate)}\u00a0%. Montants TTC du revenu net.`}
      </Text>
    </Panel>
  );
}

export function ShareTable({ title, shares, stale, nameHeader }: { title: string; shares: readonly RevenueShare[] | undefined; stale: boolean; nameHeader: string }) {
  let body: ReactNode;
  if (!shares) body = <SkeletonRows rows={6} columns={3} />;
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
        <Table.Cell>{share.name}</Table.Cell>
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
          <Table.Body>{body}</Table.Body>
        </Table.Root>
      </Box>
    </Panel>
  );
}

/**
 * « Factures et avoirs par mois » (docs/invoicing.md « /finances against the documents »): per
 * month and VAT rate, the invoices and credit notes issued that month and their difference — the
 * VAT return's base — then each month's revenue reconciled with the documents of the orders paid
 * in it. As « TVA par mois », the skeleton has a row per month of the period, known before the
 * report (a month with several rates adds rows: rare, one rate in this shop).
 */
import { Badge, Box, Skeleton, Text, type BoxProps } from "@chakra-ui/react";
import { useId, type ReactNode } from "react";
import { formatCalendarDay, formatCents } from "../../ui/format";
import { Panel } from "../../ui/Panel";
import { StackedTable } from "../../ui/StackedTable";
import { reconciliationOf, vatRateText, type DocumentsMonth } from "./documentsReconciliation";
import type { FinanceReport } from "./types";

const TITLE = "Factures et avoirs par mois";
const ROW_HEIGHT = "9";
const AMOUNTS = ["Factures HT", "Avoirs HT", "Base HT", "TVA", "TTC"] as const;
const AMOUNT_FIELDS = ["invoicedNetCents", "creditedNetCents", "netCents", "vatCents", "grossCents"] as const;
/**
 * A reconciliation line's room: its sentence and badge fill one line of 24 px from `md`, up to
 * three on a phone (five-digit amounts included), so the skeleton's lines take the loaded size.
 */
const LINE_HEIGHT = { base: "4.5rem", md: "7" };

/** A skeleton line of the height of the text it stands for, as « TVA par mois » draws it. */
const pending = <Skeleton height={{ base: "5", md: "4" }} />;

/**
 * One rate of a month (or the total, without rate): on a phone, the month on its line, then the
 * rate and the five amounts, three by line. The month is repeated on each rate's row, so that
 * every block reads on its own once stacked.
 */
function RateRow({
  month,
  monthKey,
  rate,
  amounts,
  placeholder,
  total,
}: {
  month: ReactNode;
  /** yyyy-mm, for tests to find a month's rows. */
  monthKey?: string;
  rate?: ReactNode;
  amounts: ReactNode[];
  placeholder?: boolean;
  total?: boolean;
}) {
  return (
    <StackedTable.Row
      columns={3}
      data-month={monthKey}
      aria-hidden={placeholder || undefined}
      height={{ md: ROW_HEIGHT }}
      fontWeight={total ? "semibold" : undefined}
    >
      <StackedTable.Cell wide pb={{ base: "0", md: "2" }} fontWeight={{ base: "semibold", md: "inherit" }}>
        {month}
      </StackedTable.Cell>
      <StackedTable.Cell
        label={total ? undefined : "Taux"}
        display={total ? { base: "none", md: "table-cell" } : undefined}
        textAlign={{ base: "start", md: "end" }}
        whiteSpace="nowrap"
      >
        {rate}
      </StackedTable.Cell>
      {amounts.map((amount, i) => (
        <StackedTable.Cell key={AMOUNTS[i]} label={AMOUNTS[i]} textAlign={{ base: "start", md: "end" }} whiteSpace="nowrap">
          {amount}
        </StackedTable.Cell>
      ))}
    </StackedTable.Row>
  );
}

function MonthRows({ month }: { month: DocumentsMonth }) {
  const label = formatCalendarDay(month.month, "month");
  if (month.rates.length === 0) {
    return (
      <StackedTable.Row columns={1} height={{ md: ROW_HEIGHT }} data-month={month.month}>
        <StackedTable.Cell wide pb={{ base: "0", md: "2" }} fontWeight={{ base: "semibold", md: "inherit" }}>
          {label}
        </StackedTable.Cell>
        <StackedTable.Cell colSpan={1 + AMOUNTS.length} color="fg.muted">
          Aucun document
        </StackedTable.Cell>
      </StackedTable.Row>
    );
  }
  return month.rates.map((rate) => (
    <RateRow
      key={rate.vatRate}
      month={label}
      monthKey={month.month}
      rate={vatRateText(rate.vatRate)}
      amounts={AMOUNT_FIELDS.map((field) => formatCents(rate[field]))}
    />
  ));
}

function ReconciliationLine({ month }: { month: DocumentsMonth }) {
  const { sentence, gap } = reconciliationOf(month);
  return (
    <Box as="li" minH={LINE_HEIGHT} data-month={month.month} data-agrees={gap === null}>
      {sentence}{" "}
      {gap === null ? (
        <Badge colorPalette="green" variant="subtle">
          <span aria-hidden>✓</span> concorde
        </Badge>
      ) : (
        <Badge colorPalette="orange" variant="subtle" whiteSpace="normal">
          {gap}
        </Badge>
      )}
    </Box>
  );
}

/** `months`: the months the period touches, known before the report (the skeleton's rows and lines). */
export function DocumentsByMonth({ report, months, stale, ...rest }: { report: FinanceReport | undefined; months: number; stale: boolean } & BoxProps) {
  const reconciliationId = useId();
  const documents = report?.documentsByMonth;
  const rates = documents?.flatMap((month) => month.rates);
  const busy = !report || stale;
  return (
    <Panel title={TITLE} {...rest}>
      {/* Seven columns need about 760 px: between a phone and a wide screen the table scrolls. */}
      <Box overflowX="auto" tabIndex={0} role="region" aria-label={`${TITLE}, défilant`} focusVisibleRing="inside" rounded="l2">
        <StackedTable.Root aria-label={TITLE} aria-busy={busy} opacity={stale ? 0.6 : 1} data-testid="documents-table">
          <StackedTable.Header labels={["Mois", "Taux", ...AMOUNTS]} end={["Taux", ...AMOUNTS]} />
          <StackedTable.Body>
            {documents
              ? documents.map((month) => <MonthRows key={month.month} month={month} />)
              : Array.from({ length: months }, (_, row) => (
                  <RateRow key={row} placeholder month={pending} rate={pending} amounts={AMOUNTS.map(() => pending)} />
                ))}
          </StackedTable.Body>
          <StackedTable.Footer>
            <RateRow
              total
              month="Total"
              amounts={AMOUNT_FIELDS.map((field) => (rates ? formatCents(rates.reduce((sum, rate) => sum + rate[field], 0)) : pending))}
            />
          </StackedTable.Footer>
        </StackedTable.Root>
      </Box>
      <Text id={reconciliationId} fontWeight="semibold" fontSize="sm" mt="4" mb="1">
        Chiffre d’affaires et documents
      </Text>
      <Box
        as="ul"
        listStyleType="none"
        fontSize="sm"
        lineHeight="1.5rem"
        aria-labelledby={reconciliationId}
        aria-busy={busy}
        opacity={stale ? 0.6 : 1}
        data-testid="documents-reconciliation"
      >
        {documents
          ? documents.map((month) => <ReconciliationLine key={month.month} month={month} />)
          : Array.from({ length: months }, (_, line) => (
              <Box as="li" key={line} minH={LINE_HEIGHT} aria-hidden>
                <Skeleton height="4" my="1" width={{ base: "full", md: "xl" }} />
              </Box>
            ))}
      </Box>
      <Text fontSize="xs" color="fg.muted" mt="2">
        D’après les factures et avoirs émis chaque mois (date d’émission). Le chiffre d’affaires compte les commandes au jour de leur paiement, nettes de leurs
        avoirs.
      </Text>
    </Panel>
  );
}

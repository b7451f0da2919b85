/**
 * The ledger's CSV (every transaction matching the ledger's filter, newest first) and the monthly
 * summary (one line per month of a period, from the aggregates: docs/finances.md). Routes and
 * streaming: router.ts.
 */
import type { Request } from "express";
import type { TransactionRecord } from "../firestore/transactions";
import type { UserRecord } from "../firestore/users";
import { financeFigures, monthRanges, vatSplit } from "@atelier/domain/finances/figures";
import { checkPeriod, financeMessages } from "@atelier/domain/finances/period";
import { TRANSACTION_STATUS_LABELS, TRANSACTION_TYPE_LABELS } from "@atelier/domain/finances/transactionLabels";
import { ledgerCriteria } from "../modules/finances/transaction";
import { eurosToCents } from "@atelier/domain/money";
import { csvCents, csvLine } from "./csv";
import { parisDateTime } from "./ordersCsv";
import { linesWithCustomers, param, today, type CsvExportBuilder } from "./csvExport";

export const TRANSACTION_CSV_HEADER = csvLine([
  "Date",
  "Identifiant",
  "Type",
  "Statut",
  "Client",
  "E-mail",
  "Montant (EUR)",
  "Crédits",
  "Commande",
  "Description",
]);

export function transactionCsvLine(t: TransactionRecord, customer: UserRecord | null): string {
  return csvLine([
    t.createdAt ? parisDateTime.format(new Date(t.createdAt)) : "",
    t.id,
    TRANSACTION_TYPE_LABELS[t.type],
    TRANSACTION_STATUS_LABELS[t.status],
    [customer?.firstName, customer?.lastName].filter(Boolean).join(" "),
    customer?.email,
    csvCents(eurosToCents(t.amount)),
    t.credits,
    t.orderId,
    t.description,
  ]);
}

/** An amount parameter in cents, as the GraphQL filter takes it ("1250"), or null when absent. */
function amount(req: Request, name: string): number | null {
  const text = param(req, name);
  if (text === null || text.trim() === "") return null;
  if (!/^\d+$/.test(text.trim())) throw new Error(financeMessages.badAmount(text));
  return Number(text);
}

export const transactionsExport: CsvExportBuilder = async (req, repos) => {
  const criteria = ledgerCriteria({
    type: param(req, "type"),
    status: param(req, "status"),
    userId: param(req, "userId"),
    period: { from: param(req, "from"), to: param(req, "to") },
    minAmountCents: amount(req, "minAmountCents"),
    maxAmountCents: amount(req, "maxAmountCents"),
  });
  return {
    filename: `transactions-${today()}.csv`,
    header: TRANSACTION_CSV_HEADER,
    batches: linesWithCustomers(repos.transactions.batchesMatching(criteria), repos, transactionCsvLine),
  };
};

export const MONTHLY_CSV_HEADER = csvLine([
  "Mois",
  "CA TTC",
  "CA HT",
  "TVA",
  "Commandes payées",
  "Panier moyen",
  "Remboursements",
  "Montant remboursé",
  "Ventes de crédits",
  "Crédits vendus",
  "Crédits dépensés",
  "Revenu net",
]);

const euros = csvCents;

export const financesMonthlyExport: CsvExportBuilder = async (req, repos) => {
  const check = checkPeriod(param(req, "from") ?? "", param(req, "to") ?? "");
  if (!check.ok) throw new Error(check.message);
  const { period } = check;
  const ranges = monthRanges(period);
  const { days, vatRate } = await repos.finances.read(ranges.map((r) => r.month));
  const lines = ranges.map(({ month, ...range }) => {
    const f = financeFigures(days, range);
    // CA TTC / HT / TVA: the VAT table's, on the month's net revenue (docs/finances.md).
    const vat = vatSplit(f.netRevenueCents, vatRate);
    return csvLine([
      month,
      euros(vat.grossCents),
      euros(vat.netCents),
      euros(vat.vatCents),
      f.paidOrders,
      euros(f.averageBasketCents),
      f.refunds,
      euros(f.refundedCents),
      f.creditSales,
      f.creditsSold,
      f.creditsSpent,
      euros(f.netRevenueCents),
    ]);
  });
  return {
    filename: `synthese-mensuelle-${period.from}-${period.to}.csv`,
    header: MONTHLY_CSV_HEADER,
    batches: (async function* () {
      yield lines.join("");
    })(),
  };
};

/** The columns of the orders export, and one order as one CSV line (dates in Paris time). */
import type { OrderRecord } from "../firestore/orders";
import type { UserRecord } from "../firestore/users";
import { ORDER_STATUS_LABELS } from "@atelier/domain/orderStatusChange";
import { orderStatusEnum } from "../modules/orders/order";
import { orderCriteria } from "../modules/orders/orderCriteria";
import { eurosToCents } from "@atelier/domain/money";
import { csvCents, csvLine } from "./csv";
import { linesWithCustomers, param, today, type CsvExportBuilder } from "./csvExport";

export const ORDER_CSV_HEADER = csvLine([
  "Numéro",
  "Identifiant",
  "Date",
  "Statut",
  "Client",
  "E-mail",
  "Articles",
  "Total (EUR)",
  "Livraison (EUR)",
  "Numéro de suivi",
]);

export const parisDateTime = new Intl.DateTimeFormat("fr-FR", {
  timeZone: "Europe/Paris",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

export function orderCsvLine(order: OrderRecord, customer: UserRecord | null): string {
  const name = [customer?.firstName, customer?.lastName].filter(Boolean).join(" ");
  return csvLine([
    order.id.slice(0, 6).toUpperCase(),
    order.id,
    order.createdAt ? parisDateTime.format(new Date(order.createdAt)) : "",
    ORDER_STATUS_LABELS[order.status],
    name,
    customer?.email,
    order.items.reduce((sum, item) => sum + item.quantity, 0),
    csvCents(eurosToCents(order.total)),
    order.deliveryPrice === null ? "" : csvCents(eurosToCents(order.deliveryPrice)),
    order.trackingNumber,
  ]);
}

/** GET /export/orders.csv: the orders list's filters, in its order, with each customer. */
export const ordersExport: CsvExportBuilder = async (req, repos) => {
  const wireStatus = param(req, "status");
  const status = wireStatus ? (orderStatusEnum.OrderStatus[wireStatus] ?? wireStatus) : null;
  const filter = {
    status,
    period: { from: param(req, "from"), to: param(req, "to") },
    search: param(req, "search"),
    userId: param(req, "userId"),
    // The work queue's late orders (docs/saved-views.md), as the list's `late=1`.
    late: param(req, "late") === "true",
  };
  const criteria = await orderCriteria(filter, param(req, "orderBy"), repos);
  return {
    filename: `commandes-${today()}.csv`,
    header: ORDER_CSV_HEADER,
    batches: linesWithCustomers(repos.orders.batchesMatching(criteria), repos, orderCsvLine),
  };
};

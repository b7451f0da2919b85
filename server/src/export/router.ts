/**
 * The CSV exports, admin only, each streamed batch by batch (Firestore cursors; one batch in
 * memory at a time, and the socket's back-pressure respected):
 * - GET /export/orders.csv?status=&from=&to=&search=&userId=&orderBy= — the orders list's filters;
 * - GET /export/transactions.csv?type=&status=&userId=&from=&to=&minAmountCents=&maxAmountCents= — the ledger's;
 * - GET /export/finances-monthly.csv?from=&to= — one line per month (docs/finances.md);
 * - GET /export/users.csv, /export/creations.csv, /export/feedback.csv, /export/contact-messages.csv
 *   — those lists' filters (docs/exports.md).
 * `from`/`to` are inclusive Paris days (yyyy-mm-dd, the DayRange rule), amounts integer cents;
 * the CSV writes money as French decimal euros from cents (csvCents).
 * Every route checks the caller like the API — 401 without or with a bad token, 403 when
 * users/{uid}.isAdmin is not exactly true or the account is blocked — before anything else is read; bad parameters are a
 * 400 with a French message.
 */
import express, { type Router } from "express";
import { adminOrRefuse, refuse } from "../auth/restAdmin";
import type { FieldAccess } from "../auth/fieldAccess";
import { db } from "../firebase";
import { createRepositories } from "../modules/registry";
import { CostMeter } from "../firestore/cost";
import type { CsvExport, CsvExportBuilder } from "./csvExport";
import { financesMonthlyExport, transactionsExport } from "./financesCsv";
import { ordersExport } from "./ordersCsv";
import { usersExport } from "./usersCsv";
import { creationsExport } from "./creationsCsv";
import { contactMessagesExport, feedbackExport } from "./inboxCsv";
import { streamCsv } from "./streamCsv";

export function createExportRouter(): Router {
  const router = express.Router();
  // What each file needs (docs/roles-fields.md): its screen's permission, and PERSONAL_DATA when it lists
  // customers' e-mail or postal addresses.
  csvRoute(router, "/orders.csv", "orders", ordersExport, ["ORDERS_READ", "PERSONAL_DATA"]);
  csvRoute(router, "/transactions.csv", "transactions", transactionsExport, ["FINANCES", "PERSONAL_DATA"]);
  csvRoute(router, "/finances-monthly.csv", "finances monthly", financesMonthlyExport, ["FINANCES"]);
  csvRoute(router, "/users.csv", "users", usersExport, ["CUSTOMERS_READ", "PERSONAL_DATA"]);
  csvRoute(router, "/creations.csv", "creations", creationsExport, ["MODERATION", "PERSONAL_DATA"]);
  csvRoute(router, "/feedback.csv", "feedback", feedbackExport, ["INBOX", "PERSONAL_DATA"]);
  csvRoute(router, "/contact-messages.csv", "contact messages", contactMessagesExport, ["INBOX", "PERSONAL_DATA"]);
  return router;
}

/** The part every export shares: admin check, parameters, headers, BOM, streaming, failure. */
function csvRoute(router: Router, path: string, name: string, build: CsvExportBuilder, access: readonly FieldAccess[]): void {
  router.get(path, async (req, res) => {
    const meter = new CostMeter();
    const repos = createRepositories(db(), meter);
    if (!(await adminOrRefuse(req, res, repos, access))) return;

    let csv: CsvExport;
    try {
      csv = await build(req, repos);
    } catch (error) {
      return refuse(res, 400, "BAD_USER_INPUT", (error as Error).message);
    }

    res.status(200);
    res.setHeader("content-type", "text/csv; charset=utf-8");
    res.setHeader("content-disposition", `attachment; filename="${csv.filename}"`);
    res.setHeader("cache-control", "no-store");
    try {
      await streamCsv(res, csv);
      res.end();
      console.info(`${name} export: ${JSON.stringify(meter.report())}`);
    } catch (error) {
      // Headers are gone: cutting the connection is the only way to tell the client it is incomplete.
      console.error(`${name} export failed`, error);
      res.destroy(error as Error);
    }
  });
}

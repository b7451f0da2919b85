/**
 * The accounting documents as files, admin only (auth/restAdmin.ts), streamed:
 * - GET /documents/<number>.pdf — one invoice or credit note (AccountingDocument.pdfPath);
 * - GET /documents/archive.zip?month=YYYY-MM — every document issued in that Paris month, one PDF
 *   each, and journal.csv for the accountant (monthlyArchive.ts): rendered one at a time.
 * A bad number or month is a 400, an unknown number a 404, both with a French message.
 */
import express, { type Response, type Router } from "express";
import { parseDocumentNumber } from "@atelier/domain/invoicing/numbering";
import { addDays, daysInMonth, parisDayStart } from "@atelier/domain/parisCalendar";
import { adminOrRefuse, refuse } from "../auth/restAdmin";
import { anyOf } from "../auth/fieldAccess";
import { db } from "../firebase";
import { CostMeter } from "../firestore/cost";
import { createRepositories } from "../modules/registry";
import { writeMonthlyArchive } from "./monthlyArchive";
import { writeDocumentPdf } from "./pdf";

export const documentsMessages = {
  badNumber: "Numéro de document invalide : attendu FA-AAAA-NNNNNN ou AV-AAAA-NNNNNN.",
  notFound: "Document introuvable.",
  badMonth: "Mois invalide : attendu AAAA-MM (par exemple 2026-10).",
} as const;

/** "2026-10" → the instants that start and end that Paris month; null for anything else. */
export function monthInstants(month: unknown): { from: Date; to: Date } | null {
  if (typeof month !== "string" || !/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) return null;
  const first = `${month}-01`;
  return { from: parisDayStart(first), to: parisDayStart(addDays(first, daysInMonth(month))) };
}

/** The monthly archive is the accounts'; one document is also the refunds' (a credit note on its order's page). */
const ARCHIVE_ACCESS = ["FINANCES"] as const;
const DOCUMENT_ACCESS = [anyOf("FINANCES", "REFUNDS")];

export function createDocumentsRouter(): Router {
  const router = express.Router();

  router.get("/archive.zip", async (req, res) => {
    const repos = createRepositories(db(), new CostMeter());
    if (!(await adminOrRefuse(req, res, repos, ARCHIVE_ACCESS))) return;
    const range = monthInstants(req.query.month);
    if (!range) return refuse(res, 400, "BAD_USER_INPUT", documentsMessages.badMonth);
    await sendFile(res, "application/zip", `documents-${String(req.query.month)}.zip`, (out) =>
      writeMonthlyArchive(repos.accountingDocuments.issuedBetween(range.from, range.to), out),
    );
  });

  router.get("/:file", async (req, res) => {
    const repos = createRepositories(db(), new CostMeter());
    if (!(await adminOrRefuse(req, res, repos, DOCUMENT_ACCESS))) return;
    const number = req.params.file.endsWith(".pdf") ? req.params.file.slice(0, -".pdf".length) : "";
    if (!parseDocumentNumber(number)) return refuse(res, 400, "BAD_USER_INPUT", documentsMessages.badNumber);
    const document = await repos.accountingDocuments.get(number);
    if (!document) return refuse(res, 404, "NOT_FOUND", documentsMessages.notFound);
    await sendFile(res, "application/pdf", `${document.number}.pdf`, (out) => writeDocumentPdf(document, out));
  });

  return router;
}

/** Streams a download; past its headers a failure can only cut the connection, so the client knows it is incomplete. */
async function sendFile(res: Response, type: string, filename: string, write: (out: Response) => Promise<unknown>): Promise<void> {
  res.status(200);
  res.setHeader("content-type", type);
  res.setHeader("content-disposition", `attachment; filename="${filename}"`);
  res.setHeader("cache-control", "no-store");
  try {
    await write(res);
  } catch (error) {
    console.error(`${filename} failed`, error);
    res.destroy(error as Error);
  }
}

/**
 * POST /export/packing-slips.pdf `{ "orderIds": [...] }` → the packing slips of those orders, one
 * A4 page each (docs/packing-slips.md), beside the CSV exports. The caller is checked like every
 * REST route (auth/restAdmin.ts: 401, 403) before the body is even parsed; then the ids (1–200,
 * the record id rule), a 400 in French otherwise; then the reads (slips.ts) and the PDF, streamed
 * page by page. Ids that name no order are listed on a last page; when none does, a 404.
 * Printing writes nothing, so it leaves no audit entry (the log records writes: docs/audit-log.md);
 * the function's log says who printed which orders.
 */
import express, { type ErrorRequestHandler, type RequestHandler, type Router } from "express";
import { parisDay } from "@atelier/domain/parisCalendar";
import { adminOrRefuse, refuse } from "../auth/restAdmin";
import { db } from "../firebase";
import { CostMeter } from "../firestore/cost";
import type { Repositories } from "../firestore";
import { bodyTooLargeHandler, MAX_BODY_BYTES, refuseLargeBodies } from "../limits/bodyLimit";
import { createRepositories } from "../modules/registry";
import type { FileStorage } from "../storage";
import { writePackingSlipsPdf } from "./pdf";
import { packingSlipsMessages, parsePackingSlipsRequest } from "./request";
import { readPackingSlips } from "./slips";
import { thumbnailCache } from "./thumbnails";

export const PACKING_SLIPS_PATH = "/packing-slips.pdf";
export const noOrderFound = "Aucune des commandes choisies n’existe\u00a0: rien à imprimer.";

interface Locals {
  repos: Repositories;
  meter: CostMeter;
  uid: string;
}

/**
 * A body that is not JSON, in French like the other refusals — where Express parses it: Cloud
 * Functions (and its emulator) parse a JSON body before the app and answer a broken one with
 * their own 400.
 */
const badJson: ErrorRequestHandler = (error: { type?: string }, _req, res, next) => {
  if (error?.type === "entity.parse.failed") return refuse(res, 400, "BAD_USER_INPUT", packingSlipsMessages.badBody);
  next(error);
};

/** Mounted on the /export router's path (app.ts) with the storage the thumbnails are read from. */
export function createPackingSlipsRouter(storage: FileStorage): Router {
  /** Before the body is parsed: an anonymous or non-admin caller learns nothing, and nothing is read. */
  const adminFirst: RequestHandler = async (req, res, next) => {
    const meter = new CostMeter();
    const repos = createRepositories(db(), meter);
    // Printing slips is fulfilment (docs/roles-fields.md).
    const uid = await adminOrRefuse(req, res, repos, ["FULFILMENT"]);
    if (!uid) return;
    res.locals.slips = { repos, meter, uid } satisfies Locals;
    next();
  };

  const print: RequestHandler = async (req, res) => {
    const { repos, meter, uid } = res.locals.slips as Locals;
    const request = parsePackingSlipsRequest(req.body);
    if (!request.ok) return refuse(res, 400, "BAD_USER_INPUT", request.message);

    const batch = await readPackingSlips(repos, request.orderIds);
    if (batch.slips.length === 0) return refuse(res, 404, "NOT_FOUND", noOrderFound);

    const preparedAt = new Date();
    res.status(200);
    res.setHeader("content-type", "application/pdf");
    res.setHeader("content-disposition", `attachment; filename="bons-de-preparation-${parisDay(preparedAt)}.pdf"`);
    res.setHeader("cache-control", "no-store");
    // Every Firestore read is done before the first byte (the benchmark reads it here).
    res.setHeader("x-firestore-reads", String(meter.report().firestoreReads));
    console.info(
      `packing slips: ${uid} printed ${JSON.stringify(batch.slips.map((slip) => slip.orderId))}; missing ${batch.missing.length}; ${JSON.stringify(meter.report())}`,
    );
    try {
      await writePackingSlipsPdf(batch, res, { preparedAt, thumbnail: thumbnailCache(storage) });
    } catch (error) {
      // Headers are gone: cutting the connection is the only way to tell the client it is incomplete.
      console.error("packing slips failed", error);
      res.destroy(error as Error);
    }
  };

  const router = express.Router();
  router.post(PACKING_SLIPS_PATH, refuseLargeBodies(), adminFirst, express.json({ limit: MAX_BODY_BYTES }), bodyTooLargeHandler, badJson, print);
  return router;
}

/**
 * GET /export/customer-data/<uid>.zip — everything the shop holds about one customer, as one ZIP
 * (customerExport.ts, docs/personal-data.md): admin only, and the member's role must hold
 * « Clients » and « Données personnelles » (auth/restAdmin.ts), decided before anything
 * else is read. A malformed id is a 400, an unknown customer a 404, both in French. The export is
 * audited (« Données personnelles exportées ») before the first byte leaves: an archive cut halfway
 * has still disclosed what it sent.
 */
import express, { type Router } from "express";
import { isRecordId } from "@atelier/domain/recordIds";
import { adminOrRefuse, refuse } from "../auth/restAdmin";
import { db } from "../firebase";
import { auditLogWriter } from "../firestore/auditLog";
import { CostMeter } from "../firestore/cost";
import { createRepositories } from "../modules/registry";
import type { FileStorage } from "../storage";
import { writeCustomerExport } from "./customerExport";

export const personalDataMessages = {
  badId: "Identifiant de client invalide.",
  notFound: "Client introuvable.",
} as const;

const ACCESS = ["CUSTOMERS_READ", "PERSONAL_DATA"] as const;

export function createPersonalDataRouter(storage: FileStorage): Router {
  const router = express.Router();
  router.get("/customer-data/:file", async (req, res) => {
    const meter = new CostMeter();
    const repos = createRepositories(db(), meter);
    const actorUid = await adminOrRefuse(req, res, repos, ACCESS);
    if (!actorUid) return;
    const uid = req.params.file.endsWith(".zip") ? req.params.file.slice(0, -".zip".length) : "";
    if (!isRecordId(uid)) return refuse(res, 400, "BAD_USER_INPUT", personalDataMessages.badId);
    const user = await repos.users.get(uid);
    if (!user) return refuse(res, 404, "NOT_FOUND", personalDataMessages.notFound);

    await auditLogWriter(db()).append({ actorUid, action: "user.exportPersonalData", targetType: "user", targetId: uid, before: null, after: null });
    res.status(200);
    res.setHeader("content-type", "application/zip");
    res.setHeader("content-disposition", `attachment; filename="donnees-personnelles-${uid}.zip"`);
    res.setHeader("cache-control", "no-store");
    try {
      const name = [user.firstName, user.lastName].filter(Boolean).join(" ");
      const result = await writeCustomerExport(db(), storage, meter, { uid, email: user.email, name }, res);
      console.info(`personal data export: ${JSON.stringify({ ...meter.report(), files: result.files })}`);
    } catch (error) {
      // Headers are gone: cutting the connection is the only way to tell the client it is incomplete.
      console.error("personal data export failed", error);
      res.destroy(error as Error);
    }
  });
  return router;
}

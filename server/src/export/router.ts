/**
 * GET /export/orders.csv?status=&from=&to=&search=&userId=&orderBy= — every order matching the
 * list's filters, streamed batch by batch (Firestore cursors; one batch in memory at a time,
 * and the socket's back-pressure respected). Admin only, checked like the API: 401 without or
 * with a bad token, 403 when users/{uid}.isAdmin is not exactly true — before any order is read.
 */
import { once } from "node:events";
import express, { type Request, type Response, type Router } from "express";
import { identifyCaller } from "../context";
import { messages } from "../errors";
import { db } from "../firebase";
import { createRepositories } from "../firestore";
import { CostMeter } from "../firestore/cost";
import { orderStatusEnum } from "../schema/order";
import { orderCriteria } from "../schema/orderCriteria";
import { BOM } from "./csv";
import { ORDER_CSV_HEADER, orderCsvLine } from "./ordersCsv";

const param = (req: Request, name: string) => (typeof req.query[name] === "string" ? (req.query[name] as string) : null);

export function createExportRouter(): Router {
  const router = express.Router();
  router.get("/orders.csv", async (req, res) => {
    const meter = new CostMeter();
    const repos = createRepositories(db(), meter);
    const caller = await identifyCaller(req.headers.authorization);
    if (caller.kind !== "signedIn") return refuse(res, 401, "UNAUTHENTICATED", messages.unauthenticated);
    if ((await repos.users.get(caller.uid))?.isAdmin !== true) return refuse(res, 403, "FORBIDDEN", messages.forbidden);

    let criteria;
    try {
      const wireStatus = param(req, "status");
      const status = wireStatus ? (orderStatusEnum.OrderStatus[wireStatus] ?? wireStatus) : null;
      const filter = { status, from: param(req, "from"), to: param(req, "to"), search: param(req, "search"), userId: param(req, "userId") };
      criteria = await orderCriteria(filter, param(req, "orderBy"), repos);
    } catch (error) {
      return refuse(res, 400, "BAD_USER_INPUT", (error as Error).message);
    }

    res.status(200);
    res.setHeader("content-type", "text/csv; charset=utf-8");
    res.setHeader("content-disposition", `attachment; filename="commandes-${new Date().toISOString().slice(0, 10)}.csv"`);
    res.setHeader("cache-control", "no-store");
    try {
      await write(res, BOM + ORDER_CSV_HEADER);
      for await (const batch of repos.orders.batchesMatching(criteria)) {
        const userIds = [...new Set(batch.flatMap((order) => (order.userId ? [order.userId] : [])))];
        const customers = new Map((await repos.users.getMany(userIds)).flatMap((u) => (u ? [[u.uid, u] as const] : [])));
        await write(res, batch.map((order) => orderCsvLine(order, customers.get(order.userId ?? "") ?? null)).join(""));
      }
      res.end();
      console.info(`orders export: ${JSON.stringify(meter.report())}`);
    } catch (error) {
      // Headers are gone: cutting the connection is the only way to tell the client it is incomplete.
      console.error("orders export failed", error);
      res.destroy(error as Error);
    }
  });
  return router;
}

async function write(res: Response, chunk: string): Promise<void> {
  if (!res.write(chunk)) await once(res, "drain");
}

function refuse(res: Response, status: number, code: string, message: string) {
  res.status(status).json({ errors: [{ message, extensions: { code } }] });
}

import type { Express } from "express";
import { onRequest } from "firebase-functions/v2/https";
import { chooseStorage, createApp } from "@atelier/server";

// A deployed instance without a bucket would keep images on its own scratch disk, lost with the
// instance: refuse to start, with one line saying why (server/src/storage/choice.ts).
const storage = chooseStorage(process.env);
if (storage.kind === "refused") {
  console.error(storage.reason);
  process.exit(1);
}

/**
 * The Cloud Function `api` (2nd gen, europe-west1) serving the GraphQL API at /graphql and a
 * health check at /healthz. The Express app, Apollo Server and the Admin SDK are built on the
 * first request and then reused by every request this instance serves.
 */
let app: Promise<Express> | undefined;

export const api = onRequest({ region: "europe-west1", memory: "512MiB", timeoutSeconds: 300 }, async (req, res) => {
  app ??= createApp().catch((error: unknown) => {
    app = undefined; // let the next request try again rather than failing forever
    throw error;
  });
  (await app)(req, res);
});

export { aggregateOrders, aggregateUsers, aggregateCreations, aggregateTransactions, aggregateAccountingDocuments } from "./aggregates";
export { recordOrderRefund } from "./refunds";
export { issueOrderInvoice } from "./invoices";
export { refreshUserSearchKeys } from "./userSearchKeys";
export { mirrorStaffClaims } from "./staffClaims";
export { keepOrderSearchKey } from "./orderSearchKey";
export { acceptStorefrontFeedback, acceptStorefrontContactMessage, feedFeedback, feedContactMessages } from "./inbox";
export { deliverMailDocument } from "./mail";
export { verifyAggregatesNightly, purgeExpiredRecordsNightly, notifyLateWorkQueuesHourly } from "./nightly";
export { notifyApprovalRequests } from "./notifications";
// Last, so that when the emulator lists it every other function has been registered before it.
export { emulatorProbe } from "./emulatorProbe";

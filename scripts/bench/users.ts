import type { BenchOperation } from "./measure";
import { measureCsvExport } from "./orders";

/**
 * Users: the whole CSV export of /users (docs/exports.md), streamed like the orders export, at
 * the bench's sizes. Its Firestore cost is in the function's log ("users export: {…}"): one read
 * per exported user.
 */
const usersExport: BenchOperation = {
  name: "users CSV export",
  description: "GET /export/users.csv, every user, streamed",
  runs: 2,
  async run(ctx) {
    return { reads: null, notes: await measureCsvExport("/export/users.csv", ctx.token) };
  },
};

export const usersOperations = [usersExport];

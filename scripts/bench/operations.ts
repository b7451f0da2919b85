import { dashboardOperations } from "./dashboard";
import { financesOperations } from "./finances";
import type { BenchOperation } from "./measure";
import { invoicingOperations } from "./invoicing";
import { ordersOperations } from "./orders";
import { exportMemoryOperations } from "./exportMemory";
import { rolesOperations } from "./roles";
import { usersOperations } from "./users";
import { packingSlipsOperations } from "./packingSlips";
import { bulkOrdersOperations } from "./bulkOrders";
import { trackingImportOperations } from "./trackingImport";

/**
 * Every operation the benchmark measures, in table order. Another screen adds its own by
 * exporting a list from its module (e.g. scripts/bench/orders.ts) and spreading it here.
 */
export const OPERATIONS: BenchOperation[] = [
  ...dashboardOperations,
  ...ordersOperations,
  ...exportMemoryOperations,
  ...rolesOperations,
  ...usersOperations,
  ...bulkOrdersOperations,
  ...trackingImportOperations,
  ...financesOperations,
  ...invoicingOperations,
  ...packingSlipsOperations,
];

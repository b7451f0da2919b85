/**
 * The cost table: `Type.field` → what resolving it costs, gathered from the modules'
 * declarations (modules/<domain>/module.ts, helpers in costModel.ts). A field declared by two
 * modules is a mistake (the second would silently win): it throws at start-up.
 */
import { SERVER_MODULES } from "../modules/registry";
import type { FieldCost } from "./costModel";

export const FIELD_COSTS: Record<string, FieldCost> = {};
for (const module of SERVER_MODULES) {
  for (const [field, cost] of Object.entries(module.costs)) {
    if (Object.hasOwn(FIELD_COSTS, field)) throw new Error(`the cost of ${field} is declared twice`);
    FIELD_COSTS[field] = cost;
  }
}

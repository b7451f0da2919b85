/**
 * The access table: `Type` or `Type.field` → who may resolve it, gathered from the modules'
 * declarations (modules/<domain>/module.ts, beside their costs). A key declared twice throws at
 * start-up; a field no module declares fails a schema test (accessTable.test.ts).
 */
import { SERVER_MODULES } from "../modules/registry";
import { accessTable } from "./fieldAccess";

export const FIELD_ACCESS = accessTable(SERVER_MODULES.map((module) => module.access));

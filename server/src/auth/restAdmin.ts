/**
 * The admin rule of the REST routes beside /graphql (/export, /documents), in the API's words:
 * 401 without a valid token, 403 when users/{uid}.isAdmin is not exactly true or the account is
 * blocked (rules/adminRights.ts), 403 with reason PERMISSION when the member's role lacks what the
 * route declares (docs/roles-fields.md) — decided from that one record, before anything else is read.
 */
import type { Request, Response } from "express";
import { identifyCaller } from "../context";
import { messages } from "../errors";
import type { Repositories } from "../firestore";
import { hasAdminAccess } from "../rules/adminRights";
import { memberPermissions, permissionRefusal } from "@atelier/domain/staff/permissions";
import { missingFor, PERMISSION_REASON, type FieldAccess } from "./fieldAccess";

/** A refusal as the API writes one: `{ errors: [{ message, extensions: { code } }] }`. */
export function refuse(res: Response, status: number, code: string, message: string): void {
  res.status(status).json({ errors: [{ message, extensions: { code } }] });
}

/**
 * The caller's uid when an administrator whose role holds what the route declares (`access`: each
 * entry a permission or anyOf, all required, docs/roles-fields.md); otherwise the refusal is sent and
 * null returned.
 */
export async function adminOrRefuse(req: Request, res: Response, repos: Pick<Repositories, "users">, access: readonly FieldAccess[]): Promise<string | null> {
  const caller = await identifyCaller(req.headers.authorization);
  if (caller.kind !== "signedIn") {
    refuse(res, 401, "UNAUTHENTICATED", messages.unauthenticated);
    return null;
  }
  const record = await repos.users.get(caller.uid);
  if (!hasAdminAccess(record)) {
    refuse(res, 403, "FORBIDDEN", messages.forbidden);
    return null;
  }
  const missing = missingFor(access, memberPermissions(record));
  if (missing.length) {
    res
      .status(403)
      .json({ errors: [{ message: permissionRefusal(missing), extensions: { code: "FORBIDDEN", reason: PERMISSION_REASON, missingPermissions: missing } }] });
    return null;
  }
  return caller.uid;
}

/**
 * The admin rule of the REST routes beside /graphql (/export, /documents), in the API's words:
 * 401 without a valid token, 403 when users/{uid}.isAdmin is not exactly true or the account is
 * blocked (rules/adminRights.ts) — decided before anything else is read.
 */
import type { Request, Response } from "express";
import { identifyCaller } from "../context";
import { messages } from "../errors";
import type { Repositories } from "../firestore";
import { hasAdminAccess } from "../rules/adminRights";

/** A refusal as the API writes one: `{ errors: [{ message, extensions: { code } }] }`. */
export function refuse(res: Response, status: number, code: string, message: string): void {
  res.status(status).json({ errors: [{ message, extensions: { code } }] });
}

/** The caller's uid when an administrator; otherwise the refusal is sent and null returned. */
export async function adminOrRefuse(req: Request, res: Response, repos: Pick<Repositories, "users">): Promise<string | null> {
  const caller = await identifyCaller(req.headers.authorization);
  if (caller.kind !== "signedIn") {
    refuse(res, 401, "UNAUTHENTICATED", messages.unauthenticated);
    return null;
  }
  if (!hasAdminAccess(await repos.users.get(caller.uid))) {
    refuse(res, 403, "FORBIDDEN", messages.forbidden);
    return null;
  }
  return caller.uid;
}

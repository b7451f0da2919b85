/**
 * A « change »: what an administrator did in one gesture, the group that « Annuler » undoes
 * (docs/undo.md). Every audit entry a GraphQL request appends carries the request's change id;
 * the console sends one id per gesture in the `X-Atelier-Change` header — the same id for every
 * request of a bulk change or a tracking import, so that they are undone together — and a
 * caller without the header (the API sandbox) gets a fresh id per request.
 *
 * The id travels with the request through Node's AsyncLocalStorage rather than through every
 * repository's signature: the audit writer is the only reader, and it is the same for all of them.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";

export const CHANGE_HEADER = "x-atelier-change";

/** A UUID, as crypto.randomUUID() writes it (any version: the console's and the server's). */
const CHANGE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const isChangeId = (value: unknown): value is string => typeof value === "string" && CHANGE_ID.test(value);

export const invalidChangeMessage = `En-tête ${CHANGE_HEADER} invalide : un identifiant UUID en minuscules est attendu.`;

export interface RequestChange {
  readonly id: string;
  /** The first audit entry committed by this request: the handle the success toast's « Annuler » sends. */
  firstEntryId: string | null;
  /** Whether every entry committed by this request may be undone (rules/auditUndo.ts): the toast offers « Annuler » only then. */
  reversible: boolean;
}

const scope = new AsyncLocalStorage<RequestChange>();

/** The change of the request being served; undefined outside a request (triggers, scripts). */
export const currentChange = (): RequestChange | undefined => scope.getStore();

/** Runs `fn` as one change (tests, and the middleware below). */
export const runAsChange = <T>(id: string, fn: () => T): T => scope.run({ id, firstEntryId: null, reversible: true }, fn);

/**
 * Express middleware: the request's change id from its header (refused with 400 when malformed:
 * an id from outside is checked before anything runs), or a new one. Mounted after the body is
 * parsed: the body parser's stream callbacks would not carry the context.
 */
export function changeScope(): RequestHandler {
  return (req, res, next) => {
    const header = req.headers[CHANGE_HEADER];
    if (header !== undefined && !isChangeId(header)) {
      res.status(400).json({ errors: [{ message: invalidChangeMessage, extensions: { code: "BAD_USER_INPUT", argumentName: CHANGE_HEADER } }] });
      return;
    }
    runAsChange(header ?? randomUUID(), next);
  };
}

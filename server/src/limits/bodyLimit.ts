import type { ErrorRequestHandler, Request, RequestHandler, Response } from "express";

/** No console request comes near it: the largest is a moderation decision of 100 ids (about 4 kB). */
export const MAX_BODY_BYTES = 1024 * 1024;

export const bodyTooLargeMessage = "Requête trop volumineuse : le corps ne doit pas dépasser 1 Mo.";

/** The body's size in bytes as far as it is known before reading it. */
export function bodySize(req: Pick<Request, "headers"> & { rawBody?: Buffer }): number | null {
  if (req.rawBody) return req.rawBody.length;
  const declared = Number(req.headers["content-length"]);
  return Number.isFinite(declared) ? declared : null;
}

function refuse(res: Response): void {
  res.status(413).json({ errors: [{ message: bodyTooLargeMessage, extensions: { code: "PAYLOAD_TOO_LARGE" } }] });
}

/**
 * Refuses a body over `maxBytes` with 413. On Cloud Functions the platform has already read and
 * parsed the body before Express sees it (req.rawBody, req.body), so express.json's own limit
 * never runs there: the size is taken from the raw body, or from Content-Length elsewhere.
 */
export function refuseLargeBodies(maxBytes = MAX_BODY_BYTES): RequestHandler {
  return (req, res, next) => {
    const size = bodySize(req as Request & { rawBody?: Buffer });
    if (size !== null && size > maxBytes) return refuse(res);
    next();
  };
}

/** express.json's own refusal (a body without Content-Length, read as a stream), in the same words. */
export const bodyTooLargeHandler: ErrorRequestHandler = (error: { type?: string }, _req, res, next) => {
  if (error?.type === "entity.too.large") return refuse(res);
  next(error);
};

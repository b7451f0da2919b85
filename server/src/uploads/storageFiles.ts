/**
 * The storage door of the media library (docs/media.md), same origin as /graphql:
 *   POST   /storage/files           multipart/form-data: `file` (one), optional `folder` → 201 metadata
 *   GET    /storage/files/<path>    → 200 metadata, 404 storage/object-not-found
 *   DELETE /storage/files/<path>    → 204, 404, 409 media/in-use
 * Admin only, with the API's own check (ID token, then users/{uid}.isAdmin). Refusals answer
 * `{ code, message }` with a French message. The multipart body is parsed as a stream (busboy):
 * reading stops at 20 Mo.
 */
import busboy from "busboy";
import express, { type Request, type RequestHandler, type Response, type Router } from "express";
import { isAdminCaller } from "../auth/access";
import { anyOf, missingFor } from "../auth/fieldAccess";
import { memberPermissions, permissionRefusal } from "@atelier/domain/staff/permissions";
import type { Context } from "../context";
import { createContext } from "../requestContext";
import { messages } from "../errors";
import { bodySize } from "../limits/bodyLimit";
import { MAX_MEDIA_BYTES, mediaMessages, storageCodes } from "@atelier/domain/media/mediaFile";
import { isValidStoragePath, type FileStorage } from "../storage";
import { deleteMedia, findMedia, mediaMetadata, refusal, storeUpload, type StorageRefusal } from "./mediaLibrary";
import type { RestRefusal } from "@atelier/domain/rest/storageFiles";

/** Room for the multipart envelope around a file of MAX_MEDIA_BYTES. */
const MAX_MULTIPART_BYTES = MAX_MEDIA_BYTES + 64 * 1024;

const send = (res: Response, r: StorageRefusal) => {
  res.status(r.status).setHeader("Cache-Control", "no-store");
  res.json({ code: r.code, message: r.message } satisfies RestRefusal);
};

type Locals = { ctx: Context };

type Parsed = { ok: true; originalName: string; bytes: Buffer; folder: string | null } | { ok: false; refusal: StorageRefusal };

/** Reads the multipart body: the first `file` part (at most MAX_MEDIA_BYTES) and the `folder` field. */
function readMultipart(req: Request): Promise<Parsed> {
  return new Promise((resolve) => {
    let parser: busboy.Busboy;
    try {
      // preservePath: the name as sent, so that a path in it is refused rather than cut to its last
      // segment; names arrive in UTF-8 (browsers and undici send them raw), not latin1.
      parser = busboy({
        headers: req.headers,
        preservePath: true,
        defParamCharset: "utf8",
        limits: { files: 1, fileSize: MAX_MEDIA_BYTES, fields: 5, fieldSize: 1024 },
      });
    } catch {
      resolve({ ok: false, refusal: refusal(400, storageCodes.badRequest, mediaMessages.noFile) });
      return;
    }
    let folder: string | null = null;
    let file: { originalName: string; chunks: Buffer[]; tooLarge: boolean } | null = null;
    let settled = false;
    const finish = (result: Parsed) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    parser.on("field", (name, value) => {
      if (name === "folder") folder = value;
    });
    parser.on("file", (name, stream, info) => {
      if (name !== "file" || file) {
        stream.resume();
        return;
      }
      const current = { originalName: info.filename ?? "", chunks: [] as Buffer[], tooLarge: false };
      file = current;
      stream.on("data", (chunk: Buffer) => current.chunks.push(chunk));
      stream.on("limit", () => {
        current.tooLarge = true;
        stream.resume();
      });
    });
    parser.on("error", () => finish({ ok: false, refusal: refusal(400, storageCodes.badRequest, mediaMessages.noFile) }));
    parser.on("close", () => {
      const received = file as { originalName: string; chunks: Buffer[]; tooLarge: boolean } | null;
      if (!received) return finish({ ok: false, refusal: refusal(400, storageCodes.badRequest, mediaMessages.noFile) });
      if (received.tooLarge) return finish({ ok: false, refusal: refusal(413, storageCodes.tooLarge, mediaMessages.tooLarge) });
      finish({ ok: true, originalName: received.originalName, bytes: Buffer.concat(received.chunks), folder });
    });
    // Cloud Functions has read the body already (rawBody); elsewhere it streams in.
    const rawBody = (req as Request & { rawBody?: Buffer }).rawBody;
    if (rawBody) parser.end(rawBody);
    else req.pipe(parser);
  });
}

/** `/storage/files/<path>` → the path, or null when it is not a clean storage path. */
function pathParam(req: Request): string | null {
  const segments = (req.params as { path?: string[] | string }).path;
  const path = Array.isArray(segments) ? segments.join("/") : String(segments ?? "");
  return isValidStoragePath(path) ? path : null;
}

export function createStorageRouter(storage: FileStorage): Router {
  /** 401/403 as the API, before the body is read. */
  const admitAdmin: RequestHandler = async (req, res, next) => {
    const ctx = await createContext(req.headers.authorization, storage);
    if (ctx.caller.kind !== "signedIn") return send(res, refusal(401, storageCodes.unauthenticated, messages.unauthenticated));
    if (!(await isAdminCaller(ctx))) return send(res, refusal(403, storageCodes.unauthorized, messages.forbidden));
    // The media library is content; the catalogue's images go through it too (docs/roles-fields.md).
    const record = await ctx.callerRecord();
    const missing = missingFor([anyOf("CONTENT", "CATALOGUE")], memberPermissions(record));
    if (missing.length) return send(res, refusal(403, storageCodes.unauthorized, permissionRefusal(missing)));
    (res.locals as Locals).ctx = ctx;
    next();
  };

  const upload: RequestHandler = async (req, res) => {
    const size = bodySize(req as Request & { rawBody?: Buffer });
    if (size !== null && size > MAX_MULTIPART_BYTES) {
      // Not read: the connection is closed after the answer rather than drained.
      res.setHeader("Connection", "close");
      return send(res, refusal(413, storageCodes.tooLarge, mediaMessages.tooLarge));
    }
    if (!/^multipart\/form-data/i.test(req.headers["content-type"] ?? "")) {
      return send(res, refusal(400, storageCodes.badRequest, mediaMessages.noFile));
    }
    const parsed = await readMultipart(req);
    if (!parsed.ok) return send(res, parsed.refusal);
    const { ctx } = res.locals as Locals;
    const stored = await storeUpload(ctx, storage, parsed);
    if (!stored.ok) return send(res, stored.refusal);
    res.status(201).setHeader("Cache-Control", "no-store");
    res.json(await mediaMetadata(storage, stored.file));
  };

  const metadata: RequestHandler = async (req, res) => {
    const path = pathParam(req);
    const file = path ? await findMedia((res.locals as Locals).ctx, path) : null;
    if (!file) return send(res, refusal(404, storageCodes.notFound, mediaMessages.notFound));
    res.status(200).setHeader("Cache-Control", "no-store");
    res.json(await mediaMetadata(storage, file));
  };

  const remove: RequestHandler = async (req, res) => {
    const path = pathParam(req);
    if (!path) return send(res, refusal(404, storageCodes.notFound, mediaMessages.notFound));
    const { ctx } = res.locals as Locals;
    const result = await deleteMedia(ctx, storage, path);
    if (result.ok) {
      res.status(204).setHeader("Cache-Control", "no-store");
      res.end();
      return;
    }
    if ("usages" in result) return send(res, refusal(409, storageCodes.inUse, mediaMessages.inUse(result.usages.length)));
    send(res, refusal(404, storageCodes.notFound, mediaMessages.notFound));
  };

  /** A fault answers the same JSON shape (the console maps 5xx to a retry). */
  const fault: express.ErrorRequestHandler = (error, _req, res, next) => {
    if (res.headersSent) return next(error);
    console.error("storage:", error);
    send(res, refusal(500, storageCodes.unknown, mediaMessages.unknown));
  };

  const router = express.Router();
  router.post("/files", admitAdmin, upload);
  router.get("/files/*path", admitAdmin, metadata);
  router.delete("/files/*path", admitAdmin, remove);
  router.use(fault);
  return router;
}

/**
 * POST /uploads/catalogue — an administrator's image for a catalogue record (a style's preview,
 * a product's picture). The body is the raw file; it is stored through the FileStorage interface
 * at catalogue/<uuid>.<ext> and answered 201 { path, url }: `path` goes into the record's
 * previewPath / imagePath, `url` is a signed read link for the form's preview. Refusals answer
 * { message } in French: 401/403 as the API (same token check and isAdmin rule), 400 empty,
 * 413 over 2 Mo, 415 anything but a PNG, JPEG or WebP whose bytes say so (rules/catalogue/imageUpload.ts).
 */
import { randomUUID } from "node:crypto";
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response, type Router } from "express";
import { isAdminCaller } from "../auth/access";
import { createContext, type Context } from "../context";
import { messages } from "../errors";
import { bodySize } from "../limits/bodyLimit";
import { checkImageUpload, imageUploadMessages, MAX_IMAGE_BYTES } from "../rules/catalogue/imageUpload";
import { cachedSignedReadUrl, type FileStorage } from "../storage";

const refuse = (res: Response, status: number, message: string) => {
  res.status(status).setHeader("Cache-Control", "no-store");
  res.json({ message });
};

/** express.raw's own refusal of a streamed body over the limit, in the same words. */
const tooLarge: ErrorRequestHandler = (error: { type?: string }, _req, res, next) => {
  if (error?.type === "entity.too.large") return refuse(res, 413, imageUploadMessages.tooLarge);
  next(error);
};

export function createUploadsRouter(storage: FileStorage): Router {
  /** 401/403 as the API, then 413 from the declared size, before the body is read. */
  const admitAdmin: RequestHandler = async (req, res, next) => {
    const ctx = await createContext(req.headers.authorization, storage);
    if (ctx.caller.kind !== "signedIn") return refuse(res, 401, messages.unauthenticated);
    if (!(await isAdminCaller(ctx))) return refuse(res, 403, messages.forbidden);
    // Cloud Functions has read the body already (rawBody); elsewhere Content-Length says.
    const size = bodySize(req as Request & { rawBody?: Buffer });
    if (size !== null && size > MAX_IMAGE_BYTES) return refuse(res, 413, imageUploadMessages.tooLarge);
    res.locals.actorUid = ctx.caller.uid;
    res.locals.auditLog = ctx.repos.auditLog;
    next();
  };

  const storeImage: RequestHandler = async (req, res) => {
    const rawBody = (req as Request & { rawBody?: Buffer }).rawBody;
    const bytes: Buffer = rawBody ?? (Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));
    const checked = checkImageUpload(req.headers["content-type"], bytes);
    if (!checked.ok) return refuse(res, checked.status, checked.message);
    const path = `catalogue/${randomUUID()}.${checked.type.extension}`;
    const { actorUid, auditLog } = res.locals as { actorUid: string; auditLog: Context["repos"]["auditLog"] };
    await storage.put(path, bytes, { contentType: checked.type.contentType, customMetadata: { uploadedBy: actorUid } });
    await auditLog.append({
      actorUid,
      action: "upload.create",
      targetType: "file",
      targetId: path,
      before: null,
      after: { path, contentType: checked.type.contentType, size: bytes.length },
    });
    res.status(201).setHeader("Cache-Control", "no-store");
    res.json({ path, url: await cachedSignedReadUrl(storage, path) });
  };

  const router = express.Router();
  router.post("/catalogue", admitAdmin, express.raw({ type: () => true, limit: MAX_IMAGE_BYTES }), tooLarge, storeImage);
  return router;
}

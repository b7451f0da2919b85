import { Router, type Request, type Response } from "express";
import { pipeline } from "node:stream/promises";
import type { LocalDiskStorage } from "./localDiskStorage";
import { StorageObjectNotFoundError } from "./types";

/**
 * Sent with every /files response, whatever the type: a stored file is someone's upload (an SVG
 * or an HTML page can carry script), so when opened it runs in a unique opaque origin with no
 * script, no form, no plugin, and may load nothing but itself and inline styles. Set here so
 * that it holds whoever serves the function (Hosting, its direct URL); firebase.json repeats it
 * for /files/** because Hosting writes its own headers over the function's.
 */
export const FILES_CONTENT_SECURITY_POLICY = "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'";

const FORBIDDEN_TEXT = "Lien expiré ou invalide";
const NOT_FOUND_TEXT = "Fichier introuvable";

/**
 * Serves the local disk storage's signed links. Mount at `/files`:
 *   app.use("/files", createFilesRouter(storage))
 * GET /files/<path>?generation=<g>&expires=<epoch ms>&signature=<base64url> → the file, or
 * 403 'Lien expiré ou invalide' (bad or expired signature), 404 'Fichier introuvable' (no file,
 * or not the generation the link was signed for: the file was deleted or replaced since).
 */
export function createFilesRouter(storage: LocalDiskStorage): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.setHeader("Content-Security-Policy", FILES_CONTENT_SECURITY_POLICY);
    res.setHeader("X-Content-Type-Options", "nosniff");
    next();
  });
  router.get("/*path", async (req: Request, res: Response) => {
    const segments = (req.params as { path?: string[] | string }).path;
    const path = Array.isArray(segments) ? segments.join("/") : String(segments ?? "");
    const { generation, expires, signature } = req.query;
    if (
      typeof generation !== "string" ||
      typeof expires !== "string" ||
      typeof signature !== "string" ||
      !storage.verifySignedPath(path, generation, expires, signature)
    ) {
      sendText(res, 403, FORBIDDEN_TEXT);
      return;
    }
    // Open first, then check the generation: a put renames the metadata (new generation) before
    // the bytes, so bytes opened before it are the old generation's or the check fails, and a
    // replaced file is never served to its old link, even mid-replacement.
    let stream;
    try {
      stream = await storage.getStream(path);
    } catch (err) {
      if (err instanceof StorageObjectNotFoundError) {
        sendText(res, 404, NOT_FOUND_TEXT);
        return;
      }
      throw err;
    }
    const meta = await storage.stat(path);
    if (!meta || meta.generation !== generation) {
      stream.destroy();
      sendText(res, 404, NOT_FOUND_TEXT);
      return;
    }
    res.status(200);
    res.setHeader("Content-Type", meta.contentType);
    res.setHeader("Content-Length", String(meta.size));
    res.setHeader("Cache-Control", "private, max-age=3600");
    if (req.method === "HEAD") {
      stream.destroy();
      res.end();
      return;
    }
    try {
      await pipeline(stream, res);
    } catch {
      // Client went away or the file vanished mid-read: nothing more can be sent.
      stream.destroy();
      res.destroy();
    }
  });
  return router;
}

function sendText(res: Response, status: number, text: string): void {
  res.status(status);
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.send(text);
}

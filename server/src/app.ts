import { expressMiddleware } from "@as-integrations/express5";
import express, { type Express } from "express";
import { createApolloServer } from "./apollo";
import { refuseAnonymous } from "./auth/access";
import { serverConfig, type ServerConfig } from "./config";
import { createContext } from "./requestContext";
import { createExportRouter } from "./export/router";
import { createDocumentsRouter } from "./invoicing/router";
import { createPackingSlipsRouter } from "./packingSlips/router";
import { bodyTooLargeHandler, MAX_BODY_BYTES, refuseLargeBodies } from "./limits/bodyLimit";
import { createFilesRouter, getDefaultStorage, LocalDiskStorage, type FileStorage } from "./storage";
import { createStorageRouter } from "./uploads/storageFiles";
import { changeScope } from "./undo/changeScope";
import { createPersonalDataRouter } from "./personalData/router";

export interface AppOptions {
  config?: ServerConfig;
  storage?: FileStorage;
}

/**
 * The Express app behind the Cloud Function `api`: /graphql, /healthz, /export (the CSV exports,
 * packing slips, a customer's data), /documents, /storage (the media library's files) and /files
 * (signed links of the local-disk storage). Built once per function instance.
 */
export async function createApp(options: AppOptions = {}): Promise<Express> {
  const config = options.config ?? serverConfig();
  const storage = options.storage ?? getDefaultStorage();
  const apollo = createApolloServer(config);
  await apollo.start();

  const app = express();
  app.disable("x-powered-by");
  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  app.use("/export", createExportRouter());
  // POST /export/packing-slips.pdf: the selection's packing slips, pictures read from the storage (docs/packing-slips.md).
  app.use("/export", createPackingSlipsRouter(storage));
  // GET /export/customer-data/<uid>.zip: one customer's data, for their access and portability rights (docs/personal-data.md).
  app.use("/export", createPersonalDataRouter(storage));
  app.use("/documents", createDocumentsRouter());
  if (storage instanceof LocalDiskStorage) app.use("/files", createFilesRouter(storage));
  // The media library's uploads, metadata and deletes (docs/media.md): admin only, multipart, 20 Mo.
  app.use("/storage", createStorageRouter(storage));
  app.use(
    "/graphql",
    refuseLargeBodies(),
    express.json({ limit: MAX_BODY_BYTES }),
    bodyTooLargeHandler,
    // Each request one change (a gesture « Annuler » undoes, docs/undo.md), after the body is read.
    changeScope(),
    expressMiddleware(apollo, {
      // Authentication before parsing and validation (auth/access.ts refuseAnonymous).
      context: async ({ req }) => {
        const ctx = await createContext(req.headers.authorization, storage);
        refuseAnonymous(ctx.caller, req.method === "GET" ? req.query : req.body, { openIntrospection: config.development });
        return ctx;
      },
    }),
  );
  return app;
}

import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { backfillMediaIndex } from "../../src/firestore/mediaFiles/backfill";
import { createStorage } from "../../src/storage";
import { clearEmulators } from "../support/emulators";
import { gql } from "../support/graphql";
import { createAdmin, db } from "../support/identities";

describe("npm run media:backfill", () => {
  it("indexe les images du catalogue déjà stockées (avec miniature), une seule fois", async () => {
    await clearEmulators();
    const { token } = await createAdmin();
    const storage = createStorage();
    const upload = `catalogue/${randomUUID()}.png`;
    await storage.put(
      upload,
      await sharp({ create: { width: 400, height: 200, channels: 3, background: "#264653" } })
        .png()
        .toBuffer(),
      {
        contentType: "image/png",
        customMetadata: { uploadedBy: "admin-1" },
      },
    );
    const seeded = `styles/backfill-${Date.now().toString(36)}.svg`;
    await storage.put(
      seeded,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#e76f51"/></svg>'),
      {
        contentType: "image/svg+xml",
      },
    );

    const first = await backfillMediaIndex(db(), storage, "local");
    expect(first.indexed).toBeGreaterThanOrEqual(2);
    const file = await gql(`query Q($path: String!) { mediaFile(path: $path) { fullPath folder contentType width height thumbnailUrl version } }`, {
      token,
      variables: { path: upload },
    });
    expect(file.data?.mediaFile).toEqual({
      fullPath: upload,
      folder: "catalogue",
      contentType: "image/png",
      width: 400,
      height: 200,
      thumbnailUrl: expect.stringContaining(`thumbnails/${upload}.webp`),
      version: 1,
    });
    const svg = await gql(`query Q($path: String!) { mediaFile(path: $path) { folder contentType width } }`, { token, variables: { path: seeded } });
    expect(svg.data?.mediaFile).toEqual({ folder: "styles", contentType: "image/svg+xml", width: 64 });
    expect(await storage.stat(`thumbnails/${upload}.webp`)).toMatchObject({ contentType: "image/webp" });

    const again = await backfillMediaIndex(db(), storage, "local");
    expect(again).toEqual({ indexed: 0, kept: first.indexed + first.kept });
    const folders = await gql("{ mediaFolders { path fileCount } }", { token });
    expect(folders.data?.mediaFolders).toEqual(
      expect.arrayContaining([
        { path: "catalogue", fileCount: expect.any(Number) },
        { path: "styles", fileCount: expect.any(Number) },
      ]),
    );
  });
});

/**
 * The media library through the api function (docs/media.md): multipart uploads of real images
 * to POST /storage/files, the metadata GET, DELETE refused while used, and the GraphQL index
 * (pages, search, folders, usages, update with the version rule, delete). Issue 10's catalogue
 * upload is folded in: a library path is a valid catalogue image.
 */
import sharp from "sharp";
import { FUNCTION_BASE } from "../../../scripts/lib/stack.cjs";
import { MAX_MEDIA_BYTES } from "@atelier/domain/media/mediaFile";
import { auditEntries, mutate, RESOURCES } from "../support/catalogue";
import { clearEmulators } from "../support/emulators";
import { gql } from "../support/graphql";
import { createAdmin, createCustomer, db } from "../support/identities";

const png = (width: number, height: number, color = "#2a9d8f") =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

function upload(file: { bytes: Buffer; name: string; type: string }, options: { token?: string; folder?: string } = {}) {
  const form = new FormData();
  if (options.folder !== undefined) form.append("folder", options.folder);
  form.append("file", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return fetch(`${FUNCTION_BASE}/storage/files`, {
    method: "POST",
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    body: form,
  });
}
const metadata = (path: string, token: string) => fetch(`${FUNCTION_BASE}/storage/files/${path}`, { headers: { authorization: `Bearer ${token}` } });
const remove = (path: string, token: string) =>
  fetch(`${FUNCTION_BASE}/storage/files/${path}`, { method: "DELETE", headers: { authorization: `Bearer ${token}` } });
const absolute = (url: string) => (url.startsWith("/") ? `${FUNCTION_BASE}${url}` : url);

/** The local disk keeps its files between runs: each run uploads into folders of its own. */
const RUN = Date.now().toString(36);
const FOLDER = `media/affiches/ete-${RUN}`;

const FILE_FIELDS =
  "id fullPath name folder size contentType alt width height version thumbnailUrl customMetadata { key value } uploadedBy { email } usages { kind id name }";

describe("médiathèque : POST/GET/DELETE /storage/files et l'index GraphQL", () => {
  let admin: { uid: string; token: string };

  beforeAll(async () => {
    await clearEmulators();
    admin = await createAdmin();
  });

  it("enregistre un vrai PNG (multipart) et répond les métadonnées de la spécification, avec sa miniature", async () => {
    const bytes = await png(640, 480);
    const res = await upload({ bytes, name: "Été à Paris.PNG", type: "image/png" }, { token: admin.token, folder: `Affiches/Été ${RUN}` });
    expect(res.status).toBe(201);
    const body = (await res.json()) as Record<string, any>;
    expect(body).toEqual({
      id: expect.any(String),
      bucket: "local",
      fullPath: `${FOLDER}/ete-a-paris.png`,
      name: "ete-a-paris.png",
      size: bytes.length,
      contentType: "image/png",
      timeCreated: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updated: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      customMetadata: {},
      thumbnailUrl: expect.stringContaining(`thumbnails/${FOLDER}/ete-a-paris.png.webp`),
      url: expect.stringContaining(`${FOLDER}/ete-a-paris.png`),
    });
    const stored = await fetch(absolute(body.url));
    expect(stored.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await stored.arrayBuffer()).equals(bytes)).toBe(true);
    const thumbnail = await sharp(Buffer.from(await (await fetch(absolute(body.thumbnailUrl))).arrayBuffer())).metadata();
    expect(thumbnail).toMatchObject({ format: "webp", width: 320, height: 240 });

    // Same name again: « -2 ».
    const again = await upload({ bytes, name: "ete-a-paris.png", type: "image/png" }, { token: admin.token, folder: FOLDER });
    expect(((await again.json()) as { fullPath: string }).fullPath).toBe(`${FOLDER}/ete-a-paris-2.png`);

    const meta = await metadata(body.fullPath, admin.token);
    expect(meta.status).toBe(200);
    expect(await meta.json()).toMatchObject({ fullPath: body.fullPath, size: bytes.length, contentType: "image/png" });
    const missing = await metadata("media/rien.png", admin.token);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ code: "storage/object-not-found", message: "Fichier introuvable." });

    expect(await auditEntries("media.upload")).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          actorUid: admin.uid,
          targetId: body.fullPath,
          after: { fullPath: body.fullPath, contentType: "image/png", size: bytes.length },
        }),
      ]),
    );

    // The GraphQL index: the folder, a search by a word of the name, the sort by size.
    const page = await gql(`{ mediaFiles(first: 10, filter: { folder: "${FOLDER}" }, orderBy: NAME_ASC) { totalCount edges { node { ${FILE_FIELDS} } } } }`, {
      token: admin.token,
    });
    expect(page.data?.mediaFiles.totalCount).toBe(2);
    expect(page.data?.mediaFiles.edges[0].node).toMatchObject({
      name: "ete-a-paris-2.png",
      width: 640,
      height: 480,
      version: 1,
      uploadedBy: { email: "camille@atelier.test" },
      usages: [],
    });
    const searched = await gql(`{ mediaFiles(filter: { search: "PARIS", folder: "${FOLDER}" }) { totalCount edges { node { fullPath } } } }`, {
      token: admin.token,
    });
    expect(searched.data?.mediaFiles.totalCount).toBe(2);
    const folders = await gql("{ mediaFolders { path fileCount } }", { token: admin.token });
    expect(folders.data?.mediaFolders).toEqual([{ path: FOLDER, fileCount: 2 }]);
  });

  it("refuse sans jeton (401), un non-administrateur (403), un type usurpé ou un SVG (415), plus de 20 Mo (413), un nom dangereux (400)", async () => {
    const bytes = await png(8, 8);
    const anonymous = await upload({ bytes, name: "a.png", type: "image/png" });
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { code: string }).code).toBe("storage/unauthenticated");
    const customer = await createCustomer();
    const forbidden = await upload({ bytes, name: "a.png", type: "image/png" }, { token: customer.token });
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ code: "storage/unauthorized", message: "Accès refusé - Droits administrateur requis" });

    for (const [body, name, type] of [
      [SVG, "logo.svg", "image/svg+xml"],
      [SVG, "photo.png", "image/png"],
      [Buffer.from("<html>bonjour</html>"), "page.png", "image/png"],
    ] as const) {
      const res = await upload({ bytes: body, name, type }, { token: admin.token });
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({
        code: "storage/unsupported-type",
        message: "Format non pris en charge\u00a0: choisissez une image PNG, JPEG, WebP, GIF ou AVIF.",
      });
    }
    const big = Buffer.concat([bytes, Buffer.alloc(MAX_MEDIA_BYTES)]);
    const tooLarge = await upload({ bytes: big, name: "grand.png", type: "image/png" }, { token: admin.token });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ code: "storage/file-too-large", message: "Fichier trop volumineux\u00a0: 20\u00a0Mo au plus." });

    for (const name of ["../../etc/passwd.png", "images/photo.png", "..png", "%%%.png"]) {
      const res = await upload({ bytes, name, type: "image/png" }, { token: admin.token });
      expect({ name, status: res.status, code: ((await res.json()) as { code: string }).code }).toEqual({ name, status: 400, code: "storage/invalid-name" });
    }
    const badFolder = await upload({ bytes, name: "a.png", type: "image/png" }, { token: admin.token, folder: "../creations" });
    expect(badFolder.status).toBe(400);
    expect((await db().collection("mediaFiles").where("name", "==", "a.png").get()).size).toBe(0);
  });

  it("un fichier utilisé (style, produit, article) ne se supprime pas ; libre, il disparaît avec sa miniature", async () => {
    const res = await upload(
      { bytes: await png(100, 100, "#e76f51"), name: "apercu-style.png", type: "image/png" },
      { token: admin.token, folder: `catalogue-${RUN}` },
    );
    const file = (await res.json()) as { fullPath: string; url: string; thumbnailUrl: string };
    expect(file.fullPath).toBe(`media/catalogue-${RUN}/apercu-style.png`);

    // Issue 10's catalogue images: a library path is a valid preview; any other stored file is not.
    const style = RESOURCES[0]!;
    const created = await mutate(admin.token, style, "createTextToImageStyle", { ...style.input("Avec aperçu"), previewPath: file.fullPath });
    expect(created.data?.createTextToImageStyle.textToImageStyle).toMatchObject({
      previewPath: file.fullPath,
      previewUrl: expect.stringContaining(file.fullPath),
    });
    const forged = await mutate(admin.token, style, "createTextToImageStyle", { ...style.input("Aperçu forgé"), previewPath: "creations/autre.png" });
    expect(forged.data?.createTextToImageStyle.userErrors.map((e: { code: string }) => e.code)).toEqual(["INVALID_IMAGE"]);
    await db().collection("blogPosts").doc("post-1").set({ title: "Les coulisses", coverImagePath: file.fullPath });

    const details = await gql(`query Q($path: String!) { mediaFile(path: $path) { usages { kind name } } }`, {
      token: admin.token,
      variables: { path: file.fullPath },
    });
    expect(details.data?.mediaFile.usages).toEqual(
      expect.arrayContaining([
        { kind: "TEXT_TO_IMAGE_STYLE", name: "Avec aperçu" },
        { kind: "BLOG_POST", name: "Les coulisses" },
      ]),
    );

    const refused = await remove(file.fullPath, admin.token);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ code: "media/in-use", message: "Ce fichier est utilisé par 2 éléments\u00a0: il ne peut pas être supprimé." });
    const refusedGql = await gql(`mutation M($input: DeleteMediaFileInput!) { deleteMediaFile(input: $input) { deletedPath userErrors { code message } } }`, {
      token: admin.token,
      variables: { input: { path: file.fullPath } },
    });
    expect(refusedGql.data?.deleteMediaFile).toEqual({
      deletedPath: null,
      userErrors: [{ code: "IN_USE", message: "Ce fichier est utilisé par 2 éléments\u00a0: il ne peut pas être supprimé." }],
    });
    expect((await fetch(absolute(file.url))).status).toBe(200);

    const free = (await (await upload({ bytes: await png(20, 20), name: "libre.png", type: "image/png" }, { token: admin.token })).json()) as {
      fullPath: string;
      url: string;
      thumbnailUrl: string;
    };
    expect((await remove(free.fullPath, admin.token)).status).toBe(204);
    expect((await fetch(absolute(free.url))).status).toBe(404);
    expect((await fetch(absolute(free.thumbnailUrl))).status).toBe(404);
    expect((await metadata(free.fullPath, admin.token)).status).toBe(404);
    expect((await remove(free.fullPath, admin.token)).status).toBe(404);
    expect(await auditEntries("media.delete")).toEqual([expect.objectContaining({ targetId: free.fullPath })]);
  });

  it("modifie le texte alternatif et les métadonnées ; une version dépassée est refusée", async () => {
    const file = (await (await upload({ bytes: await png(30, 30), name: "alt.png", type: "image/png" }, { token: admin.token })).json()) as {
      fullPath: string;
    };
    const update = (version: number, alt: string, customMetadata: Array<{ key: string; value: string }> = []) =>
      gql(`mutation M($input: UpdateMediaFileInput!) { updateMediaFile(input: $input) { mediaFile { ${FILE_FIELDS} } userErrors { field code message } } }`, {
        token: admin.token,
        variables: { input: { path: file.fullPath, version, alt, customMetadata } },
      });
    const saved = await update(1, "  Un carré vert  ", [{ key: "credit", value: "Atelier" }]);
    expect(saved.data?.updateMediaFile).toMatchObject({
      mediaFile: { alt: "Un carré vert", version: 2, customMetadata: [{ key: "credit", value: "Atelier" }] },
      userErrors: [],
    });
    const stale = await update(1, "Autre texte");
    expect(stale.data?.updateMediaFile).toEqual({
      mediaFile: null,
      userErrors: [{ field: ["input", "version"], code: "STALE_VERSION", message: "Modifié entre-temps par Camille Martin — rechargez" }],
    });
    const invalid = await update(2, "x", [{ key: "clé invalide", value: "v" }]);
    expect(invalid.data?.updateMediaFile.userErrors.map((e: { code: string }) => e.code)).toEqual(["INVALID"]);
    const meta = (await (await metadata(file.fullPath, admin.token)).json()) as { customMetadata: Record<string, string> };
    expect(meta.customMetadata).toEqual({ credit: "Atelier" });
  });
});

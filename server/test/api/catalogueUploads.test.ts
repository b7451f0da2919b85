import { FUNCTION_BASE } from "../../../scripts/lib/stack.cjs";
import { MAX_IMAGE_BYTES } from "../../src/rules/catalogue/imageUpload";
import { auditEntries, mutate, RESOURCES } from "../support/catalogue";
import { clearEmulators } from "../support/emulators";
import { createAdmin, createCustomer } from "../support/identities";

const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a1e0e1b10000000049454e44ae426082", "hex");
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

const upload = (body: Buffer, contentType: string, token?: string) =>
  fetch(`${FUNCTION_BASE}/uploads/catalogue`, {
    method: "POST",
    headers: { "content-type": contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
  });

describe("POST /uploads/catalogue", () => {
  let admin: { uid: string; token: string };

  beforeAll(async () => {
    await clearEmulators();
    admin = await createAdmin();
  });

  it("enregistre l'image d'un administrateur, lisible par le lien signé, utilisable comme aperçu d'un style", async () => {
    const res = await upload(PNG, "image/png", admin.token);
    expect(res.status).toBe(201);
    const { path, url } = (await res.json()) as { path: string; url: string };
    expect(path).toMatch(/^catalogue\/[0-9a-f-]{36}\.png$/);

    const file = await fetch(url.startsWith("/") ? `${FUNCTION_BASE}${url}` : url);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
    expect(await auditEntries("upload.create")).toEqual([
      expect.objectContaining({ actorUid: admin.uid, targetId: path, after: { path, contentType: "image/png", size: PNG.length } }),
    ]);

    const style = RESOURCES[0]!;
    const created = await mutate(admin.token, style, "createTextToImageStyle", { ...style.input("Avec aperçu"), previewPath: path });
    expect(created.data?.createTextToImageStyle.textToImageStyle).toMatchObject({ previewPath: path, previewUrl: expect.stringContaining(path) });
    const forged = await mutate(admin.token, style, "createTextToImageStyle", { ...style.input("Aperçu forgé"), previewPath: "creations/autre.png" });
    expect(forged.data?.createTextToImageStyle.userErrors.map((e: { code: string }) => e.code)).toEqual(["INVALID_IMAGE"]);
  });

  it("refuse sans jeton (401) et un non-administrateur (403)", async () => {
    expect((await upload(PNG, "image/png")).status).toBe(401);
    const customer = await createCustomer();
    const res = await upload(PNG, "image/png", customer.token);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: "Accès refusé - Droits administrateur requis" });
  });

  it("refuse un SVG ou un contenu qui ment sur son type (415), et plus de 2 Mo (413), en français", async () => {
    for (const [body, type] of [[SVG, "image/svg+xml"], [SVG, "image/png"]] as const) {
      const res = await upload(body, type, admin.token);
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({ message: "Format d'image non pris en charge\u00a0: choisissez un fichier PNG, JPEG ou WebP." });
    }
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_IMAGE_BYTES)]);
    const res = await upload(big, "image/png", admin.token);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: "Image trop volumineuse\u00a0: 2\u00a0Mo au plus." });
    expect(await auditEntries("upload.create")).toHaveLength(1);
  });
});

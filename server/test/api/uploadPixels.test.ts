/**
 * The upload's pixel ceiling (docs/media.md, issue 24 point 10): an image over 40 megapixels is
 * refused in French from its header, before sharp decodes it; one under it is stored.
 */
import sharp from "sharp";
import { MAX_IMAGE_PIXELS } from "@atelier/domain/media/mediaFile";
import { clearEmulators } from "../support/emulators";
import { createAdmin, db } from "../support/identities";
import { png, uploadMedia } from "../support/media";

const FOLDER = `media/limites-${Date.now().toString(36)}`;
let token: string;

beforeAll(async () => {
  await clearEmulators();
  ({ token } = await createAdmin("pixels@atelier.test"));
}, 120_000);

describe("plafond de pixels d'un envoi", () => {
  it("refuse une image de plus de 40 mégapixels (quelques Ko de PNG) avec un message en français, sans rien enregistrer", async () => {
    // 7 000 × 6 000 = 42 Mpx of one colour: a small file that would take seconds to thumbnail.
    const bytes = await sharp({ create: { width: 7000, height: 6000, channels: 3, background: "#ffffff" } })
      .png({ compressionLevel: 9, palette: true })
      .toBuffer();
    expect(7000 * 6000).toBeGreaterThan(MAX_IMAGE_PIXELS);
    expect(bytes.length).toBeLessThan(200_000);
    const res = await uploadMedia({ bytes, name: "immense.png" }, { token, folder: FOLDER });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      code: "media/image-too-large",
      message:
        "Image trop grande\u00a0: 7\u00a0000\u00a0×\u00a06\u00a0000 pixels (42\u00a0mégapixels)\u00a0; 40\u00a0mégapixels au plus. Réduisez-la avant de l’envoyer.",
    });
    expect((await db().collection("mediaFiles").where("folder", "==", FOLDER).get()).size).toBe(0);
  }, 120_000);

  it("accepte une image sous le plafond", async () => {
    const res = await uploadMedia({ bytes: await png(1200, 800), name: "affiche.png" }, { token, folder: FOLDER });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ fullPath: `${FOLDER}/affiche.png`, contentType: "image/png" });
  }, 120_000);
});

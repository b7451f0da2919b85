/**
 * Signed /files links are bound to the file's generation (docs/media.md, issue 24 point 4): the
 * link of a deleted file stays dead when another upload takes its name, and the new upload gets
 * a link of its own that serves the new bytes.
 */
import { clearEmulators } from "../support/emulators";
import { createAdmin } from "../support/identities";
import { absoluteLink, deleteMedia, png, uploadMedia } from "../support/media";

const FOLDER = `media/liens-${Date.now().toString(36)}`;
let token: string;

beforeAll(async () => {
  await clearEmulators();
  ({ token } = await createAdmin("liens@atelier.test"));
}, 120_000);

const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe("liens signés /files liés à la génération du fichier", () => {
  it("supprimé puis remplacé par un envoi du même nom, l'ancien lien ne sert rien (404), le nouveau sert le nouveau fichier", async () => {
    const before = await png(64, 64, "#e76f51");
    const first = await uploadMedia({ bytes: before, name: "affiche.png" }, { token, folder: FOLDER });
    expect(first.status).toBe(201);
    const { url: oldUrl, thumbnailUrl: oldThumbnail, fullPath } = (await first.json()) as { url: string; thumbnailUrl: string; fullPath: string };
    expect(fullPath).toBe(`${FOLDER}/affiche.png`);
    expect((await bytesOf(await fetch(absoluteLink(oldUrl)))).equals(before)).toBe(true);
    expect(new URL(absoluteLink(oldUrl)).searchParams.get("expires")).toMatch(/^\d+$/);
    const lifetime = Number(new URL(absoluteLink(oldUrl)).searchParams.get("expires")) - Date.now();
    expect(lifetime).toBeLessThanOrEqual(60 * 60 * 1000);

    expect((await deleteMedia(fullPath, token)).status).toBe(204);
    expect((await fetch(absoluteLink(oldUrl))).status).toBe(404);

    const after = await png(64, 64, "#264653");
    const second = await uploadMedia({ bytes: after, name: "affiche.png" }, { token, folder: FOLDER });
    expect(second.status).toBe(201);
    const { url: newUrl, fullPath: samePath } = (await second.json()) as { url: string; fullPath: string };
    expect(samePath).toBe(fullPath);

    for (const link of [oldUrl, oldThumbnail]) {
      const res = await fetch(absoluteLink(link));
      expect(res.status).toBe(404);
      expect(await res.text()).toBe("Fichier introuvable");
    }
    expect(newUrl).not.toBe(oldUrl);
    const fresh = await fetch(absoluteLink(newUrl));
    expect(fresh.status).toBe(200);
    expect((await bytesOf(fresh)).equals(after)).toBe(true);
  }, 120_000);
});

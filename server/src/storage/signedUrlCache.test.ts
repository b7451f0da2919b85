import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LocalDiskStorage } from "./localDiskStorage";
import {
  CACHED_SIGNED_URL_LIFETIME_MS,
  SIGNED_URL_CACHE_CLEANUP_INTERVAL_MS,
  SIGNED_URL_CACHE_TTL_MS,
  SignedUrlCache,
} from "./signedUrlCache";

const HOUR = 60 * 60 * 1000;
let dir: string;
let clock: number;
let storage: LocalDiskStorage;
let cache: SignedUrlCache;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "atelier-url-cache-"));
  clock = Date.parse("2026-11-22T10:00:00.000Z");
  storage = new LocalDiskStorage({ rootDir: join(dir, "storage"), signingSecret: "secret-de-test", now: () => clock });
  cache = new SignedUrlCache(storage, () => clock);
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

const signatureParts = (link: string) => {
  const url = new URL(link, "http://localhost");
  return { expires: url.searchParams.get("expires") ?? "", signature: url.searchParams.get("signature") ?? "" };
};

describe("cache des URL signées des images (24 h, nettoyé toutes les heures)", () => {
  it("les constantes sont celles de la spécification, et un lien vit plus longtemps que son entrée en cache", () => {
    expect(SIGNED_URL_CACHE_TTL_MS).toBe(24 * HOUR);
    expect(SIGNED_URL_CACHE_CLEANUP_INTERVAL_MS).toBe(HOUR);
    expect(CACHED_SIGNED_URL_LIFETIME_MS).toBeGreaterThan(SIGNED_URL_CACHE_TTL_MS);
  });

  it("le même chemin dans les 24 h donne l'URL en cache, sans signer à nouveau", async () => {
    const sign = jest.spyOn(storage, "signedReadUrl");
    const first = await cache.signedReadUrl("creations/a.svg");
    clock += 24 * HOUR - 1;
    expect(await cache.signedReadUrl("creations/a.svg")).toBe(first);
    expect(sign).toHaveBeenCalledTimes(1);
    expect(Number(signatureParts(first).expires)).toBe(Date.parse("2026-11-22T10:00:00.000Z") + CACHED_SIGNED_URL_LIFETIME_MS);
  });

  it("le lien servi en fin de vie du cache est encore accepté par le stockage local", async () => {
    const link = await cache.signedReadUrl("creations/a.svg");
    clock += 24 * HOUR - 1;
    const { expires, signature } = signatureParts(await cache.signedReadUrl("creations/a.svg"));
    expect(storage.verifySignedPath("creations/a.svg", expires, signature)).toBe(true);
    expect(link).toContain(signature);
  });

  it("après 24 h, une nouvelle URL est signée", async () => {
    const first = await cache.signedReadUrl("creations/a.svg");
    clock += 24 * HOUR;
    const second = await cache.signedReadUrl("creations/a.svg");
    expect(second).not.toBe(first);
    expect(Number(signatureParts(second).expires)).toBe(clock + CACHED_SIGNED_URL_LIFETIME_MS);
  });

  it("chaque chemin a sa propre URL", async () => {
    expect(await cache.signedReadUrl("creations/a.svg")).not.toBe(await cache.signedReadUrl("creations/b.svg"));
  });

  it("le nettoyage horaire retire les entrées expirées, pas les autres", async () => {
    await cache.signedReadUrl("creations/old.svg");
    clock += 23 * HOUR;
    await cache.signedReadUrl("creations/recent.svg");
    expect(cache.size).toBe(2);
    clock += HOUR; // "old" is 24 h old; more than an hour since the last cleanup
    await cache.signedReadUrl("creations/recent.svg");
    expect(cache.size).toBe(1);
  });

  it("ne nettoie pas plus d'une fois par heure", async () => {
    await cache.signedReadUrl("creations/a.svg");
    clock += 23.5 * HOUR;
    await cache.signedReadUrl("creations/b.svg"); // sweeps: nothing expired yet
    clock += 0.5 * HOUR; // "a" is now 24 h old, but the last sweep was half an hour ago
    await cache.signedReadUrl("creations/c.svg");
    expect(cache.size).toBe(3);
    clock += 0.5 * HOUR;
    await cache.signedReadUrl("creations/c.svg");
    expect(cache.size).toBe(2);
  });

  it("signe une seule fois pour des demandes simultanées, et oublie un échec", async () => {
    const sign = jest.spyOn(storage, "signedReadUrl");
    const [a, b] = await Promise.all([cache.signedReadUrl("creations/a.svg"), cache.signedReadUrl("creations/a.svg")]);
    expect(a).toBe(b);
    expect(sign).toHaveBeenCalledTimes(1);
    sign.mockRejectedValueOnce(new Error("stockage indisponible"));
    await expect(cache.signedReadUrl("creations/z.svg")).rejects.toThrow("stockage indisponible");
    await expect(cache.signedReadUrl("creations/z.svg")).resolves.toContain("/files/creations/z.svg");
  });
});

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LocalDiskStorage } from "./localDiskStorage";
import { CACHED_SIGNED_URL_LIFETIME_MS, SIGNED_URL_CACHE_CLEANUP_INTERVAL_MS, SIGNED_URL_CACHE_TTL_MS, SignedUrlCache } from "./signedUrlCache";
import { DEFAULT_SIGNED_URL_LIFETIME_MS, type FileStorage } from "./types";

const MINUTE = 60 * 1000;
let dir: string;
let clock: number;
let storage: LocalDiskStorage;
let cache: SignedUrlCache;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "atelier-url-cache-"));
  clock = Date.parse("2026-11-22T10:00:00.000Z");
  storage = new LocalDiskStorage({ rootDir: join(dir, "storage"), signingSecret: "secret-de-test", now: () => clock });
  cache = new SignedUrlCache(storage, () => clock);
  for (const name of ["a", "b", "c", "old", "recent"]) await storage.put(`creations/${name}.svg`, Buffer.from(name));
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

const linkParts = (link: string) => {
  const url = new URL(link, "http://localhost");
  const get = (name: string) => url.searchParams.get(name) ?? "";
  return { generation: get("generation"), expires: get("expires"), signature: get("signature") };
};

describe("cache des URL signées des images (30 min, liens d'une heure liés à la génération du fichier)", () => {
  it("un lien vit une heure, son entrée en cache la moitié : servi en fin de cache, il a encore 30 min", () => {
    expect(CACHED_SIGNED_URL_LIFETIME_MS).toBe(DEFAULT_SIGNED_URL_LIFETIME_MS);
    expect(CACHED_SIGNED_URL_LIFETIME_MS).toBe(60 * MINUTE);
    expect(SIGNED_URL_CACHE_TTL_MS).toBe(30 * MINUTE);
    expect(SIGNED_URL_CACHE_CLEANUP_INTERVAL_MS).toBe(10 * MINUTE);
    expect(CACHED_SIGNED_URL_LIFETIME_MS - SIGNED_URL_CACHE_TTL_MS).toBeGreaterThanOrEqual(30 * MINUTE);
  });

  it("le même fichier dans les 30 min donne l'URL en cache, sans signer à nouveau", async () => {
    const sign = jest.spyOn(storage, "signedReadUrl");
    const first = await cache.signedReadUrl("creations/a.svg");
    clock += SIGNED_URL_CACHE_TTL_MS - 1;
    expect(await cache.signedReadUrl("creations/a.svg")).toBe(first);
    expect(sign).toHaveBeenCalledTimes(1);
    expect(Number(linkParts(first).expires)).toBe(Date.parse("2026-11-22T10:00:00.000Z") + CACHED_SIGNED_URL_LIFETIME_MS);
  });

  it("le lien servi en fin de vie du cache est encore accepté par le stockage local", async () => {
    await cache.signedReadUrl("creations/a.svg");
    clock += SIGNED_URL_CACHE_TTL_MS - 1;
    const { generation, expires, signature } = linkParts(await cache.signedReadUrl("creations/a.svg"));
    expect(storage.verifySignedPath("creations/a.svg", generation, expires, signature)).toBe(true);
  });

  it("après 30 min, une nouvelle URL est signée", async () => {
    const first = await cache.signedReadUrl("creations/a.svg");
    clock += SIGNED_URL_CACHE_TTL_MS;
    const second = await cache.signedReadUrl("creations/a.svg");
    expect(second).not.toBe(first);
    expect(Number(linkParts(second).expires)).toBe(clock + CACHED_SIGNED_URL_LIFETIME_MS);
  });

  it("un fichier remplacé (nouvelle génération) a aussitôt un nouveau lien, lié à sa génération", async () => {
    const first = await cache.signedReadUrl("creations/a.svg");
    const replaced = await storage.put("creations/a.svg", Buffer.from("autre"));
    const second = await cache.signedReadUrl("creations/a.svg");
    expect(second).not.toBe(first);
    expect(linkParts(second).generation).toBe(replaced.generation);
    expect(linkParts(first).generation).not.toBe(replaced.generation);
  });

  it("sans génération bon marché (Cloud Storage), l'entrée est par chemin et forget la retire", async () => {
    const signed: string[] = [];
    const remote = {
      signedReadUrl: async (path: string) => {
        signed.push(path);
        return `https://storage.example/${path}?n=${signed.length}`;
      },
    } as unknown as FileStorage;
    const remoteCache = new SignedUrlCache(remote, () => clock);
    const first = await remoteCache.signedReadUrl("media/x.png");
    expect(await remoteCache.signedReadUrl("media/x.png")).toBe(first);
    remoteCache.forget("media/x.png");
    expect(await remoteCache.signedReadUrl("media/x.png")).not.toBe(first);
    expect(signed).toEqual(["media/x.png", "media/x.png"]);
  });

  it("chaque chemin a sa propre URL", async () => {
    expect(await cache.signedReadUrl("creations/a.svg")).not.toBe(await cache.signedReadUrl("creations/b.svg"));
  });

  it("le nettoyage retire les entrées expirées, pas les autres, au plus une fois par intervalle", async () => {
    await cache.signedReadUrl("creations/old.svg");
    clock += SIGNED_URL_CACHE_TTL_MS - SIGNED_URL_CACHE_CLEANUP_INTERVAL_MS;
    await cache.signedReadUrl("creations/recent.svg"); // sweeps: nothing expired yet
    expect(cache.size).toBe(2);
    clock += SIGNED_URL_CACHE_CLEANUP_INTERVAL_MS / 2; // "old" is expired, but the last sweep was 5 min ago
    await cache.signedReadUrl("creations/recent.svg");
    expect(cache.size).toBe(2);
    clock += SIGNED_URL_CACHE_CLEANUP_INTERVAL_MS / 2;
    await cache.signedReadUrl("creations/recent.svg");
    expect(cache.size).toBe(1);
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

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { CloudStorage } from "../../src/storage/cloudStorage";
import { LocalDiskStorage } from "../../src/storage/localDiskStorage";
import { InvalidStoragePathError, type FileStorage } from "../../src/storage/types";

/**
 * One contract, every implementation that is reachable: the local disk always, Cloud Storage
 * when a Storage emulator is configured (STORAGE_EMULATOR_HOST).
 */
interface Target {
  name: string;
  create(): FileStorage;
  cleanup(): void;
}

const tempDirs: string[] = [];
const targets: Target[] = [
  {
    name: "stockage sur disque local",
    create() {
      const dir = mkdtempSync(join(tmpdir(), "atelier-storage-contract-"));
      tempDirs.push(dir);
      return new LocalDiskStorage({ rootDir: join(dir, "storage"), signingSecret: "secret-de-test-contrat" });
    },
    cleanup() {
      for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
    },
  },
];
if (process.env.STORAGE_EMULATOR_HOST) {
  targets.push({
    name: "Cloud Storage (émulateur)",
    create: () => new CloudStorage({ bucketName: process.env.STORAGE_BUCKET || "demo-atelier.appspot.com" }),
    cleanup: () => undefined,
  });
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

describe.each(targets)("Stockage de fichiers — $name", (target) => {
  let storage: FileStorage;
  // A unique folder per run, so a shared bucket does not mix runs.
  const root = `contract-${process.pid}-${Date.now()}`;

  beforeAll(() => {
    storage = target.create();
  });

  afterAll(async () => {
    for (const file of await storage.list(`${root}/`)) await storage.delete(file.fullPath);
    target.cleanup();
  });

  it("stores a file and returns its metadata in the spec's shape", async () => {
    const bytes = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><circle r="4"/></svg>');
    const meta = await storage.put(`${root}/creations/abc.svg`, bytes, {
      contentType: "image/svg+xml",
      customMetadata: { creationId: "abc", style: "aquarelle" },
    });
    expect(meta.fullPath).toBe(`${root}/creations/abc.svg`);
    expect(meta.name).toBe("abc.svg");
    expect(meta.size).toBe(bytes.length);
    expect(meta.contentType).toBe("image/svg+xml");
    expect(meta.customMetadata).toEqual({ creationId: "abc", style: "aquarelle" });
    expect(typeof meta.bucket).toBe("string");
    expect(meta.bucket.length).toBeGreaterThan(0);
    expect(Number.isNaN(Date.parse(meta.timeCreated))).toBe(false);
    expect(Number.isNaN(Date.parse(meta.updated))).toBe(false);
  });

  it("stat gives back the same metadata as put", async () => {
    const put = await storage.put(`${root}/stat/one.txt`, Buffer.from("bonjour"), {
      contentType: "text/plain",
      customMetadata: { auteur: "Élodie" },
    });
    const stat = await storage.stat(`${root}/stat/one.txt`);
    expect(stat).toEqual(put);
  });

  it("getStream returns exactly the bytes that were stored", async () => {
    const bytes = Buffer.alloc(200_000);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 31 + 7) % 256;
    await storage.put(`${root}/bin/data.bin`, bytes);
    const back = await readAll(await storage.getStream(`${root}/bin/data.bin`));
    expect(back.equals(bytes)).toBe(true);
  });

  it("accepts a readable stream as the file content", async () => {
    const text = "Gaëlle, Jérôme et Françoise — « créations » 🎨";
    const meta = await storage.put(`${root}/stream/texte.txt`, Readable.from([Buffer.from(text, "utf8")]), {
      contentType: "text/plain; charset=utf-8",
    });
    expect(meta.size).toBe(Buffer.byteLength(text, "utf8"));
    const back = await readAll(await storage.getStream(`${root}/stream/texte.txt`));
    expect(back.toString("utf8")).toBe(text);
  });

  it("guesses the content type from the extension when none is given", async () => {
    const meta = await storage.put(`${root}/guess/image.svg`, Buffer.from("<svg/>"));
    expect(meta.contentType).toBe("image/svg+xml");
  });

  it("overwrites a file stored again at the same path", async () => {
    await storage.put(`${root}/over/x.txt`, Buffer.from("première"), { customMetadata: { v: "1" } });
    await storage.put(`${root}/over/x.txt`, Buffer.from("seconde version"), { customMetadata: { v: "2" } });
    const stat = await storage.stat(`${root}/over/x.txt`);
    expect(stat?.size).toBe(Buffer.byteLength("seconde version"));
    expect(stat?.customMetadata).toEqual({ v: "2" });
    const back = await readAll(await storage.getStream(`${root}/over/x.txt`));
    expect(back.toString()).toBe("seconde version");
  });

  it("gives each put a new generation, which stat reports (signed links are bound to it)", async () => {
    const first = await storage.put(`${root}/gen/x.txt`, Buffer.from("un"));
    const second = await storage.put(`${root}/gen/x.txt`, Buffer.from("deux"));
    expect(first.generation).toEqual(expect.any(String));
    expect(first.generation.length).toBeGreaterThan(0);
    expect(second.generation).not.toBe(first.generation);
    expect((await storage.stat(`${root}/gen/x.txt`))?.generation).toBe(second.generation);
  });

  it("lists only the files under a prefix, sorted by path, without metadata sidecars", async () => {
    await storage.put(`${root}/list/creations/b.svg`, Buffer.from("<svg/>"));
    await storage.put(`${root}/list/creations/a.svg`, Buffer.from("<svg/>"));
    await storage.put(`${root}/list/creations/sub/c.svg`, Buffer.from("<svg/>"));
    await storage.put(`${root}/list/styles/s.svg`, Buffer.from("<svg/>"));
    const creations = await storage.list(`${root}/list/creations/`);
    expect(creations.map((f) => f.fullPath)).toEqual([`${root}/list/creations/a.svg`, `${root}/list/creations/b.svg`, `${root}/list/creations/sub/c.svg`]);
    const all = await storage.list(`${root}/list/`);
    expect(all).toHaveLength(4);
    expect(all.every((f) => !f.fullPath.includes(".meta") && !f.fullPath.endsWith(".json"))).toBe(true);
    const partial = await storage.list(`${root}/list/sty`);
    expect(partial.map((f) => f.fullPath)).toEqual([`${root}/list/styles/s.svg`]);
  });

  it("lists nothing for a prefix that matches no file", async () => {
    expect(await storage.list(`${root}/nothing-here/`)).toEqual([]);
  });

  it("delete removes the file: stat then gives null and getStream fails", async () => {
    await storage.put(`${root}/del/gone.txt`, Buffer.from("à supprimer"));
    expect(await storage.stat(`${root}/del/gone.txt`)).not.toBeNull();
    await storage.delete(`${root}/del/gone.txt`);
    expect(await storage.stat(`${root}/del/gone.txt`)).toBeNull();
    await expect(storage.getStream(`${root}/del/gone.txt`)).rejects.toMatchObject({ code: "storage/object-not-found" });
    expect((await storage.list(`${root}/del/`)).map((f) => f.fullPath)).toEqual([]);
  });

  it("deleting a missing file is not an error", async () => {
    await expect(storage.delete(`${root}/del/never-existed.txt`)).resolves.toBeUndefined();
  });

  it("stat of a missing file is null", async () => {
    expect(await storage.stat(`${root}/missing/none.svg`)).toBeNull();
  });

  it.each([
    ["a parent segment", "creations/../secret.txt"],
    ["a leading parent segment", "../outside.txt"],
    ["an absolute path", "/etc/passwd"],
    ["an empty segment", "creations//x.svg"],
    ["a trailing slash", "creations/"],
    ["a current-folder segment", "creations/./x.svg"],
    ["an empty path", ""],
  ])("refuses a path with %s", async (_what, badPath) => {
    await expect(storage.put(badPath, Buffer.from("x"))).rejects.toBeInstanceOf(InvalidStoragePathError);
    await expect(storage.stat(badPath)).rejects.toBeInstanceOf(InvalidStoragePathError);
    await expect(storage.getStream(badPath)).rejects.toBeInstanceOf(InvalidStoragePathError);
    await expect(storage.delete(badPath)).rejects.toBeInstanceOf(InvalidStoragePathError);
    await expect(storage.signedReadUrl(badPath)).rejects.toBeInstanceOf(InvalidStoragePathError);
  });

  it("refuses a list prefix that climbs out of the bucket", async () => {
    await expect(storage.list("../")).rejects.toBeInstanceOf(InvalidStoragePathError);
  });

  it("signedReadUrl returns a link to an existing file", async () => {
    await storage.put(`${root}/signed/é t.svg`, Buffer.from("<svg/>"), { contentType: "image/svg+xml" });
    const url = await storage.signedReadUrl(`${root}/signed/é t.svg`, { expiresInMs: 60_000 });
    expect(typeof url).toBe("string");
    expect(url).toContain(encodeURIComponent("é t.svg"));
    expect(url).toMatch(/[?&](expires|X-Goog-Expires)=/);
  });
});

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CloudStorage, LocalDiskStorage, createStorage, toStoragePath } from "../../src/storage";

describe("Choix du stockage (createStorage)", () => {
  it("uses the local disk when no bucket is configured, in STORAGE_LOCAL_DIR", () => {
    const dir = mkdtempSync(join(tmpdir(), "atelier-create-"));
    try {
      const storage = createStorage({ STORAGE_LOCAL_DIR: join(dir, "storage") });
      expect(storage).toBeInstanceOf(LocalDiskStorage);
      expect((storage as LocalDiskStorage).rootDir).toBe(join(dir, "storage"));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("defaults the local data folder to <repo root>/.data/storage", () => {
    const storage = createStorage({}) as LocalDiskStorage;
    expect(storage).toBeInstanceOf(LocalDiskStorage);
    expect(storage.rootDir.endsWith(join(".data", "storage"))).toBe(true);
  });

  it("uses Cloud Storage when STORAGE_BUCKET is set, without initialising anything yet", () => {
    expect(createStorage({ STORAGE_BUCKET: "demo-atelier.appspot.com" })).toBeInstanceOf(CloudStorage);
  });
});

describe("Chemin de stockage d'une image de création (toStoragePath)", () => {
  it("keeps a plain storage path", () => {
    expect(toStoragePath("creations/x.svg")).toBe("creations/x.svg");
  });

  it("extracts the path from a Firebase Storage download URL", () => {
    expect(toStoragePath("https://firebasestorage.googleapis.com/v0/b/demo-atelier.appspot.com/o/creations%2Fabc%20d%C3%A9.svg?alt=media&token=123")).toBe(
      "creations/abc dé.svg",
    );
  });

  it("extracts the path from a storage.googleapis.com URL", () => {
    expect(toStoragePath("https://storage.googleapis.com/demo-atelier.appspot.com/creations/a%20b.svg")).toBe("creations/a b.svg");
  });

  it("extracts the path from a gs:// reference", () => {
    expect(toStoragePath("gs://demo-atelier.appspot.com/styles/aquarelle.svg")).toBe("styles/aquarelle.svg");
  });

  it.each([
    "https://images.example.com/creations/x.png",
    "https://firebasestorage.googleapis.com/v0/b/demo-atelier.appspot.com/o/creations%2F..%2F..%2Fsecret",
    "http://firebasestorage.googleapis.com.evil.test/v0/b/x/o/creations%2Fx.svg",
    "data:image/png;base64,AAAA",
    "../etc/passwd",
    "/creations/x.svg",
    "",
  ])("gives null for %j (used as it is, or refused)", (url) => {
    expect(toStoragePath(url)).toBeNull();
  });
});

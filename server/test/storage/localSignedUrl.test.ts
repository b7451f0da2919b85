import express from "express";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { FILES_CONTENT_SECURITY_POLICY, createFilesRouter } from "../../src/storage/filesHandler";
import { LocalDiskStorage, verifySignedPath } from "../../src/storage/localDiskStorage";

let dir: string;
let storage: LocalDiskStorage;
let clock = Date.parse("2026-11-22T10:00:00.000Z");

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "atelier-signed-"));
  storage = new LocalDiskStorage({ rootDir: join(dir, "storage"), signingSecret: "secret-de-test", now: () => clock });
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** Splits a local signed link into its parts. */
function parts(link: string): { path: string; generation: string; expires: string; signature: string } {
  const url = new URL(link, "http://localhost");
  expect(url.pathname.startsWith("/files/")).toBe(true);
  const path = url.pathname.slice("/files/".length).split("/").map(decodeURIComponent).join("/");
  return {
    path,
    generation: url.searchParams.get("generation") ?? "",
    expires: url.searchParams.get("expires") ?? "",
    signature: url.searchParams.get("signature") ?? "",
  };
}

describe("Liens de lecture signés du stockage local", () => {
  it("is a relative /files/ link whose expiry defaults to one hour", async () => {
    const link = await storage.signedReadUrl("creations/a b/é.svg");
    expect(link.startsWith("/files/creations/a%20b/%C3%A9.svg?generation=absent&expires=")).toBe(true);
    expect(Number(parts(link).expires)).toBe(clock + 60 * 60 * 1000);
  });

  it("a valid signature verifies", async () => {
    const { path, generation, expires, signature } = parts(await storage.signedReadUrl("creations/x.svg", { expiresInMs: 60_000 }));
    expect(path).toBe("creations/x.svg");
    expect(storage.verifySignedPath(path, generation, expires, signature)).toBe(true);
    expect(storage.verifySignedPath(path, generation, Number(expires), signature)).toBe(true);
  });

  it("an expired link is refused", async () => {
    const { path, generation, expires, signature } = parts(await storage.signedReadUrl("creations/x.svg", { expiresInMs: 1_000 }));
    expect(storage.verifySignedPath(path, generation, expires, signature)).toBe(true);
    clock += 1_000;
    try {
      expect(storage.verifySignedPath(path, generation, expires, signature)).toBe(false);
    } finally {
      clock -= 1_000;
    }
  });

  it("a link is bound to the file's generation: another generation is refused, each put makes a new one", async () => {
    const first = await storage.put("media/lien.png", Buffer.from("un"), { contentType: "image/png" });
    const { path, generation, expires, signature } = parts(await storage.signedReadUrl("media/lien.png"));
    expect(generation).toBe(first.generation);
    expect(storage.verifySignedPath(path, generation, expires, signature)).toBe(true);
    const second = await storage.put("media/lien.png", Buffer.from("deux"), { contentType: "image/png" });
    expect(second.generation).not.toBe(first.generation);
    expect(second.generation).toMatch(/^[\w-]{16}$/);
    expect(storage.verifySignedPath(path, second.generation, expires, signature)).toBe(false);
    expect(storage.verifySignedPath(path, "../x", expires, signature)).toBe(false);
  });

  it("a tampered path, expiry or signature is refused", async () => {
    const { path, generation, expires, signature } = parts(await storage.signedReadUrl("creations/x.svg", { expiresInMs: 60_000 }));
    expect(storage.verifySignedPath("creations/y.svg", generation, expires, signature)).toBe(false);
    expect(storage.verifySignedPath(path, generation, String(Number(expires) + 1), signature)).toBe(false);
    const flipped = (signature[0] === "A" ? "B" : "A") + signature.slice(1);
    expect(storage.verifySignedPath(path, generation, expires, flipped)).toBe(false);
    expect(storage.verifySignedPath(path, generation, expires, signature.slice(1))).toBe(false);
    expect(storage.verifySignedPath(path, generation, expires, "")).toBe(false);
    expect(storage.verifySignedPath(path, generation, "abc", signature)).toBe(false);
  });

  it("a link signed with another secret is refused", async () => {
    const other = new LocalDiskStorage({ rootDir: join(dir, "storage"), signingSecret: "un-autre-secret", now: () => clock });
    const { path, generation, expires, signature } = parts(await other.signedReadUrl("creations/x.svg"));
    expect(storage.verifySignedPath(path, generation, expires, signature)).toBe(false);
  });

  it("without a configured secret, creates one next to the data folder and shares it between instances", async () => {
    const env = { STORAGE_LOCAL_DIR: join(dir, "shared", "storage") } as NodeJS.ProcessEnv;
    const first = new LocalDiskStorage({ env });
    const second = new LocalDiskStorage({ env });
    const { path, generation, expires, signature } = parts(await first.signedReadUrl("creations/z.svg"));
    expect(second.verifySignedPath(path, generation, expires, signature)).toBe(true);
    const secret = readFileSync(join(dir, "shared", "signing-secret"), "utf8");
    expect(secret.length).toBeGreaterThanOrEqual(32);
  });

  it("verifySignedPath (module function) uses STORAGE_SIGNING_SECRET", async () => {
    const saved = process.env.STORAGE_SIGNING_SECRET;
    process.env.STORAGE_SIGNING_SECRET = "secret-de-test";
    try {
      const { path, generation, expires, signature } = parts(
        await new LocalDiskStorage({ rootDir: join(dir, "storage"), signingSecret: "secret-de-test" }).signedReadUrl("creations/x.svg"),
      );
      expect(verifySignedPath(path, generation, expires, signature)).toBe(true);
      expect(verifySignedPath(path, generation, expires, signature, Number(expires) + 1)).toBe(false);
      expect(verifySignedPath("creations/other.svg", generation, expires, signature)).toBe(false);
    } finally {
      if (saved === undefined) delete process.env.STORAGE_SIGNING_SECRET;
      else process.env.STORAGE_SIGNING_SECRET = saved;
    }
  });
});

describe("Route /files du stockage local", () => {
  let server: Server;
  let base: string;
  const page = "<!doctype html><script>alert(document.domain)</script>";
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" fill="#e76f51"/></svg>';

  beforeAll(async () => {
    await storage.put("creations/tableau.svg", Buffer.from(svg), { contentType: "image/svg+xml" });
    await storage.put("exports/ventes.csv", Buffer.from("date;total\n2026-11-21;12,50\n"), {
      contentType: "text/csv; charset=utf-8",
    });
    await storage.put("media/page.html", Buffer.from(page), { contentType: "text/html; charset=utf-8" });
    await storage.put("media/photo.png", Buffer.from("png"), { contentType: "image/png" });
    await storage.put("media/notes.bin", Buffer.from("bin"), { contentType: "application/octet-stream" });
    const app = express();
    app.use("/files", createFilesRouter(storage));
    await new Promise<void>((resolve) => {
      server = app.listen(0, "127.0.0.1", () => resolve());
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("serves a valid link with 200, the file's bytes and content type, and safe headers", async () => {
    const res = await fetch(base + (await storage.signedReadUrl("creations/tableau.svg")));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    expect(res.headers.get("cache-control")).toBe("private, max-age=3600");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toBe(FILES_CONTENT_SECURITY_POLICY);
    expect(await res.text()).toBe(svg);
  });

  it("sandboxes every file, whatever its type: no script, nothing loaded from elsewhere", async () => {
    expect(FILES_CONTENT_SECURITY_POLICY.split("; ")).toEqual(expect.arrayContaining(["sandbox", "default-src 'none'", "frame-ancestors 'none'"]));
    expect(FILES_CONTENT_SECURITY_POLICY).not.toMatch(/script-src|allow-scripts|unsafe-eval/);
    for (const [path, type] of [
      ["exports/ventes.csv", "text/csv; charset=utf-8"],
      ["media/page.html", "text/html; charset=utf-8"],
      ["media/photo.png", "image/png"],
      ["media/notes.bin", "application/octet-stream"],
    ]) {
      const res = await fetch(base + (await storage.signedReadUrl(path!)));
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe(type);
      expect(res.headers.get("content-security-policy")).toBe(FILES_CONTENT_SECURITY_POLICY);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });

  it("sandboxes the refusals too (403, 404)", async () => {
    for (const url of [`${base}/files/media/page.html`, base + (await storage.signedReadUrl("media/absent.html"))]) {
      const res = await fetch(url);
      expect([403, 404]).toContain(res.status);
      expect(res.headers.get("content-security-policy")).toBe(FILES_CONTENT_SECURITY_POLICY);
    }
  });

  it("answers 403 'Lien expiré ou invalide' for a tampered signature", async () => {
    const link = await storage.signedReadUrl("creations/tableau.svg");
    const tampered = link.replace(/signature=(.)/, (_m, c: string) => `signature=${c === "A" ? "B" : "A"}`);
    expect(tampered).not.toBe(link);
    const res = await fetch(base + tampered);
    expect(res.status).toBe(403);
    expect(await res.text()).toBe("Lien expiré ou invalide");
  });

  it("answers 403 when the link points at another file than the one signed", async () => {
    const link = await storage.signedReadUrl("creations/tableau.svg");
    const res = await fetch(base + link.replace("creations/tableau.svg", "exports/ventes.csv"));
    expect(res.status).toBe(403);
  });

  it("answers 403 when the signature or expiry is missing", async () => {
    const res = await fetch(`${base}/files/creations/tableau.svg`);
    expect(res.status).toBe(403);
    expect(await res.text()).toBe("Lien expiré ou invalide");
  });

  it("answers 403 for an expired link", async () => {
    const link = await storage.signedReadUrl("creations/tableau.svg", { expiresInMs: 500 });
    clock += 1_000;
    try {
      const res = await fetch(base + link);
      expect(res.status).toBe(403);
      expect(await res.text()).toBe("Lien expiré ou invalide");
    } finally {
      clock -= 1_000;
    }
  });

  it("answers 404 to a link of a deleted file, even once another file takes its name; the new link serves the new file", async () => {
    await storage.put("media/affiche.png", Buffer.from("ancienne"), { contentType: "image/png" });
    const old = await storage.signedReadUrl("media/affiche.png");
    expect((await fetch(base + old)).status).toBe(200);
    await storage.delete("media/affiche.png");
    expect((await fetch(base + old)).status).toBe(404);
    await storage.put("media/affiche.png", Buffer.from("nouvelle"), { contentType: "image/png" });
    const gone = await fetch(base + old);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toBe("Fichier introuvable");
    const fresh = await fetch(base + (await storage.signedReadUrl("media/affiche.png")));
    expect(await fresh.text()).toBe("nouvelle");
  });

  it("answers 403 when the generation of a link is changed (it is signed)", async () => {
    const link = await storage.signedReadUrl("creations/tableau.svg");
    const { generation } = (await storage.stat("creations/tableau.svg"))!;
    const res = await fetch(base + link.replace(`generation=${generation}`, "generation=autre"));
    expect(res.status).toBe(403);
  });

  it("answers 404 'Fichier introuvable' for a validly signed link to a missing file", async () => {
    const res = await fetch(base + (await storage.signedReadUrl("creations/absent.svg")));
    expect(res.status).toBe(404);
    expect(await res.text()).toBe("Fichier introuvable");
  });
});

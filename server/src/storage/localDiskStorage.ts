import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { createWriteStream, existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { mkdir, open, readFile, readdir, rename, rm, stat as fsStat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve, sep } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  DEFAULT_SIGNED_URL_LIFETIME_MS,
  type FileStorage,
  type PutOptions,
  type SignedUrlOptions,
  type StoredFileMetadata,
  InvalidStoragePathError,
  StorageObjectNotFoundError,
  assertValidStoragePath,
  assertValidStoragePrefix,
  baseName,
  guessContentType,
  isValidStoragePath,
} from "./types";

/** The bucket name the local implementation reports. */
export const LOCAL_BUCKET = "local";
/** Where the local signed links are served (see filesHandler.ts). */
export const FILES_ROUTE_PREFIX = "/files";

/** Folders of the data folder that hold bookkeeping, never files (paths starting with them are refused). */
const META_DIR = ".meta";
const TMP_DIR = ".tmp";
const RESERVED_FIRST_SEGMENTS = new Set([META_DIR, TMP_DIR]);

export interface LocalDiskStorageOptions {
  /** Data folder; default: env STORAGE_LOCAL_DIR, else `<repo root>/.data/storage`. */
  rootDir?: string;
  /** HMAC secret; default: env STORAGE_SIGNING_SECRET, else a random secret in `<rootDir>/../signing-secret`. */
  signingSecret?: string;
  /** Prefix of the signed links (e.g. the function's base URL); default env STORAGE_PUBLIC_BASE_URL or '' (relative links). */
  publicBaseUrl?: string;
  /** Clock, for tests. */
  now?: () => number;
  /** Environment to read the defaults from; default process.env. */
  env?: NodeJS.ProcessEnv;
}

interface SidecarMetadata {
  /** Random, new on every put: what a signed link is bound to (see signedReadUrl). */
  generation: string;
  contentType: string;
  customMetadata: Record<string, string>;
  timeCreated: string;
  updated: string;
}

/**
 * Files on the local disk, for development and tests (no offline Storage emulator exists).
 * Layout: `<rootDir>/<path>` holds the bytes, `<rootDir>/.meta/<path>.json` the metadata.
 * Writes go to a temporary file first and are renamed into place, so concurrent readers
 * (several function instances) never see half a file.
 */
export class LocalDiskStorage implements FileStorage {
  readonly rootDir: string;
  readonly publicBaseUrl: string;
  private readonly explicitSecret: string | undefined;
  private readonly now: () => number;

  constructor(options: LocalDiskStorageOptions = {}) {
    const env = options.env ?? process.env;
    this.rootDir = resolve(options.rootDir || env.STORAGE_LOCAL_DIR || defaultLocalStorageDir());
    this.explicitSecret = options.signingSecret || env.STORAGE_SIGNING_SECRET || undefined;
    this.publicBaseUrl = (options.publicBaseUrl ?? env.STORAGE_PUBLIC_BASE_URL ?? "").replace(/\/+$/, "");
    this.now = options.now ?? Date.now;
  }

  async put(path: string, data: Buffer | NodeJS.ReadableStream, options: PutOptions = {}): Promise<StoredFileMetadata> {
    const file = this.filePath(path);
    const tmpDir = join(this.rootDir, TMP_DIR);
    await mkdir(tmpDir, { recursive: true });
    const tmp = join(tmpDir, `${process.pid}-${randomBytes(8).toString("hex")}`);
    try {
      if (Buffer.isBuffer(data)) {
        await writeFile(tmp, data);
      } else {
        const source = data instanceof Readable ? data : Readable.from(data as AsyncIterable<unknown>);
        await pipeline(source, createWriteStream(tmp));
      }
      const now = new Date(this.now()).toISOString();
      const meta: SidecarMetadata = {
        generation: randomBytes(12).toString("base64url"),
        contentType: options.contentType || guessContentType(path),
        customMetadata: { ...(options.customMetadata ?? {}) },
        timeCreated: now,
        updated: now,
      };
      await mkdir(dirname(file), { recursive: true });
      const metaFile = this.metaPath(path);
      await mkdir(dirname(metaFile), { recursive: true });
      // Metadata first, then the bytes: a reader that sees the file also sees its metadata.
      const metaTmp = `${tmp}.json`;
      await writeFile(metaTmp, JSON.stringify(meta));
      await rename(metaTmp, metaFile);
      await rename(tmp, file);
    } catch (err) {
      await rm(tmp, { force: true });
      await rm(`${tmp}.json`, { force: true });
      throw err;
    }
    const stored = await this.stat(path);
    if (!stored) throw new StorageObjectNotFoundError(path);
    return stored;
  }

  async getStream(path: string): Promise<Readable> {
    const file = this.filePath(path);
    try {
      const handle = await open(file, "r");
      return handle.createReadStream({ autoClose: true });
    } catch (err) {
      if (isMissing(err)) throw new StorageObjectNotFoundError(path);
      throw err;
    }
  }

  async stat(path: string): Promise<StoredFileMetadata | null> {
    const file = this.filePath(path);
    let info;
    try {
      info = await fsStat(file);
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
    if (!info.isFile()) return null;
    let meta: Partial<SidecarMetadata> = {};
    try {
      meta = JSON.parse(await readFile(this.metaPath(path), "utf8")) as Partial<SidecarMetadata>;
    } catch (err) {
      if (!isMissing(err) && !(err instanceof SyntaxError)) throw err;
    }
    return {
      bucket: LOCAL_BUCKET,
      fullPath: path,
      name: baseName(path),
      size: info.size,
      contentType: meta.contentType || guessContentType(path),
      timeCreated: meta.timeCreated ?? info.birthtime.toISOString(),
      updated: meta.updated ?? info.mtime.toISOString(),
      customMetadata: meta.customMetadata ?? {},
      // A file written before generations existed: its modification time stands in (a rewrite changes it).
      generation: typeof meta.generation === "string" && meta.generation ? meta.generation : `m${Math.trunc(info.mtimeMs)}`,
    };
  }

  /** A local read of the file's metadata: cheap enough for the signed-URL cache to key on it. */
  async generationOf(path: string): Promise<string | null> {
    return (await this.stat(path))?.generation ?? null;
  }

  async list(prefix = ""): Promise<StoredFileMetadata[]> {
    assertValidStoragePrefix(prefix);
    // Walk only the deepest folder the prefix names.
    const slash = prefix.lastIndexOf("/");
    const startRel = slash < 0 ? "" : prefix.slice(0, slash);
    const paths: string[] = [];
    await this.walk(startRel, paths);
    const matching = paths.filter((p) => p.startsWith(prefix)).sort();
    const stats = await Promise.all(matching.map((p) => this.stat(p)));
    return stats.filter((s): s is StoredFileMetadata => s !== null);
  }

  private async walk(rel: string, out: string[]): Promise<void> {
    const dir = rel ? join(this.rootDir, ...rel.split("/")) : this.rootDir;
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (err) {
      if (isMissing(err) || (err as NodeJS.ErrnoException).code === "ENOTDIR") return;
      throw err;
    }
    for (const entry of entries) {
      if (!rel && RESERVED_FIRST_SEGMENTS.has(entry.name)) continue;
      const childRel = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await this.walk(childRel, out);
      else if (entry.isFile() && isValidStoragePath(childRel)) out.push(childRel);
    }
  }

  async delete(path: string): Promise<void> {
    const file = this.filePath(path);
    await rm(file, { force: true });
    await rm(this.metaPath(path), { force: true });
  }

  /**
   * A link to this generation of the file: deleted, or replaced by a new put (even of the same
   * name), the file's generation changes and the /files route answers 404 to the old link. A
   * missing file is signed for the generation « absent », which no put ever gets.
   */
  async signedReadUrl(path: string, options: SignedUrlOptions = {}): Promise<string> {
    this.filePath(path); // validates
    const generation = options.generation ?? (await this.generationOf(path)) ?? ABSENT_GENERATION;
    const expires = this.now() + (options.expiresInMs ?? DEFAULT_SIGNED_URL_LIFETIME_MS);
    const signature = signPath(this.secret(), path, generation, expires);
    const encoded = path.split("/").map(encodeURIComponent).join("/");
    return `${this.publicBaseUrl}${FILES_ROUTE_PREFIX}/${encoded}?generation=${encodeURIComponent(generation)}&expires=${expires}&signature=${signature}`;
  }

  /** True when `signature` is this storage's signature of (path, generation, expires) and `expires` is in the future. */
  verifySignedPath(path: string, generation: string, expires: string | number, signature: string): boolean {
    return verifyWithSecret(this.secret(), path, generation, expires, signature, this.now());
  }

  /** The HMAC secret (explicit, or the one persisted next to the data folder). */
  secret(): string {
    return this.explicitSecret ?? persistedSecret(join(dirname(this.rootDir), "signing-secret"));
  }

  private filePath(path: string): string {
    assertValidStoragePath(path);
    const first = path.split("/")[0] ?? "";
    if (RESERVED_FIRST_SEGMENTS.has(first)) throw new InvalidStoragePathError(path, "dossier réservé");
    const full = join(this.rootDir, ...path.split("/"));
    if (!full.startsWith(this.rootDir + sep)) throw new Error(`Chemin hors du dossier de stockage : ${path}`);
    return full;
  }

  private metaPath(path: string): string {
    return join(this.rootDir, META_DIR, ...path.split("/")) + ".json";
  }
}

/**
 * Checks a local signed link against the default secret (env STORAGE_SIGNING_SECRET, else the
 * secret persisted next to the default data folder). Timing-safe; an expired link gives false.
 */
export function verifySignedPath(path: string, generation: string, expires: string | number, signature: string, now = Date.now()): boolean {
  const explicit = process.env.STORAGE_SIGNING_SECRET;
  const rootDir = resolve(process.env.STORAGE_LOCAL_DIR || defaultLocalStorageDir());
  const secret = explicit || persistedSecret(join(dirname(rootDir), "signing-secret"));
  return verifyWithSecret(secret, path, generation, expires, signature, now);
}

/** The generation a link to a missing file is signed for; a put never makes it (random base64url of 16 characters). */
const ABSENT_GENERATION = "absent";

function signPath(secret: string, path: string, generation: string, expires: number): string {
  return createHmac("sha256", secret).update(`${path}\n${generation}\n${expires}`).digest("base64url");
}

function verifyWithSecret(secret: string, path: string, generation: string, expires: string | number, signature: string, now: number): boolean {
  if (typeof signature !== "string" || typeof generation !== "string" || !/^[\w-]{1,64}$/.test(generation) || !isValidStoragePath(path)) return false;
  const expiresText = String(expires);
  if (!/^\d{1,16}$/.test(expiresText)) return false;
  const expiresMs = Number(expiresText);
  if (!Number.isSafeInteger(expiresMs) || expiresMs <= now) return false;
  const expected = Buffer.from(signPath(secret, path, generation, expiresMs), "utf8");
  const given = Buffer.from(signature, "utf8");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const secretCache = new Map<string, string>();

/**
 * Reads the secret file, creating it on first use. Creation writes a temporary file and
 * hard-links it into place (atomic, fails if another process won the race), so every process
 * on the machine ends up with the same secret.
 */
function persistedSecret(file: string): string {
  const cached = secretCache.get(file);
  if (cached) return cached;
  let secret = readSecret(file);
  if (!secret) {
    mkdirSync(dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.${randomBytes(6).toString("hex")}`;
    writeFileSync(tmp, randomBytes(32).toString("hex"), { mode: 0o600 });
    try {
      linkSync(tmp, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    } finally {
      unlinkSync(tmp);
    }
    secret = readSecret(file);
    if (!secret) throw new Error(`Impossible de lire le secret de signature ${file}`);
  }
  secretCache.set(file, secret);
  return secret;
}

function readSecret(file: string): string | null {
  try {
    const text = readFileSync(file, "utf8").trim();
    return text.length >= 16 ? text : null;
  } catch (err) {
    if (isMissing(err)) return null;
    throw err;
  }
}

/** `<repo root>/.data/storage`, the repo root being the nearest ancestor holding firebase.json. */
export function defaultLocalStorageDir(): string {
  const root = findRepoRoot();
  return root ? join(root, ".data", "storage") : join(tmpdir(), "atelier-storage");
}

function findRepoRoot(): string | null {
  // __dirname exists when this file runs as CommonJS (tsx, jest, the functions bundle).
  let dir = typeof __dirname === "string" ? __dirname : process.cwd();
  for (;;) {
    if (existsSync(join(dir, "firebase.json"))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

function isMissing(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  return code === "ENOENT" || code === "ENOTDIR";
}

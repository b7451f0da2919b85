// The local stack's fixed names and ports (../shared/design/local-stack.md), and how to start
// the real Firebase emulators on a machine with or without internet.
// CommonJS so that every consumer can load it as is: Node scripts, tsx, and jest.
const { execFileSync, spawn } = require("node:child_process");
const { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } = require("node:fs");
const { dirname, join, resolve } = require("node:path");
const { crc32 } = require("node:zlib");
const { randomUUID } = require("node:crypto");
const { tmpdir } = require("node:os");
const { writeEmulatorConfig } = require("./emulatorConfig.cjs");

const ROOT = resolve(__dirname, "../..");
const PROJECT_ID = "demo-atelier";
const REGION = "europe-west1";
const HOST = "127.0.0.1";
/**
 * Which local stack this process works with: 0, the usual one (`npm start`, the API tests, the
 * first half of the end-to-end tests), or 1, a second stack beside it (ATELIER_STACK=1: the other
 * half, scripts/test.mjs) whose every port is 10 higher, with its own mail sink, stored files,
 * emulator config and lock, so that both run at once on one machine.
 */
const STACK = Number(process.env.ATELIER_STACK || 0);
if (!Number.isInteger(STACK) || STACK < 0 || STACK > 9) throw new Error(`ATELIER_STACK must be 0–9, not ${process.env.ATELIER_STACK}`);
const shift = (port) => port + 10 * STACK;
const PORTS = {
  auth: shift(9099),
  firestore: shift(8080),
  // The Firestore emulator's websocket (for the Emulator UI): fixed, or firebase-tools takes the
  // first free one from 9150, and two stacks starting at the same moment both take 9150 (the
  // second's Java fails to bind, its CLI dies with "An unexpected error" and leaves it running).
  firestoreWebsocket: shift(9150),
  functions: shift(5001),
  // Started with the Functions emulator; like the websocket, fixed, or two stacks starting at the
  // same moment both take firebase-tools' first free default and the second dies.
  eventarc: shift(9299),
  tasks: shift(9499),
  hosting: shift(5000),
  console: 5173,
  smtp: shift(1025),
  mailbox: shift(1080),
  hub: shift(4400),
  logging: shift(4500),
};
/** The machine-wide lock of this stack's fixed ports: runs from several checkouts wait for each other. */
const EMULATORS_LOCK = STACK === 0 ? "/tmp/atelier-emulators.lock" : `/tmp/atelier-emulators-${STACK}.lock`;
const FUNCTION_BASE = `http://${HOST}:${PORTS.functions}/${PROJECT_ID}/${REGION}/api`;
const GRAPHQL_URL = `${FUNCTION_BASE}/graphql`;
const HEALTH_URL = `${FUNCTION_BASE}/healthz`;
/** The local SMTP sink (maildev): the function sends there under the emulators; its mailbox and REST API. */
const SMTP_URL = `smtp://${HOST}:${PORTS.smtp}`;
const MAILBOX_URL = `http://${HOST}:${PORTS.mailbox}`;
const DEMO_ADMIN = { email: "admin@atelier.test", password: "admin1234" };
const DEMO_CLIENT = { email: "client@atelier.test", password: "client1234" };

const FIRESTORE_MAIN_CLASS = "com.google.cloud.datastore.emulator.firestore.CloudFirestore";

/** A second stack keeps its stored files apart (server/src/storage/localDiskStorage.ts reads STORAGE_LOCAL_DIR). */
function stackEnv() {
  return STACK === 0 ? {} : { ATELIER_STACK: String(STACK), STORAGE_LOCAL_DIR: join(ROOT, ".data", `stack-${STACK}`, "storage") };
}

/** Environment that points Admin SDKs (seed, tests, bench) at the emulators. */
function emulatorClientEnv() {
  return {
    ...stackEnv(),
    GCLOUD_PROJECT: PROJECT_ID,
    FIREBASE_PROJECT_ID: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: `${HOST}:${PORTS.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${PORTS.auth}`,
    // The stack's own hub, as `emulators:exec` sets it: the triggers' switch (scripts/lib/triggers.ts)
    // pauses through it, and a seed beside `ATELIER_STACK=3` emulators must not reach stack 0's.
    FIREBASE_EMULATOR_HUB: `${HOST}:${PORTS.hub}`,
    // No metadata server offline: skip the Admin SDK's probe (and its warnings).
    METADATA_SERVER_DETECTION: "none",
  };
}

/**
 * firebase-tools starts the Firestore emulator with `java -jar $FIRESTORE_EMULATOR_BINARY_PATH`.
 * Debian's google-cloud-cli-firestore-emulator ships the emulator JAR without a Main-Class, so
 * offline we write a tiny launcher JAR whose manifest names the main class and puts Debian's JAR
 * on the class path. With the variable already set, we respect it; with no Debian package
 * (a machine with internet), firebase-tools downloads its own JAR and we do nothing.
 */
function firestoreEmulatorEnv() {
  if (process.env.FIRESTORE_EMULATOR_BINARY_PATH) return {};
  const debianJar = findDebianFirestoreJar();
  if (!debianJar) return {};
  const launcher = join(ROOT, ".cache", "firestore-emulator", "launcher.jar");
  mkdirSync(dirname(launcher), { recursive: true });
  const manifest = "Manifest-Version: 1.0\r\n" + `Main-Class: ${FIRESTORE_MAIN_CLASS}\r\n` + manifestLine("Class-Path", `file:${debianJar}`) + "\r\n";
  // Written aside then renamed: two stacks starting at once never read a half-written launcher.
  const partial = `${launcher}.${process.pid}.tmp`;
  writeFileSync(partial, zipOneFile("META-INF/MANIFEST.MF", Buffer.from(manifest, "utf8")));
  renameSync(partial, launcher);
  return { FIRESTORE_EMULATOR_BINARY_PATH: launcher };
}

function findDebianFirestoreJar() {
  try {
    const files = execFileSync("dpkg", ["-L", "google-cloud-cli-firestore-emulator"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
    return files.split("\n").find((f) => f.endsWith("/cloud-firestore-emulator.jar") && existsSync(f));
  } catch {
    return undefined;
  }
}

/** Manifest lines are at most 72 bytes; longer values continue on lines starting with a space. */
function manifestLine(name, value) {
  const full = `${name}: ${value}`;
  const parts = [full.slice(0, 70)];
  for (let i = 70; i < full.length; i += 69) parts.push(" " + full.slice(i, i + 69));
  return parts.join("\r\n") + "\r\n";
}

/** A zip archive holding one stored (uncompressed) file: all a launcher JAR needs. */
function zipOneFile(name, data) {
  const nameBuf = Buffer.from(name, "utf8");
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(nameBuf.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(10, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(nameBuf.length, 28);
  const centralOffset = local.length + nameBuf.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + nameBuf.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, nameBuf, data, central, nameBuf, end]);
}

const firebaseBin = () => join(ROOT, "node_modules", ".bin", "firebase");

/**
 * Arguments for `firebase emulators:<verb>` with the project's emulators. With Hosting, or on a
 * stack other than 0, from a generated config whose CSP also allows the Auth emulator and, off
 * stack 0, whose ports are the stack's (see emulatorConfig.cjs).
 */
function emulatorArgs(verb, only = ["auth", "firestore", "functions"]) {
  // Off stack 0, every emulator's port from PORTS (all but the dev console's and the mail sink's,
  // which are no emulators): a port added there is fixed in the stack's config with no other edit.
  const { console: _devConsole, smtp: _smtp, mailbox: _mailbox, ...emulated } = PORTS;
  const ports = STACK === 0 ? undefined : emulated;
  const config =
    only.includes("hosting") || ports
      ? [
          "--config",
          writeEmulatorConfig(ROOT, `http://${HOST}:${PORTS.auth}`, {
            ports,
            suffix: STACK === 0 ? "" : `.${STACK}`,
            firestoreOrigin: `http://${HOST}:${PORTS.firestore}`,
          }),
        ]
      : [];
  return [`emulators:${verb}`, "--project", PROJECT_ID, ...config, "--only", only.join(",")];
}

function emulatorProcessEnv() {
  // The Functions emulator starts one Node process per request in flight (50 by default): a
  // burst of simultaneous requests (the credits race tests) then fails to load the function on
  // a small machine. A few workers serve the burst from a queue instead.
  const FUNCTIONS_EMULATOR_PARALLEL = process.env.FUNCTIONS_EMULATOR_PARALLEL ?? "6";
  // The mail function (functions/src/mail.ts) sends to the local sink unless told otherwise.
  const SMTP_CONNECTION_URI = process.env.SMTP_CONNECTION_URI ?? SMTP_URL;
  // The file whose presence pauses the triggers (functions/src/pausable.ts): a name of its own for
  // each emulator session, so that one a crashed run left behind pauses nothing later.
  const ATELIER_TRIGGER_GATE = process.env.ATELIER_TRIGGER_GATE ?? join(tmpdir(), `atelier-trigger-gate-${randomUUID()}`);
  // The Firestore emulator's JVM: its C2 compiler threads took half of the emulator's CPU in a
  // test run (access + finances API files: 41 s of CPU with C2, 17 s with C1 alone, the same 78 s
  // of wall time; an e2e file: 48 s → 22 s), CPU the other stack and Chromium were waiting for on
  // two cores. C1 and the serial collector suit a short-lived local emulator (docs/testing.md).
  const JAVA_TOOL_OPTIONS = process.env.JAVA_TOOL_OPTIONS ?? "-XX:TieredStopAtLevel=1 -XX:+UseSerialGC";
  return {
    ...process.env,
    ...stackEnv(),
    ...firestoreEmulatorEnv(),
    JAVA_TOOL_OPTIONS,
    FIREBASE_CLI_DISABLE_UPDATE_CHECK: "true",
    FUNCTIONS_EMULATOR_PARALLEL,
    SMTP_CONNECTION_URI,
    ATELIER_TRIGGER_GATE,
  };
}

/** Empties the Firestore emulator and, unless told otherwise, the Auth emulator (their REST endpoints). */
async function clearEmulatorData({ auth = true } = {}) {
  const urls = [`http://${HOST}:${PORTS.firestore}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`];
  if (auth) urls.push(`http://${HOST}:${PORTS.auth}/emulator/v1/projects/${PROJECT_ID}/accounts`);
  const responses = await Promise.all(urls.map((url) => fetch(url, { method: "DELETE" })));
  for (const res of responses) if (!res.ok) throw new Error(`clearing an emulator failed: ${res.status}`);
}

async function isUp(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return res.status < 500;
  } catch {
    return false;
  }
}

async function waitFor(url, { timeoutMs = 120_000, what = url } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await isUp(url)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${what} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Spawns a command in its own process group, so that stopping it also stops what it started
 * (firebase-tools' Java emulator, Vite's workers).
 */
function spawnGroup(cmd, args, options = {}) {
  return spawn(cmd, args, { cwd: ROOT, stdio: "inherit", detached: true, ...options });
}

/** Asks a process group to stop (SIGINT, like Ctrl+C), then forces it after a grace period. */
function stopGroup(child, graceMs = 15_000) {
  return new Promise((resolveStop) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolveStop();
    const timer = setTimeout(() => killGroup(child, "SIGKILL"), graceMs);
    child.once("exit", () => {
      clearTimeout(timer);
      killGroup(child, "SIGKILL"); // anything the leader left behind
      resolveStop();
    });
    killGroup(child, "SIGINT");
  });
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    /* already gone */
  }
}

/**
 * Starts the local SMTP sink (maildev from node_modules) in its own process group, its mails
 * kept under .cache/maildev, and waits for its REST API. Its pid goes to a file, so a test can
 * stop it and start it again (the retry of a failed delivery) whoever started it.
 */
async function startMailSink({ stdio = "ignore" } = {}) {
  const dir = join(ROOT, ".cache", STACK === 0 ? "maildev" : `maildev-${STACK}`);
  mkdirSync(dir, { recursive: true });
  const bin = join(ROOT, "node_modules", ".bin", "maildev");
  const args = ["--ip", HOST, "--smtp", String(PORTS.smtp), "--web", String(PORTS.mailbox), "--mail-directory", dir];
  const child = spawnGroup(bin, args, { stdio });
  writeFileSync(MAIL_SINK_PID, String(child.pid));
  await waitFor(`${MAILBOX_URL}/api/healthz`, { what: "the mail sink (maildev)", timeoutMs: 30_000 });
  return child;
}

const MAIL_SINK_PID = join(ROOT, ".cache", STACK === 0 ? "maildev.pid" : `maildev-${STACK}.pid`);

/** Stops the sink started by startMailSink (by its pid file) and waits until its port is closed. */
async function stopMailSink() {
  let pid;
  try {
    pid = Number(readFileSync(MAIL_SINK_PID, "utf8"));
  } catch {
    return;
  }
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
    /* already gone */
  }
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && (await isUp(`${MAILBOX_URL}/api/healthz`))) await new Promise((r) => setTimeout(r, 100));
}

module.exports = {
  SMTP_URL,
  MAILBOX_URL,
  startMailSink,
  stopMailSink,
  ROOT,
  PROJECT_ID,
  REGION,
  HOST,
  PORTS,
  STACK,
  EMULATORS_LOCK,
  FUNCTION_BASE,
  GRAPHQL_URL,
  HEALTH_URL,
  DEMO_ADMIN,
  DEMO_CLIENT,
  emulatorClientEnv,
  firestoreEmulatorEnv,
  firebaseBin,
  emulatorArgs,
  emulatorProcessEnv,
  clearEmulatorData,
  isUp,
  waitFor,
  spawnGroup,
  stopGroup,
};

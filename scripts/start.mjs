// `npm start`: installs what is missing, starts the Firebase emulators (Auth, Firestore,
// Functions), loads the demo data, serves the console with Vite, prints where everything is.
// Ctrl+C stops every process it started. Extra arguments go to the seed (e.g. `-- --orders 5000`).
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import stack from "./lib/stack.cjs";

const { ROOT, PORTS, HOST, GRAPHQL_URL, HEALTH_URL, DEMO_ADMIN, DEMO_CLIENT, MAILBOX_URL, SMTP_URL } = stack;
const children = [];
let stopping = false;

function installIfNeeded() {
  const marker = join(ROOT, "node_modules", ".package-lock.json");
  const lock = join(ROOT, "package-lock.json");
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log("Installation des dépendances (npm install)…");
  const result = spawnSync("npm", ["install", "--no-audit", "--no-fund"], { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function run(cmd, args, env = {}) {
  const result = spawnSync(cmd, args, { cwd: ROOT, stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed`);
}

function startChild(name, cmd, args, env = process.env) {
  const child = stack.spawnGroup(cmd, args, { env });
  children.push(child);
  child.on("exit", (code) => {
    if (!stopping) {
      console.error(`\n${name} s'est arrêté (code ${code}) : arrêt de tout le reste.`);
      stopAll(1);
    }
  });
  return child;
}

async function stopAll(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  console.log("\nArrêt des émulateurs et du serveur de la console…");
  await Promise.all(children.reverse().map((child) => stack.stopGroup(child)));
  process.exit(exitCode);
}

async function ensurePortsFree() {
  for (const [name, port] of Object.entries(PORTS)) {
    if (name === "hosting") continue;
    if (await stack.isUp(`http://${HOST}:${port}/`)) {
      console.error(`Le port ${port} (${name}) est déjà utilisé : une autre pile tourne-t-elle déjà ?`);
      process.exit(1);
    }
  }
}

process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));

try {
  installIfNeeded();
  await ensurePortsFree();
  run("node", ["functions/build.mjs"]);
  // The local SMTP sink (maildev): the mail function sends there (SMTP_CONNECTION_URI).
  const sink = await stack.startMailSink({ stdio: "ignore" });
  children.push(sink);
  sink.on("exit", (code) => {
    if (!stopping) {
      console.error(`\nLe serveur SMTP local (maildev) s'est arrêté (code ${code}) : arrêt de tout le reste.`);
      stopAll(1);
    }
  });
  startChild("Firebase emulators", stack.firebaseBin(), stack.emulatorArgs("start"), stack.emulatorProcessEnv());
  await stack.waitFor(`http://${HOST}:${PORTS.firestore}/`, { what: "Firestore emulator" });
  await stack.waitFor(`http://${HOST}:${PORTS.auth}/`, { what: "Auth emulator" });
  await stack.waitFor(HEALTH_URL, { what: "the api function" });
  console.log("\nChargement des données de démonstration…");
  // The seed pauses the triggers once a probe proves them loaded and running, and resumes them
  // confirmed (scripts/lib/triggers.ts).
  run(join(ROOT, "node_modules", ".bin", "tsx"), ["scripts/seed/index.ts", ...process.argv.slice(2)], stack.emulatorClientEnv());
  // Only now the rebuild-on-change of the function: its first build rewrites functions/lib, and
  // the emulator reloads the triggers on any change there, which re-enables paused triggers.
  // Started before the seed, it let the seed's writes fire their triggers on top of the rebuilt
  // aggregates (every figure doubled).
  startChild("esbuild (functions)", "node", ["functions/build.mjs", "--watch"]);
  startChild("Vite (console)", "npm", ["run", "dev", "-w", "client"]);
  const consoleUrl = `http://${HOST}:${PORTS.console}`;
  await stack.waitFor(consoleUrl, { what: "the console" });
  // Once the triggers run again, the figures are compared with the records (the nightly job's
  // check, docs/dashboard.md): what an operator reads on the dashboard must be the records' truth.
  console.log("\nVérification des chiffres avec les données…");
  const verified = spawnSync(join(ROOT, "node_modules", ".bin", "tsx"), ["scripts/aggregates-verify.ts", "--quiet"], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, ...stack.emulatorClientEnv() },
  });
  if (verified.status !== 0) console.log("  Écart constaté : `npm run aggregates:verify -- --repair` le corrige.");
  console.log(`
  Atelier Admin est prêt.

  Console   ${consoleUrl}
  GraphQL   ${GRAPHQL_URL}   (Apollo Sandbox, avec un jeton admin : voir README)
  E-mails   ${MAILBOX_URL}   (boîte de réception locale : tout ce que la boutique envoie, via ${SMTP_URL})
  Admin     ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}
  Client    ${DEMO_CLIENT.email} / ${DEMO_CLIENT.password}   (non-admin : refusé)
  Équipe    gestion, preparation, service-client, moderation, comptabilite @atelier.test
            mot de passe <nom>1234, un rôle chacun (README, docs/roles.md)

  Ctrl+C arrête tout.
`);
} catch (error) {
  console.error(`\nÉchec du démarrage : ${error.message}`);
  await stopAll(1);
}

// Two stacks of emulators run at once in `npm test` (scripts/test.mjs): no port may be shared, the
// Firestore emulator's websocket included (firebase-tools otherwise takes the first free port from
// 9150 for each, and two stacks starting together both took 9150).
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { writeEmulatorConfig } from "./emulatorConfig.cjs";

type Ports = Record<string, number>;

/** The ports of stack `n`, as stack.cjs computes them in a process where ATELIER_STACK is `n`. */
function portsOf(n: number): Ports {
  const printed = execFileSync(process.execPath, ["-p", `JSON.stringify(require(${JSON.stringify(join(__dirname, "stack.cjs"))}).PORTS)`], {
    env: { ...process.env, ATELIER_STACK: String(n) },
    encoding: "utf8",
  });
  return JSON.parse(printed) as Ports;
}

it("les piles 0 et 1 n’ont aucun port en commun (hors la console de développement, qui n’en démarre qu’une)", () => {
  const [first, second] = [portsOf(0), portsOf(1)];
  const { console: _devConsole, ...emulated } = first;
  const taken = new Set(Object.values(emulated));
  expect(Object.entries(second).filter(([name, port]) => name !== "console" && taken.has(port))).toEqual([]);
  expect(second.firestoreWebsocket).toBe(first.firestoreWebsocket! + 10);
});

it("firebase.json fixe chaque port que les émulateurs ouvrent (sinon firebase-tools prend le premier libre, le même pour deux piles qui démarrent ensemble)", () => {
  const emulators = JSON.parse(readFileSync(join(__dirname, "..", "..", "firebase.json"), "utf8")).emulators;
  const ports = portsOf(0);
  for (const name of ["auth", "firestore", "functions", "eventarc", "tasks", "hosting", "hub", "logging"])
    expect({ name, port: emulators[name]?.port }).toEqual({ name, port: ports[name] });
  expect(emulators.firestore.websocketPort).toBe(ports.firestoreWebsocket);
});

it("la configuration générée pour la pile 1 fixe le websocket de Firestore à son port", () => {
  const root = mkdtempSync(join(tmpdir(), "atelier-config-"));
  copyFileSync(join(__dirname, "..", "..", "firebase.json"), join(root, "firebase.json"));
  const ports = portsOf(1);
  const file = writeEmulatorConfig(root, "http://127.0.0.1:9109", {
    ports: { firestore: ports.firestore!, firestoreWebsocket: ports.firestoreWebsocket! },
    suffix: ".1",
  });
  const config = JSON.parse(readFileSync(join(root, file), "utf8"));
  expect(config.emulators.firestore).toMatchObject({ port: ports.firestore, websocketPort: ports.firestoreWebsocket });
  // Stack 0 runs on firebase.json itself: its websocket is fixed there.
  expect(JSON.parse(readFileSync(join(root, "firebase.json"), "utf8")).emulators.firestore.websocketPort).toBe(portsOf(0).firestoreWebsocket);
});

it("les scripts d’une pile (graine, banc, audit) suspendent les déclencheurs par le hub de leur pile, pas celui de la pile 0", () => {
  // A seed of stack 3 asked 127.0.0.1:4400, found no Functions emulator there, paused nothing, and
  // its writes ran some 2,400 triggers for a quarter of an hour after it (5 Dec 2026).
  const hubOf = (n: number) =>
    execFileSync(process.execPath, ["-p", `require(${JSON.stringify(join(__dirname, "stack.cjs"))}).emulatorClientEnv().FIREBASE_EMULATOR_HUB`], {
      env: { ...process.env, ATELIER_STACK: String(n), FIREBASE_EMULATOR_HUB: "" },
      encoding: "utf8",
    }).trim();
  expect(hubOf(3)).toBe(`127.0.0.1:${portsOf(3).hub}`);
  expect(portsOf(3).hub).toBe(portsOf(0).hub! + 30);
});

// Pauses and resumes the Functions emulator's background triggers (the aggregates, the search
// keys, the inbox, the mail) through the Emulator Hub, and CONFIRMS each step instead of trusting
// the hub's answer. Bulk writes (the seed, the benchmark, a rebuild) pause them, then rebuild the
// aggregates from scratch; the API tests pause them between tests and resume them where a test
// needs one. When no Functions emulator runs, there is nothing to pause: every call does nothing.
//
// Why confirm (read in firebase-tools 14, emulator/functionsEmulator.js and hub.js):
// - `disableBackgroundTriggers` only flips `enabled` on the trigger records that exist. Called
//   before the emulator has loaded the functions' definitions, it disables nothing, the load then
//   registers them enabled, and every write of a "paused" seed fires its trigger on top of the
//   rebuilt aggregates: every figure doubled.
// - `enableBackgroundTriggers` reloads the definitions (it runs the functions' code to read them).
//   If that fails (a timeout on a loaded machine), it logs « Failed to load function definition »
//   and leaves the records disabled, while the hub still answers 200 {enabled: true}.
// - Any reload (the file watcher after functions/lib changes) re-registers disabled triggers as
//   enabled. A disabled trigger answers its events with 204: they are dropped, never replayed.
// - Every reload registers each Firestore trigger once more with the Firestore emulator (a new
//   generation, `…-aggregateOrders-7`) without removing the old ones, which answer 204: after N
//   resumes each write is handed over N times, and every warm worker was killed at each one.
// Hence a second way to pause, for callers that toggle often (the API tests): `gateFile`, a file
// whose presence the wrapped triggers check (functions/src/pausable.ts); no reload, ever.
// So "running" is proven by a probe: a document written to `emulatorProbes/` that the
// emulator-only trigger functions/src/emulatorProbe.ts marks as seen. A pause starts by proving
// the triggers loaded and running (so that the disable has records to act on); a resume ends by
// proving them running again, re-enabling when the reload failed.
import { randomUUID } from "node:crypto";
import { existsSync, rmSync, writeFileSync } from "node:fs";
import { EMULATOR_PROBES } from "../../server/src/firestore/emulatorProbes";
import { HOST, PORTS, PROJECT_ID } from "./stack.cjs";

/**
 * What this process knows of the triggers: "running" and "paused" as this process last confirmed
 * or set them; "loaded" when only their definitions are known to be loaded (the API tests' global
 * setup proved it, with a probe, before any test file ran); "absent" when no Functions emulator runs.
 */
export type TriggerState = "unknown" | "loaded" | "running" | "paused" | "absent";

export interface TriggerSwitchOptions {
  /** The Emulator Hub, host:port (default FIREBASE_EMULATOR_HUB, else this process's stack's: scripts/lib/stack.cjs). */
  hub?: string;
  /** Project id of the emulators (default GCLOUD_PROJECT, else demo-atelier). */
  projectId?: string;
  /** How long a probe may take in all, re-enables included (default 90 s: a loaded 2-core machine). */
  timeoutMs?: number;
  /**
   * An unanswered probe gets the triggers enabled again after this long, then twice as long each
   * time (default 10 s: a function's cold start on a loaded machine takes several seconds).
   * Never with `gateFile`, which disables nothing.
   */
  reenableAfterMs?: number;
  /** Polling interval (default 100 ms). */
  pollMs?: number;
  /** What this process already knows (default "unknown"). */
  initialState?: TriggerState;
  /** Progress and recoveries (default: nothing). */
  log?: (message: string) => void;
  /**
   * Pause and resume with this file instead of the Emulator Hub (functions/src/pausable.ts): the
   * Functions emulator must run with ATELIER_TRIGGER_GATE naming it. No reload, so a resume is
   * as cheap as a pause: what the API tests use, toggling around almost every test.
   */
  gateFile?: string;
}

export interface TriggerSwitch {
  /** Proves that the triggers are loaded and running: a probe document gets marked. */
  waitForTriggersRunning(): Promise<boolean>;
  /** Waits until the triggers are loaded and running, then disables them; false when no Functions emulator runs. */
  pauseTriggers(): Promise<boolean>;
  /** Enables the triggers and proves them running (re-enabling when the reload failed); false when no Functions emulator runs. */
  resumeTriggers(): Promise<boolean>;
  /** Runs `work` with the triggers paused, then puts them back as they were, even when `work` throws. */
  withTriggersPaused<T>(work: () => Promise<T>): Promise<T>;
  /** Runs `work` with the triggers running, then puts them back as they were, even when `work` throws. */
  withTriggersRunning<T>(work: () => Promise<T>): Promise<T>;
  state(): TriggerState;
}

interface Emulators {
  functions: string;
  firestore: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createTriggerSwitch(options: TriggerSwitchOptions = {}): TriggerSwitch {
  // Not 4400 whatever the stack: a seed of stack 3 that asked stack 0's hub (or none) found no
  // Functions emulator, paused nothing, and left ~2,400 trigger runs behind it (5 Dec 2026).
  const hub = options.hub ?? process.env.FIREBASE_EMULATOR_HUB ?? `${HOST}:${PORTS.hub}`;
  const projectId = options.projectId ?? process.env.GCLOUD_PROJECT ?? PROJECT_ID;
  // Generous: the Firestore emulator publishes events one at a time, so on a loaded 2-core
  // machine a probe may wait behind a queue of earlier events (the tests' deletions included).
  const timeoutMs = options.timeoutMs ?? 300_000;
  const reenableAfterMs = options.reenableAfterMs ?? 10_000;
  const pollMs = options.pollMs ?? 100;
  const log = options.log ?? (() => undefined);
  const gateFile = options.gateFile;
  let state: TriggerState = options.initialState ?? "unknown";
  let found: Emulators | undefined;

  /** The Functions and Firestore emulators the hub knows; undefined when there is no hub or no Functions emulator. */
  async function emulators(): Promise<Emulators | undefined> {
    if (found) return found;
    let mapping: Record<string, { host?: string; port?: number }>;
    try {
      const res = await fetch(`http://${hub}/emulators`);
      if (!res.ok) return undefined;
      mapping = (await res.json()) as typeof mapping;
    } catch {
      return undefined; // no hub: Firestore alone, or nothing, so no triggers
    }
    const address = (name: string) => {
      const info = mapping[name];
      return info?.host && info.port ? `${info.host.includes(":") ? `[${info.host}]` : info.host}:${info.port}` : undefined;
    };
    const functions = address("functions");
    const firestore = address("firestore");
    if (!functions || !firestore) return undefined;
    found = { functions, firestore };
    return found;
  }

  async function hubSwitch(path: "disableBackgroundTriggers" | "enableBackgroundTriggers"): Promise<void> {
    const res = await fetch(`http://${hub}/functions/${path}`, { method: "PUT" });
    if (!res.ok) throw new Error(`Emulator Hub: ${path} answered ${res.status} ${await res.text()}`);
  }

  /** True once the Functions emulator lists the probe trigger among its loaded definitions. */
  async function definitionsLoaded(emu: Emulators): Promise<boolean> {
    try {
      const res = await fetch(`http://${emu.functions}/backends`);
      if (!res.ok) return false;
      const body = (await res.json()) as { backends?: { functionTriggers?: { entryPoint?: string }[] }[] };
      return (body.backends ?? []).some((b) => (b.functionTriggers ?? []).some((t) => t.entryPoint === "emulatorProbe"));
    } catch {
      return false;
    }
  }

  // The probe documents, through the Firestore emulator's REST API as its owner (no rules, no SDK).
  const probeUrl = (emu: Emulators, id = "") =>
    `http://${emu.firestore}/v1/projects/${projectId}/databases/(default)/documents/${EMULATOR_PROBES}${id ? `/${id}` : ""}`;
  const owner = { authorization: "Bearer owner", "content-type": "application/json" };

  async function writeProbe(emu: Emulators): Promise<string> {
    const id = `probe-${randomUUID()}`;
    const res = await fetch(`${probeUrl(emu)}?documentId=${id}`, {
      method: "POST",
      headers: owner,
      body: JSON.stringify({ fields: { writtenAt: { timestampValue: new Date().toISOString() }, pid: { integerValue: String(process.pid) } } }),
    });
    if (!res.ok) throw new Error(`Firestore emulator: writing the trigger probe failed (${res.status} ${await res.text()})`);
    return id;
  }

  async function probeSeen(emu: Emulators, id: string): Promise<boolean> {
    const res = await fetch(probeUrl(emu, id), { headers: owner });
    if (!res.ok) return false;
    const doc = (await res.json()) as { fields?: Record<string, unknown> };
    return Boolean(doc.fields?.seenAt);
  }

  async function deleteProbe(emu: Emulators, id: string): Promise<void> {
    await fetch(probeUrl(emu, id), { method: "DELETE", headers: owner }).catch(() => undefined);
  }

  /**
   * Waits for the definitions, (enables the triggers first when asked), then writes probes until
   * one is marked. An unanswered probe means disabled records (a failed reload, a pause from
   * another process) or a slow machine: the triggers are enabled again, with growing patience,
   * and a new probe is written (the old one's event was dropped if they were disabled).
   */
  async function confirmRunning(emu: Emulators, enableFirst: boolean): Promise<void> {
    const started = Date.now();
    const deadline = started + timeoutMs;
    while (!(await definitionsLoaded(emu))) {
      if (Date.now() > deadline) {
        throw new Error(`the Functions emulator did not load the functions' definitions within ${timeoutMs / 1000} s (see its log)`);
      }
      await sleep(pollMs * 2);
    }
    if (enableFirst) await hubSwitch("enableBackgroundTriggers");
    let patience = reenableAfterMs;
    let reenableAt = Date.now() + patience;
    let id = await writeProbe(emu);
    try {
      while (!(await probeSeen(emu, id))) {
        if (Date.now() > deadline) {
          throw new Error(`the background triggers did not answer a probe within ${timeoutMs / 1000} s (see the Functions emulator's log)`);
        }
        // With the gate nothing is ever disabled: an unanswered probe waits behind earlier events
        // (a seed's thousands of writes), and a Hub enable would reload every function and
        // register each trigger once more, making the queue longer still.
        if (!gateFile && Date.now() > reenableAt) {
          log(`triggers: probe unanswered after ${((Date.now() - started) / 1000).toFixed(1)} s, enabling them again`);
          await deleteProbe(emu, id);
          await hubSwitch("enableBackgroundTriggers");
          id = await writeProbe(emu);
          patience *= 2;
          reenableAt = Date.now() + patience;
        }
        await sleep(pollMs);
      }
    } finally {
      await deleteProbe(emu, id);
    }
  }

  async function waitForTriggersRunning(): Promise<boolean> {
    const emu = await emulators();
    if (!emu) {
      state = "absent";
      return false;
    }
    await confirmRunning(emu, false);
    state = "running";
    return true;
  }

  async function pauseTriggers(): Promise<boolean> {
    const emu = await emulators();
    if (!emu) {
      state = "absent";
      return false;
    }
    if (gateFile) {
      // Closed already: whoever closed it waited for the running triggers, and none started since.
      if (existsSync(gateFile)) {
        state = "paused";
        return true;
      }
      writeFileSync(gateFile, String(process.pid));
      // The probe's event comes after every earlier one (the Firestore emulator hands them over one
      // at a time): once it is seen, the triggers that were running have finished, and the rest
      // found the gate closed.
      await confirmRunning(emu, false);
      state = "paused";
      return true;
    }
    // Unless this process already knows the definitions loaded (it paused them, or was told so),
    // prove them loaded and running, so that the disable has every record to act on. Disabling
    // again is idempotent (and waits for the running ones to finish).
    if (state !== "paused" && state !== "loaded") await confirmRunning(emu, false);
    await hubSwitch("disableBackgroundTriggers");
    state = "paused";
    return true;
  }

  async function resumeTriggers(): Promise<boolean> {
    const emu = await emulators();
    if (!emu) {
      state = "absent";
      return false;
    }
    if (gateFile) {
      if (!existsSync(gateFile)) {
        if (state !== "running") await confirmRunning(emu, false);
        state = "running";
        return true;
      }
      // The events of the writes made while paused are dropped before the gate opens (the same
      // ordering as in a pause), so that none runs late, after the resume.
      await confirmRunning(emu, false);
      rmSync(gateFile, { force: true });
      state = "running";
      return true;
    }
    state = "unknown"; // until the probe answers
    await confirmRunning(emu, true);
    state = "running";
    return true;
  }

  async function withTriggersPaused<T>(work: () => Promise<T>): Promise<T> {
    const wasPaused = state === "paused";
    const paused = await pauseTriggers();
    try {
      return await work();
    } finally {
      if (paused && !wasPaused) await resumeTriggers();
    }
  }

  async function withTriggersRunning<T>(work: () => Promise<T>): Promise<T> {
    const wasPaused = state === "paused";
    const running = await resumeTriggers();
    try {
      return await work();
    } finally {
      if (running && wasPaused) await pauseTriggers();
    }
  }

  return { waitForTriggersRunning, pauseTriggers, resumeTriggers, withTriggersPaused, withTriggersRunning, state: () => state };
}

/** This process's switch, on the emulators of the environment (scripts/lib/stack.cjs). */
const triggers = createTriggerSwitch();

export const waitForTriggersRunning = () => triggers.waitForTriggersRunning();
export const pauseTriggers = () => triggers.pauseTriggers();
export const resumeTriggers = () => triggers.resumeTriggers();
export const withTriggersPaused = <T>(work: () => Promise<T>) => triggers.withTriggersPaused(work);
export const withTriggersRunning = <T>(work: () => Promise<T>) => triggers.withTriggersRunning(work);
export const triggerState = () => triggers.state();

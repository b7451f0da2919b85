// The state logic of scripts/lib/triggers.ts against a fake Emulator Hub: a local HTTP server
// that behaves as firebase-tools 14 does (emulator/hub.js, functionsEmulator.js): disabling only
// touches the trigger records that exist, a reload can fail and leave them disabled while the hub
// answers 200, and a disabled trigger drops its events.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createTriggerSwitch, type TriggerSwitchOptions } from "./triggers";

type Records = "none" | "enabled" | "disabled";

interface FakeEmulators {
  hub: string;
  /** The trigger records: none before the definitions are loaded. */
  records: Records;
  /** Reloads (enable) that fail from now on, as a discovery that times out. */
  failingReloads: number;
  /** What happened, in order: load, disable, enable, enable-failed, probe-written, probe-marked, probe-dropped. */
  events: string[];
  probes: Map<string, { seenAt?: string }>;
  loadNow(): void;
  close(): Promise<void>;
}

async function fakeEmulators(
  options: {
    loadAfterMs?: number;
    records?: Records;
    withFunctions?: boolean;
    /** How long a probe waits behind earlier events. */ probeDelayMs?: number;
  } = {},
): Promise<FakeEmulators> {
  let port = 0;
  const fake: FakeEmulators = {
    hub: "",
    records: options.records ?? "enabled",
    failingReloads: 0,
    events: [],
    probes: new Map(),
    loadNow() {
      if (fake.records === "none") {
        fake.records = "enabled"; // the load registers every trigger enabled
        fake.events.push("load");
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const probePath = /^\/v1\/projects\/demo-atelier\/databases\/\(default\)\/documents\/emulatorProbes(?:\/([^/?]+))?(?:\?documentId=(.+))?$/;
  const server: Server = createServer((req, res) => {
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const url = req.url ?? "";
    if (req.method === "GET" && url === "/emulators") {
      const self = { host: "127.0.0.1", port };
      return json(200, options.withFunctions === false ? { firestore: self } : { functions: self, firestore: self, hub: self });
    }
    if (req.method === "PUT" && url === "/functions/disableBackgroundTriggers") {
      fake.events.push("disable");
      if (fake.records === "enabled") fake.records = "disabled"; // no records yet: nothing to disable
      return json(200, { enabled: false });
    }
    if (req.method === "PUT" && url === "/functions/enableBackgroundTriggers") {
      if (fake.failingReloads > 0) {
        fake.failingReloads--;
        fake.events.push("enable-failed"); // « Failed to load function definition »: records left as they were
      } else {
        fake.events.push("enable");
        fake.records = "enabled";
      }
      return json(200, { enabled: true }); // whatever happened
    }
    if (req.method === "GET" && url === "/backends") {
      const functionTriggers = fake.records === "none" ? [] : [{ entryPoint: "api" }, { entryPoint: "emulatorProbe" }];
      return json(200, { backends: [{ functionTriggers }] });
    }
    const probe = probePath.exec(url.replace(/%28/g, "(").replace(/%29/g, ")"));
    if (probe) {
      if (req.headers.authorization !== "Bearer owner") return json(403, {});
      const [, id, newId] = probe;
      if (req.method === "POST" && newId) {
        req.resume();
        fake.probes.set(newId, {});
        fake.events.push("probe-written");
        if (fake.records === "enabled") {
          setTimeout(() => {
            const doc = fake.probes.get(newId);
            if (doc) doc.seenAt = new Date().toISOString();
            fake.events.push("probe-marked");
          }, options.probeDelayMs ?? 15);
        } else {
          fake.events.push("probe-dropped"); // 204 from a disabled trigger, or no trigger at all
        }
        return json(200, {});
      }
      if (req.method === "GET" && id) {
        const doc = fake.probes.get(id);
        return doc ? json(200, { fields: doc.seenAt ? { seenAt: { timestampValue: doc.seenAt } } : {} }) : json(404, {});
      }
      if (req.method === "DELETE" && id) {
        fake.probes.delete(id);
        return json(200, {});
      }
    }
    json(404, { error: `unexpected ${req.method} ${url}` });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  fake.hub = `127.0.0.1:${port}`;
  if (options.records === "none" && options.loadAfterMs !== undefined) setTimeout(() => fake.loadNow(), options.loadAfterMs);
  return fake;
}

const FAST: TriggerSwitchOptions = { projectId: "demo-atelier", timeoutMs: 10_000, reenableAfterMs: 150, pollMs: 10 };
const switchOn = (fake: FakeEmulators, options: TriggerSwitchOptions = {}) => createTriggerSwitch({ ...FAST, hub: fake.hub, ...options });

let fake: FakeEmulators;
afterEach(() => fake?.close());

describe("scripts/lib/triggers.ts : pause et reprise confirmées", () => {
  it("la pause attend que les définitions soient chargées et que les déclencheurs répondent avant de les désactiver", async () => {
    // The start-up race: the seed paused before the emulator had loaded anything.
    fake = await fakeEmulators({ records: "none", loadAfterMs: 300 });
    const triggers = switchOn(fake);
    expect(await triggers.pauseTriggers()).toBe(true);
    expect(fake.records).toBe("disabled");
    expect(fake.events.indexOf("load")).toBeLessThan(fake.events.indexOf("probe-marked"));
    expect(fake.events.indexOf("probe-marked")).toBeLessThan(fake.events.indexOf("disable"));
    expect(fake.events.filter((e) => e === "disable")).toHaveLength(1);
    expect(triggers.state()).toBe("paused");
    expect(fake.probes.size).toBe(0);
  });

  it("la reprise réactive tant que le rechargement échoue, jusqu'à ce qu'une sonde réponde", async () => {
    fake = await fakeEmulators({ records: "disabled" });
    fake.failingReloads = 2;
    const triggers = switchOn(fake, { initialState: "paused" });
    expect(await triggers.resumeTriggers()).toBe(true);
    expect(fake.records).toBe("enabled");
    expect(fake.events.filter((e) => e.startsWith("enable"))).toEqual(["enable-failed", "enable-failed", "enable"]);
    expect(fake.events.at(-1)).toBe("probe-marked");
    expect(triggers.state()).toBe("running");
    expect(fake.probes.size).toBe(0);
  });

  it("la pause d'un processus qui ne sait rien, déclencheurs déjà en pause ailleurs : réactive, confirme, puis désactive", async () => {
    fake = await fakeEmulators({ records: "disabled" });
    const triggers = switchOn(fake);
    expect(await triggers.pauseTriggers()).toBe(true);
    expect(fake.events).toEqual(["probe-written", "probe-dropped", "enable", "probe-written", "probe-marked", "disable"]);
    expect(fake.records).toBe("disabled");
  });

  it("abandonne avec un message clair quand aucune sonde ne répond dans le délai, sans laisser de sonde", async () => {
    fake = await fakeEmulators({ records: "disabled" });
    fake.failingReloads = Number.POSITIVE_INFINITY;
    const triggers = switchOn(fake, { timeoutMs: 800 });
    await expect(triggers.resumeTriggers()).rejects.toThrow(/did not answer a probe within 0.8 s/);
    expect(fake.probes.size).toBe(0);
    expect(triggers.state()).toBe("unknown");
  });

  it("abandonne quand les définitions ne se chargent jamais", async () => {
    fake = await fakeEmulators({ records: "none" });
    await expect(switchOn(fake, { timeoutMs: 300 }).pauseTriggers()).rejects.toThrow(/did not load the functions' definitions/);
    expect(fake.events).not.toContain("disable");
  });

  it("withTriggersPaused rend les déclencheurs en marche, confirmés, même quand le travail échoue", async () => {
    fake = await fakeEmulators();
    const triggers = switchOn(fake);
    const seen: Records[] = [];
    await expect(
      triggers.withTriggersPaused(async () => {
        seen.push(fake.records);
        throw new Error("échec voulu");
      }),
    ).rejects.toThrow("échec voulu");
    expect(seen).toEqual(["disabled"]);
    expect(fake.records).toBe("enabled");
    expect(fake.events.at(-1)).toBe("probe-marked");
    expect(triggers.state()).toBe("running");
    expect(await triggers.withTriggersPaused(async () => 42)).toBe(42);
    expect(fake.records).toBe("enabled");
  });

  it("withTriggersPaused imbriqué ne reprend pas ce que la pause extérieure tient", async () => {
    fake = await fakeEmulators();
    const triggers = switchOn(fake);
    const inside: Records[] = [];
    await triggers.withTriggersPaused(async () => {
      await triggers.withTriggersPaused(async () => inside.push(fake.records));
      inside.push(fake.records);
    });
    expect(inside).toEqual(["disabled", "disabled"]);
    expect(fake.records).toBe("enabled");
    expect(fake.events.filter((e) => e === "enable")).toHaveLength(1);
  });

  it("withTriggersRunning remet en pause des déclencheurs qui l'étaient, même quand le travail échoue", async () => {
    fake = await fakeEmulators();
    const triggers = switchOn(fake);
    await triggers.pauseTriggers();
    const seen: Records[] = [];
    await expect(
      triggers.withTriggersRunning(async () => {
        seen.push(fake.records);
        throw new Error("échec voulu");
      }),
    ).rejects.toThrow("échec voulu");
    expect(seen).toEqual(["enabled"]);
    expect(fake.records).toBe("disabled");
    expect(triggers.state()).toBe("paused");
  });

  it("withTriggersRunning laisse tourner des déclencheurs qui tournaient", async () => {
    fake = await fakeEmulators();
    const triggers = switchOn(fake);
    await triggers.waitForTriggersRunning();
    expect(await triggers.withTriggersRunning(async () => fake.records)).toBe("enabled");
    expect(fake.records).toBe("enabled");
    expect(fake.events).not.toContain("disable");
  });

  it("définitions déjà connues chargées (« loaded ») : la pause désactive sans sonde", async () => {
    fake = await fakeEmulators();
    const triggers = switchOn(fake, { initialState: "loaded" });
    expect(await triggers.pauseTriggers()).toBe(true);
    expect(fake.events).toEqual(["disable"]);
    expect(triggers.state()).toBe("paused");
  });

  it("sans Functions emulator (pas de hub, ou un hub sans lui), rien à faire : le travail tourne quand même", async () => {
    fake = await fakeEmulators({ withFunctions: false });
    const withoutFunctions = switchOn(fake);
    expect(await withoutFunctions.pauseTriggers()).toBe(false);
    expect(await withoutFunctions.withTriggersPaused(async () => "fait")).toBe("fait");
    expect(fake.events).toEqual([]);
    expect(withoutFunctions.state()).toBe("absent");

    const closed = await fakeEmulators();
    const hub = closed.hub;
    await closed.close();
    const noHub = createTriggerSwitch({ ...FAST, hub });
    expect(await noHub.resumeTriggers()).toBe(false);
    expect(await noHub.withTriggersRunning(async () => "fait")).toBe("fait");
    expect(noHub.state()).toBe("absent");
  });
});

describe("scripts/lib/triggers.ts : pause par fichier-barrière (les tests d'API)", () => {
  let dir: string;
  let gateFile: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "gate-test-"));
    gateFile = join(dir, "gate");
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("la pause ferme la barrière puis attend qu'une sonde passe derrière les événements en cours ; jamais le hub", async () => {
    fake = await fakeEmulators();
    const triggers = switchOn(fake, { gateFile });
    expect(await triggers.pauseTriggers()).toBe(true);
    expect(existsSync(gateFile)).toBe(true);
    expect(fake.events).toEqual(["probe-written", "probe-marked"]);
    expect(triggers.state()).toBe("paused");
    // Closed already: no second probe.
    expect(await triggers.pauseTriggers()).toBe(true);
    expect(fake.events).toHaveLength(2);
  });

  it("la reprise laisse passer les événements de la pause, puis ouvre la barrière, sans rechargement", async () => {
    fake = await fakeEmulators();
    const triggers = switchOn(fake, { gateFile });
    await triggers.pauseTriggers();
    expect(await triggers.resumeTriggers()).toBe(true);
    expect(existsSync(gateFile)).toBe(false);
    expect(fake.events).toEqual(["probe-written", "probe-marked", "probe-written", "probe-marked"]);
    expect(fake.events).not.toContain("enable");
    expect(fake.events).not.toContain("disable");
    expect(triggers.state()).toBe("running");
    expect(fake.probes.size).toBe(0);
  });

  it("une sonde lente (derrière les milliers d'événements d'un jeu de données) est attendue, jamais suivie d'un rechargement par le hub", async () => {
    fake = await fakeEmulators({ probeDelayMs: 600 }); // four times FAST's reenableAfterMs
    const triggers = switchOn(fake, { gateFile });
    expect(await triggers.pauseTriggers()).toBe(true);
    expect(await triggers.resumeTriggers()).toBe(true);
    expect(fake.events).toEqual(["probe-written", "probe-marked", "probe-written", "probe-marked"]);
  });

  it("withTriggersRunning rouvre puis referme la barrière, même quand le travail échoue", async () => {
    fake = await fakeEmulators();
    const triggers = switchOn(fake, { gateFile });
    await triggers.pauseTriggers();
    const open: boolean[] = [];
    await expect(
      triggers.withTriggersRunning(async () => {
        open.push(!existsSync(gateFile));
        throw new Error("échec voulu");
      }),
    ).rejects.toThrow("échec voulu");
    expect(open).toEqual([true]);
    expect(existsSync(gateFile)).toBe(true);
    expect(triggers.state()).toBe("paused");
  });
});

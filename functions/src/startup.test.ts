/** The function module itself, loaded as the platform loads it, with and without a bucket. */
import { NO_BUCKET_REASON } from "../../server/src/storage/choice";

const DEPLOYED = { K_SERVICE: "api", FUNCTION_TARGET: "api", FIREBASE_CONFIG: '{"projectId":"atelier-prod"}' };

function loadWith(env: Record<string, string>) {
  const saved = { ...process.env };
  delete process.env.FUNCTIONS_EMULATOR;
  delete process.env.STORAGE_BUCKET;
  Object.assign(process.env, env);
  const exit = jest.spyOn(process, "exit").mockImplementation(((code?: number) => {
    throw new Error(`exit ${code}`);
  }) as never);
  const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
  try {
    let loaded: unknown;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- isolateModules loads a fresh copy only through require
      loaded = require("./index");
    });
    return { loaded, exit: null as string | null, lines: error.mock.calls };
  } catch (e) {
    return { loaded: null, exit: (e as Error).message, lines: error.mock.calls };
  } finally {
    exit.mockRestore();
    error.mockRestore();
    process.env = saved;
  }
}

describe("démarrage de la fonction déployée", () => {
  it("refuse de démarrer sans bucket, avec une seule ligne de journal", () => {
    const { exit, lines } = loadWith(DEPLOYED);
    expect(exit).toBe("exit 1");
    expect(lines).toEqual([[NO_BUCKET_REASON]]);
  });

  it("démarre avec le bucket par défaut du projet", () => {
    const { exit, loaded, lines } = loadWith({
      ...DEPLOYED,
      FIREBASE_CONFIG: '{"projectId":"atelier-prod","storageBucket":"atelier-prod.firebasestorage.app"}',
    });
    expect(exit).toBeNull();
    expect(lines).toEqual([]);
    expect(typeof (loaded as { api: unknown }).api).toBe("function");
  });

  it("déploie la vérification nocturne des agrégats : chaque nuit à 3 h, heure de Paris, en europe-west1", () => {
    const { loaded } = loadWith({ ...DEPLOYED, FIREBASE_CONFIG: '{"projectId":"atelier-prod","storageBucket":"atelier-prod.firebasestorage.app"}' });
    const endpoint = (loaded as { verifyAggregatesNightly: { __endpoint: Record<string, unknown> } }).verifyAggregatesNightly.__endpoint;
    expect(endpoint.scheduleTrigger).toMatchObject({ schedule: "0 3 * * *", timeZone: "Europe/Paris" });
    expect(endpoint.region).toEqual(["europe-west1"]);
  });

  it("déploie la purge nocturne des données expirées : chaque nuit à 2 h 30, avant la vérification", () => {
    const { loaded } = loadWith({ ...DEPLOYED, FIREBASE_CONFIG: '{"projectId":"atelier-prod","storageBucket":"atelier-prod.firebasestorage.app"}' });
    const endpoint = (loaded as { purgeExpiredRecordsNightly: { __endpoint: Record<string, unknown> } }).purgeExpiredRecordsNightly.__endpoint;
    expect(endpoint.scheduleTrigger).toMatchObject({ schedule: "30 2 * * *", timeZone: "Europe/Paris" });
    expect(endpoint.region).toEqual(["europe-west1"]);
  });
});

describe("la sonde des déclencheurs (emulatorProbe)", () => {
  const BUCKET = { FIREBASE_CONFIG: '{"projectId":"atelier-prod","storageBucket":"atelier-prod.firebasestorage.app"}' };

  it("n'existe pas hors de l'émulateur : elle n'est jamais déployée", () => {
    const { exit, loaded } = loadWith({ ...DEPLOYED, ...BUCKET });
    expect(exit).toBeNull();
    const exported = loaded as Record<string, unknown>;
    expect(exported.emulatorProbe).toBeUndefined();
    // What a deployment's discovery reads: every exported function's __endpoint.
    const endpoints = Object.entries(exported).filter(([, value]) => typeof value === "function" && "__endpoint" in (value as object));
    expect(endpoints.map(([name]) => name)).not.toContain("emulatorProbe");
    expect(endpoints.map(([name]) => name)).toContain("refreshUserSearchKeys");
    expect(endpoints.map(([name]) => name)).toContain("mirrorStaffClaims");
  });

  it("sous l'émulateur (FUNCTIONS_EMULATOR=true), un déclencheur à la création de emulatorProbes/{id}", () => {
    const { exit, loaded } = loadWith({ GCLOUD_PROJECT: "demo-atelier", FUNCTIONS_EMULATOR: "true" });
    expect(exit).toBeNull();
    const probe = (loaded as { emulatorProbe?: { __endpoint?: any } }).emulatorProbe;
    expect(typeof probe).toBe("function");
    expect(probe?.__endpoint?.eventTrigger).toMatchObject({
      eventType: "google.cloud.firestore.document.v1.created",
      eventFilterPathPatterns: { document: "emulatorProbes/{id}" },
    });
  });
});

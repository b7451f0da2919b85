import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { NO_BUCKET_REASON, chooseStorage, createStorage, isDeployedFunction } from "../../src/storage";

/** What Cloud Run functions (2nd gen) set on a deployed instance of `api`. */
const DEPLOYED = { K_SERVICE: "api", FUNCTION_TARGET: "api", K_REVISION: "api-00001-abc" };
/** What the Functions emulator sets: it mimics the platform's variables too. */
const EMULATED = {
  FUNCTIONS_EMULATOR: "true",
  K_SERVICE: "api",
  FUNCTION_TARGET: "api",
  FIREBASE_CONFIG: '{"projectId":"demo-atelier","storageBucket":"demo-atelier.appspot.com"}',
};
const firebaseConfig = (storageBucket?: string) =>
  JSON.stringify({ projectId: "atelier-prod", locationId: "europe-west", ...(storageBucket ? { storageBucket } : {}) });

describe("Où tourne la fonction (isDeployedFunction)", () => {
  it.each([
    ["déployée (K_SERVICE et FUNCTION_TARGET)", DEPLOYED, true],
    ["déployée (K_SERVICE seul)", { K_SERVICE: "api" }, true],
    ["déployée (FUNCTION_TARGET seul)", { FUNCTION_TARGET: "api" }, true],
    ["émulateur Functions", EMULATED, false],
    ["script ou test local", {}, false],
    ["variables vides", { K_SERVICE: " ", FUNCTION_TARGET: "" }, false],
  ])("%s", (_case, env, deployed) => {
    expect(isDeployedFunction(env)).toBe(deployed);
  });
});

describe("Choix du stockage selon l'environnement (chooseStorage)", () => {
  it.each([
    ["local : disque local", {}, { kind: "localDisk" }],
    ["émulateur : disque local, même si FIREBASE_CONFIG nomme un bucket", EMULATED, { kind: "localDisk" }],
    [
      "local avec STORAGE_BUCKET : ce bucket",
      { STORAGE_BUCKET: " demo-atelier.appspot.com " },
      { kind: "cloudStorage", bucket: "demo-atelier.appspot.com", from: "STORAGE_BUCKET" },
    ],
    [
      "déployée avec STORAGE_BUCKET : ce bucket",
      { ...DEPLOYED, STORAGE_BUCKET: "images-atelier", FIREBASE_CONFIG: firebaseConfig("atelier-prod.firebasestorage.app") },
      { kind: "cloudStorage", bucket: "images-atelier", from: "STORAGE_BUCKET" },
    ],
    [
      "déployée sans STORAGE_BUCKET : le bucket par défaut du projet",
      { ...DEPLOYED, FIREBASE_CONFIG: firebaseConfig("atelier-prod.firebasestorage.app") },
      { kind: "cloudStorage", bucket: "atelier-prod.firebasestorage.app", from: "FIREBASE_CONFIG" },
    ],
    ["déployée sans aucun bucket : refus", { ...DEPLOYED, FIREBASE_CONFIG: firebaseConfig() }, { kind: "refused", reason: NO_BUCKET_REASON }],
    ["déployée sans FIREBASE_CONFIG : refus", DEPLOYED, { kind: "refused", reason: NO_BUCKET_REASON }],
    ["déployée, FIREBASE_CONFIG illisible : refus", { ...DEPLOYED, FIREBASE_CONFIG: "{pas du json" }, { kind: "refused", reason: NO_BUCKET_REASON }],
    ["déployée, STORAGE_LOCAL_DIR ne suffit pas : refus", { ...DEPLOYED, STORAGE_LOCAL_DIR: "/tmp/images" }, { kind: "refused", reason: NO_BUCKET_REASON }],
  ])("%s", (_case, env, choice) => {
    expect(chooseStorage(env)).toEqual(choice);
  });

  it("lit FIREBASE_CONFIG quand c'est le chemin d'un fichier JSON", () => {
    const dir = mkdtempSync(join(tmpdir(), "atelier-config-"));
    try {
      const file = join(dir, "firebase-config.json");
      writeFileSync(file, firebaseConfig("atelier-prod.appspot.com"));
      expect(chooseStorage({ ...DEPLOYED, FIREBASE_CONFIG: file })).toEqual({
        kind: "cloudStorage",
        bucket: "atelier-prod.appspot.com",
        from: "FIREBASE_CONFIG",
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("dit en une ligne pourquoi une fonction déployée refuse de démarrer", () => {
    expect(NO_BUCKET_REASON).not.toContain("\n");
    expect(NO_BUCKET_REASON).toMatch(/refusing to start.*STORAGE_BUCKET.*storageBucket/);
    expect(() => createStorage(DEPLOYED)).toThrow(NO_BUCKET_REASON);
  });
});

/**
 * What production sends and runs on, read from the deploy files themselves: firebase.json's
 * Hosting headers (every one, every CSP directive), the functions runtime, and the emulators'
 * copy of the config, which may only add the Auth emulator's origin.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { FILES_CONTENT_SECURITY_POLICY } from "../../server/src/storage/filesHandler";
import { EMULATOR_CONFIG_FILE, withEmulatorOrigin } from "./emulatorConfig.cjs";
import { ROOT } from "./stack.cjs";

type Header = { key: string; value: string };
type FirebaseJson = {
  functions: { runtime: string }[];
  hosting: { headers: { source: string; headers: Header[] }[]; rewrites: { source: string }[] };
};

const readJson = (file: string) => JSON.parse(readFileSync(join(ROOT, file), "utf8"));
const firebaseJson: FirebaseJson = readJson("firebase.json");

const headersFor = (config: FirebaseJson, source: string) =>
  Object.fromEntries(config.hosting.headers.filter((rule) => rule.source === source).flatMap((rule) => rule.headers.map((h) => [h.key, h.value])));

const directives = (csp: string) =>
  Object.fromEntries(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );

const PRODUCTION_CSP = {
  "default-src": ["'none'"],
  // The built console's own modules; Firebase Auth loads Google's gapi for the sign-in popup.
  "script-src": ["'self'", "https://apis.google.com"],
  // Emotion (Chakra UI) injects <style> elements at run time: no nonce is possible on static Hosting.
  "style-src": ["'self'", "'unsafe-inline'"],
  // Monaco's icon font (codicon.ttf under /assets), in /api's GraphQL explorer only.
  "font-src": ["'self'"],
  // Signed Cloud Storage links, Firebase Storage download URLs, Google account photos, /files.
  "img-src": ["'self'", "data:", "https://storage.googleapis.com", "https://firebasestorage.googleapis.com", "https://*.googleusercontent.com"],
  // /graphql and /export (same origin), Firebase Auth's REST APIs.
  "connect-src": ["'self'", "https://identitytoolkit.googleapis.com", "https://securetoken.googleapis.com", "https://firestore.googleapis.com"],
  // Firebase Auth's helper iframe on the project's auth domain (<project>.firebaseapp.com).
  "frame-src": ["https://*.firebaseapp.com"],
  "form-action": ["'self'"],
  "base-uri": ["'none'"],
  "object-src": ["'none'"],
  "frame-ancestors": ["'none'"],
};

describe("en-têtes de sécurité de Firebase Hosting (firebase.json)", () => {
  const headers = headersFor(firebaseJson, "**");

  it("envoie exactement ces en-têtes sur toutes les réponses", () => {
    expect(Object.keys(headers).sort()).toEqual(
      ["Content-Security-Policy", "Permissions-Policy", "Referrer-Policy", "X-Content-Type-Options", "X-Frame-Options"].sort(),
    );
    expect(headers["X-Frame-Options"]).toBe("DENY");
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    // Not no-referrer: a Firebase web API key restricted to the site's referrers needs the origin.
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("ne permet que ce dont la console a besoin (CSP)", () => {
    expect(directives(headers["Content-Security-Policy"]!)).toEqual(PRODUCTION_CSP);
  });

  it("ne nomme aucune adresse locale ni joker large dans la CSP de production", () => {
    const csp = headers["Content-Security-Policy"]!;
    expect(csp).not.toMatch(/localhost|127\.0\.0\.1|http:|'unsafe-eval'|(^|\s)\*(\s|;|$)|(^|\s)https:(\s|;|$)/);
    expect(directives(csp)["script-src"]).not.toContain("'unsafe-inline'");
  });

  it("coupe les fonctions du navigateur dont la console n'a pas besoin (Permissions-Policy)", () => {
    const policy = Object.fromEntries(headers["Permissions-Policy"]!.split(",").map((p) => p.trim().split("=")));
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb", "display-capture", "browsing-topics"]) {
      expect(policy[feature]).toBe("()");
    }
    expect(Object.values(policy).every((allow) => allow === "()")).toBe(true);
  });

  it("réécrit /files vers la fonction, et y remplace la CSP de la console par celle du bac à sable", () => {
    expect(firebaseJson.hosting.rewrites.map((r) => r.source)).toEqual(["/graphql", "/files/**", "/export/**", "/documents/**", "/storage/**", "**"]);
    // Hosting applies its headers over the function's: the sandbox must be declared here too,
    // after "**" (the last matching rule wins), and be the very policy the files handler sends.
    expect(firebaseJson.hosting.headers.map((r) => r.source)).toEqual(["**", "/files/**"]);
    expect(headersFor(firebaseJson, "/files/**")).toEqual({ "Content-Security-Policy": FILES_CONTENT_SECURITY_POLICY });
  });
});

describe("copie de firebase.json pour les émulateurs", () => {
  const AUTH_EMULATOR = "http://127.0.0.1:9099";
  const FIRESTORE_EMULATOR = "http://127.0.0.1:8080";
  const emulated = withEmulatorOrigin(firebaseJson, AUTH_EMULATOR, FIRESTORE_EMULATOR);

  it("laisse intacte la CSP de bac à sable de /files", () => {
    expect(headersFor(emulated, "/files/**")).toEqual(headersFor(firebaseJson, "/files/**"));
  });

  it("n'ajoute que l'émulateur Auth à connect-src et frame-src, et celui de Firestore à connect-src", () => {
    const csp = directives(headersFor(emulated, "**")["Content-Security-Policy"]!);
    expect(csp).toEqual({
      ...PRODUCTION_CSP,
      "connect-src": [...PRODUCTION_CSP["connect-src"], AUTH_EMULATOR, FIRESTORE_EMULATOR],
      "frame-src": [...PRODUCTION_CSP["frame-src"], AUTH_EMULATOR],
    });
  });

  it("garde tout le reste de firebase.json à l'identique, sans le modifier", () => {
    const withoutCsp = (config: FirebaseJson) => ({
      ...config,
      hosting: {
        ...config.hosting,
        headers: config.hosting.headers.map((r) => ({ ...r, headers: r.headers.filter((h) => h.key !== "Content-Security-Policy") })),
      },
    });
    expect(withoutCsp(emulated)).toEqual(withoutCsp(firebaseJson));
    expect(headersFor(firebaseJson, "**")["Content-Security-Policy"]).not.toContain(AUTH_EMULATOR);
    expect(EMULATOR_CONFIG_FILE).not.toBe("firebase.json");
  });
});

describe("runtime des fonctions", () => {
  it("déploie sur Node.js 22 (nodejs20 n'est plus accepté depuis le 30/10/2026)", () => {
    expect(firebaseJson.functions.map((f) => f.runtime)).toEqual(["nodejs22"]);
    expect(readJson("functions/package.json").engines).toEqual({ node: "22" });
  });

  it("construit un bundle que le Node 20 local exécute aussi", () => {
    expect(readFileSync(join(ROOT, "functions/build.mjs"), "utf8")).toMatch(/target: "node20"/);
  });
});

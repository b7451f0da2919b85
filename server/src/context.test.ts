/**
 * identifyCaller against the real Admin SDK, its Auth emulator address pointing at a port where
 * nothing listens: the token is decoded as the emulator's are (unsigned), then the revocation
 * check cannot reach Auth. That failure says nothing about the token.
 */
import { createServer } from "node:net";
import { identifyCaller } from "./context";

const PROJECT = "demo-atelier-context";

/** A token as the Auth emulator signs them (alg "none"), for `uid`, expiring in `seconds`. */
function emulatorToken(uid: string, seconds = 3600): string {
  const now = Math.floor(Date.now() / 1000);
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const claims = {
    iss: `https://securetoken.google.com/${PROJECT}`,
    aud: PROJECT,
    sub: uid,
    user_id: uid,
    auth_time: now - 10,
    iat: now - 10,
    exp: now + seconds,
  };
  return `${part({ alg: "none", typ: "JWT" })}.${part(claims)}.`;
}

/** A local port nobody listens on (taken, then released). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  process.env.GCLOUD_PROJECT = PROJECT;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${await closedPort()}`;
});

describe("identifyCaller", () => {
  it("sans en-tête : anonyme ; en-tête sans « Bearer » : invalide", async () => {
    expect(await identifyCaller(undefined)).toEqual({ kind: "anonymous" });
    expect(await identifyCaller("Basic abc")).toEqual({ kind: "invalid" });
  });

  it("un jeton illisible ou expiré est refusé (invalide), sans demander à Auth", async () => {
    expect(await identifyCaller("Bearer pas-un-jeton")).toEqual({ kind: "invalid" });
    expect(await identifyCaller(`Bearer ${emulatorToken("u1", -60)}`)).toEqual({ kind: "invalid" });
  });

  it("Auth injoignable pendant la vérification : l'erreur remonte, le jeton n'est pas déclaré invalide", async () => {
    await expect(identifyCaller(`Bearer ${emulatorToken("u1")}`)).rejects.toMatchObject({ code: "app/network-error" });
  });
});

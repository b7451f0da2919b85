import { GRAPHQL_URL } from "../../../scripts/lib/stack.cjs";
import { clearEmulators } from "../support/emulators";
import { gql } from "../support/graphql";
import { createAdmin } from "../support/identities";

/**
 * Through the Functions emulator, which — like Cloud Functions — reads and parses the body before
 * Express sees it (req.rawBody): express.json's limit never runs there.
 */
describe("taille maximale du corps d'une requête /graphql", () => {
  let token: string;

  beforeAll(async () => {
    await clearEmulators();
    token = (await createAdmin()).token;
  });

  it("refuse un corps de 1,5 Mo avec 413 et un message en français", async () => {
    const body = JSON.stringify({ query: "{ me { email } }", variables: { padding: "x".repeat(1.5 * 1024 * 1024) } });
    const res = await fetch(GRAPHQL_URL, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      errors: [{ message: "Requête trop volumineuse : le corps ne doit pas dépasser 1 Mo.", extensions: { code: "PAYLOAD_TOO_LARGE" } }],
    });
  });

  it("sert toujours une requête normale", async () => {
    const response = await gql("{ me { email } }", { token });
    expect(response.status).toBe(200);
    expect(response.data?.me.email).toBe("camille@atelier.test");
  });
});

import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import { ACCESS_DENIED, USER_FETCH_FAILED } from "./authErrors";
import { checkFailure, type AdminCheck } from "./checkAdmin";
import { checkWithRetries } from "./sessionRetry";

const admin: AdminCheck = { ok: true, user: { id: "u1", uid: "u1", isAdmin: true } as never };
const unreachable: AdminCheck = { ok: false, unreachable: true, cause: new TypeError("Failed to fetch") };
const refused: AdminCheck = { ok: false, refusal: ACCESS_DENIED };

const serverError = (statusCode: number, bodyText: string) =>
  new ServerError("Response not successful", { response: new Response(bodyText, { status: statusCode }), bodyText });

describe("checkFailure : seul un refus du serveur ferme la session", () => {
  it("FORBIDDEN et UNAUTHENTICATED sont des refus", () => {
    const forbidden = new CombinedGraphQLErrors({ errors: [{ message: "Accès refusé", extensions: { code: "FORBIDDEN" } }] });
    expect(checkFailure(forbidden)).toEqual({ ok: false, refusal: ACCESS_DENIED });
    expect(checkFailure(serverError(401, "<html>"))).toEqual({ ok: false, refusal: USER_FETCH_FAILED });
    expect(checkFailure(serverError(403, JSON.stringify({ errors: [{ message: "x", extensions: { code: "FORBIDDEN" } }] })))).toEqual({
      ok: false,
      refusal: ACCESS_DENIED,
    });
  });

  it("un 500, une coupure réseau ou une erreur interne ne sont pas des refus", () => {
    for (const error of [
      serverError(500, "Internal Server Error"),
      serverError(503, JSON.stringify({ errors: [{ message: "x", extensions: { code: "INTERNAL_SERVER_ERROR" } }] })),
      new TypeError("Failed to fetch"),
      new CombinedGraphQLErrors({ errors: [{ message: "boom", extensions: { code: "INTERNAL_SERVER_ERROR" } }] }),
    ]) {
      expect(checkFailure(error)).toMatchObject({ ok: false, unreachable: true, cause: error });
    }
  });
});

describe("checkWithRetries", () => {
  const sequence = (...answers: AdminCheck[]) => {
    const check = jest.fn(async () => answers.shift() ?? unreachable);
    return check;
  };
  const waits: number[] = [];
  const wait = async (ms: number) => void waits.push(ms);
  beforeEach(() => {
    waits.length = 0;
    jest.spyOn(console, "info").mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it("réessaie après un échec passager, avec des pauses croissantes, jusqu'à la réponse", async () => {
    const check = sequence(unreachable, unreachable, admin);
    await expect(checkWithRetries(check, { delays: [10, 20, 40], wait })).resolves.toBe(admin);
    expect(check).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([10, 20]);
  });

  it("s'arrête après le dernier essai et dit que le serveur est injoignable", async () => {
    const check = sequence();
    await expect(checkWithRetries(check, { delays: [10, 20, 40], wait })).resolves.toMatchObject({ unreachable: true });
    expect(check).toHaveBeenCalledTimes(4);
    expect(waits).toEqual([10, 20, 40]);
  });

  it("ne réessaie pas un refus", async () => {
    const check = sequence(refused, admin);
    await expect(checkWithRetries(check, { delays: [10, 20], wait })).resolves.toBe(refused);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it("abandonne quand la réponse n'est plus attendue (déconnexion, autre compte)", async () => {
    let wanted = true;
    const check = sequence(unreachable, admin);
    const waitThenSignOut = async (ms: number) => {
      waits.push(ms);
      wanted = false;
    };
    await checkWithRetries(check, { delays: [10, 20], wait: waitThenSignOut, stillWanted: () => wanted });
    expect(check).toHaveBeenCalledTimes(1);
  });
});

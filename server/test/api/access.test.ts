import { clearEmulators } from "../support/emulators";
import { dumpDatabase } from "../support/database";
import { errorCodes, gql } from "../support/graphql";
import { createAccount, createAdmin, createCustomer, deleteAccount } from "../support/identities";
import { everyOperation } from "../support/operations";

const FORBIDDEN_MESSAGE = "Accès refusé - Droits administrateur requis";

describe("seuls les administrateurs passent, et le serveur le vérifie pour chaque opération", () => {
  let customerToken: string;
  let deletedUserToken: string;
  let stringAdminToken: string;

  beforeAll(async () => {
    await clearEmulators();
    await createAdmin();
    customerToken = (await createCustomer()).token;
    // isAdmin must be exactly the boolean true: the string "true" is not an administrator.
    stringAdminToken = (await createAccount("faux-admin@exemple.fr", { isAdmin: "true" })).token;
    const deleted = await createAccount("parti@exemple.fr", { isAdmin: true });
    await deleteAccount(deleted.uid);
    deletedUserToken = deleted.token;
  });

  const refusals: [string, () => { token?: string; authorization?: string }, string, number][] = [
    ["sans jeton", () => ({}), "UNAUTHENTICATED", 401],
    ["avec un jeton mal formé", () => ({ authorization: "Bearer pas-un-jeton" }), "UNAUTHENTICATED", 401],
    ["avec un en-tête qui n'est pas Bearer", () => ({ authorization: "Basic YWRtaW46YWRtaW4=" }), "UNAUTHENTICATED", 401],
    ["avec le jeton d'un compte supprimé", () => ({ token: deletedUserToken }), "UNAUTHENTICATED", 401],
    ["avec le jeton d'un non-administrateur", () => ({ token: customerToken }), "FORBIDDEN", 403],
    ['avec isAdmin égal à la chaîne "true"', () => ({ token: stringAdminToken }), "FORBIDDEN", 403],
  ];

  for (const [who, auth, code, status] of refusals) {
    for (const operation of everyOperation) {
      // recordLogin is the one operation any signed-in user may call about themself.
      if (operation.name === "recordLogin" && code === "FORBIDDEN") continue;
      it(`refuse ${operation.kind} ${operation.name} ${who} (${code}) sans rien écrire`, async () => {
        const before = await dumpDatabase();
        const response = await gql(operation.source, auth());
        expect(response.status).toBe(status);
        expect(errorCodes(response)).toEqual([code]);
        expect(response.data ?? null).toBeNull();
        if (code === "FORBIDDEN") expect(response.errors?.[0]?.message).toBe(FORBIDDEN_MESSAGE);
        expect(await dumpDatabase()).toEqual(before);
      });
    }
  }

  it("laisse un non-administrateur appeler recordLogin, seul ou avec __typename", async () => {
    const alone = await gql("mutation { recordLogin { user { uid isAdmin } } }", { token: customerToken });
    expect(alone.errors).toBeUndefined();
    expect(alone.data?.recordLogin.user.isAdmin).toBe(false);
    const withTypename = await gql("mutation { __typename recordLogin { user { uid } } }", { token: customerToken });
    expect(withTypename.errors).toBeUndefined();
  });

  it("refuse à un non-administrateur un recordLogin caché dans un fragment (rien ne passe sans être lu)", async () => {
    const response = await gql("mutation { ...Login } fragment Login on Mutation { recordLogin { user { uid } } }", { token: customerToken });
    expect(errorCodes(response)).toEqual(["FORBIDDEN"]);
  });
});

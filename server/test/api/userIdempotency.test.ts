import { idempotencyMessages } from "../../src/rules/idempotencyKey";
import { dumpDatabase } from "../support/database";
import { clearEmulators } from "../support/emulators";
import { gql } from "../support/graphql";
import { createAdmin, db } from "../support/identities";
import { BALANCE_MUTATIONS, creditAdjustmentsOf, seedCustomer, storedUser } from "../support/users";

const { adjustCredits: ADJUST, setCredits: SET, setLoyaltyPoints: LOYALTY } = BALANCE_MUTATIONS;

const auditOf = async (uid: string) => (await db().collection("auditLog").where("targetId", "==", uid).get()).docs.map((d) => d.data());

describe("clé d'idempotence des crédits et des points fidélité", () => {
  let token: string;

  beforeAll(async () => {
    await clearEmulators();
    ({ token } = await createAdmin());
  });

  it("la même demande envoyée deux fois s'applique une fois et renvoie le premier résultat", async () => {
    await seedCustomer("lea", { credits: 10 });
    const input = { userId: "lea", delta: 5, reason: "Geste commercial", idempotencyKey: "0b8f1c2e-5a4d-4e1b-9f7a-3c2d1e0f9a8b" };
    const first = await gql(ADJUST, { token, variables: { input } });
    const again = await gql(ADJUST, { token, variables: { input } });
    expect(first.data?.adjustUserCredits).toMatchObject({ user: { credits: 15 }, transaction: { credits: 5 }, userErrors: [] });
    expect(again.data?.adjustUserCredits).toEqual(first.data?.adjustUserCredits);
    expect((await storedUser("lea")).credits).toBe(15);
    expect(await creditAdjustmentsOf("lea")).toHaveLength(1);
    expect(await auditOf("lea")).toHaveLength(1);
  });

  it("10 envois simultanés de la même demande : une seule application, un CREDIT_ADJUSTMENT, une entrée du journal", async () => {
    await seedCustomer("hugo", { credits: 100 });
    const input = { userId: "hugo", credits: 250, reason: "Correction du solde", idempotencyKey: "cle-simultanee-0001" };
    const responses = await Promise.all(Array.from({ length: 10 }, () => gql(SET, { token, variables: { input } })));
    const transactionIds = new Set(responses.map((r) => r.data?.setUserCredits.transaction?.id));
    for (const response of responses) expect(response.data?.setUserCredits).toMatchObject({ user: { credits: 250 }, userErrors: [] });
    expect(transactionIds.size).toBe(1);
    expect((await storedUser("hugo")).credits).toBe(250);
    expect(await creditAdjustmentsOf("hugo")).toHaveLength(1);
    expect(await auditOf("hugo")).toHaveLength(1);
  }, 120_000);

  it("10 ajustements simultanés de +1 avec la même clé n'ajoutent qu'un crédit", async () => {
    await seedCustomer("ines", { credits: 7 });
    const input = { userId: "ines", delta: 1, reason: "Parrainage", idempotencyKey: "cle-ajustement-0001" };
    await Promise.all(Array.from({ length: 10 }, () => gql(ADJUST, { token, variables: { input } })));
    expect((await storedUser("ines")).credits).toBe(8);
    expect(await creditAdjustmentsOf("ines")).toHaveLength(1);
    expect(await auditOf("ines")).toHaveLength(1);
  }, 120_000);

  it("la même clé pour une autre modification est refusée en français, sans rien écrire", async () => {
    await seedCustomer("jules", { credits: 20 });
    const idempotencyKey = "cle-reutilisee-0001";
    await gql(ADJUST, { token, variables: { input: { userId: "jules", delta: 3, reason: "Geste", idempotencyKey } } });
    const before = await dumpDatabase();
    for (const input of [
      { userId: "jules", delta: 4, reason: "Geste", idempotencyKey },
      { userId: "jules", delta: 3, reason: "Autre motif", idempotencyKey },
    ]) {
      const response = await gql(ADJUST, { token, variables: { input } });
      expect(response.data?.adjustUserCredits).toMatchObject({
        user: null,
        userErrors: [{ field: ["input", "idempotencyKey"], message: idempotencyMessages.reused, code: "IDEMPOTENCY_KEY_REUSED" }],
      });
    }
    const set = await gql(SET, { token, variables: { input: { userId: "jules", credits: 3, reason: "Geste", idempotencyKey } } });
    expect(set.data?.setUserCredits.userErrors[0]?.code).toBe("IDEMPOTENCY_KEY_REUSED");
    expect(await dumpDatabase()).toEqual(before);
    expect((await storedUser("jules")).credits).toBe(23);
  });

  it("refuse une clé mal formée en français, sans rien écrire", async () => {
    await seedCustomer("karim", { credits: 1 });
    const before = await dumpDatabase();
    for (const idempotencyKey of ["court", "x".repeat(129), "clé avec espaces"]) {
      const response = await gql(ADJUST, { token, variables: { input: { userId: "karim", delta: 1, reason: "Essai", idempotencyKey } } });
      expect(response.data?.adjustUserCredits.userErrors).toEqual([
        { field: ["input", "idempotencyKey"], message: idempotencyMessages.malformed, code: "BAD_IDEMPOTENCY_KEY" },
      ]);
    }
    expect(await dumpDatabase()).toEqual(before);
  });

  it("les points fidélité renvoyés avec la même clé ne sont fixés et journalisés qu'une fois", async () => {
    await seedCustomer("lina", { loyaltyPoints: 40 });
    const input = { userId: "lina", loyaltyPoints: 90, reason: "Fidélité", idempotencyKey: "cle-fidelite-0001" };
    const responses = await Promise.all(Array.from({ length: 5 }, () => gql(LOYALTY, { token, variables: { input } })));
    for (const response of responses) expect(response.data?.setUserLoyaltyPoints).toEqual({ user: { id: "lina", loyaltyPoints: 90 }, userErrors: [] });
    expect((await storedUser("lina")).loyaltyPoints).toBe(90);
    expect(await auditOf("lina")).toHaveLength(1);
  }, 120_000);

  it("la clé d'un administrateur ne répond pas à la demande d'un autre", async () => {
    await seedCustomer("marc", { credits: 0 });
    const other = await createAdmin("second-admin@atelier.test");
    const input = { userId: "marc", delta: 2, reason: "Bienvenue", idempotencyKey: "cle-partagee-0001" };
    await gql(ADJUST, { token, variables: { input } });
    await gql(ADJUST, { token: other.token, variables: { input } });
    expect((await storedUser("marc")).credits).toBe(4);
  });
});

import { db } from "../../src/firebase";
import { ruleMessages } from "@atelier/domain/credits";
import { dumpDatabase } from "../support/database";
import { clearEmulators } from "../support/emulators";
import { gql } from "../support/graphql";
import { createAdmin } from "../support/identities";
import { BALANCE_MUTATIONS, creditAdjustmentsOf, seedCustomer, storedUser } from "../support/users";

const { adjustCredits: ADJUST, setCredits: SET, setLoyaltyPoints: LOYALTY } = BALANCE_MUTATIONS;

describe("crédits des utilisateurs", () => {
  let token: string;
  let adminUid: string;

  beforeAll(async () => {
    await clearEmulators();
    ({ token, uid: adminUid } = await createAdmin());
  });

  it("ajuste le solde et enregistre une transaction CREDIT_ADJUSTMENT et une entrée du journal", async () => {
    await seedCustomer("lea", { credits: 10 });
    const response = await gql(ADJUST, { token, variables: { input: { userId: "lea", delta: -4, reason: "  Remboursement partiel  " } } });
    expect(response.data?.adjustUserCredits).toMatchObject({
      user: { id: "lea", credits: 6 },
      transaction: { type: "CREDIT_ADJUSTMENT", credits: -4, amountCents: 0, status: "SUCCEEDED", description: "Remboursement partiel", createdBy: adminUid },
      userErrors: [],
    });
    expect((await storedUser("lea")).credits).toBe(6);
    const audit = await db().collection("auditLog").where("targetId", "==", "lea").get();
    expect(audit.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({
        actorUid: adminUid,
        action: "user.adjustCredits",
        before: { credits: 10 },
        after: expect.objectContaining({ credits: 6, delta: -4 }),
      }),
    ]);
  });

  it("100 ajustements simultanés de +1 donnent exactement +100 et 100 transactions", async () => {
    await seedCustomer("hugo", { credits: 7 });
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => gql(ADJUST, { token, variables: { input: { userId: "hugo", delta: 1, reason: `Course ${i}` } } })),
    );
    for (const response of responses) expect(response.data?.adjustUserCredits.userErrors).toEqual([]);
    expect((await storedUser("hugo")).credits).toBe(107);
    const adjustments = await creditAdjustmentsOf("hugo");
    expect(adjustments).toHaveLength(100);
    expect(new Set(adjustments.map((t) => t.description)).size).toBe(100);
    const audit = await db().collection("auditLog").where("targetId", "==", "hugo").get();
    expect(audit.size).toBe(100);
  }, 240_000);

  it("des nouveaux soldes et des ajustements mêlés ne perdent aucune écriture", async () => {
    await seedCustomer("ines", { credits: 500 });
    const operations = Array.from({ length: 40 }, (_, i) =>
      i % 4 === 0
        ? gql(SET, { token, variables: { input: { userId: "ines", credits: 1000 + i, reason: `Nouveau solde ${i}` } } })
        : gql(ADJUST, { token, variables: { input: { userId: "ines", delta: i % 2 ? 3 : -2, reason: `Ajustement ${i}` } } }),
    );
    const responses = await Promise.all(operations);
    const succeeded = responses.filter((r) => {
      const payload = r.data?.setUserCredits ?? r.data?.adjustUserCredits;
      return payload && payload.userErrors.length === 0;
    });
    // Each adjustment records the delta computed from the balance it read: had one write been
    // lost, replaying them from the start would not land on the stored balance.
    const adjustments = await creditAdjustmentsOf("ines");
    expect(adjustments).toHaveLength(succeeded.length);
    // The only refusal possible here: a new balance equal to the one it found.
    const refusals = responses.filter((r) => !succeeded.includes(r)).map((r) => r.data?.setUserCredits?.userErrors[0]?.code);
    expect(refusals.every((code) => code === "UNCHANGED")).toBe(true);
    const replayed = adjustments.reduce((balance, t) => balance + t.credits, 500);
    expect((await storedUser("ines")).credits).toBe(replayed);
  }, 240_000);

  it("fixe les points de fidélité avec un motif", async () => {
    await seedCustomer("zoe", { loyaltyPoints: 40 });
    const response = await gql(LOYALTY, { token, variables: { input: { userId: "zoe", loyaltyPoints: 90, reason: "Bonus anniversaire" } } });
    expect(response.data?.setUserLoyaltyPoints).toEqual({ user: { id: "zoe", loyaltyPoints: 90 }, userErrors: [] });
    expect((await storedUser("zoe")).loyaltyPoints).toBe(90);
  });

  describe("refuse toute entrée invalide en français et ne modifie rien", () => {
    beforeAll(() => seedCustomer("noe", { credits: 5, loyaltyPoints: 3 }));

    const cases: [string, string, Record<string, unknown>, string, string][] = [
      ["un ajustement décimal", ADJUST, { userId: "noe", delta: 1.5, reason: "x" }, "NOT_WHOLE_NUMBER", "Le nombre doit être un entier (sans décimales)."],
      ["un solde négatif", SET, { userId: "noe", credits: -1, reason: "x" }, "OUT_OF_RANGE", ruleMessages.outOfRange],
      ["un solde au-delà de 1 000 000", SET, { userId: "noe", credits: 1_000_001, reason: "x" }, "OUT_OF_RANGE", ruleMessages.outOfRange],
      ["un solde décimal", SET, { userId: "noe", credits: 2.25, reason: "x" }, "NOT_WHOLE_NUMBER", "Le nombre doit être un entier (sans décimales)."],
      [
        "un retrait qui rendrait le solde négatif",
        ADJUST,
        { userId: "noe", delta: -6, reason: "x" },
        "BELOW_ZERO",
        "Le solde ne peut pas devenir négatif (solde actuel : 5).",
      ],
      ["un ajustement nul", ADJUST, { userId: "noe", delta: 0, reason: "x" }, "ZERO_DELTA", "Le montant à ajouter ou retirer ne peut pas être nul."],
      ["un motif vide", ADJUST, { userId: "noe", delta: 1, reason: "   " }, "REQUIRED", "Le motif est obligatoire."],
      ["un motif de 501 caractères", SET, { userId: "noe", credits: 9, reason: "m".repeat(501) }, "TOO_LONG", "Le motif ne peut pas dépasser 500 caractères."],
      ["un utilisateur inconnu", ADJUST, { userId: "personne", delta: 1, reason: "x" }, "NOT_FOUND", "Utilisateur introuvable."],
      ["un utilisateur inconnu (nouveau solde)", SET, { userId: "personne", credits: 1, reason: "x" }, "NOT_FOUND", "Utilisateur introuvable."],
      ["des points de fidélité négatifs", LOYALTY, { userId: "noe", loyaltyPoints: -3, reason: "x" }, "OUT_OF_RANGE", ruleMessages.outOfRange],
      ["des points de fidélité sans motif", LOYALTY, { userId: "noe", loyaltyPoints: 4, reason: "" }, "REQUIRED", "Le motif est obligatoire."],
    ];

    it.each(cases)("refuse %s", async (_, mutation, input, code, message) => {
      const before = await dumpDatabase();
      const response = await gql(mutation, { token, variables: { input } });
      expect(response.errors).toBeUndefined();
      const payload = Object.values(response.data ?? {})[0] as { user: unknown; userErrors: { code: string; message: string }[] };
      expect(payload.user).toBeNull();
      expect(payload.userErrors).toEqual([expect.objectContaining({ code, message })]);
      expect(await dumpDatabase()).toEqual(before);
    });
  });
});

import { Timestamp } from "firebase-admin/firestore";
import { dumpDatabase } from "../support/database";
import { clearEmulators } from "../support/emulators";
import { gql, type GraphQLResponse } from "../support/graphql";
import { createAdmin, createCustomer, db } from "../support/identities";
import { createOrder } from "../support/orders";

/** The request: a customer reading admin data through recordLogin's nested fields. */
const NESTED = `mutation { recordLogin { user {
  orders(first: 3) { edges { node { notes { text } statusHistory { author { email isAdmin } } } } }
  creations(first: 3) { edges { node { imageUrl moderation { reason moderator { email } } } } }
} } }`;

const ADMIN_EMAIL = "camille@atelier.test";
const NOTE = "Client difficile, ne pas rembourser";
const REASON = "Image refusée : visage d'une personne réelle";

describe("l'accès se décide pour toute l'opération, pas sur ses seuls noms de premier niveau", () => {
  let customerToken: string;

  beforeAll(async () => {
    await clearEmulators();
    const admin = await createAdmin(ADMIN_EMAIL);
    const customer = await createCustomer("client@atelier.test");
    customerToken = customer.token;
    const at = Timestamp.fromMillis(Date.UTC(2026, 10, 2, 9));
    await createOrder("order-du-client", {
      userId: customer.uid,
      status: "paid",
      statusHistory: [{ to: "paid", changedAt: at, changedBy: admin.uid }],
      // Where notes lived before the subcollection (and its backfill), and where they live now.
      notes: [{ text: NOTE, authorUid: admin.uid, createdAt: at }],
    });
    await db().collection("orders/order-du-client/notes").add({ text: NOTE, authorUid: admin.uid, createdAt: at });
    await db()
      .doc("creations/creation-du-client")
      .set({
        userId: customer.uid,
        createdAt: at,
        imageUrl: "creations/creation-du-client.svg",
        style: "aquarelle",
        prompt: "Un portrait",
        kind: "TEXT_TO_IMAGE",
        moderation: { isModerated: true, status: "REJECTED", reason: REASON, moderatedAt: at, moderatedBy: admin.uid },
      });
  });

  const expectNothingOfTheAdminData = (response: GraphQLResponse) => {
    expect(response.errors?.length).toBeGreaterThan(0);
    expect(response.data ?? null).toBeNull();
    const body = JSON.stringify(response);
    for (const secret of [ADMIN_EMAIL, NOTE, REASON, "creation-du-client"]) expect(body).not.toContain(secret);
  };

  it("refuse à la cliente de démonstration les commandes, notes, e-mails d'administrateurs et motifs via recordLogin", async () => {
    const before = await dumpDatabase();
    const response = await gql(NESTED, { token: customerToken });
    expect(response.status).toBe(400);
    expect(response.errors?.[0]?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
    expect(response.errors?.[0]?.message).toMatch(/Cannot query field "orders" on type "SessionProfile"/);
    expectNothingOfTheAdminData(response);
    expect(await dumpDatabase()).toEqual(before);
  });

  it("refuse la même requête à un appelant anonyme", async () => {
    const before = await dumpDatabase();
    const response = await gql(NESTED);
    expectNothingOfTheAdminData(response);
    expect(await dumpDatabase()).toEqual(before);
  });

  it("laisse la cliente lire ses propres champs scalaires, et rien d'autre n'a changé", async () => {
    const before = await dumpDatabase();
    const response = await gql("mutation { recordLogin { user { uid email isAdmin credits } } }", { token: customerToken });
    expect(response.errors).toBeUndefined();
    expect(response.data?.recordLogin.user).toMatchObject({ email: "client@atelier.test", isAdmin: false, credits: 5 });
    expect(await dumpDatabase()).toEqual(before);
  });
});

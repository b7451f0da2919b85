/**
 * Issue 24, point 3: a feedback the storefront writes may name only its author's own order or
 * creation. The trigger drops any other reference and records why; the admin's drawer says it.
 */
import { Timestamp } from "firebase-admin/firestore";
import { acceptFeedback } from "../../src/firestore/inbox/storefront";
import { clearEmulators, clearEmulatorsWithTriggers } from "../support/emulators";
import { gql } from "../support/graphql";
import { createAdmin, createCustomer, db } from "../support/identities";
import { eventually, storefrontFeedback } from "../support/inbox";
import { createOrder } from "../support/orders";

const DETAIL = `query ($id: ID!) {
  feedback(id: $id) { id orderId order { id } creationId creation { id } droppedReferences { kind id reason message } }
}`;

describe("un feedback ne nomme que la commande ou la création de son auteur", () => {
  let admin: string;
  let lea: { uid: string; token: string };
  let hugo: { uid: string; token: string };

  beforeAll(async () => {
    await clearEmulatorsWithTriggers();
    admin = (await createAdmin()).token;
    lea = await createCustomer("lea@exemple.fr");
    hugo = await createCustomer("hugo@exemple.fr");
    await createOrder("cmd-lea", { userId: lea.uid });
    await createOrder("cmd-hugo", { userId: hugo.uid });
    await db().doc("creations/cr-lea").set({ userId: lea.uid, prompt: "Un phare", kind: "TEXT_TO_IMAGE", createdAt: Timestamp.now() });
    await db().doc("creations/cr-hugo").set({ userId: hugo.uid, prompt: "Un chat", kind: "TEXT_TO_IMAGE", createdAt: Timestamp.now() });
  }, 120_000);
  afterAll(() => clearEmulators(), 60_000);

  /** Léa writes a feedback from the storefront; the trigger's result once it has counted it. */
  async function fromStorefront(id: string, references: Record<string, string>) {
    const fields = { userId: lea.uid, rating: 1, category: "ORDER", message: "Ma commande est abîmée.", status: "NEW", ...references };
    // As the storefront files it: with its quota's update in the same batch (docs/inbox.md).
    expect(await storefrontFeedback(id, fields, lea)).toBe(200);
    await eventually(
      async () => (await db().doc(`feedback/${id}`).get()).data(),
      (d) => d?.counted === true,
    );
    return (await gql(DETAIL, { token: admin, variables: { id } })).data?.feedback;
  }

  it("retire la commande et la création d'un autre client, et dit pourquoi", async () => {
    const feedback = await fromStorefront("fb-autrui", { orderId: "cmd-hugo", creationId: "cr-hugo" });
    expect(feedback).toEqual({
      id: "fb-autrui",
      orderId: null,
      order: null,
      creationId: null,
      creation: null,
      droppedReferences: [
        {
          kind: "ORDER",
          id: "cmd-hugo",
          reason: "NOT_AUTHORS",
          message: "Référence retirée : la commande « cmd-hugo » n’appartient pas à l’auteur de ce feedback.",
        },
        {
          kind: "CREATION",
          id: "cr-hugo",
          reason: "NOT_AUTHORS",
          message: "Référence retirée : la création « cr-hugo » n’appartient pas à l’auteur de ce feedback.",
        },
      ],
    });
    // The order stays Hugo's, without Léa's complaint attached to it in any way.
    expect((await db().doc("feedback/fb-autrui").get()).get("orderId")).toBeNull();
  }, 180_000);

  it("garde la commande et la création de l'auteur", async () => {
    const feedback = await fromStorefront("fb-sien", { orderId: "cmd-lea", creationId: "cr-lea" });
    expect(feedback).toEqual({
      id: "fb-sien",
      orderId: "cmd-lea",
      order: { id: "cmd-lea" },
      creationId: "cr-lea",
      creation: { id: "cr-lea" },
      droppedReferences: [],
    });
  }, 180_000);

  it("retire un id réservé ou inconnu, et le détail s'ouvre toujours", async () => {
    const feedback = await fromStorefront("fb-invalide", { orderId: "__s2__", creationId: "cr-inconnue" });
    expect(feedback).toMatchObject({
      orderId: null,
      order: null,
      creationId: null,
      droppedReferences: [
        { kind: "ORDER", id: "__s2__", reason: "INVALID_ID", message: "Référence retirée : l’identifiant de commande donné par le client n’est pas valide." },
        { kind: "CREATION", id: "cr-inconnue", reason: "NOT_FOUND", message: "Référence retirée : la création « cr-inconnue » n’existe pas." },
      ],
    });
  }, 180_000);

  it("un événement relivré ne change rien", async () => {
    const before = (await db().doc("feedback/fb-autrui").get()).data();
    expect(await acceptFeedback(db(), "fb-autrui")).toBe("unchanged");
    expect((await db().doc("feedback/fb-autrui").get()).data()).toEqual(before);
  });
});

import { Timestamp } from "firebase-admin/firestore";
import { db } from "../../src/firebase";
import { clearEmulators } from "../support/emulators";
import { gql } from "../support/graphql";
import { createAdmin } from "../support/identities";

const SIGNED_LINK = /^\/files\/creations\/abc\.svg\?generation=[\w-]+&expires=\d+&signature=[\w-]+$/;

describe("images servies par liens signés", () => {
  let token: string;

  beforeAll(async () => {
    await clearEmulators();
    token = (await createAdmin()).token;
    const createdAt = Timestamp.now();
    await db().doc("creations/abc").set({ userId: "u", createdAt, imageUrl: "creations/abc.svg", kind: "TEXT_TO_IMAGE" });
    await db()
      .doc("orders/o1")
      .set({
        userId: "u",
        status: "paid",
        total: 10,
        createdAt,
        statusHistory: [],
        items: [
          { name: "Poster", quantity: 1, unitPrice: 10, imageUrl: "creations/abc.svg" },
          { name: "Tasse", quantity: 1, unitPrice: 5, imageUrl: "https://exemple.fr/tasse.png" },
        ],
      });
  });

  it("signe le chemin de stockage d'une création et d'un article de commande", async () => {
    const response = await gql(`{ creation(id: "abc") { imageUrl originalImageUrl } order(id: "o1") { items { imageUrl } } }`, {
      token,
    });
    expect(response.data?.creation.imageUrl).toMatch(SIGNED_LINK);
    expect(response.data?.creation.originalImageUrl).toBe("creations/abc.svg");
    expect(response.data?.order.items[0].imageUrl).toMatch(SIGNED_LINK);
  });

  it("laisse telle quelle une URL d'un autre hôte", async () => {
    const response = await gql(`{ order(id: "o1") { items { imageUrl } } }`, { token });
    expect(response.data?.order.items[1].imageUrl).toBe("https://exemple.fr/tasse.png");
  });
});

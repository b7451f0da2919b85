import { Timestamp } from "firebase-admin/firestore";
import { backfillOrderNotes } from "../../src/firestore/orders/notesBackfill";
import { dumpDatabase } from "../support/database";
import { clearEmulators } from "../support/emulators";
import { gql } from "../support/graphql";
import { createAdmin, db } from "../support/identities";
import { createOrder } from "../support/orders";

const at = (day: number) => Timestamp.fromMillis(Date.UTC(2026, 2, day, 10));
const NOTES = `query Notes($id: ID!) { order(id: $id) { notes { text authorUid createdAt } } }`;

const storedNotes = async (orderId: string) => (await db().collection(`orders/${orderId}/notes`).orderBy("createdAt").get()).docs.map((d) => d.data());

describe("npm run orders:notes-backfill", () => {
  let token: string;

  beforeAll(async () => {
    await clearEmulators();
    ({ token } = await createAdmin());
    await createOrder("Avec01", {
      notes: [
        { text: "Première", authorUid: "admin-1", createdAt: at(1) },
        { text: "Seconde", authorUid: "admin-2", createdAt: at(3) },
        { text: "Seconde", authorUid: "admin-2", createdAt: at(3) }, // a true duplicate stays one note
      ],
    });
    await createOrder("Vide02", { notes: [] });
    await createOrder("Sans03");
    await db()
      .doc("orders/Sans03/notes/deja")
      .set({ text: "Déjà là", authorUid: "admin-1", createdAt: at(2) });
    // Many notes: more than one transaction or batch could hold.
    await createOrder("Grosse4", {
      notes: Array.from({ length: 650 }, (_, i) => ({ text: `Note ${i}`, authorUid: "admin-1", createdAt: Timestamp.fromMillis(at(1).toMillis() + i * 1000) })),
    });
  }, 120_000);

  it("déplace les tableaux de notes dans la sous-collection, retire le tableau, et l'API montre les mêmes notes", async () => {
    const shownBefore = (await gql(NOTES, { token, variables: { id: "Avec01" } })).data?.order.notes;
    expect(await backfillOrderNotes(db())).toEqual({ orders: 3, notes: 2 + 650 });

    for (const id of ["Avec01", "Vide02", "Grosse4"]) expect((await db().doc(`orders/${id}`).get()).get("notes")).toBeUndefined();
    expect(await storedNotes("Avec01")).toEqual([
      { text: "Première", authorUid: "admin-1", createdAt: at(1) },
      { text: "Seconde", authorUid: "admin-2", createdAt: at(3) },
    ]);
    expect(await storedNotes("Vide02")).toEqual([]);
    expect(await storedNotes("Sans03")).toEqual([{ text: "Déjà là", authorUid: "admin-1", createdAt: at(2) }]);
    expect(await storedNotes("Grosse4")).toHaveLength(650);
    // The order keeps everything else.
    expect((await db().doc("orders/Avec01").get()).get("status")).toBe("pending_payment");

    const shownAfter = (await gql(NOTES, { token, variables: { id: "Avec01" } })).data?.order.notes;
    expect(shownAfter).toEqual([shownBefore[0], shownBefore[2]]);
  }, 120_000);

  it("lancé une seconde fois, ne change rien", async () => {
    const before = await dumpDatabase();
    expect(await backfillOrderNotes(db())).toEqual({ orders: 0, notes: 0 });
    expect(await dumpDatabase()).toEqual(before);
  }, 120_000);
});

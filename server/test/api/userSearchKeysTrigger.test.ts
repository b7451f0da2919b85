import { Timestamp } from "firebase-admin/firestore";
import { clearEmulators, clearEmulatorsWithTriggers } from "../support/emulators";
import { refreshUserListFields } from "../../src/firestore/users/listRefresh";
import { gql } from "../support/graphql";
import { createAdmin, db } from "../support/identities";
import { storedUser } from "../support/users";

const SEARCH = `query Users($filter: UserFilter) {
  users(first: 10, filter: $filter) { totalCount edges { node { id credits } } }
}`;

/** Polls the stored user until `ready` holds (the trigger runs asynchronously). */
async function waitForUser(uid: string, ready: (user: Record<string, unknown>) => boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  let user = await storedUser(uid);
  while (!ready(user) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    user = await storedUser(uid);
  }
  expect(ready(user)).toBe(true);
  return user;
}

describe("déclencheur des champs de recherche des utilisateurs écrits par la boutique", () => {
  let token: string;
  // Resuming reloads the function definitions (several seconds), then waits for a probe to be answered.
  beforeAll(async () => {
    await clearEmulatorsWithTriggers();
    token = (await createAdmin()).token;
  }, 120_000);
  afterAll(() => clearEmulators(), 60_000); // pauses the triggers again for the other test files

  it("un utilisateur écrit sans champs de recherche est trouvé par un début de prénom accentué, et hasCredits suit ses crédits", async () => {
    // As the storefront writes a sign-up: no emailKey, no name keys, no hasCredits.
    await db().doc("users/noemie").set({
      uid: "noemie",
      email: "Noemie.Lefevre@exemple.fr",
      firstName: "Noémie",
      lastName: "Lefèvre",
      createdAt: Timestamp.now(),
      credits: 0,
      loyaltyPoints: 0,
      isAdmin: false,
      isBlocked: false,
    });
    const keyed = await waitForUser("noemie", (user) => user.fullNameKey === "noemie lefevre");
    expect(keyed).toMatchObject({ emailKey: "noemie.lefevre@exemple.fr", firstNameKey: "noemie", lastNameKey: "lefevre", hasCredits: false });

    const found = await gql(SEARCH, { token, variables: { filter: { search: "NOÉ" } } });
    expect(found.data?.users.edges.map((e: any) => e.node.id)).toEqual(["noemie"]);
    expect((await gql(SEARCH, { token, variables: { filter: { hasCredits: true } } })).data?.users.totalCount).toBe(0);

    // A credit purchase on the storefront: 0 → 5.
    await db().doc("users/noemie").update({ credits: 5 });
    await waitForUser("noemie", (user) => user.hasCredits === true);
    const withCredits = await gql(SEARCH, { token, variables: { filter: { search: "noé", hasCredits: true } } });
    expect(withCredits.data?.users.edges).toEqual([{ node: { id: "noemie", credits: 5 } }]);
  }, 120_000);

  it("n'écrit rien de plus quand les champs sont déjà justes (pas de boucle, un événement relivré ne change rien)", async () => {
    await db().doc("users/remi").set({ uid: "remi", email: "remi@exemple.fr", firstName: "Rémi", lastName: "Roy", credits: 2 });
    const first = await waitForUser("remi", (user) => user.hasCredits === true && user.fullNameKey === "remi roy");
    const updateTime = (await db().doc("users/remi").get()).updateTime;
    // No clock: a later write's trigger has run. Its event came after the event of the trigger's
    // own write to remi, so a looping trigger would have written remi again by then.
    await db().doc("users/temoin").set({ uid: "temoin", email: "temoin@exemple.fr", firstName: "Témoin", lastName: "Roy" });
    await waitForUser("temoin", (user) => user.fullNameKey === "temoin roy");
    const again = await db().doc("users/remi").get();
    expect(again.updateTime?.isEqual(updateTime!)).toBe(true);
    expect(again.data()).toEqual(first);
    // The trigger's handler run again for the same write, as on a redelivery.
    expect(await refreshUserListFields(db(), "remi")).toBe("unchanged");
  }, 120_000);
});

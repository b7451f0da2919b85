import { adminAuth } from "../../src/firebase";
import { clearEmulators, clearEmulatorsWithTriggers } from "../support/emulators";
import { eventually } from "../support/inbox";
import { createAccount, db } from "../support/identities";
import { storedUser } from "../support/users";

type Claims = Record<string, unknown> | undefined;
const claimsOf = async (uid: string): Promise<Claims> => (await adminAuth().getUser(uid)).customClaims;

/** The account's custom claims once `ready` holds of them (the trigger runs asynchronously). */
const waitForClaims = (uid: string, ready: (claims: Claims) => boolean) => eventually(() => claimsOf(uid), ready, 30_000);

const staffOf = (claims: Claims) => claims?.staff as { role: string; permissions: string[] } | undefined;

describe("déclencheur des droits de l'équipe dans le jeton (custom claims)", () => {
  beforeAll(() => clearEmulatorsWithTriggers(), 180_000); // a ceiling: resuming reloads the functions, over 60 s once on a loaded CI machine
  afterAll(() => clearEmulators(), 60_000); // pauses the triggers again for the other test files

  it("le jeton suit le rôle du dossier : créé, changé, bloqué, retiré ; les autres claims restent", async () => {
    const theo = await createAccount("theo@atelier.test", {
      firstName: "Théo",
      lastName: "Garnier",
      isAdmin: true,
      isBlocked: false,
      staffRole: "FULFILMENT",
      credits: 0,
    });
    expect(staffOf(await waitForClaims(theo.uid, (c) => staffOf(c) !== undefined))).toEqual({ role: "FULFILMENT", permissions: ["ORDERS_READ", "FULFILMENT"] });

    // A claim set by someone else is kept through every change.
    await adminAuth().setCustomUserClaims(theo.uid, { ...(await claimsOf(theo.uid)), shop: "atelier" });
    await db().doc(`users/${theo.uid}`).update({ staffRole: "ACCOUNTING" });
    const accounting = await waitForClaims(theo.uid, (c) => staffOf(c)?.role === "ACCOUNTING");
    expect(accounting).toEqual({ shop: "atelier", staff: { role: "ACCOUNTING", permissions: ["ORDERS_READ", "FINANCES"] } });

    // A custom role: its permissions are those copied on the record.
    await db()
      .doc(`users/${theo.uid}`)
      .update({ staffRole: "custom-atelier", staffRoleName: "Atelier", staffPermissions: ["REFUNDS", "ORDERS_READ"] });
    expect(staffOf(await waitForClaims(theo.uid, (c) => staffOf(c)?.role === "custom-atelier"))).toEqual({
      role: "custom-atelier",
      permissions: ["ORDERS_READ", "REFUNDS"],
    });

    await db().doc(`users/${theo.uid}`).update({ isBlocked: true });
    expect(await waitForClaims(theo.uid, (c) => staffOf(c) === undefined)).toEqual({ shop: "atelier" });

    // Unblocked, then a legacy record (no role): the owner's permissions.
    await db().doc(`users/${theo.uid}`).update({ isBlocked: false, staffRole: null, staffRoleName: null, staffPermissions: null });
    expect(staffOf(await waitForClaims(theo.uid, (c) => staffOf(c)?.role === "OWNER"))?.permissions).toContain("STAFF");

    await db().doc(`users/${theo.uid}`).update({ isAdmin: false });
    expect(await waitForClaims(theo.uid, (c) => staffOf(c) === undefined)).toEqual({ shop: "atelier" });

    await db().doc(`users/${theo.uid}`).update({ isAdmin: true, staffRole: "SUPPORT" });
    await waitForClaims(theo.uid, (c) => staffOf(c)?.role === "SUPPORT");
    await db().doc(`users/${theo.uid}`).delete();
    expect(await waitForClaims(theo.uid, (c) => staffOf(c) === undefined)).toEqual({ shop: "atelier" });
  }, 240_000);

  it("une écriture qui ne touche aucun champ de droits ne change pas le jeton", async () => {
    const ines = await createAccount("ines@atelier.test", {
      firstName: "Inès",
      lastName: "Lefèvre",
      isAdmin: true,
      isBlocked: false,
      staffRole: "SUPPORT",
      credits: 0,
    });
    await waitForClaims(ines.uid, (c) => staffOf(c)?.role === "SUPPORT");
    // A claim out of step (as if written by hand): only a change of rights may rewrite it.
    const marked = { staff: { role: "SUPPORT", permissions: ["INBOX"] } };
    await adminAuth().setCustomUserClaims(ines.uid, marked);
    await db().doc(`users/${ines.uid}`).update({ credits: 5 });
    // The same write's other trigger (search keys) has run: this one had the same event.
    await waitForUserField(ines.uid, (u) => u.hasCredits === true);
    expect(await claimsOf(ines.uid)).toEqual(marked);
    // A change of rights rewrites it from the record.
    await db().doc(`users/${ines.uid}`).update({ staffRole: "MODERATION" });
    expect(staffOf(await waitForClaims(ines.uid, (c) => staffOf(c)?.role === "MODERATION"))).toEqual({
      role: "MODERATION",
      permissions: ["MODERATION", "CUSTOMERS_READ", "CUSTOMERS_BLOCK"],
    });
  }, 240_000);

  it("un dossier sans compte d'authentification ne casse rien", async () => {
    await db()
      .doc("users/sans-compte")
      .set({ uid: "sans-compte", email: "sans@atelier.test", isAdmin: true, isBlocked: false, staffRole: "OWNER", credits: 0 });
    await waitForUserField("sans-compte", (u) => typeof u.emailKey === "string");
    await expect(adminAuth().getUser("sans-compte")).rejects.toMatchObject({ code: "auth/user-not-found" });
  }, 120_000);
});

/** The stored user once `ready` holds of it (the search-keys trigger ran on the same write). */
const waitForUserField = (uid: string, ready: (user: Record<string, unknown>) => boolean) => eventually(() => storedUser(uid), ready, 30_000);

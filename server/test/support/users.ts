import { Timestamp } from "firebase-admin/firestore";
import { db } from "../../src/firebase";
import { userListFields } from "@atelier/domain/userSearchKeys";

/** A customer record written as the storefront would (with its search keys), no Auth account. */
export async function seedCustomer(uid: string, fields: Record<string, unknown> = {}): Promise<void> {
  const data = {
    uid,
    email: `${uid}@exemple.fr`,
    firstName: "Client",
    lastName: uid,
    photoURL: null,
    createdAt: Timestamp.fromMillis(Date.UTC(2026, 0, 1)),
    credits: 0,
    loyaltyPoints: 0,
    isAdmin: false,
    isBlocked: false,
    lastLoginAt: null,
    ...fields,
  };
  await db()
    .doc(`users/${uid}`)
    .set({ ...data, ...userListFields(data) });
}

export async function creditAdjustmentsOf(uid: string) {
  const snap = await db().collection("transactions").where("userId", "==", uid).where("type", "==", "CREDIT_ADJUSTMENT").get();
  return snap.docs.map((doc) => doc.data());
}

export async function storedUser(uid: string) {
  return (await db().doc(`users/${uid}`).get()).data() ?? {};
}

/** The credits and loyalty-points mutations, as the users' API tests send them. */
export const BALANCE_MUTATIONS = {
  adjustCredits: `mutation Adjust($input: AdjustUserCreditsInput!) {
  adjustUserCredits(input: $input) { user { id credits } transaction { id type credits amountCents status description createdBy } userErrors { field message code } }
}`,
  setCredits: `mutation Set($input: SetUserCreditsInput!) {
  setUserCredits(input: $input) { user { id credits } transaction { id credits } userErrors { field message code } }
}`,
  setLoyaltyPoints: `mutation Loyalty($input: SetUserLoyaltyPointsInput!) {
  setUserLoyaltyPoints(input: $input) { user { id loyaltyPoints } userErrors { field message code } }
}`,
};

import { getApps, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";

// The runner sets FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST, so these calls only
// ever reach the local emulators.
function adminApp() {
  return getApps()[0] ?? initializeApp({ projectId: "demo-atelier" });
}

/** Grants administrator rights to the user with this e-mail, as an operator would. */
export async function makeAdmin(email: string): Promise<void> {
  await setAdminRights(email, true);
}

/** Grants or revokes administrator rights in the user's record, behind the console's back. */
export async function setAdminRights(email: string, isAdmin: boolean): Promise<void> {
  const app = adminApp();
  const user = await getAuth(app).getUserByEmail(email);
  await getFirestore(app).doc(`users/${user.uid}`).set({ isAdmin }, { merge: true });
}

/** A paid order of the demo data (its status can still change) and its customer, for the detail screens. */
export async function demoOrderAndCustomer(): Promise<{ orderId: string; userId: string }> {
  const snap = await getFirestore(adminApp()).collection("orders").where("status", "==", "paid").limit(1).get();
  const order = snap.docs[0];
  if (!order) throw new Error("the demo data has no paid order");
  return { orderId: order.id, userId: order.get("userId") };
}

/** An order of the demo data in `status` (as stored: "delivered"…), for a screen that needs one in that state. */
export async function demoOrderInStatus(status: string): Promise<string> {
  const snap = await getFirestore(adminApp()).collection("orders").where("status", "==", status).limit(1).get();
  const order = snap.docs[0];
  if (!order) throw new Error(`the demo data has no ${status} order`);
  return order.id;
}

/**
 * The sign-ins recorded for the user with this e-mail: the « user.login » entries of the audit
 * log (« Connexion à l'administration ») and the record's lastLoginAt (« Dernière connexion »).
 */
export async function recordedLogins(email: string): Promise<{ entries: number; lastLoginAt: string | null }> {
  const app = adminApp();
  const { uid } = await getAuth(app).getUserByEmail(email);
  const firestore = getFirestore(app);
  const [audit, record] = await Promise.all([firestore.collection("auditLog").where("targetId", "==", uid).get(), firestore.doc(`users/${uid}`).get()]);
  const lastLoginAt = record.get("lastLoginAt") as { toDate(): Date } | null | undefined;
  return {
    entries: audit.docs.filter((d) => d.get("action") === "user.login").length,
    lastLoginAt: lastLoginAt ? lastLoginAt.toDate().toISOString() : null,
  };
}

/**
 * Appends an audit entry as the server's writer does (firestore/auditLog.ts), for entries no
 * console action makes on demand (a new account's « Compte créé », written at its first sign-in).
 */
export async function appendAuditEntry(entry: {
  id: string;
  actorUid: string;
  action: string;
  targetType: string;
  targetId: string;
  before: object | null;
  after: object | null;
  at: Date;
}): Promise<void> {
  const { id, ...data } = entry;
  await getFirestore(adminApp()).doc(`auditLog/${id}`).set(data);
}

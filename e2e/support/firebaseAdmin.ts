import { getApps, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { FieldPath, FieldValue, getFirestore, type Query } from "firebase-admin/firestore";
import { mailboxKey } from "@atelier/domain/inbox";
import { CHANGE_FEED, type ChangeKind } from "@atelier/domain/live/changeFeed";
import { userListFields } from "@atelier/domain/userSearchKeys";
import { eventually } from "./eventually";

// The runner sets FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST, so these calls only
// ever reach the local emulators.
export function adminApp() {
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

/** A member of the team with a role (issue 33), as the staff screen's invitation would leave them. */
export type StaffMember = { uid: string; email: string; password: string; firstName: string; lastName: string; staffRole: string };

/**
 * Creates (or resets) a team member: their Auth account and their record — an administrator
 * (`isAdmin: true`) whose `staffRole` narrows what they may do (packages/domain/src/staff). The
 * record is written whole, as the first sign-in would (server/src/firestore/users/login.ts), so
 * that the users list and the palette can read it.
 */
export async function createStaffMember(member: StaffMember): Promise<void> {
  const app = adminApp();
  const auth = getAuth(app);
  const props = { email: member.email, password: member.password, displayName: `${member.firstName} ${member.lastName}`, emailVerified: true, disabled: false };
  try {
    await auth.updateUser(member.uid, props);
  } catch (err) {
    if ((err as { code?: string }).code !== "auth/user-not-found") throw err;
    await auth.createUser({ uid: member.uid, ...props });
  }
  const profile = { email: member.email, firstName: member.firstName, lastName: member.lastName, credits: 0 };
  await getFirestore(app)
    .doc(`users/${member.uid}`)
    .set({
      uid: member.uid,
      ...profile,
      photoURL: null,
      createdAt: new Date(),
      ...userListFields(profile),
      loyaltyPoints: 0,
      isAdmin: true,
      isBlocked: false,
      lastLoginAt: null,
      staffRole: member.staffRole,
    });
}

/** Removes a member made by createStaffMember: their account and their record. */
export async function deleteStaffMember(uid: string): Promise<void> {
  const app = adminApp();
  await getAuth(app)
    .deleteUser(uid)
    .catch((err: { code?: string }) => {
      if (err.code !== "auth/user-not-found") throw err;
    });
  await getFirestore(app).doc(`users/${uid}`).delete();
}

/** Removes the custom roles (staffRoles, docs/roles.md) a test made, by name. */
export async function deleteStaffRolesNamed(name: string): Promise<void> {
  const roles = await getFirestore(adminApp()).collection("staffRoles").where("name", "==", name).get();
  await Promise.all(roles.docs.map((doc) => doc.ref.delete()));
}

/** The ids of the orders of the customer `uid` in the demo data. */
export async function ordersOf(uid: string): Promise<string[]> {
  const snap = await getFirestore(adminApp()).collection("orders").where("userId", "==", uid).get();
  return snap.docs.map((doc) => doc.id);
}

/**
 * A customer of their own for a test that erases one (e2e/personalData.test.ts): a sign-in account
 * and a record no other test reads, with a mail sent to them. Their uid.
 */
export async function createCustomerToErase(email: string, firstName: string, lastName: string): Promise<string> {
  const app = adminApp();
  const account = await getAuth(app).createUser({ email, password: "client1234", displayName: `${firstName} ${lastName}` });
  const record = { email, firstName, lastName, photoURL: null, isAdmin: false, isBlocked: false, credits: 0, loyaltyPoints: 0, createdAt: new Date() };
  await getFirestore(app)
    .doc(`users/${account.uid}`)
    .set({ uid: account.uid, ...record, ...userListFields(record) });
  return account.uid;
}

/** A user's record as stored, and whether their sign-in account is disabled. */
export async function userAndAccount(uid: string): Promise<{ record: Record<string, unknown> | undefined; disabled: boolean }> {
  const app = adminApp();
  const [snap, account] = await Promise.all([getFirestore(app).doc(`users/${uid}`).get(), getAuth(app).getUser(uid)]);
  return { record: snap.data(), disabled: account.disabled };
}

/** The templates of the `mail` documents addressed to `address` (stored lower-cased), e.g. « personal-data-request-answered ». */
export async function mailTemplatesTo(address: string): Promise<string[]> {
  const snap = await getFirestore(adminApp()).collection("mail").where("to", "==", address.trim().toLowerCase()).get();
  return snap.docs.map((doc) => doc.get("template.name") as string);
}

/**
 * An order written as the storefront writes one (straight to Firestore, not through the API), for
 * the live back-office's tests (docs/live.md): the customer's, pending, created now.
 */
export async function writeStorefrontOrder(id: string, userId: string): Promise<void> {
  await getFirestore(adminApp())
    .doc(`orders/${id}`)
    .set({ userId, status: "pending", total: 24.9, items: [{ productId: "poster-a3", quantity: 1, unitPrice: 24.9 }], createdAt: new Date() });
}

/**
 * A contact message as the storefront's form writes one (docs/inbox.md « What the storefront
 * writes »), new (unread): a test that reads or answers a message writes its own, so that no other
 * file's order of running decides what it finds (a demo message another file opened is read).
 */
export async function writeStorefrontContactMessage(message: { name: string; email: string; subject: string; message: string }): Promise<string> {
  const ref = await getFirestore(adminApp())
    .collection("contactMessages")
    .add({ ...message, mailboxKey: mailboxKey(message.email), status: "NEW", createdAt: FieldValue.serverTimestamp() });
  return ref.id;
}

/** Waits until the storefront trigger has counted this contact message among the unread (the sidebar's badge then includes it). */
export async function waitForContactMessageCounted(id: string): Promise<void> {
  const counted = getFirestore(adminApp()).collection("contactMessages").where(FieldPath.documentId(), "==", id).where("counted", "==", true);
  await waitForTriggerWrite(counted, `contact message ${id} counted by its storefront trigger`);
}

/**
 * Deletes a member's notifications that persist (docs/notifications.md), behind the console's
 * back: a test that counts the bell's session notifications starts from a member told of nothing
 * (earlier files' storefront writes tell the demo owner of messages and paid orders).
 */
export async function clearMemberNotifications(email: string): Promise<void> {
  const app = adminApp();
  const { uid } = await getAuth(app).getUserByEmail(email);
  const firestore = getFirestore(app);
  const docs = (await firestore.collection("memberNotifications").where("memberUid", "==", uid).get()).docs;
  const batch = firestore.batch();
  for (const doc of docs) batch.delete(doc.ref);
  await batch.commit();
}

/**
 * Waits until `query` finds a document: what a trigger writes (slow on a loaded 2-core machine:
 * the limit only stops a test whose document never comes, and the error says which, `what`).
 */
export async function waitForTriggerWrite(query: Query, what: string): Promise<void> {
  await eventually(
    () => query.limit(1).get(),
    (snap) => !snap.empty,
    () => `${what}: not written (its trigger did not run)`,
  );
}

/**
 * Waits until the triggers have written the change feed's `created` entry for this record
 * (docs/live.md): the first of a live notice's two hops, the trigger's. The second hop, the
 * console's listener, is then the test's to wait for with its own limit, so a failure says which
 * one broke.
 */
export async function waitForFeedEntry(kind: ChangeKind, recordId: string): Promise<void> {
  const feed = getFirestore(adminApp()).collection(CHANGE_FEED).where("kind", "==", kind).where("recordId", "==", recordId).where("change", "==", "created");
  await waitForTriggerWrite(feed, `the change feed's « created » entry for ${kind} ${recordId}`);
}

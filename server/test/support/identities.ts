import { getAuth } from "firebase-admin/auth";
import { adminAuth, db } from "../../src/firebase";
import "./emulators";

export { db };

/** Creates an Auth emulator account, and its users/{uid} record when `record` is given. */
export async function createAccount(email: string, record?: Record<string, unknown>, password = "secret123"): Promise<{ uid: string; token: string }> {
  const user = await adminAuth().createUser({ email, password });
  if (record)
    await db()
      .doc(`users/${user.uid}`)
      .set({ uid: user.uid, email, ...record });
  return { uid: user.uid, token: await signIn(email, password) };
}

export const createAdmin = (email = "camille@atelier.test") => createAccount(email, { firstName: "Camille", lastName: "Martin", isAdmin: true, credits: 0 });

/** A staff member of `role` (a built-in role's id: "FULFILMENT"…), as the seed and the staff screen write one. */
export const createMember = (role: string, email = `${role.toLowerCase()}@atelier.test`) =>
  createAccount(email, { firstName: "Membre", lastName: role, isAdmin: true, isBlocked: false, staffRole: role, credits: 0 });

export const createCustomer = (email = "lucas@exemple.fr") => createAccount(email, { firstName: "Lucas", lastName: "Bernard", isAdmin: false, credits: 5 });

/** A real ID token from the Auth emulator's REST sign-in, as the web SDK would get it. */
export async function signIn(email: string, password: string): Promise<string> {
  const res = await fetch(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await res.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

export const deleteAccount = (uid: string) => getAuth().deleteUser(uid);

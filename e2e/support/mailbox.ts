import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { MAILBOX_URL } from "../../scripts/lib/stack.cjs";

/** What the local SMTP sink (maildev) holds for `address`, through its REST API. */
export async function mailboxSubjects(address: string): Promise<string[]> {
  const res = await fetch(`${MAILBOX_URL}/api/email`);
  const all = (await res.json()) as { subject: string; to: { address: string }[] }[];
  return all.filter((m) => m.to.some((t) => t.address.toLowerCase() === address.toLowerCase())).map((m) => m.subject);
}

/** Waits until the sink holds a message for `address` whose subject matches. */
export async function waitForMailbox(address: string, subject: RegExp | string, timeoutMs = 30_000): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  const matches = (s: string) => (typeof subject === "string" ? s === subject : subject.test(s));
  for (;;) {
    const subjects = await mailboxSubjects(address);
    if (subjects.some(matches)) return subjects;
    if (Date.now() > deadline) throw new Error(`no mail « ${subject} » for ${address} in the sink; it holds: ${subjects.join(" | ")}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

const db = () => getFirestore(getApps()[0] ?? initializeApp({ projectId: "demo-atelier" }));

/** A shipped order of the demo data whose customer has an e-mail, with that e-mail. */
export async function shippedOrderWithCustomer(): Promise<{ orderId: string; email: string }> {
  const orders = await db().collection("orders").where("status", "==", "shipped").limit(20).get();
  for (const order of orders.docs) {
    const user = await db()
      .doc(`users/${order.get("userId")}`)
      .get();
    if (typeof user.get("email") === "string") return { orderId: order.id, email: user.get("email").toLowerCase() };
  }
  throw new Error("the demo data has no shipped order with a customer");
}

/** A failed mail of the demo data whose SMTP error is `error` (scripts/seed/mail.ts), still failed. */
export async function failedMailId(error: string): Promise<string> {
  const snap = await db().collection("mail").where("delivery.state", "==", "ERROR").where("delivery.error", "==", error).limit(1).get();
  const mail = snap.docs[0];
  if (!mail) throw new Error(`the demo data has no failed mail with the error « ${error} »`);
  return mail.id;
}

import { getFirestore } from "firebase-admin/firestore";
import { MAILBOX_URL } from "../../scripts/lib/stack.cjs";
import { eventually } from "./eventually";
import { adminApp } from "./firebaseAdmin";

const db = () => getFirestore(adminApp());

/** A message the local SMTP sink (maildev) holds, as its REST API gives it. */
export interface SinkMessage {
  subject: string;
  text?: string;
  to: { address: string }[];
  // maildev 3 keeps the original name in `filename` (`generatedFileName` is a hash).
  attachments?: { filename?: string; contentType?: string }[];
}

/** Every message the sink holds for `address`, oldest first. */
export async function sinkMessagesTo(address: string): Promise<SinkMessage[]> {
  const res = await fetch(`${MAILBOX_URL}/api/email`);
  const all = (await res.json()) as SinkMessage[];
  return all.filter((m) => m.to.some((t) => t.address.toLowerCase() === address.toLowerCase()));
}

/** The subjects of what the sink holds for `address`. */
export async function mailboxSubjects(address: string): Promise<string[]> {
  return (await sinkMessagesTo(address)).map((m) => m.subject);
}

/**
 * The newest message for `address` that `matches` (given its index among the address's
 * messages, oldest first), once the sink holds one. Delivery is two asynchronous hops (the `mail`
 * document's trigger, then SMTP), slow on a loaded machine: the wait is on that condition, and
 * its limit only stops a test whose mail never comes, saying how far each of the address's `mail`
 * documents got (none: the source wrote none; no delivery: the trigger has not run; ERROR: SMTP
 * refused).
 */
export async function waitForMail(address: string, matches: (m: SinkMessage, index: number) => boolean = () => true): Promise<SinkMessage> {
  const messages = await eventually(
    () => sinkMessagesTo(address),
    (held) => held.some(matches),
    async (held) => {
      const docs = await db().collection("mail").where("to", "==", address).get();
      const states = docs.docs.map((d) => `${d.id}: ${d.get("delivery.state") ?? "no delivery"} ${d.get("delivery.error") ?? ""}`.trim());
      return `no matching mail for ${address} in the sink; it holds: [${held.map((m) => m.subject).join(" | ")}]; its mail documents: [${states.join(" | ")}]`;
    },
  );
  return messages.filter(matches).at(-1)!;
}

/** Waits until the sink holds a message for `address` whose subject matches; their subjects. */
export async function waitForMailbox(address: string, subject: RegExp | string): Promise<string[]> {
  await waitForMail(address, (m) => (typeof subject === "string" ? m.subject === subject : subject.test(m.subject)));
  return mailboxSubjects(address);
}

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

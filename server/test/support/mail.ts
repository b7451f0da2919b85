import { MAILBOX_URL } from "../../../scripts/lib/stack.cjs";
import { TEMPLATES } from "../../../scripts/seed/mail";
import { db } from "../../src/firebase";

/** What the local SMTP sink (maildev) received, through its REST API. */
export interface SinkMessage {
  subject: string;
  html: string;
  text: string;
  to: { address: string }[];
  from: { address: string; name: string }[];
}

/** Every message the sink holds for `address`. */
export async function sinkMessagesTo(address: string): Promise<SinkMessage[]> {
  const res = await fetch(`${MAILBOX_URL}/api/email`);
  const all = (await res.json()) as SinkMessage[];
  return all.filter((m) => m.to.some((t) => t.address.toLowerCase() === address.toLowerCase()));
}

/** Waits until the sink holds `count` messages for `address` (delivery is asynchronous). */
export async function waitForSink(address: string, count = 1, timeoutMs = 30_000): Promise<SinkMessage[]> {
  const deadline = Date.now() + timeoutMs;
  let messages = await sinkMessagesTo(address);
  while (messages.length < count && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    messages = await sinkMessagesTo(address);
  }
  return messages;
}

/** Waits until mail/{id} has finished (SUCCESS or ERROR), and returns it. */
export async function waitForDelivery(id: string, timeoutMs = 30_000): Promise<Record<string, any>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const data = (await db().doc(`mail/${id}`).get()).data() ?? {};
    if (["SUCCESS", "ERROR"].includes(data.delivery?.state) || Date.now() > deadline) return data;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The `mail` documents a source wrote for `to`. */
export async function mailsTo(to: string) {
  const snap = await db().collection("mail").where("to", "==", to).get();
  return snap.docs.map((doc) => ({ id: doc.id, ...doc.data() }) as Record<string, any> & { id: string });
}

/** The seed's 8 templates and the settings document, as the demo data has them. */
export async function seedMailTemplates(settings: Record<string, unknown> = {}): Promise<void> {
  await Promise.all(TEMPLATES.map(({ id, ...t }) => db().doc(`templates/${id}`).set(t)));
  await db()
    .doc("settings/app")
    .set({ shopName: "Atelier", moderation: { notifyAuthorOnRejection: true }, ...settings });
}

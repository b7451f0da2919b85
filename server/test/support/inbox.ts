/**
 * The storefront's side of the inboxes (docs/inbox.md): creates a feedback or a contact message
 * through the Firestore emulator's REST API as a browser would, so that firestore.rules decide
 * (no Admin SDK), with `createdAt` set to the request time by the server.
 */
import { PROJECT_ID } from "../../../scripts/lib/stack.cjs";
import { db } from "./identities";

type Value = string | number | boolean | null;

function encode(value: Value): Record<string, unknown> {
  if (value === null) return { nullValue: null };
  if (typeof value === "boolean") return { booleanValue: value };
  if (typeof value === "number") return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  return { stringValue: value };
}

const DOCUMENTS = `projects/${PROJECT_ID}/databases/(default)/documents`;

/**
 * Creates `collection/id` with `fields` and createdAt = request time; the HTTP status (200
 * written, 403 refused by the rules). `token`: a customer's ID token; none for a visitor.
 */
export async function storefrontCreate(
  collection: "feedback" | "contactMessages",
  id: string,
  fields: Record<string, Value>,
  { token, createdAt = true }: { token?: string; createdAt?: boolean } = {},
): Promise<number> {
  const write = {
    update: { name: `${DOCUMENTS}/${collection}/${id}`, fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, encode(v)])) },
    currentDocument: { exists: false },
    ...(createdAt ? { updateTransforms: [{ fieldPath: "createdAt", setToServerValue: "REQUEST_TIME" }] } : {}),
  };
  const res = await fetch(`http://${process.env.FIRESTORE_EMULATOR_HOST}/v1/${DOCUMENTS}:commit`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ writes: [write] }),
  });
  await res.text();
  return res.status;
}

/** A visitor reading a document directly: the HTTP status. */
export async function storefrontRead(path: string, token?: string): Promise<number> {
  const res = await fetch(`http://${process.env.FIRESTORE_EMULATOR_HOST}/v1/${DOCUMENTS}/${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  await res.text();
  return res.status;
}

export const contactFields = (i: number, email = `client${i}@exemple.fr`) => ({
  name: `Client ${i}`,
  email,
  subject: `Question numéro ${i}`,
  message: `Bonjour, voici ma question ${i}.`,
  status: "NEW",
});

/** The stored unread counters: stats/inbox plus its shards (statsShards/inbox-{k}), summed as stored. */
export async function storedCounters() {
  const [base, shards] = await Promise.all([db().doc("stats/inbox").get(), db().collection("statsShards").where("scope", "==", "inbox").get()]);
  const docs = [base.data() ?? {}, ...shards.docs.map((d) => d.data())];
  const sum = (field: string) => docs.reduce((n, d) => n + (d[field] ?? 0), 0);
  return { feedbackUnread: sum("feedbackUnread"), contactUnread: sum("contactUnread") };
}

/** The counters recounted from the collections (what the counters must equal). */
export async function recountedCounters() {
  const [f, c] = await Promise.all([
    db().collection("feedback").where("status", "==", "NEW").where("counted", "==", true).count().get(),
    db().collection("contactMessages").where("status", "==", "NEW").where("counted", "==", true).count().get(),
  ]);
  return { feedbackUnread: f.data().count, contactUnread: c.data().count };
}

/** Polls until `ready` holds (triggers run asynchronously); fails the test otherwise. */
export async function eventually<T>(read: () => Promise<T>, ready: (value: T) => boolean, timeoutMs = 45_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!ready(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
    value = await read();
  }
  if (!ready(value)) throw new Error(`not reached in ${timeoutMs} ms: ${JSON.stringify(value)}`);
  return value;
}

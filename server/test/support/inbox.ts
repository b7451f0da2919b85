/**
 * The storefront's side of the inboxes (docs/inbox.md): creates a feedback or a contact message
 * through the Firestore emulator's REST API as a browser would, so that firestore.rules decide
 * (no Admin SDK), with `createdAt` set to the request time by the server.
 */
import { PROJECT_ID } from "../../../scripts/lib/stack.cjs";
import { FEEDBACK_WINDOW_MS, mailboxKey } from "@atelier/domain/inbox";
import { db } from "./identities";

type Value = string | number | boolean | null;

function encode(value: Value): Record<string, unknown> {
  if (value === null) return { nullValue: null };
  if (typeof value === "boolean") return { booleanValue: value };
  if (typeof value === "number") return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  return { stringValue: value };
}

const DOCUMENTS = `projects/${PROJECT_ID}/databases/(default)/documents`;

const fieldsOf = (fields: Record<string, Value>) => Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, encode(v)]));

/** The write that creates `collection/id` with `fields` (and createdAt = request time), for storefrontCommit. */
export function createWrite(collection: string, id: string, fields: Record<string, Value>, createdAt = true) {
  return {
    update: { name: `${DOCUMENTS}/${collection}/${id}`, fields: fieldsOf(fields) },
    currentDocument: { exists: false },
    ...(createdAt ? { updateTransforms: [{ fieldPath: "createdAt", setToServerValue: "REQUEST_TIME" }] } : {}),
  };
}

/** One commit of `writes` (all or nothing, as a web SDK batch): the HTTP status, 403 when the rules refuse. */
export async function storefrontCommit(writes: unknown[], token?: string): Promise<number> {
  const res = await fetch(`http://${process.env.FIRESTORE_EMULATOR_HOST}/v1/${DOCUMENTS}:commit`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ writes }),
  });
  await res.text();
  return res.status;
}

/**
 * Creates `collection/id` with `fields` and createdAt = request time, alone in its commit; the
 * HTTP status (200 written, 403 refused by the rules). `token`: a customer's ID token; none for a
 * visitor. A feedback alone is refused (it needs its quota update: storefrontFeedback).
 */
export function storefrontCreate(
  collection: "feedback" | "contactMessages",
  id: string,
  fields: Record<string, Value>,
  { token, createdAt = true }: { token?: string; createdAt?: boolean } = {},
): Promise<number> {
  return storefrontCommit([createWrite(collection, id, fields, createdAt)], token);
}

/**
 * The write of the customer's quota (storefrontQuota/{uid}) that goes with feedback `feedbackId`:
 * a new window (count 1, opened now) or one more in the current one (count + 1), as the storefront
 * decides from its last read of the quota.
 */
export function quotaWrite(uid: string, feedbackId: string, kind: "newWindow" | "sameWindow") {
  const name = `${DOCUMENTS}/storefrontQuota/${uid}`;
  const now = { setToServerValue: "REQUEST_TIME" };
  return kind === "newWindow"
    ? {
        update: { name, fields: fieldsOf({ count: 1, lastFeedbackId: feedbackId }) },
        updateTransforms: [
          { fieldPath: "windowStart", ...now },
          { fieldPath: "lastAt", ...now },
        ],
      }
    : {
        update: { name, fields: fieldsOf({ lastFeedbackId: feedbackId }) },
        updateMask: { fieldPaths: ["lastFeedbackId"] },
        updateTransforms: [
          { fieldPath: "count", increment: { integerValue: "1" } },
          { fieldPath: "lastAt", ...now },
        ],
        currentDocument: { exists: true },
      };
}

/** The customer's quota as they may read it (the rules let them read their own): null when none. */
async function readQuota(uid: string, token: string): Promise<{ windowStart: number } | null> {
  const res = await fetch(`http://${process.env.FIRESTORE_EMULATOR_HOST}/v1/${DOCUMENTS}/storefrontQuota/${uid}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { fields?: { windowStart?: { timestampValue?: string } } };
  if (res.status === 404) return null;
  if (res.status !== 200) throw new Error(`reading the quota of ${uid}: ${res.status} ${JSON.stringify(body)}`);
  return { windowStart: Date.parse(body.fields?.windowStart?.timestampValue ?? "") };
}

/**
 * What the storefront does to file a feedback (docs/inbox.md): reads the customer's quota, then
 * commits the feedback together with the quota's update, a new window when the last one is over.
 * The HTTP status: 200, or 403 when the rules refuse (over the limit, an anonymous account…).
 */
export async function storefrontFeedback(id: string, fields: Record<string, Value>, { uid, token }: { uid: string; token: string }): Promise<number> {
  const quota = await readQuota(uid, token);
  const over = quota === null || quota.windowStart + FEEDBACK_WINDOW_MS <= Date.now();
  return storefrontCommit([createWrite("feedback", id, fields), quotaWrite(uid, id, over ? "newWindow" : "sameWindow")], token);
}

/** An anonymous Firebase account (what `signInAnonymously()` gives the storefront): its uid and ID token. */
export async function signInAnonymously(): Promise<{ uid: string; token: string }> {
  const res = await fetch(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ returnSecureToken: true }),
  });
  const body = (await res.json()) as { idToken?: string; localId?: string };
  if (!body.idToken || !body.localId) throw new Error(`anonymous sign-up failed: ${JSON.stringify(body)}`);
  return { uid: body.localId, token: body.idToken };
}

/** A visitor reading a document directly: the HTTP status. */
export async function storefrontRead(path: string, token?: string): Promise<number> {
  const res = await fetch(`http://${process.env.FIRESTORE_EMULATOR_HOST}/v1/${DOCUMENTS}/${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  await res.text();
  return res.status;
}

/** A contact message as the storefront writes it, with the mailbox key of its address. */
export const contactFields = (i: number, email = `client${i}@exemple.fr`) => ({
  name: `Client ${i}`,
  email,
  mailboxKey: mailboxKey(email),
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

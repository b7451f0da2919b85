/**
 * How each reversible kind of change is undone (the recipes of rules/auditUndo.ts). A recipe
 * first names the documents it needs (read by the engine, all before any write: a transaction's
 * rule), then, from them, either says why the record can no longer go back (it changed since), or
 * gives the write that puts it back and what the undo's own audit entry records.
 *
 * Entries are read raw (as stored: Timestamps stay Timestamps), so a value goes back exactly as it
 * was; values are compared in their JSON form (undo/sameValue), which is how the entry also stores
 * some of them (an order's dates as ISO strings).
 */
import { FieldValue, Timestamp, type DocumentData, type DocumentReference, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore";
import type { SettingsValues } from "@atelier/domain/settings/settings";
import type { OrderStatusValue } from "@atelier/domain/orderStatuses";
import { plain } from "../firestore/auditLog";
import type { WriteScope } from "../firestore/auditedWrite";
import { creationFromSnapshot, CREATIONS } from "../firestore/creations/record";
import { ORDERS } from "../firestore/orders/record";
import { orderNotesRef } from "../firestore/orders/notes";
import { settingsFromData, settingsRef } from "../firestore/settings/record";
import { storedFields } from "../firestore/settings/writes";
import { TRANSACTIONS } from "../firestore/transactions";
import { USERS } from "../firestore/users/record";
import { DELIVERY_METHODS } from "../firestore/catalogue/deliveryMethods";
import { IMAGE_TO_IMAGE_PROMPTS } from "../firestore/catalogue/imageToImagePrompts";
import { PRODUCTS } from "../firestore/catalogue/printingProducts";
import { TEXT_TO_IMAGE_STYLES } from "../firestore/catalogue/textToImageStyles";
import type { UndoRecipe } from "../rules/auditUndo";
import { TEMPLATES } from "../firestore/mail/record";
import { revisionStore } from "../firestore/revisions/revisions";
import type { CostMeter } from "../firestore/cost";
import type { HeldFacts } from "@atelier/domain/approvals/approvals";
import { contentWrites } from "../firestore/content/writes";
import { savedViewsRepository } from "../firestore/savedViews";

/** An audit entry as stored. */
export interface StoredEntry {
  id: string;
  action: string;
  actorUid: string;
  targetType: string;
  targetId: string;
  before: DocumentData | null;
  after: DocumentData | null;
}

export function storedEntry(snap: DocumentSnapshot): StoredEntry {
  const d = snap.data() ?? {};
  const map = (v: unknown) => (typeof v === "object" && v !== null && !Array.isArray(v) ? (v as DocumentData) : null);
  return {
    id: snap.id,
    action: String(d.action ?? ""),
    actorUid: String(d.actorUid ?? ""),
    targetType: String(d.targetType ?? ""),
    targetId: String(d.targetId ?? ""),
    before: map(d.before),
    after: map(d.after),
  };
}

/** Two stored values are the same once both are JSON (a Timestamp and its ISO string are); absent is null. */
export const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(plain(a ?? null)) === JSON.stringify(plain(b ?? null));

/** What an undo writes and records. */
export interface UndoPlan {
  write(w: WriteScope): void;
  /** The undo's audit entry: the fields as the undone change left them, and as they are put back. */
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  /**
   * What four-eyes approval would hold in this undo (docs/approvals.md): putting credits back is a
   * grant, putting the VAT rate or the seller's identity back is a change of them.
   */
  held?: HeldFacts;
}

/** The record is no longer as the change left it: `field` changed (the engine names who and when). */
export interface UndoConflict {
  conflict: true;
  field: string;
}

type Decision = UndoPlan | UndoConflict;
const conflict = (field: string): UndoConflict => ({ conflict: true, field });
export const isConflict = (d: Decision): d is UndoConflict => "conflict" in d;

/** What a delegated recipe did: the field that changed since, or what its entry records. */
export type DelegatedUndo = { changed: string } | { before: DocumentData; after: DocumentData };

interface Recipe {
  /** The documents the recipe decides on (at most one per entry: the cost model counts one). */
  ref(firestore: Firestore, entry: StoredEntry): DocumentReference | null;
  /**
   * A record whose save has rules of its own (a page, a post: slug, author, public copy) is put
   * back by its own save, run in the undo's transaction: it reads and writes itself.
   */
  delegate?(w: WriteScope, entry: StoredEntry): Promise<DelegatedUndo>;
  decide(firestore: Firestore, entry: StoredEntry, snap: DocumentSnapshot | null, now: Timestamp, actorUid: string): Decision;
}

const COLLECTIONS: Record<string, string> = {
  order: ORDERS,
  user: USERS,
  creation: CREATIONS,
  deliveryMethod: DELIVERY_METHODS,
  imageToImagePrompt: IMAGE_TO_IMAGE_PROMPTS,
  printingProduct: PRODUCTS,
  textToImageStyle: TEXT_TO_IMAGE_STYLES,
};

const targetRef = (firestore: Firestore, entry: StoredEntry) => {
  const collection = COLLECTIONS[entry.targetType];
  return collection ? firestore.collection(collection).doc(entry.targetId) : null;
};

/** The first field of `before`'s keys whose current value differs from the change's `after`, or null. */
function changedField(current: DocumentData, entry: StoredEntry, keys: readonly string[]): string | null {
  return keys.find((key) => !sameValue(current[key], entry.after?.[key])) ?? null;
}

const STAMPS = ["version", "updatedAt", "updatedBy"];

/** The date each status stamps (orderStatusChange.ts). */
const STATUS_STAMP: Partial<Record<string, string>> = { paid: "paidAt", shipped: "shippedAt", delivered: "deliveredAt" };

/** A status date as the entry recorded it (an ISO string, null: none) → as stored (no date: no field). */
const stampValue = (value: unknown) =>
  value instanceof Timestamp ? value : typeof value === "string" ? Timestamp.fromDate(new Date(value)) : FieldValue.delete();

/**
 * A versioned record (catalogue, template): the fields the change recorded go back, checked on
 * the version, written as a new version; with `revisions`, the version they replace is kept there.
 */
function versionedRestore(entry: StoredEntry, snap: DocumentSnapshot | null, now: Timestamp, actorUid: string, revisions: RevisionStore | null): Decision {
  const current = snap?.data();
  if (!current) return conflict("version");
  if (!sameValue(current.version, entry.after?.version)) return conflict("version");
  const keys = Object.keys(entry.before ?? {}).filter((key) => !STAMPS.includes(key));
  const restored = Object.fromEntries(keys.map((key) => [key, entry.before?.[key] ?? null]));
  const version = Number(current.version) + 1;
  return {
    write: (w) => {
      revisions?.keep(w, snap!.ref, {
        version: Number(current.version),
        savedAt: current.updatedAt ?? null,
        savedBy: typeof current.updatedBy === "string" ? current.updatedBy : null,
        data: Object.fromEntries(keys.map((key) => [key, current[key] ?? null])),
      });
      w.tx.update(snap!.ref, { ...restored, version, updatedAt: now, updatedBy: actorUid });
    },
    before: { ...Object.fromEntries(keys.map((key) => [key, entry.after?.[key] ?? null])), version: current.version },
    after: { ...restored, version },
  };
}

type RevisionStore = ReturnType<typeof revisionStore>;

/** The recipes, the revisions they keep counted on the request's meter (they only write). */
const recipes = (firestore: Firestore, meter: CostMeter): Record<UndoRecipe, Recipe> => ({
  orderStatus: {
    ref: targetRef,
    decide(_firestore, entry, snap, now) {
      const current = snap?.data();
      if (!current) return conflict("status");
      const to = String(entry.after?.status);
      const back = String(entry.before?.status) as OrderStatusValue;
      if (current.status !== to) return conflict("status");
      const tracking = entry.before && "trackingNumber" in entry.before;
      if (tracking && !sameValue(current.trackingNumber, entry.after?.trackingNumber)) return conflict("trackingNumber");
      const stamp = STATUS_STAMP[to];
      // The history entry the change appended: its status, author and time (the change's updatedAt).
      const history: DocumentData[] = Array.isArray(current.statusHistory) ? current.statusHistory : [];
      const index = history.findLastIndex((h) => h?.to === to && h?.changedBy === entry.actorUid && sameValue(h?.changedAt, entry.after?.updatedAt));
      const fields: DocumentData = {
        status: back,
        updatedAt: now,
        ...(index >= 0 ? { statusHistory: history.filter((_, i) => i !== index) } : {}),
        ...(stamp ? { [stamp]: stampValue(entry.before?.[stamp]) } : {}),
        ...(tracking ? { trackingNumber: entry.before?.trackingNumber ?? null } : {}),
      };
      return {
        write: (w) => w.tx.update(snap!.ref, fields),
        before: { status: to, ...(tracking ? { trackingNumber: entry.after?.trackingNumber ?? null } : {}) },
        after: { status: back, ...(tracking ? { trackingNumber: entry.before?.trackingNumber ?? null } : {}) },
      };
    },
  },

  /** The fields the change recorded in `before` go back, if each is still as `after` says. */
  fields: {
    ref: targetRef,
    decide(_firestore, entry, snap, now) {
      const current = snap?.data();
      const keys = Object.keys(entry.before ?? {});
      if (!current) return conflict(keys[0] ?? "id");
      const changed = changedField(current, entry, keys);
      if (changed) return conflict(changed);
      const restored = Object.fromEntries(keys.map((key) => [key, entry.before?.[key] ?? null]));
      return {
        write: (w) => w.tx.update(snap!.ref, { ...restored, ...("updatedAt" in current ? { updatedAt: now } : {}) }),
        before: Object.fromEntries(keys.map((key) => [key, entry.after?.[key] ?? null])),
        after: restored,
      };
    },
  },

  /** A versioned record (catalogue): the same, checked on its version, and written as a new version. */
  versionedFields: { ref: targetRef, decide: (_firestore, entry, snap, now, actorUid) => versionedRestore(entry, snap, now, actorUid, null) },

  /**
   * An e-mail template: its previous subject and bodies as a new version, the one they replace kept
   * in its revisions like any save (docs/content.md « Revisions »).
   */
  template: {
    ref: (firestore, entry) => firestore.collection(TEMPLATES).doc(entry.targetId),
    decide: (_firestore, entry, snap, now, actorUid) => versionedRestore(entry, snap, now, actorUid, revisionStore(meter)),
  },

  /** A page or a post: its text and status before the change, by its own save (content/writes.ts `undoInto`). */
  content: {
    ref: () => null,
    decide: () => conflict("version"),
    delegate: (w, entry) => {
      const kind = entry.targetType === "blogPost" ? "post" : "page";
      return contentWrites(firestore, meter, kind).undoInto(w, entry.targetId, Number(entry.after?.version), entry.before ?? {});
    },
  },

  /** A saved view: by its own rules (who may edit or share it, a unique name), firestore/savedViews `undoInto`. */
  savedView: {
    ref: () => null,
    decide: () => conflict("name"),
    delegate: (w, entry) => savedViewsRepository(firestore, meter).undoInto(w, entry.targetId, entry.before, entry.after ?? {}),
  },

  /** settings/app: the fields as the settings screen reads them (a mail switch as `emails.<key>`). */
  settings: {
    ref: (firestore) => settingsRef(firestore),
    decide(_firestore, entry, snap, now, actorUid) {
      const record = settingsFromData(snap?.data());
      const keys = Object.keys(entry.before ?? {});
      const valueOf = (key: string) =>
        key.startsWith("emails.") ? record.switches[key.slice("emails.".length) as keyof typeof record.switches] : record[key as keyof typeof record];
      const changed = keys.find((key) => !sameValue(valueOf(key), entry.after?.[key]));
      if (changed) return conflict(changed);
      const switches = Object.fromEntries(keys.filter((k) => k.startsWith("emails.")).map((k) => [k.slice("emails.".length), entry.before?.[k] === true]));
      const values = Object.fromEntries(keys.filter((k) => !k.startsWith("emails.")).map((k) => [k, entry.before?.[k] ?? null])) as SettingsValues;
      const stored = { ...storedFields(values), ...(Object.keys(switches).length ? { emails: switches } : {}) };
      return {
        write: (w) => w.tx.set(snap!.ref, { ...stored, version: record.version + 1, updatedAt: now, updatedBy: actorUid }, { merge: true }),
        before: Object.fromEntries(keys.map((key) => [key, entry.after?.[key] ?? null])),
        after: Object.fromEntries(keys.map((key) => [key, entry.before?.[key] ?? null])),
        ...(keys.some((key) => key === "vatRate" || key === "seller") ? { held: { kind: "VAT_IDENTITY" as const } } : {}),
      };
    },
  },

  /** A compensating credits line (the ledger keeps the one it reverses); the balance goes back. */
  credits: {
    ref: targetRef,
    decide(firestore, entry, snap, now, actorUid) {
      const current = snap?.data();
      if (!current) return conflict("credits");
      if (!sameValue(current.credits, entry.after?.credits)) return conflict("credits");
      const back = Number(entry.before?.credits ?? 0);
      const delta = back - Number(current.credits);
      const line = firestore.collection(TRANSACTIONS).doc();
      const reason = typeof entry.after?.reason === "string" ? entry.after.reason : "";
      return {
        write: (w) => {
          w.tx.update(snap!.ref, { credits: back, hasCredits: back > 0 });
          w.tx.create(line, {
            userId: entry.targetId,
            type: "CREDIT_ADJUSTMENT",
            amount: 0,
            credits: delta,
            status: "SUCCEEDED",
            description: `Annulation : ${reason}`.trim(),
            createdBy: actorUid,
            createdAt: now,
            reverses: typeof entry.after?.transactionId === "string" ? entry.after.transactionId : null,
          });
        },
        before: { credits: current.credits },
        after: { credits: back, delta, transactionId: line.id },
        ...(delta > 0 ? { held: { kind: "CREDIT_GRANT" as const, credits: delta } } : {}),
      };
    },
  },

  /** The note the change added is removed, if nobody touched it. */
  orderNote: {
    ref: (firestore, entry) => (typeof entry.after?.noteId === "string" ? orderNotesRef(firestore, entry.targetId).doc(entry.after.noteId) : null),
    decide(_firestore, entry, snap) {
      if (!snap?.exists || !sameValue(snap.data()?.text, entry.after?.text)) return conflict("text");
      return { write: (w) => w.tx.delete(snap.ref), before: { text: entry.after?.text ?? null }, after: { text: null } };
    },
  },

  /** The creation's moderation as it was before the decision (no decision: back in the queue). */
  moderation: {
    ref: targetRef,
    decide(_firestore, entry, snap) {
      if (!snap?.exists) return conflict("moderation");
      if (!sameValue(creationFromSnapshot(snap).moderation, entry.after?.moderation)) return conflict("moderation");
      const previous = entry.before?.moderation as DocumentData | null | undefined;
      // The entry keeps the moderation as the API reads it (its date an ISO string): a decision goes
      // back as stored (a Timestamp); no decision before (never moderated) is no field at all,
      // which is how a creation waits in the queue.
      const at = previous?.moderatedAt;
      const restored =
        previous?.isModerated === true
          ? { ...previous, moderatedAt: typeof at === "string" ? Timestamp.fromDate(new Date(at)) : (at ?? null) }
          : FieldValue.delete();
      return {
        write: (w) => w.tx.update(snap.ref, { moderation: restored }),
        before: { moderation: entry.after?.moderation ?? null },
        after: { moderation: previous ?? null },
      };
    },
  },
});

export const recipeOf = (how: UndoRecipe, firestore: Firestore, meter: CostMeter): Recipe => recipes(firestore, meter)[how];

/**
 * The saved views repository (docs/saved-views.md): the views an administrator sees on a list
 * (theirs and the shared ones) and the audited writes that create, change and delete them.
 * Every query is made of equalities only (screen, ownerUid, shared, nameKey), which Firestore
 * serves by merging single-field indexes: no composite index. The tabs are sorted in memory.
 */
import type { Firestore, Query } from "firebase-admin/firestore";
import {
  canEditView,
  canSeeView,
  canShareView,
  checkViewQuery,
  MAX_VIEWS_PER_SCREEN,
  savedViewMessages,
  viewNameKey,
  type SavedViewScreen,
} from "@atelier/domain/savedViews/savedViews";
import type { WorkQueueId } from "@atelier/domain/workQueues/workQueues";
import { inputField, userError } from "@atelier/domain/userErrors";
import { auditedWrites, type WriteScope } from "../auditedWrite";
import { CollectionReader } from "../collection";
import type { CostMeter } from "../cost";
import { auditedView, SAVED_VIEWS, savedViewFromSnapshot, type SavedViewRecord } from "./record";

export * from "./record";

export interface NewSavedView {
  screen: SavedViewScreen;
  name: string;
  query: string;
  shared: boolean;
  serviceLevel: WorkQueueId | null;
}

export interface SavedViewChange {
  name?: string;
  query?: string;
  shared?: boolean;
}

/** Oldest first: a new view becomes the last tab. */
const byCreation = (a: SavedViewRecord, b: SavedViewRecord) => (a.createdAt ?? "").localeCompare(b.createdAt ?? "") || a.id.localeCompare(b.id);

export function savedViewsRepository(firestore: Firestore, meter: CostMeter) {
  const reader = new CollectionReader(firestore, SAVED_VIEWS, savedViewFromSnapshot, meter);
  const writes = auditedWrites(firestore, meter);
  const ref = (id: string) => reader.ref().doc(id);

  /** The author's own views and the shared ones of a screen: two equality queries, at most MAX_VIEWS_PER_SCREEN each. */
  const visibleQueries = (screen: SavedViewScreen, uid: string): Query[] => [
    reader.ref().where("screen", "==", screen).where("ownerUid", "==", uid).limit(MAX_VIEWS_PER_SCREEN),
    reader.ref().where("screen", "==", screen).where("shared", "==", true).limit(MAX_VIEWS_PER_SCREEN),
  ];
  const merge = (lists: SavedViewRecord[][]): SavedViewRecord[] => {
    const byId = new Map(lists.flat().map((v) => [v.id, v]));
    return [...byId.values()].sort(byCreation).slice(0, MAX_VIEWS_PER_SCREEN);
  };

  /** Views of the screen bearing the same name as seen by whom they would clash with. */
  const clashes = async (w: WriteScope, screen: SavedViewScreen, name: string, view: { ownerUid: string; shared: boolean; id?: string }) => {
    const snap = await w.query(reader.ref().where("screen", "==", screen).where("nameKey", "==", viewNameKey(name)).limit(MAX_VIEWS_PER_SCREEN));
    // A shared view is seen by everyone: any view of that name clashes; a private one only with
    // what its author sees.
    return snap.docs.map(savedViewFromSnapshot).some((other) => other.id !== view.id && (view.shared || canSeeView(other, view.ownerUid)));
  };
  const nameTaken = (name: string) => userError(inputField("name"), savedViewMessages.nameTaken(name), "TAKEN");

  return {
    /** What `uid` sees on `screen`, oldest first. */
    async visible(screen: SavedViewScreen, uid: string): Promise<SavedViewRecord[]> {
      return merge(await Promise.all(visibleQueries(screen, uid).map((q) => reader.all(q))));
    },

    create: (actorUid: string, view: NewSavedView) =>
      writes.run(actorUid, async (w) => {
        const seen = merge(await Promise.all(visibleQueries(view.screen, actorUid).map(async (q) => (await w.query(q)).docs.map(savedViewFromSnapshot))));
        if (seen.length >= MAX_VIEWS_PER_SCREEN) w.refuse([userError(inputField("name"), savedViewMessages.tooMany, "TOO_MANY")]);
        if (await clashes(w, view.screen, view.name, { ownerUid: actorUid, shared: view.shared })) w.refuse([nameTaken(view.name)]);
        const doc = reader.ref().doc();
        const stored = { ...view, nameKey: viewNameKey(view.name), ownerUid: actorUid, createdAt: w.now, updatedAt: w.now };
        w.tx.create(doc, stored);
        w.audit({ action: "savedView.create", targetType: "savedView", targetId: doc.id, before: null, after: auditedView(view) });
        const at = w.now.toDate().toISOString();
        return { ...stored, id: doc.id, createdAt: at, updatedAt: at } satisfies SavedViewRecord;
      }),

    update: (actorUid: string, id: string, change: SavedViewChange) =>
      writes.run(actorUid, async (w) => {
        const view = await w.getExisting(ref(id), inputField("id"), "Vue", savedViewFromSnapshot);
        // Someone else's private view is answered as unknown: its existence is not disclosed.
        if (!canEditView(view, actorUid)) w.refuse([userError(inputField("id"), savedViewMessages.notFound, "NOT_FOUND")]);
        if (change.shared !== undefined && change.shared !== view.shared && !canShareView(view, actorUid)) {
          w.refuse([userError(inputField("shared"), savedViewMessages.shareNotYours, "FORBIDDEN")]);
        }
        let query = view.query;
        if (change.query !== undefined) {
          const checked = checkViewQuery(view.screen, change.query);
          if (checked.errors.length) w.refuse(checked.errors);
          query = checked.value;
        }
        const after: SavedViewRecord = { ...view, ...change, query, nameKey: viewNameKey(change.name ?? view.name) };
        const renamedOrShared = after.nameKey !== view.nameKey || after.shared !== view.shared;
        if (renamedOrShared && (await clashes(w, view.screen, after.name, after))) w.refuse([nameTaken(after.name)]);
        w.tx.update(ref(id), { name: after.name, nameKey: after.nameKey, query: after.query, shared: after.shared, updatedAt: w.now });
        w.audit({ action: "savedView.update", targetType: "savedView", targetId: id, before: auditedView(view), after: auditedView(after) });
        return { ...after, updatedAt: w.now.toDate().toISOString() };
      }),

    /**
     * Undo (docs/undo.md), in the undo's own transaction: a view's change goes back if the view is
     * still as the change left it, with the same rules as an edit (who may edit, who may share, a
     * name unique among what its viewers see); a view created goes away, if nobody changed it.
     */
    async undoInto(
      w: WriteScope,
      id: string,
      before: Record<string, unknown> | null,
      after: Record<string, unknown>,
    ): Promise<{ changed: string } | { before: Record<string, unknown>; after: Record<string, unknown> }> {
      const snap = await w.get(ref(id));
      if (!snap.exists) return { changed: "name" };
      const view = savedViewFromSnapshot(snap);
      const now = auditedView(view);
      const changed = (["name", "query", "shared"] as const).find((key) => now[key] !== after[key]);
      if (changed) return { changed };
      if (!canEditView(view, w.actorUid)) w.refuse([userError(inputField("entryId"), savedViewMessages.notFound, "NOT_FOUND")]);
      if (before === null) {
        w.tx.delete(ref(id));
        return { before: now, after: {} };
      }
      const back = {
        ...view,
        name: String(before.name),
        query: String(before.query),
        shared: before.shared === true,
        nameKey: viewNameKey(String(before.name)),
      };
      if (back.shared !== view.shared && !canShareView(view, w.actorUid))
        w.refuse([userError(inputField("entryId"), savedViewMessages.shareNotYours, "FORBIDDEN")]);
      if ((back.nameKey !== view.nameKey || back.shared !== view.shared) && (await clashes(w, view.screen, back.name, back))) w.refuse([nameTaken(back.name)]);
      w.tx.update(ref(id), { name: back.name, nameKey: back.nameKey, query: back.query, shared: back.shared, updatedAt: w.now });
      return { before: now, after: auditedView(back) };
    },

    remove: (actorUid: string, id: string) =>
      writes.run(actorUid, async (w) => {
        const view = await w.getExisting(ref(id), inputField("id"), "Vue", savedViewFromSnapshot);
        // Someone else's private view is answered as unknown: its existence is not disclosed.
        if (!canEditView(view, actorUid)) w.refuse([userError(inputField("id"), savedViewMessages.notFound, "NOT_FOUND")]);
        w.tx.delete(ref(id));
        w.audit({ action: "savedView.delete", targetType: "savedView", targetId: id, before: auditedView(view), after: null });
        return id;
      }),
  };
}

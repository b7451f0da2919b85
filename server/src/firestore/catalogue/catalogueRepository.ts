/**
 * The one way a catalogue list is read and written (docs/catalogue.md). Each of the four
 * resources describes itself in a leaf module (collection name, record type, stored fields,
 * what references it) and gets from here: the list by position, records by id, usage counts,
 * and every write on auditedWrites — one transaction that reads what it depends on, decides with
 * the pure rules (@atelier/domain/catalogue/), writes with the version/updatedAt/updatedBy stamps and
 * appends the audit entry `<resource>.<verb>`.
 */
import type { DocumentData, DocumentSnapshot, Firestore, Query } from "firebase-admin/firestore";
import {
  checkReorder,
  checkRoomForOneMore,
  checkUnused,
  copyName,
  nextPosition,
  type CatalogueRecord,
  type Checked,
  type References,
} from "@atelier/domain/catalogue/common";

/** The shared record is the domain's (each resource's record type sits beside its rules, for codegen). */
export type { CatalogueRecord };
import { MAX_CATALOGUE_ITEMS, USAGE_COUNT_CAP } from "@atelier/domain/catalogue/limits";
import type { CatalogueResource, CatalogueVerb } from "../../rules/auditActions";
import { inputField } from "@atelier/domain/userErrors";
import { auditedWrites, type WriteScope } from "../auditedWrite";
import { CollectionReader } from "../collection";
import { int, isoDate, str } from "../convert";
import type { CostMeter } from "../cost";
import { refuseIfImageGone } from "../mediaFiles/inUse";
import { refuseIfStale } from "../versionCheck";

/** What every catalogue record has, whatever its resource. */

/** What a resource's rule is told besides the input: where to report, the other names, the record updated. */
export interface CatalogueCheckContext<R> {
  /** ["input"] on create, ["input", "values"] on update. */
  base: string[];
  otherNames: string[];
  /** The record an update replaces; null on create. */
  current: R | null;
}

/** How a resource is stored and checked: its leaf module's description of itself. */
export interface CatalogueCollection<R extends CatalogueRecord, V extends { isActive: boolean }, I> {
  /** Firestore collection. */
  name: string;
  /** Audit targetType and action prefix: "deliveryMethod" → "deliveryMethod.update". */
  resource: CatalogueResource;
  /** « Mode de livraison » for « Mode de livraison introuvable. » */
  label: string;
  fromData(id: string, data: DocumentData): R;
  /** The resource's pure rule (@atelier/domain/catalogue/): input → values to store, or user errors. */
  check(input: I, context: CatalogueCheckContext<R>): Checked<V>;
  /** Checked values (API shapes, cents) → stored fields (storefront names, euros); isActive left out. */
  toFields(values: V): DocumentData;
  /** The records that use one of this resource's, and how the refusal of its delete names them. */
  references: { rules: References; query(firestore: Firestore, id: string): Query };
}

/** The fields every record shares, read from a document ("version" missing → 1, "isActive" missing → true). */
export function catalogueBase(id: string, d: DocumentData): CatalogueRecord {
  return {
    id,
    name: str(d.name) ?? id,
    isActive: d.isActive !== false,
    position: int(d.position),
    version: Math.max(1, int(d.version, 1)),
    updatedAt: isoDate(d.updatedAt),
    updatedBy: str(d.updatedBy),
  };
}

/** The back-office's stamps on every write. */
const stamps = (w: WriteScope, version: number) => ({ version, updatedAt: w.now, updatedBy: w.actorUid });

const names = (records: readonly CatalogueRecord[]) => records.map((r) => r.name);

export function catalogueRepository<R extends CatalogueRecord, V extends { isActive: boolean }, I>(
  firestore: Firestore,
  meter: CostMeter,
  collection: CatalogueCollection<R, V, I>,
) {
  const fromSnapshot = (snap: DocumentSnapshot) => collection.fromData(snap.id, snap.data() ?? {});
  const reader = new CollectionReader(firestore, collection.name, fromSnapshot, meter);
  const writes = auditedWrites(firestore, meter);
  const ref = (id: string) => reader.ref().doc(id);
  const idField = inputField("id");
  // The whole list: every read and write of the list uses this one query (a single-field index).
  const listQuery = () => reader.ref().orderBy("position").limit(MAX_CATALOGUE_ITEMS);
  const readList = async (w: WriteScope) => (await w.query(listQuery())).docs.map(fromSnapshot);
  const getExisting = (w: WriteScope, id: string) => w.getExisting(ref(id), idField, collection.label, (snap) => snap);
  const audit = (w: WriteScope, verb: CatalogueVerb, targetId: string, before: DocumentData | null, after: DocumentData | null) =>
    w.audit({ action: `${collection.resource}.${verb}`, targetType: collection.resource, targetId, before, after });
  /** The record as written, without reading it again. */
  const written = (id: string, data: DocumentData) => collection.fromData(id, data);
  const pick = (data: DocumentData, keys: string[]) => Object.fromEntries(keys.map((key) => [key, data[key] ?? null]));

  return {
    /** Every record by position (at most MAX_CATALOGUE_ITEMS). */
    list: () => reader.all(listQuery()),
    getMany: (ids: readonly string[]) => reader.getMany(ids),
    /**
     * How many records use this one, up to USAGE_COUNT_CAP: one count() aggregation of at most
     * that many entries, so one read (a list of 200 styles would otherwise bill a read per
     * 1,000 creations of each, on top of one per style).
     */
    usageCount: (id: string) => reader.count(collection.references.query(firestore, id).limit(USAGE_COUNT_CAP)),

    /** A new record, last, checked against the list (unique name, room for one more). */
    create: (actorUid: string, input: I) =>
      writes.run(actorUid, async (w) => {
        const list = await readList(w);
        const { value, errors } = collection.check(input, { base: inputField(), otherNames: names(list), current: null });
        const all = [...checkRoomForOneMore(list.length, inputField()), ...errors];
        if (all.length > 0) w.refuse(all);
        const doc = reader.ref().doc();
        const data = { ...collection.toFields(value), isActive: value.isActive, position: nextPosition(list.map((r) => r.position)), ...stamps(w, 1) };
        await refuseIfImageGone(w, firestore, collection.name, data, {}, inputField());
        w.tx.create(doc, data);
        audit(w, "create", doc.id, null, data);
        return written(doc.id, data);
      }),

    /**
     * New values for a record, if it is still at `version`. A stale version is refused before
     * anything else, naming who wrote the record since (one more read: their user record).
     */
    update: (actorUid: string, id: string, version: number, values: I) =>
      writes.run(actorUid, async (w) => {
        const snap = await getExisting(w, id);
        const current = fromSnapshot(snap);
        await refuseIfStale(w, firestore, current, version);
        const others = (await readList(w)).filter((r) => r.id !== id);
        const { value, errors } = collection.check(values, { base: inputField("values"), otherNames: names(others), current });
        if (errors.length > 0) w.refuse(errors);
        const fields = { ...collection.toFields(value), ...stamps(w, current.version + 1) };
        const before = snap.data() ?? {};
        await refuseIfImageGone(w, firestore, collection.name, fields, before, inputField("values"));
        w.tx.update(ref(id), fields);
        audit(w, "update", id, pick(before, Object.keys(fields)), fields);
        return written(id, { ...before, ...fields });
      }),

    /** Switches a record on or off; no version check (the same switch twice is the same state), the version still moves. */
    setActive: (actorUid: string, id: string, isActive: boolean) =>
      writes.run(actorUid, async (w) => {
        const snap = await getExisting(w, id);
        const current = fromSnapshot(snap);
        const fields = { isActive, ...stamps(w, current.version + 1) };
        w.tx.update(ref(id), fields);
        audit(w, "setActive", id, { isActive: current.isActive, version: current.version }, { isActive, version: fields.version });
        return written(id, { ...snap.data(), ...fields });
      }),

    /** A copy « <name> (copie) », inactive, last. */
    duplicate: (actorUid: string, id: string) =>
      writes.run(actorUid, async (w) => {
        const source = await getExisting(w, id);
        const list = await readList(w);
        const room = checkRoomForOneMore(list.length, idField);
        if (room.length > 0) w.refuse(room);
        const doc = reader.ref().doc();
        const name = copyName(fromSnapshot(source).name, names(list));
        const data = { ...source.data(), name, isActive: false, position: nextPosition(list.map((r) => r.position)), ...stamps(w, 1) };
        w.tx.create(doc, data);
        audit(w, "duplicate", doc.id, null, { ...data, duplicatedFrom: id });
        return written(doc.id, data);
      }),

    /**
     * Positions 0…n−1 in the order of `ids`, which must be exactly the current set. Only the
     * records that move are written (their version moves too); all of it in one transaction, so
     * of two concurrent reorders one applies after the other, never a mix.
     */
    reorder: (actorUid: string, ids: readonly string[]) =>
      writes.run(actorUid, async (w) => {
        const list = await readList(w);
        const stale = checkReorder(
          ids,
          list.map((r) => r.id),
          inputField("ids"),
        );
        if (stale.length > 0) w.refuse(stale);
        const byId = new Map(list.map((r) => [r.id, r]));
        const reordered = ids.map((id, position) => {
          const record = byId.get(id)!;
          if (record.position === position) return record;
          const fields = { position, ...stamps(w, record.version + 1) };
          w.tx.update(ref(id), fields);
          return { ...record, position, version: fields.version, updatedAt: isoDate(w.now), updatedBy: w.actorUid };
        });
        audit(w, "reorder", collection.name, { ids: list.map((r) => r.id) }, { ids: [...ids] });
        return reordered;
      }),

    /**
     * Deletes a record nothing uses. The references are counted inside the delete's
     * transaction (the count locks what it matched): a reference written concurrently makes one
     * of the two retry, so a record is never deleted while something names it.
     */
    delete: async (actorUid: string, id: string) =>
      writes.run(actorUid, async (w) => {
        const snap = await getExisting(w, id);
        const used = await w.count(collection.references.query(firestore, id).limit(USAGE_COUNT_CAP));
        const refused = checkUnused(collection.references.rules, used, idField);
        if (refused.length > 0) w.refuse(refused);
        w.tx.delete(ref(id));
        audit(w, "delete", id, snap.data() ?? null, null);
        return id;
      }),
  };
}

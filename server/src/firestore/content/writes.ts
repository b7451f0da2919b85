/**
 * Saving a static page or a blog post (docs/content.md): one auditedWrites transaction that
 * checks the version, the rules (@atelier/domain/content/), the slug's reservation and the author, keeps
 * the replaced version as a revision, writes the record and its public projection
 * (publicProjection.ts), and appends `<staticPage|blogPost>.<create|update|restore>`.
 */
import type { DocumentData, DocumentReference, Firestore } from "firebase-admin/firestore";
import {
  checkBlogPost,
  checkContent,
  contentMessages,
  searchTokens,
  type BlogPostInput,
  type BlogPostValues,
  type ContentInput,
  type ContentKind,
  type ContentValues,
} from "@atelier/domain/content/contentEntry";
import { slugTaken } from "@atelier/domain/content/slug";
import { inputField, userError } from "@atelier/domain/userErrors";
import { auditedWrites, type WriteScope } from "../auditedWrite";
import type { CostMeter } from "../cost";
import { revisionStore } from "../revisions/revisions";
import { USERS } from "../users/record";
import { refuseIfStale } from "../versionCheck";
import { refuseIfImageGone } from "../mediaFiles/inUse";
import { publicCollectionOf, publicFields } from "./publicProjection";
import { CONTENT_SLUGS, collectionOf, editableData, fromData, slugDocId, toTimestamp, type ContentRecord, type StoredStatus } from "./record";

const RESOURCE = { page: "staticPage", post: "blogPost" } as const;
const LABEL = { page: "Page", post: "Article" } as const;

type Input<K extends ContentKind> = K extends "page" ? ContentInput : BlogPostInput;

/** `R`: the kind's record type (StaticPageRecord for "page", BlogPostRecord for "post"). */
export function contentWrites<R extends ContentRecord>(firestore: Firestore, meter: CostMeter, kind: ContentKind) {
  const writes = auditedWrites(firestore, meter);
  const revisions = revisionStore(meter);
  const collection = firestore.collection(collectionOf(kind));
  const publicCollection = firestore.collection(publicCollectionOf(kind));
  const slugRef = (slug: string) => firestore.collection(CONTENT_SLUGS).doc(slugDocId(kind, slug));

  const check = (
    input: ContentInput | BlogPostInput,
    base: string[],
    now: Date,
  ): { value: ContentValues | BlogPostValues; errors: ReturnType<typeof checkContent>["errors"] } =>
    kind === "page" ? checkContent(input, { base, kind, now }) : checkBlogPost(input as BlogPostInput, { base, now });

  const readCurrent = async (w: WriteScope, id: string) => {
    const snap = await w.getExisting(collection.doc(id), inputField("id"), LABEL[kind], (s) => s);
    return { ref: snap.ref, stored: snap.data() ?? {}, record: fromData(kind, id, snap.data() ?? {}, w.now.toDate()) };
  };

  /**
   * The save itself, once the record (null on create) is read and its version checked: the
   * rules, the slug, the author, then the writes. Every read happens before the first write.
   */
  async function save(
    w: WriteScope,
    target: { ref: DocumentReference; stored: DocumentData; record: ContentRecord } | null,
    input: ContentInput | BlogPostInput,
    base: string[],
    // "undo": an undo's save (undo/undoChange.ts), whose own entry is `change.undo`.
    verb: "create" | "update" | "restore" | "undo",
  ): Promise<R> {
    const now = w.now.toDate();
    const { value, errors } = check(input, base, now);
    if (errors.length > 0) w.refuse(errors);
    const ref = target?.ref ?? collection.doc();
    const slugChanged = target?.record.slug !== value.slug;
    if (slugChanged) {
      const reservation = await w.get(slugRef(value.slug));
      if (reservation.exists && reservation.get("ownerId") !== ref.id) w.refuse([slugTaken([...base, "slug"])]);
    }
    if (kind === "post") {
      const authorId = (value as BlogPostValues).authorId;
      const author = await w.get(firestore.collection(USERS).doc(authorId));
      if (author.get("isAdmin") !== true) w.refuse([userError([...base, "authorId"], contentMessages.authorNotAdmin, "INVALID_AUTHOR")]);
    }

    const fields = storedFields(value, target?.record ?? null, w);
    // A new library cover must still be in the library (its delete checks usages the same way).
    if (kind === "post") await refuseIfImageGone(w, firestore, collectionOf(kind), fields, target?.stored ?? {}, base);
    if (slugChanged) {
      w.tx.set(slugRef(value.slug), { kind, slug: value.slug, ownerId: ref.id });
      if (target) w.tx.delete(slugRef(target.record.slug));
    }
    if (target) {
      revisions.keep(w, ref, {
        version: target.record.version,
        savedAt: target.stored.updatedAt ?? null,
        savedBy: target.record.updatedBy,
        data: { ...editableData(target.record), status: target.record.status },
      });
      w.tx.update(ref, fields);
    } else {
      w.tx.create(ref, fields);
    }
    // What the storefront reads, in the same transaction: set while live (or scheduled), gone otherwise.
    const projection = publicFields(kind, { ...target?.stored, ...fields });
    const publicRef = publicCollection.doc(ref.id);
    if (projection) w.tx.set(publicRef, projection);
    else w.tx.delete(publicRef);
    const written = fromData(kind, ref.id, { ...target?.stored, ...fields }, now);
    if (verb !== "undo")
      w.audit({
        action: `${RESOURCE[kind]}.${verb}`,
        targetType: RESOURCE[kind],
        targetId: ref.id,
        before: target ? { ...editableData(target.record), status: target.record.status, version: target.record.version } : null,
        after: { ...editableData(written), status: written.status, version: written.version },
      });
    return written as R;
  }

  /** What Firestore keeps for these values (docs/content.md): the storefront's shape. */
  function storedFields(value: ContentValues | BlogPostValues, current: ContentRecord | null, w: WriteScope): DocumentData {
    const status: StoredStatus = value.status === "DRAFT" ? "draft" : value.status === "SCHEDULED" ? "scheduled" : "published";
    // A page or post already live keeps its first publication date; one published now goes live now.
    const publishedAt =
      status === "draft"
        ? null
        : status === "scheduled"
          ? toTimestamp(value.publishAt!)
          : current?.status === "PUBLISHED" && current.publishedAt
            ? toTimestamp(current.publishedAt)
            : w.now;
    const fields: DocumentData = {
      title: value.title,
      slug: value.slug,
      body: value.body,
      seo: { title: value.seoTitle, description: value.seoDescription },
      status,
      publishedAt,
      version: (current?.version ?? 0) + 1,
      updatedAt: w.now,
      updatedBy: w.actorUid,
    };
    if (kind === "post") {
      const post = value as BlogPostValues;
      Object.assign(fields, {
        excerpt: post.excerpt,
        coverImagePath: post.coverImagePath,
        tags: post.tags,
        authorId: post.authorId,
        searchTokens: searchTokens(post.title, post.tags),
      });
    }
    return fields;
  }

  return {
    create: (actorUid: string, input: Input<typeof kind>) => writes.run(actorUid, (w) => save(w, null, input, inputField(), "create")),

    /** New values for a record still at `version` (else STALE_VERSION, the admin's text stays in their editor). */
    update: (actorUid: string, id: string, version: number, values: Input<typeof kind>) =>
      writes.run(actorUid, async (w) => {
        const current = await readCurrent(w, id);
        await refuseIfStale(w, firestore, current.record, version);
        return save(w, current, values, inputField("values"), "update");
      }),

    /**
     * Puts a kept revision's text back: a save like any other (version rule, rules, revision of
     * the replaced version, audit `…restore`). The status and publication date stay as they are.
     */
    restore: (actorUid: string, id: string, version: number, revision: number) =>
      writes.run(actorUid, async (w) => {
        const current = await readCurrent(w, id);
        await refuseIfStale(w, firestore, current.record, version);
        const kept = await revisions.read(w, current.ref, revision, inputField("revision"));
        const input = {
          ...editableData(current.record),
          ...kept.data,
          status: current.record.status,
          publishAt: current.record.status === "SCHEDULED" ? current.record.publishedAt : null,
        } as BlogPostInput;
        return save(w, current, input, inputField("revision"), "restore");
      }),

    /**
     * Undo (docs/undo.md): the text and status an entry recorded before its change go back, in the
     * undo's own transaction (`w`), if the record is still at the version the change left — a save
     * like any other (rules, slug, revision of the replaced version), without its own audit entry.
     * Answers what the undo's entry records, or the field that changed since.
     */
    async undoInto(
      w: WriteScope,
      id: string,
      version: number,
      previous: DocumentData,
    ): Promise<{ changed: string } | { before: DocumentData; after: DocumentData }> {
      const current = await readCurrent(w, id);
      if (current.record.version !== version) return { changed: "version" };
      const status =
        previous.status === "DRAFT" || previous.status === "SCHEDULED" || previous.status === "PUBLISHED" ? previous.status : current.record.status;
      // A publication date is not in the entry: a scheduled record goes back to its schedule only while it still has one.
      if (status === "SCHEDULED" && current.record.status !== "SCHEDULED") return { changed: "publishAt" };
      const editable = Object.keys(editableData(current.record));
      const input = {
        ...editableData(current.record),
        ...Object.fromEntries(editable.filter((key) => key in previous).map((key) => [key, previous[key]])),
        status,
        publishAt: status === "SCHEDULED" ? current.record.publishedAt : null,
      } as BlogPostInput;
      const written = await save(w, current, input, inputField("entryId"), "undo");
      return {
        before: { ...editableData(current.record), status: current.record.status, version: current.record.version },
        after: { ...editableData(written), status: written.status, version: written.version },
      };
    },

    /** The record's kept revisions, newest first. */
    revisions: (id: string) => revisions.list(collection.doc(id)),
  };
}

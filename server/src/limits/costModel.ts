/**
 * What resolving each field costs in Firestore reads, as the resolvers and repositories do it
 * (docs/api-limits.md explains the model). The estimate is an upper bound computed from the
 * operation alone, before anything is read; `extensions.cost` shows it beside the real cost.
 *
 * A field not listed here costs nothing: it is computed from its parent's document. A schema
 * test fails when a field that takes arguments or returns a list of objects is missing, so a
 * new list or relation cannot slip in at zero.
 */
import { MAX_PAGE_SIZE } from "../firestore/collection";
import { shardCount } from "../firestore/statsShards";
import { MAX_NOTES_LISTED } from "../firestore/orders/notes";
import { SEARCH_LIMIT_PER_KEY } from "../firestore/users/list";
import { MAX_CREATIONS_PER_DECISION } from "../rules/creationModeration";
import { MAX_CONTACT_REPLIES } from "../firestore/contactMessages/record";
import { MAX_FEEDBACK_NOTES } from "../firestore/feedback/record";
import { INBOX_SEARCH_LIMIT } from "../firestore/inbox/list";
import { MAX_INBOX_BULK } from "@atelier/domain/inbox";
import { ORDER_STATUSES } from "@atelier/domain/orderStatuses";
import { SEARCH_KEY_FIELDS } from "@atelier/domain/userSearchKeys";
import { CHART_DAYS } from "../rules/dashboardFigures";
import { MAX_SHARES } from "@atelier/domain/finances/figures";
import { checkPeriod, MAX_DAY_BUCKET_DAYS, monthsOf, previousPeriod } from "@atelier/domain/finances/period";
import { MODERATION_PREVIEW, RECENT_ORDERS } from "../schema/dashboard";
import { MAX_CATALOGUE_ITEMS, MAX_VARIANTS, USAGE_COUNT_CAP } from "@atelier/domain/catalogue/limits";
import { MAIL_TEMPLATES } from "@atelier/domain/mailTemplates";
import { MAX_MEDIA_FOLDERS, MAX_USAGES_PER_KIND, MEDIA_SEARCH_LIMIT, USAGE_SOURCES } from "../firestore/mediaFiles";
import { MAX_METADATA_ENTRIES } from "@atelier/domain/media/mediaFile";
import { MAX_STATIC_PAGES } from "../firestore/content/list";
import { MAX_REVISIONS } from "../firestore/revisions/revisions";
import { MAX_ADMINISTRATORS } from "../firestore/users";
import { MAX_CREDIT_PACKS } from "@atelier/domain/settings/settings";
import { AUDIT_ACTION_LABELS, AUDIT_TARGET_TYPES } from "../rules/auditActions";
import { countBoundsFrom, countCost, countReads, type CountedCollection } from "./countBounds";

/** The most an operation may be estimated to read. Every console screen stays well under it. */
export const OPERATION_BUDGET = 1000;

/** The admin check reads the caller's users/{uid} before anything else. */
export const CALLER_RECORD_READS = 1;

/**
 * The bounds of the counted collections (countBounds.ts), from the instance's environment: a
 * count() is priced at what it bills at its collection's bound, one read per 1,000 entries (100
 * at 100,000 orders), not at its minimum of one. Identical counts within a request still share
 * one aggregation (loaders.ts); the estimate prices each as asked.
 */
export const COUNT_BOUNDS = countBoundsFrom(process.env);

/** A count() of `collection`, at its bound. */
export const countOf = (collection: CountedCollection, parts = 1): number => countCost(COUNT_BOUNDS, collection, parts);

/**
 * An aggregate is a base document plus at most one shard per writer (firestore/statsShards.ts):
 * reading `scopes` of them costs their bases and, at worst, every shard of each.
 */
export const aggregateReads = (scopes: number): number => scopes * (1 + shardCount());

/** The dashboard's global aggregates (stats/global and its shards), where the orders' status totals are kept. */
export const AGGREGATES_READS = aggregateReads(1);

/** Bounds of the arrays stored inside a document (nothing on the server caps them). */
export const EMBEDDED_BOUNDS = {
  /** Every status change appends one entry; the status machine allows at most 6 (plus storefront retries). */
  statusHistory: 10,
  items: 50,
} as const;

/** setUserAdmin, and setUserBlocked when it blocks an administrator, read every administrator in their transaction. */
export const ADMINS_BOUND = 20;

/** Arguments as graphql-js coerces them (variables substituted, schema defaults applied). */
export type Args = Record<string, unknown>;

export interface FieldCost {
  /**
   * Reads of resolving the field once. `call` holds the arguments of the nearest field above
   * that takes some (the call whose result this field belongs to): a connection's `first`, a
   * mutation's `input`.
   */
  reads?: number | ((args: Args, call: Args) => number);
  /** How many times the field's selection is resolved: a list's length bound, a page's size. */
  items?: number | ((args: Args, call: Args) => number);
}

/** `first` as the resolvers use it: out-of-range values are refused before any read. */
export function pageSize(first: unknown): number {
  return Number.isInteger(first) ? Math.min(Math.max(first as number, 0), MAX_PAGE_SIZE) : 0;
}

/** A page reads first + 1 documents (to know whether another page exists); a query returning nothing costs 1. */
const page = (args: Args) => pageSize(args.first) + 1;

/** A cursor `after` on some order sorts costs one read of the cursor's document. */
const cursor = (args: Args) => (args.after ? 1 : 0);

/** An order filter searching an e-mail first looks the customer up (at most 10 records). */
const emailLookup = (args: Args) => {
  const search = (args.filter as { search?: unknown } | null | undefined)?.search;
  return typeof search === "string" && search.includes("@") ? 10 : 0;
};

/** A user search runs one range query per search key, up to SEARCH_LIMIT_PER_KEY each, instead of the page. */
const userList = (args: Args) => {
  const search = (args.filter as { search?: unknown } | null | undefined)?.search;
  return typeof search === "string" && search.trim() ? SEARCH_KEY_FIELDS.length * SEARCH_LIMIT_PER_KEY : page(args);
};

const idsOf = (call: Args) => {
  const ids = (call.input as { ids?: unknown } | undefined)?.ids;
  return Array.isArray(ids) ? Math.min(ids.length, MAX_CREATIONS_PER_DECISION) : MAX_CREATIONS_PER_DECISION;
};

/** An inbox list reads a page, or for a search up to INBOX_SEARCH_LIMIT records. */
const inboxList = (args: Args) => {
  const search = (args.filter as { search?: unknown } | null | undefined)?.search;
  return typeof search === "string" && search.trim() ? INBOX_SEARCH_LIMIT : page(args);
};

const inboxIdsOf = (call: Args) => {
  const ids = (call.input as { ids?: unknown } | undefined)?.ids;
  return Array.isArray(ids) ? Math.min(ids.length, MAX_INBOX_BULK) : MAX_INBOX_BULK;
};

/** Query.finances: settings/app + the months from the previous period's start to the period's end. */
function financeReads(args: Args): number {
  const check = checkPeriod(String(args.from), String(args.to));
  return check.ok ? 2 + aggregateReads(monthsOf({ from: previousPeriod(check.period).from, to: check.period.to }).length) : 0;
}

/** Each connection type and the collection its totalCount counts. */
const CONNECTION_COLLECTIONS: Record<string, CountedCollection> = {
  UserConnection: "users",
  OrderConnection: "orders",
  CreationConnection: "creations",
  TransactionConnection: "transactions",
  MailConnection: "mail",
  FeedbackConnection: "feedback",
  ContactMessageConnection: "contactMessages",
  BlogPostConnection: "blogPosts",
  AuditEntryConnection: "auditLog",
};

/** A connection's `edges` repeat once per item of its page; its totalCount is one count() of its collection. */
const connectionTypeCosts: Record<string, FieldCost> = Object.fromEntries(
  Object.entries(CONNECTION_COLLECTIONS).flatMap(([type, collection]) => [
    [`${type}.edges`, { items: (_: Args, call: Args) => pageSize(call.first) }],
    [`${type}.totalCount`, { reads: countOf(collection) }],
  ]),
);

/** A relation resolved through the request's DataLoader: at most one read per parent. */
const ONE: FieldCost = { reads: 1 };

export const FIELD_COSTS: Record<string, FieldCost> = {
  "Query.users": { reads: userList },
  "Query.orders": { reads: (args) => page(args) + cursor(args) + emailLookup(args) },
  "Query.creations": { reads: page },
  // A page with an amount range resumes from its cursor's document (one more read).
  "Query.transactions": { reads: (args) => page(args) + cursor(args) },
  "Query.feedbacks": { reads: inboxList },
  "Query.contactMessages": { reads: inboxList },
  "User.orders": { reads: page },
  "User.creations": { reads: page },
  "User.transactions": { reads: page },
  ...connectionTypeCosts,
  // A user search counts what it found in memory (users/list.ts): no count().
  "UserConnection.totalCount": { reads: (_, call) => (hasSearch(call) ? 0 : countOf("users")) },
  // Orders' counts first read the dashboard's aggregates (one document, shared within the
  // request); a count() follows only for filtered lists or while the aggregates are not built.
  "OrderConnection.totalCount": { reads: AGGREGATES_READS + countOf("orders") },

  // The caller's own record: read once by the admin check, which CALLER_RECORD_READS counts.
  "Query.me": {},
  "Query.user": ONE,
  "Query.order": ONE,
  "Query.creation": ONE,
  "Query.feedback": ONE,
  "Query.contactMessage": ONE,
  // stats/inbox and its shards.
  "Query.inboxCounts": { reads: aggregateReads(1) },
  "Feedback.user": ONE,
  "Feedback.creation": ONE,
  "Feedback.order": ONE,
  "Feedback.assignee": ONE,
  "Feedback.notes": { items: MAX_FEEDBACK_NOTES },
  // At most one order and one creation dropped, stored in the document: no read.
  "Feedback.droppedReferences": { items: 2 },
  "FeedbackNote.author": ONE,
  "ContactMessage.replies": { items: MAX_CONTACT_REPLIES },
  "ContactReply.author": ONE,
  "Query.orderStatusCounts": {
    // One count() per status: they split the matching orders between them.
    reads: (args) => AGGREGATES_READS + countOf("orders", ORDER_STATUSES.length) + emailLookup(args),
    items: ORDER_STATUSES.length,
  },
  // stats/global and at most three month documents, with their shards.
  "Query.dashboard": { reads: aggregateReads(4) },
  "Dashboard.recentOrders": { reads: RECENT_ORDERS, items: RECENT_ORDERS },
  "Dashboard.creationsToModerate": { reads: MODERATION_PREVIEW, items: MODERATION_PREVIEW },
  "Dashboard.statusCounts": { items: 5 },
  // settings/app, stats/global (the last reconciliation) and the month aggregates both periods span (at most 26) with their shards: refused dates read nothing.
  "Query.finances": { reads: (args) => financeReads(args) },
  "FinanceReport.chart": { items: MAX_DAY_BUCKET_DAYS },
  "FinanceReport.vatByMonth": { items: 13 },
  // The names of what sold: one batched getAll of at most MAX_SHARES records each.
  "FinanceReport.revenueByProduct": { reads: MAX_SHARES, items: MAX_SHARES },
  "FinanceReport.revenueByDeliveryMethod": { reads: MAX_SHARES, items: MAX_SHARES },
  "Transaction.order": ONE,
  "SalesChart.points": { items: CHART_DAYS },

  "Order.customer": ONE,
  "Order.statusHistory": { items: EMBEDDED_BOUNDS.statusHistory },
  "Order.items": { items: EMBEDDED_BOUNDS.items },
  // One query on the order's notes subcollection, at most MAX_NOTES_LISTED documents.
  "Order.notes": { reads: MAX_NOTES_LISTED, items: MAX_NOTES_LISTED },
  "StatusChange.author": ONE,
  "OrderNote.author": ONE,
  "Creation.author": ONE,
  // The style's name, through the styles' DataLoader.
  "Creation.styleLabel": ONE,
  "Moderation.moderator": ONE,
  "Transaction.user": ONE,
  "Order.deliveryMethod": ONE,
  "PrintingProduct.variants": { items: MAX_VARIANTS },

  // Mutations read what they change inside their transaction (a retried attempt reads again:
  // the estimate counts one attempt).
  "Mutation.recordLogin": {},
  // The order, then for shipped/delivered/refunded settings/app and the customer (the mail).
  // The order, settings/app, the customer (mails) and transactions/refund-{id} (refunds).
  "Mutation.changeOrderStatus": { reads: 4 },
  "Mutation.addOrderNote": ONE,
  "Mutation.setOrderTrackingNumber": ONE,
  "Mutation.setFeedbackStatus": { reads: (_, call) => inboxIdsOf(call) },
  "SetFeedbackStatusPayload.feedbacks": { items: (_, call) => inboxIdsOf(call) },
  "Mutation.addFeedbackNote": ONE,
  "Mutation.assignFeedback": { reads: 2 },
  "Mutation.setContactMessagesStatus": { reads: (_, call) => inboxIdsOf(call) },
  "SetContactMessagesStatusPayload.contactMessages": { items: (_, call) => inboxIdsOf(call) },
  "Mutation.markContactMessageRead": ONE,
  "Mutation.replyToContactMessage": { reads: 2 },
  // A rejection also reads settings/app and each author (the rejection mails).
  "Mutation.moderateCreations": { reads: (_, call) => 1 + 2 * idsOf(call) },
  "ModerateCreationsPayload.creations": { items: (_, call) => idsOf(call) },
  // The user and settings/app (the credits-adjusted mail's switch).
  "Mutation.setUserCredits": { reads: 2 },
  "Mutation.adjustUserCredits": { reads: 2 },
  "Mutation.setUserLoyaltyPoints": ONE,
  "Mutation.setUserBlocked": { reads: 1 + ADMINS_BOUND },
  "Mutation.setUserAdmin": { reads: 1 + ADMINS_BOUND },
  // Settings (docs/settings.md): settings/app, and the author of a newer version when stale.
  "Query.settings": ONE,
  "ShopSettings.creditPacks": { items: MAX_CREDIT_PACKS },
  "ShopSettings.updatedBy": ONE,
  "Query.administrators": { reads: MAX_ADMINISTRATORS, items: MAX_ADMINISTRATORS },
  "Mutation.updateSettings": { reads: 2 },
  "Mutation.setMaintenanceMode": { reads: 2 },
  ...catalogueCosts(),

  // E-mails (docs/mail.md): the templates and settings/app in one getAll; the preview reads nothing.
  "Query.emailTemplates": { reads: 1 + MAIL_TEMPLATES.length, items: MAIL_TEMPLATES.length },
  "Query.emailSettings": ONE,
  "EmailSettings.switches": { items: MAIL_TEMPLATES.length },
  "EmailTemplate.variables": { items: 10 },
  "EmailTemplate.updatedBy": ONE,
  "EmailTemplate.revisions": { reads: MAX_REVISIONS, items: MAX_REVISIONS },
  "EmailTemplateRevision.savedBy": ONE,
  "Query.emailTemplatePreview": {},
  "Query.mails": { reads: page },
  "Query.mail": ONE,
  // The audit log (docs/audit-log.md): one query of a page; the actor through the users' loader;
  // the changes are computed from the entry, the filter's options from the label tables.
  "Query.auditLog": { reads: page },
  "AuditEntry.actor": ONE,
  // The target's name (schema/auditNames.ts): a user or a catalogue record, through their loaders.
  "AuditEntry.targetLabel": ONE,
  "AuditEntry.changes": {},
  "Query.auditActions": { items: Object.keys(AUDIT_ACTION_LABELS).length },
  "Query.auditTargetTypes": { items: AUDIT_TARGET_TYPES.length },
  // The template and settings/app, and the author of a newer version when stale.
  "Mutation.updateEmailTemplate": { reads: 3 },
  "Mutation.setEmailEnabled": { reads: 2 },
  "Mutation.sendTestEmail": { reads: 2 },
  "Mutation.retryMail": ONE,
  // The media library (docs/media.md): a page of the index, or a name search of at most
  // MEDIA_SEARCH_LIMIT files; folders one query; usages one query per kind.
  "Query.mediaFiles": { reads: (args) => (hasSearch(args) ? MEDIA_SEARCH_LIMIT : page(args) + cursor(args)) },
  "MediaFileConnection.edges": { items: (_: Args, call: Args) => pageSize(call.first) },
  "MediaFileConnection.totalCount": { reads: countOf("mediaFiles") },
  "Query.mediaFolders": { reads: MAX_MEDIA_FOLDERS, items: MAX_MEDIA_FOLDERS },
  "Query.mediaFile": ONE,
  "MediaFile.uploadedBy": ONE,
  "MediaFile.customMetadata": { items: MAX_METADATA_ENTRIES },
  "MediaFile.usages": { reads: USAGE_SOURCES.length * MAX_USAGES_PER_KIND, items: USAGE_SOURCES.length * MAX_USAGES_PER_KIND },
  "Mutation.updateMediaFile": { reads: 2 },
  "Mutation.deleteMediaFile": { reads: USAGE_SOURCES.length * MAX_USAGES_PER_KIND + 1 },
  ...contentCosts(),
};

function hasSearch(args: Args): boolean {
  const search = (args.filter as { search?: unknown } | null | undefined)?.search;
  return typeof search === "string" && search.trim() !== "";
}

/**
 * Static pages and blog posts (docs/content.md): pages are read whole, posts by pages; a save
 * reads the record, the new slug's reservation and (a post) its author, plus the author of a
 * stale version; a restore the revision too.
 */
function contentCosts(): Record<string, FieldCost> {
  const revisions: FieldCost = { reads: MAX_REVISIONS, items: MAX_REVISIONS };
  return {
    "Query.staticPages": { reads: MAX_STATIC_PAGES, items: MAX_STATIC_PAGES },
    "Query.staticPage": ONE,
    "Query.blogPosts": { reads: page },
    "Query.blogPost": ONE,
    "StaticPage.updatedBy": ONE,
    "StaticPage.revisions": revisions,
    "BlogPost.updatedBy": ONE,
    "BlogPost.author": ONE,
    "BlogPost.revisions": revisions,
    "Revision.savedBy": ONE,
    // The editable fields of a post (title, slug, body, seoTitle, seoDescription, excerpt, coverImagePath, tags, authorId, status).
    "Revision.fields": { items: 10 },
    "Mutation.createStaticPage": ONE,
    "Mutation.updateStaticPage": { reads: 3 },
    "Mutation.restoreStaticPageRevision": { reads: 4 },
    // + the library record of a new cover (firestore/mediaFiles/inUse.ts).
    "Mutation.createBlogPost": { reads: 3 },
    "Mutation.updateBlogPost": { reads: 5 },
    "Mutation.restoreBlogPostRevision": { reads: 6 },
  };
}

/**
 * The four catalogue lists (docs/catalogue.md) are priced alike: a list is read whole; a record
 * by id goes through its DataLoader; usageCount is one count(); create, update and duplicate read
 * the whole list in their transaction (unique name, last position) plus the record and, for a
 * stale update, its author; reorder reads the whole list; delete reads the record and counts its
 * references.
 */
function catalogueCosts(): Record<string, FieldCost> {
  const list: FieldCost = { reads: MAX_CATALOGUE_ITEMS, items: MAX_CATALOGUE_ITEMS };
  // usageCount counts at most USAGE_COUNT_CAP uses: one read (@atelier/domain/catalogue/limits).
  const resources = [
    { type: "TextToImageStyle", one: "textToImageStyle", all: "textToImageStyles" },
    { type: "ImageToImagePrompt", one: "imageToImagePrompt", all: "imageToImagePrompts" },
    { type: "PrintingProduct", one: "printingProduct", all: "printingProducts" },
    { type: "DeliveryMethod", one: "deliveryMethod", all: "deliveryMethods" },
  ];
  return Object.fromEntries(
    resources.flatMap(({ type, one, all }) => [
      [`Query.${all}`, list],
      [`Query.${one}`, ONE],
      [`${type}.usageCount`, { reads: countReads(USAGE_COUNT_CAP) }],
      [`${type}.updatedBy`, ONE],
      [`Mutation.create${type}`, { reads: MAX_CATALOGUE_ITEMS + 1 }],
      [`Mutation.update${type}`, { reads: MAX_CATALOGUE_ITEMS + 3 }],
      [`Mutation.set${type}Active`, ONE],
      [`Mutation.duplicate${type}`, { reads: MAX_CATALOGUE_ITEMS + 1 }],
      [`Mutation.reorder${type}s`, { reads: MAX_CATALOGUE_ITEMS }],
      [`Reorder${type}sPayload.items`, { items: MAX_CATALOGUE_ITEMS }],
      [`Mutation.delete${type}`, { reads: 1 + countReads(USAGE_COUNT_CAP) }],
    ]),
  );
}

/**
 * Every query the repositories can send, built by the repositories' own code on an offline
 * Firestore client (nothing is sent: `get()` is intercepted and answers empty), then checked
 * against firestore.indexes.json. The emulator never asks for an index; production answers
 * FAILED_PRECONDITION, so a filter × sort combination without its index breaks only there.
 *
 * A new criterion, sort, filter or read method is a compile error or a failure here until it is
 * enumerated below, and then a failure until its index is declared. Rules: indexCoverage.ts.
 */
import { consoleListenerQuery } from "../live/changeFeed";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DocumentReference, Firestore, Query, type AggregateQuery } from "firebase-admin/firestore";
import type { UserFilter, UserSort } from "../generated/graphql";
import { ORDER_STATUSES } from "@atelier/domain/orderStatuses";
import { CATALOGUE_RESOURCES, type CatalogueResource } from "../rules/auditActions";
import { CostMeter } from "./cost";
import { createRepositories } from "../modules/registry";
import {
  coveringIndex,
  describeShape,
  indexFor,
  needsCompositeIndex,
  queryShape,
  type DeclaredIndex,
  type QueryShape,
  type StructuredQueryLike,
} from "./indexCoverage";
import type { OrderCriteria } from "./orders/queries";
import type { LedgerCriteria } from "@atelier/domain/finances/ledger";
import type { CreationListFilter } from "./creations";
import type { ContactMessageCriteria } from "./contactMessages";
import type { FeedbackCriteria } from "./feedback";
import { floodQuery } from "./inbox/storefront";
import { storefrontQueries } from "./content/publicProjection";
import type { MailLogFilter } from "./mail";
import type { ApprovalQueue } from "./approvals";
import type { Permission } from "@atelier/domain/staff/permissions";
import type { AuditLogCriteria } from "./auditLog";
import { encodeCursor } from "./cursor";
import { MEDIA_SORTS, type MediaFileSort } from "./mediaFiles";
import type { BlogPostFilter } from "./content";
import { computeStats } from "./statsRebuild";
import type { DocumentCriteria } from "./invoicing/documents";
import { issueInvoice, numberWaitingInvoices } from "./invoicing/issue";
import { undoQueries } from "../undo/undoChange";

const declared: DeclaredIndex[] = JSON.parse(readFileSync(join(__dirname, "../../../firestore.indexes.json"), "utf8")).indexes;

/** Every value each criterion can take that changes the query (null: not filtered). */
const ORDER_CRITERIA: { [K in keyof OrderCriteria]-?: OrderCriteria[K][] } = {
  status: [null, ORDER_STATUSES[0]],
  userId: [null, "customer-uid"],
  from: [null, new Date("2026-01-01T00:00:00Z")],
  to: [null, new Date("2026-02-01T00:00:00Z")],
  idPrefix: [null, "AB12"],
  matchesNothing: [false],
  // The late queue: below, with a status alone (orderCriteria refuses the rest with it).
  paidBefore: [null],
  sort: (["createdAt", "total"] as const).flatMap((field) => (["asc", "desc"] as const).map((direction) => ({ field, direction }))),
};
const USER_FILTERS: { [K in keyof UserFilter]-?: UserFilter[K][] } = {
  isAdmin: [null, true],
  isBlocked: [null, false],
  hasCredits: [null, true],
  search: [null, "dup"],
};
const USER_SORTS: Record<UserSort, true> = {
  CREATED_AT_ASC: true,
  CREATED_AT_DESC: true,
  CREDITS_ASC: true,
  CREDITS_DESC: true,
  LAST_LOGIN_AT_ASC: true,
  LAST_LOGIN_AT_DESC: true,
};
const MAIL_FILTERS: { [K in keyof MailLogFilter]-?: MailLogFilter[K][] } = {
  state: [null, "ERROR"],
  templateName: [null, "order-shipped"],
  recipient: [null, "lea@exemple.fr"],
  from: [null, new Date("2026-01-01T00:00:00Z")],
  to: [null, new Date("2026-02-01T00:00:00Z")],
};
const CREATION_FILTERS: { [K in keyof CreationListFilter]-?: CreationListFilter[K][] } = {
  moderation: [null, "ALL", "PENDING", "APPROVED", "REJECTED"],
  style: [null, "aquarelle"],
  userId: [null, "customer-uid"],
};

const AUDIT_CRITERIA: { [K in keyof AuditLogCriteria]-?: AuditLogCriteria[K][] } = {
  actorUid: [null, "admin-uid"],
  action: [null, "user.adjustCredits"],
  targetType: [null, "user"],
  targetId: [null, "customer-uid"],
  from: [null, new Date("2026-01-01T00:00:00Z")],
  to: [null, new Date("2026-02-01T00:00:00Z")],
};
/** A targetId is only ever filtered with its targetType (the resolver refuses it alone). */
const auditCriteria = () => combinations<AuditLogCriteria>(AUDIT_CRITERIA).filter((c) => c.targetType || !c.targetId);

const INBOX_DATES = { from: [null, new Date("2026-01-01T00:00:00Z")], to: [null, new Date("2026-02-01T00:00:00Z")] };
const FEEDBACK_CRITERIA: { [K in keyof FeedbackCriteria]-?: FeedbackCriteria[K][] } = {
  status: [null, "NEW"],
  rating: [null, 5],
  category: [null, "BUG"],
  ...INBOX_DATES,
  token: [null, "ecran"],
};
const CONTACT_CRITERIA: { [K in keyof ContactMessageCriteria]-?: ContactMessageCriteria[K][] } = {
  status: [null, "NEW"],
  ...INBOX_DATES,
  token: [null, "ecran"],
};
const BLOG_POST_FILTERS: { [K in keyof BlogPostFilter]-?: BlogPostFilter[K][] } = {
  status: [null, "DRAFT", "SCHEDULED", "PUBLISHED"],
  tag: [null, "Noël"],
  search: [null, "atelier"],
};

const DOCUMENT_CRITERIA: { [K in keyof DocumentCriteria]-?: DocumentCriteria[K][] } = {
  kind: [null, "INVOICE"],
  from: [null, new Date("2026-09-30T22:00:00Z")],
  to: [null, new Date("2026-10-31T23:00:00Z")],
};

/** Every combination of the tables' values. */
function combinations<T extends object>(table: { [K in keyof T]-?: T[K][] }): T[] {
  return Object.entries(table).reduce<Record<string, unknown>[]>(
    (all, [key, values]) => all.flatMap((partial) => (values as unknown[]).map((value) => ({ ...partial, [key]: value }))),
    [{}],
  ) as T[];
}

/**
 * A catalogue list's queries: the list by position and the count of references. Its writes
 * send no other query: they read the same list query in their transaction, and a delete counts
 * with usageCount's query (catalogueRepository.ts).
 */
const catalogueReads = {
  list: (r: { list(): Promise<unknown> }) => r.list(),
  getMany: "no query",
  usageCount: (r: { usageCount(id: string): Promise<unknown> }) => r.usageCount("catalogue-id"),
  create: "no query",
  update: "no query",
  setActive: "no query",
  duplicate: "no query",
  reorder: "no query",
  delete: "no query",
} as const;

const page = { first: 25 };
const APPROVAL_QUEUES: ApprovalQueue[] = ["PENDING", "DECIDED", "EXPIRED"];
const APPROVER_SETS: Permission[][] = [["REFUNDS"], ["REFUNDS", "CREDITS", "SETTINGS", "STAFF"]];
type Repos = ReturnType<typeof createRepositories>;
type ReadsOf<R> = { [K in keyof R]-?: ((repo: R) => Promise<unknown>) | "no query" };

/**
 * How each repository method is exercised. "no query": document reads by id or writes whose
 * only query is an equality one (setAdmin counts administrators: isAdmin ==). Listing every key
 * is enforced by the types: a new method is a compile error until it is placed here.
 */
/** The catalogue's repositories (deliveryMethods…) share catalogueReads: a new one needs no line here. */
type CatalogueRepo = `${CatalogueResource}s` & keyof Repos;
// Checked key by key at run time (« énumère toutes les méthodes… » below).
const catalogueRepos = Object.fromEntries(CATALOGUE_RESOURCES.map((resource) => [`${resource}s`, catalogueReads])) as unknown as {
  [K in CatalogueRepo]: ReadsOf<Repos[K]>;
};

const READS: { [K in keyof Repos]: ReadsOf<Repos[K]> } = {
  ...catalogueRepos,
  users: {
    get: "no query",
    getMany: "no query",
    page: (r) => r.page(page),
    count: (r) => r.count(),
    findByEmail: (r) => r.findByEmail("lea@exemple.fr"),
    countMatching: (r) => Promise.all(combinations<UserFilter>(USER_FILTERS).map(({ search: _search, ...filter }) => r.countMatching(filter))),
    administrators: (r) => r.administrators(),
    list: async (r) => {
      for (const filter of combinations<UserFilter>(USER_FILTERS)) {
        for (const orderBy of Object.keys(USER_SORTS) as UserSort[]) await (await r.list({ ...page, filter, orderBy })).count();
      }
    },
    batchesMatching: async (r) => {
      for (const filter of combinations<UserFilter>(USER_FILTERS))
        for (const orderBy of Object.keys(USER_SORTS) as UserSort[]) for await (const batch of r.batchesMatching({ filter, orderBy })) void batch;
    },
    setCredits: "no query",
    adjustCredits: "no query",
    setLoyaltyPoints: "no query",
    setBlocked: "no query",
    setAdmin: "no query",
    recordLogin: "no query",
  },
  orders: {
    getMany: "no query",
    page: (r) => r.page(page),
    count: (r) => r.count(),
    pageMatching: (r) => Promise.all(orderCriteria().map((c) => r.pageMatching(page, c))),
    countMatching: (r) => Promise.all(orderCriteria().map((c) => r.countMatching(c))),
    countByStatus: (r) => Promise.all(orderCriteria().map((c) => r.countByStatus(c))),
    idsMatching: (r) => Promise.all(orderCriteria().map((c) => r.idsMatching(c, 5))),
    batchesMatching: async (r) => {
      for (const c of orderCriteria()) for await (const batch of r.batchesMatching(c)) void batch;
    },
    changeStatus: "no query",
    changeStatuses: "no query",
    addNote: "no query",
    setTrackingNumber: "no query",
    notes: (r) => r.notes("order-id"),
  },
  // A reprint counts its original's reprints (reprintOf ==) inside its transaction: an equality query.
  reprints: { ofOrder: (r) => r.ofOrder("order-id"), reprint: "no query" },
  // The erasure's queries are equalities (`==`, `in`, array-contains) in document-id order (personalData/erasure/plan.ts).
  personalDataErasures: { get: "no query", erase: "no query" },
  // Presence (live/presence.ts): one's own document by id, and who is on a record (two equalities).
  presence: { visit: "no query", leave: "no query", present: (r) => r.present("order", "order-id", "uid") },
  memberNotifications: {
    list: (r) => r.list("u1"),
    unreadCount: (r) => r.unreadCount("u1"),
    markRead: (r) => r.markRead("u1", []),
    remove: "no query",
    clear: (r) => r.clear("u1"),
  },
  notificationPreferences: { update: "no query" },
  personalDataRequests: {
    getMany: "no query",
    page: (r) => Promise.all((["OPEN", "DUE_SOON", "CLOSED"] as const).map((queue) => r.page(page, queue))),
    count: (r) => Promise.all((["OPEN", "DUE_SOON", "CLOSED"] as const).map((queue) => r.count(queue))),
    ofCustomer: (r) => r.ofCustomer("u1"),
    record: "no query",
    close: "no query",
  },
  // A short id is a prefix range on idSearchKey (single-field index); a full id a read by id.
  trackingImport: { verdicts: (r) => r.verdicts([{ lineNumber: 2, orderRef: "ZVSL43", trackingNumber: "X1" }]) },
  creations: {
    getMany: "no query",
    page: (r) => Promise.all(combinations<CreationListFilter>(CREATION_FILTERS).map((f) => r.page(page, f))),
    count: (r) => Promise.all(combinations<CreationListFilter>(CREATION_FILTERS).map((f) => r.count(f))),
    batchesMatching: async (r) => {
      for (const f of combinations<CreationListFilter>(CREATION_FILTERS)) for await (const batch of r.batchesMatching(f)) void batch;
    },
    moderate: "no query",
  },
  refunds: { refundOrder: "no query" },
  accountingDocuments: {
    get: "no query",
    getMany: "no query",
    page: (r) => Promise.all(combinations<DocumentCriteria>(DOCUMENT_CRITERIA).map((c) => r.page(page, c))),
    ofOrder: (r) => r.ofOrder("order-id"),
    issuedBetween: async (r) => {
      for await (const document of r.issuedBetween(new Date("2026-09-30T22:00:00Z"), new Date("2026-10-31T23:00:00Z"))) void document;
    },
  },
  transactions: {
    page: (r) => Promise.all(ledgerCriteria().map((c) => r.page(page, c))),
    count: (r) => Promise.all(ledgerCriteria().map((c) => r.count(c))),
    batchesMatching: async (r) => {
      for (const c of ledgerCriteria()) for await (const batch of r.batchesMatching(c)) void batch;
    },
  },
  staticPages: {
    list: (r) => r.list(),
    getMany: "no query",
    create: "no query",
    update: "no query",
    restore: "no query",
    undoInto: "no query",
    revisions: (r) => r.revisions("page-id"),
  },
  blogPosts: {
    page: (r) => Promise.all(combinations<BlogPostFilter>(BLOG_POST_FILTERS).map((f) => r.page(page, f))),
    count: (r) => Promise.all(combinations<BlogPostFilter>(BLOG_POST_FILTERS).map((f) => r.count(f))),
    getMany: "no query",
    create: "no query",
    update: "no query",
    restore: "no query",
    undoInto: "no query",
    revisions: (r) => r.revisions("post-id"),
  },
  auditLog: {
    append: "no query",
    appendIn: "no query",
    getMany: "no query",
    page: (r) => Promise.all(auditCriteria().map((c) => r.page(page, c))),
    count: (r) => Promise.all(auditCriteria().map((c) => r.count(c))),
  },
  dashboard: {
    stats: "no query",
    recentOrders: (r) => r.recentOrders(5),
    creationsAwaitingModeration: (r) => r.creationsAwaitingModeration(6),
  },
  finances: { read: "no query" },
  mail: {
    templates: "no query",
    settings: "no query",
    revisions: (r) => r.revisions("order-shipped"),
    updateTemplate: "no query",
    setEnabled: "no query",
    page: (r) => Promise.all(combinations<MailLogFilter>(MAIL_FILTERS).map((f) => r.page(page, f))),
    count: (r) => Promise.all(combinations<MailLogFilter>(MAIL_FILTERS).map((f) => r.count(f))),
    getMany: "no query",
    retry: "no query",
    sendTest: "no query",
  },
  userActivity: {
    orders: async (r) => (await r.orders.page("customer-uid", page)).count(),
    creations: async (r) => (await r.creations.page("customer-uid", page)).count(),
    transactions: async (r) => (await r.transactions.page("customer-uid", page)).count(),
  },
  feedback: {
    getMany: "no query",
    list: async (r) => {
      for (const criteria of combinations<FeedbackCriteria>(FEEDBACK_CRITERIA)) await (await r.list(page, criteria)).count();
    },
    batchesMatching: async (r) => {
      for (const criteria of combinations<FeedbackCriteria>(FEEDBACK_CRITERIA)) for await (const batch of r.batchesMatching(criteria)) void batch;
    },
    setStatus: "no query",
    addNote: "no query",
    assign: "no query",
  },
  contactMessages: {
    getMany: "no query",
    list: async (r) => {
      for (const criteria of combinations<ContactMessageCriteria>(CONTACT_CRITERIA)) await (await r.list(page, criteria)).count();
    },
    batchesMatching: async (r) => {
      for (const criteria of combinations<ContactMessageCriteria>(CONTACT_CRITERIA)) for await (const batch of r.batchesMatching(criteria)) void batch;
    },
    setStatus: "no query",
    markRead: "no query",
    reply: "no query",
  },
  inbox: { counts: "no query" },
  mediaFiles: {
    list: (r) =>
      Promise.all(
        [null, "media/affiches"].flatMap((folder) =>
          [null, true].flatMap((imagesOnly) =>
            [null, "aff"].flatMap((search) =>
              (Object.keys(MEDIA_SORTS) as MediaFileSort[]).flatMap((orderBy) => [
                r.list({ ...page, filter: { folder, imagesOnly, search }, orderBy }),
                r.list({ ...page, after: encodeCursor(1, "x"), filter: { folder, imagesOnly, search }, orderBy }),
              ]),
            ),
          ),
        ),
      ),
    getMany: "no query",
    folders: (r) => r.folders(),
    usages: (r) => r.usages("media/a.png"),
    register: "no query",
    update: "no query",
    // In its transaction, the same queries as usages.
    removeIfUnused: "no query",
    remove: "no query",
  },
  settings: { get: "no query", update: "no query", setApprovalThresholds: "no query", setRetention: "no query", setMaintenanceMode: "no query" },
  // Four-eyes approval (docs/approvals.md): each tab among one kind's permission or several; the
  // request's write reads the team by isAdmin == true (an equality).
  approvals: {
    getMany: "no query",
    find: "no query",
    page: (r) => Promise.all(APPROVAL_QUEUES.flatMap((queue) => APPROVER_SETS.map((permissions) => r.page(page, queue, permissions)))),
    count: (r) => Promise.all(APPROVAL_QUEUES.flatMap((queue) => APPROVER_SETS.map((permissions) => r.count(queue, permissions)))),
    thresholdGate: "no query",
    approvalGate: "no query",
    request: "no query",
    reject: "no query",
    recordRefusal: "no query",
  },
  // Equalities only (docs/saved-views.md); the writes' queries in their transaction are the same.
  // The team: one equality query (isAdmin ==), in the list and in every change's transaction.
  staff: {
    list: (r) => r.list(),
    invite: "no query",
    changeRole: "no query",
    deactivate: "no query",
    reactivate: "no query",
    signOut: "no query",
  },
  // Custom roles: orderBy(createdAt) alone (a single-field index) and the team's isAdmin == true.
  staffRoles: {
    find: "no query",
    list: (r) => r.list(),
    create: "no query",
    update: "no query",
    delete: "no query",
  },
  twoStep: {
    // A document by id; the members are read by isAdmin == true (an equality).
    requirement: "no query",
    setRequirement: "no query",
    resetMember: "no query",
  },
  savedViews: {
    visible: (r) => r.visible("orders", "admin-uid"),
    create: "no query",
    update: "no query",
    undoInto: "no query",
    remove: "no query",
  },
  workQueueCounts: {
    lateFeedback: (r) => r.lateFeedback(new Date("2026-01-02T00:00:00Z")),
    lateContactMessages: (r) => r.lateContactMessages(new Date("2026-01-02T00:00:00Z")),
  },
  // The undo's queries run in its transaction: listed with the shapes outside the repositories.
  undo: { undo: "no query", markers: "no query" },
};

/** The late queue (docs/saved-views.md): a status or none, the sort ignored. */
const LATE_ORDER_CRITERIA = ORDER_CRITERIA.status.map((status): OrderCriteria => ({
  ...combinations<OrderCriteria>(ORDER_CRITERIA)[0]!,
  status,
  paidBefore: new Date("2026-01-03T00:00:00Z"),
}));
const orderCriteria = () => [...combinations<OrderCriteria>(ORDER_CRITERIA), ...LATE_ORDER_CRITERIA];
const LEDGER_CRITERIA: { [K in keyof LedgerCriteria]-?: LedgerCriteria[K][] } = {
  type: [null, "REFUND"],
  status: [null, "SUCCEEDED"],
  userId: [null, "customer-uid"],
  from: [null, new Date("2026-01-01T00:00:00Z")],
  to: [null, new Date("2026-02-01T00:00:00Z")],
  minAmount: [null, 10],
  maxAmount: [null, 100],
};
const ledgerCriteria = () => combinations<LedgerCriteria>(LEDGER_CRITERIA);

/** Runs `build` and returns the shape of every query it sent. */
async function shapesSentBy(build: () => Promise<unknown>): Promise<QueryShape[]> {
  const sent: StructuredQueryLike[] = [];
  const structured = (q: Query) => (q as unknown as { toStructuredQuery(): StructuredQueryLike }).toStructuredQuery();
  const queryGet = jest.spyOn(Query.prototype, "get").mockImplementation(function (this: Query) {
    sent.push(structured(this));
    return Promise.resolve({ docs: [], size: 0, empty: true } as never);
  });
  const countGet = jest.spyOn(aggregateQueryPrototype, "get").mockImplementation(function (this: AggregateQuery<never>) {
    sent.push(structured(this.query));
    return Promise.resolve({ data: () => ({ count: 0 }) } as never);
  });
  // Reads by id send no query; answering "no such document" sends the repositories down their
  // query paths (the tab counts fall back to count() when the aggregates are not built).
  const documentGet = jest.spyOn(DocumentReference.prototype, "get").mockResolvedValue({ exists: false, data: () => undefined } as never);
  // The aggregates are read in a read-only transaction (statsShards.ts): its reads go through the
  // same mocked gets, so their queries are recorded too.
  const transaction = jest.spyOn(Firestore.prototype, "runTransaction").mockImplementation(((update: (tx: unknown) => Promise<unknown>) =>
    update({
      get: (target: Query | DocumentReference) => target.get(),
      getAll: (...refs: DocumentReference[]) => Promise.all(refs.map((ref) => ref.get())),
    })) as never);
  try {
    await build();
  } finally {
    queryGet.mockRestore();
    countGet.mockRestore();
    documentGet.mockRestore();
    transaction.mockRestore();
  }
  return sent.map(queryShape);
}

const firestore = new Firestore({ projectId: "demo-index-shapes" });
// AggregateQuery (what count() returns) is exported as a type only.
const aggregateQueryPrototype = Object.getPrototypeOf(firestore.collection("any").count()) as AggregateQuery<never>;

async function everyShape(): Promise<QueryShape[]> {
  const repos = createRepositories(firestore, new CostMeter());
  const shapes: QueryShape[] = [];
  for (const [name, reads] of Object.entries(READS) as [keyof Repos, Record<string, unknown>][]) {
    for (const read of Object.values(reads)) {
      if (typeof read === "function") shapes.push(...(await shapesSentBy(() => read(repos[name]))));
    }
  }
  // An undo's queries, sent inside its transaction (undo/undoChange.ts): a change's next page, a record's latest entry.
  shapes.push(...(await shapesSentBy(() => undoQueries.page(firestore, "change-id", "uid", "entry-id").get())));
  shapes.push(...(await shapesSentBy(() => undoQueries.latestOfTarget(firestore, "order", "order-id").get())));
  // Outside the repositories: the aggregates' rebuild pages through each collection by id.
  shapes.push(...(await shapesSentBy(() => computeStats(firestore))));
  // Issuing an invoice: the order's invoice looked for, the queue numbered oldest first (invoicing/issue.ts).
  shapes.push(...(await shapesSentBy(() => issueInvoice(firestore, "order-id"))));
  shapes.push(...(await shapesSentBy(() => numberWaitingInvoices(firestore))));
  // The console's listener on the change feed (live/changeFeed.ts, docs/live.md).
  shapes.push(...(await shapesSentBy(() => consoleListenerQuery(firestore, ["ORDERS_READ", "INBOX"], new Date()).get())));
  // The storefront trigger's flood rule (inbox/storefront.ts) reads a sender's last hour.
  shapes.push(...(await shapesSentBy(() => floodQuery(firestore, "lea@exemple.fr", new Date()).get())));
  // The storefront's reads of the published content (content/publicProjection.ts).
  for (const query of [
    storefrontQueries.pageBySlug(firestore, "cgv"),
    storefrontQueries.latestPosts(firestore, new Date()),
    storefrontQueries.postBySlug(firestore, "bienvenue", new Date()),
  ]) {
    shapes.push(...(await shapesSentBy(() => query.get())));
  }
  const unique = new Map(shapes.map((s) => [describeShape(s), s]));
  return [...unique.values()];
}

describe("index composites déclarés pour chaque requête des dépôts (firestore.indexes.json)", () => {
  let shapes: QueryShape[];
  beforeAll(async () => {
    shapes = await everyShape();
  });

  it("énumère toutes les méthodes de lecture des dépôts", () => {
    const repos = createRepositories(firestore, new CostMeter());
    for (const name of Object.keys(repos) as (keyof Repos)[]) {
      expect(Object.keys(READS[name]).sort()).toEqual(Object.keys(repos[name]).sort());
    }
  });

  it("construit les formes attendues, combinaisons de filtres et tris comprises", () => {
    const described = shapes.map(describeShape);
    // The issue's case: an e-mail search (userId) within a date range, sorted by total.
    expect(described).toContain("orders: userId == · total DESCENDING, createdAt DESCENDING");
    expect(described).toContain("orders: status ==, userId == · idSearchKey ASCENDING, createdAt ASCENDING");
    expect(described).toContain("users: hasCredits ==, isAdmin ==, isBlocked == · lastLoginAt ASCENDING");
    expect(described).toContain("creations: moderation.status ==, style ==, userId == · createdAt DESCENDING");
    // A count within a date range and an id prefix orders on both ranges, by field path.
    expect(described).toContain("orders: (no equality) · createdAt ASCENDING, idSearchKey ASCENDING");
    expect(shapes.length).toBeGreaterThan(100);
  });

  it("déclare un index composite pour chaque forme qui en demande un", () => {
    const missing = shapes.filter((s) => needsCompositeIndex(s) && !coveringIndex(s, declared));
    // On failure, the message lists each shape and the index to add to firestore.indexes.json.
    expect(missing.map((s) => `${describeShape(s)}\n    add: ${JSON.stringify(indexFor(s))}`)).toEqual([]);
  });

  it("ne déclare aucun index qui ne serve aucune requête", () => {
    const used = new Set(shapes.filter(needsCompositeIndex).map((s) => coveringIndex(s, declared)));
    const unused = declared.filter((index) => !used.has(index));
    expect(unused.map((i) => `${i.collectionGroup}: ${i.fields.map((f) => `${f.fieldPath} ${f.order}`).join(", ")}`)).toEqual([]);
  });
});

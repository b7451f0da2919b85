import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ApprovalRequestRecord } from '../firestore/approvals/record';
import type { ApprovalRequestConnectionParent, AuditEntryConnectionParent, BlogPostConnectionParent, CreationConnectionParent, TransactionConnectionParent, FeedbackConnectionParent, ContactMessageConnectionParent, MailConnectionParent, OrderConnectionParent, PersonalDataRequestConnectionParent, UserConnectionParent } from '../schema/connection';
import type { AuditRecord } from '../firestore/auditLog';
import type { StaticPageRecord, BlogPostRecord } from '../firestore/content';
import type { RevisionRecord } from '../firestore/revisions/revisions';
import type { CreationRecord } from '../firestore/creations';
import type { DashboardFigures } from '../rules/dashboardFigures';
import type { TransactionRecord } from '../firestore/transactions';
import type { FinanceReportData } from '@atelier/domain/finances/report';
import type { ShareTotal, ReprintShareTotal } from '@atelier/domain/finances/figures';
import type { FeedbackRecord, FeedbackNoteRecord } from '../firestore/feedback';
import type { DroppedReference } from '@atelier/domain/feedbackReferences';
import type { ContactMessageRecord, ContactReplyRecord } from '../firestore/contactMessages';
import type { EmailTemplateView, MailRecord } from '../firestore/mail';
import type { MailSettings, ShopSettingsRecord } from '../firestore/settings';
import type { MediaFileRecord, MediaFilePage } from '../firestore/mediaFiles';
import type { OrderRecord, OrderItemRecord, OrderNoteRecord, StatusChangeRecord, OrderStatusCountRecord } from '../firestore/orders';
import type { ErasureState, ErasureRun } from '../personalData/erasure/erasure';
import type { PersonalDataRequestRecord } from '../personalData/requests/record';
import type { RecordPresenceRecord, PresentMemberRecord } from '../live/presence';
import type { SavedViewRecord } from '../firestore/savedViews';
import type { WorkQueueParent } from '../modules/savedViews/workQueues';
import type { StaffMemberRecord } from '../firestore/staff';
import type { StaffRoleRecord } from '../firestore/staff/roles';
import type { AuditUndoParent } from '../modules/undo/undo';
import type { UserRecord } from '../firestore/users';
import type { DeliveryMethodRecord } from '@atelier/domain/catalogue/deliveryMethod';
import type { ImageToImagePromptRecord } from '@atelier/domain/catalogue/imageToImagePrompt';
import type { PrintingProductRecord } from '@atelier/domain/catalogue/printingProduct';
import type { TextToImageStyleRecord } from '@atelier/domain/catalogue/textToImageStyle';
import type { AccountingDocumentRecord } from '@atelier/domain/invoicing/document';
import type { TrackingImportLineRecord } from '@atelier/domain/trackingImport/verdicts';
import type { Context } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A Europe/Paris calendar day, yyyy-mm-dd (e.g. 2026-11-22). A day that does not exist (2026-02-30) is refused by the field's rule with BAD_USER_INPUT « Date invalide : « 2026-02-30 » (format attendu AAAA-MM-JJ). ». */
  Date: { input: string; output: string; }
  /** An ISO-8601 date-time string, e.g. 2026-11-22T09:30:00.000Z. */
  DateTime: { input: string; output: string; }
};

/**
 * An invoice (« Facture ») or a credit note (« Avoir »), as issued: a snapshot of the seller, the
 * buyer and the lines that never changes once written (no API writes it; the Firestore rules
 * refuse every client write). Numbers are consecutive per kind and year, without gaps.
 * Permission: Finances (FINANCES) or Remboursements (REFUNDS).
 */
export type AccountingDocument = {
  __typename?: 'AccountingDocument';
  /** The buyer's e-mail as printed; null when unknown. */
  buyerEmail?: Maybe<Scalars['String']['output']>;
  /** The buyer's name as printed (customer text). */
  buyerName: Scalars['String']['output'];
  /** Total including VAT, in cents. */
  grossCents: Scalars['Int']['output'];
  /** A credit note's invoice number; null on an invoice. */
  invoiceNumber?: Maybe<Scalars['String']['output']>;
  /** The instant it was issued (orders the documents of one day). */
  issuedAt: Scalars['DateTime']['output'];
  /** The Paris day it was issued. */
  issuedOn: Scalars['Date']['output'];
  /** Invoice or credit note. */
  kind: AccountingDocumentKind;
  /** The lines. */
  lines: Array<AccountingDocumentLine>;
  /** Total excluding VAT, in cents (positive on a credit note too: the amount credited). */
  netCents: Scalars['Int']['output'];
  /** The document's number, « FA-2026-000123 » or « AV-2026-000007 »: its id. */
  number: Scalars['ID']['output'];
  /** The order; null if it was deleted. Cost: 1 read, batched. */
  order?: Maybe<Order>;
  /** Id of the order it belongs to. */
  orderId: Scalars['ID']['output'];
  /** The order's short reference (first 6 characters of its id, upper-cased). */
  orderReference: Scalars['String']['output'];
  /** The Paris day the order was paid (invoices). */
  paidOn?: Maybe<Scalars['Date']['output']>;
  /** The API path of its PDF (GET with the administrator's token): /documents/<number>.pdf. */
  pdfPath: Scalars['String']['output'];
  /** A credit note's reason, in French; null on an invoice. */
  reason?: Maybe<Scalars['String']['output']>;
  /** Where a credit note's money went; null on an invoice. */
  refundTo?: Maybe<RefundDestination>;
  /** The seller's legal name as printed. */
  sellerName: Scalars['String']['output'];
  /** VAT, in cents. */
  vatCents: Scalars['Int']['output'];
  /** Totals per VAT rate. */
  vatTotals: Array<VatTotal>;
};

/** A page of accounting documents, newest first. */
export type AccountingDocumentConnection = {
  __typename?: 'AccountingDocumentConnection';
  /** The page's documents, newest first. */
  edges: Array<AccountingDocumentEdge>;
  /** Where this page sits in the list. */
  pageInfo: PageInfo;
};

/** An accounting document in a page. */
export type AccountingDocumentEdge = {
  __typename?: 'AccountingDocumentEdge';
  /** Opaque position of this document in the list; pass it as `after` to read what follows. */
  cursor: Scalars['String']['output'];
  /** The document. */
  node: AccountingDocument;
};

/** Which documents to list. */
export type AccountingDocumentFilter = {
  /** Paris days of issue, both included. */
  issuedOn?: InputMaybe<DayRange>;
  /** Only invoices, or only credit notes; absent: both. */
  kind?: InputMaybe<AccountingDocumentKind>;
};

/** Which accounting document: an invoice or a credit note. */
export type AccountingDocumentKind =
  /** « Avoir »: issued for every refund, numbered AV-YYYY-NNNNNN, referencing its invoice. */
  | 'CREDIT_NOTE'
  /** « Facture »: issued once for every paid order, numbered FA-YYYY-NNNNNN. */
  | 'INVOICE';

/**
 * One line of an accounting document: money in cents, VAT-inclusive prices split by the rate.
 * Permission: Finances (FINANCES) or Remboursements (REFUNDS).
 */
export type AccountingDocumentLine = {
  __typename?: 'AccountingDocumentLine';
  /** Total including VAT, in cents. */
  grossCents: Scalars['Int']['output'];
  /** ITEM (an ordered product), DELIVERY or AMOUNT (a discount, an adjustment or a free refund amount). */
  kind: Scalars['String']['output'];
  /** What was sold, as the order named it. */
  label: Scalars['String']['output'];
  /** Total excluding VAT, in cents. */
  netCents: Scalars['Int']['output'];
  /** Units. */
  quantity: Scalars['Int']['output'];
  /** Unit price excluding VAT, in cents (rounded: the line's totals are computed from its gross). */
  unitNetCents: Scalars['Int']['output'];
  /** VAT, in cents. */
  vatCents: Scalars['Int']['output'];
  /** VAT rate in percent (20, 5.5). */
  vatRate: Scalars['Float']['output'];
};

/** A feedback and a note to add. */
export type AddFeedbackNoteInput = {
  /** The feedback. */
  feedbackId: Scalars['ID']['input'];
  /** The note: 1–2,000 characters once trimmed. */
  text: Scalars['String']['input'];
};

/** An internal note to add to an order. */
export type AddOrderNoteInput = {
  /** The order's document id. */
  orderId: Scalars['ID']['input'];
  /** The note: 1–2,000 characters once trimmed. */
  text: Scalars['String']['input'];
};

/** Credits to add to or remove from a balance. */
export type AdjustUserCreditsInput = {
  /** Credits to add (positive) or remove (negative); the balance may not go below 0. */
  delta: Scalars['Float']['input'];
  /**
   * Makes a retried request apply once: 8–128 characters among A–Z, a–z, 0–9, '-' and '_' (the
   * console sends a UUID per submitted change, and the same one when it retries). Within 24 hours,
   * a request with a key this administrator already used for the same change answers the first
   * outcome and writes nothing; for a different change it is refused (userErrors code
   * IDEMPOTENCY_KEY_REUSED). A malformed key is refused (code BAD_IDEMPOTENCY_KEY). Optional.
   */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** Why; 1–500 characters once trimmed. Becomes the adjustment's description. */
  reason: Scalars['String']['input'];
  /** uid of the user. */
  userId: Scalars['ID']['input'];
};

/**
 * The last reconciliation of the aggregates with the records (the nightly job at 03:00 Paris time,
 * `npm run aggregates:verify`, or the demo seed): every figure of the dashboard, the orders tabs,
 * /finances and the inbox badges recomputed from the orders, users, creations, transactions and
 * messages, and compared.
 */
export type AggregatesVerification = {
  __typename?: 'AggregatesVerification';
  /** How many figures differed from the records (0: every figure equalled its records). */
  driftCount: Scalars['Int']['output'];
  /** How many of them were corrected (with increments: truth minus stored). */
  repairedCount: Scalars['Int']['output'];
  /** Who ran it: NIGHTLY (the scheduled function), COMMAND (npm run aggregates:verify), SEED (the demo data), TEST. */
  source: Scalars['String']['output'];
  /** When the reconciliation finished. */
  verifiedAt: Scalars['DateTime']['output'];
};

/** What a decision returns. */
export type ApprovalDecisionPayload = {
  __typename?: 'ApprovalDecisionPayload';
  /** The request as it is now; null when refused before it was read. */
  approvalRequest?: Maybe<ApprovalRequest>;
  /** French refusals; empty on success. On an approval the write refused, its own errors (the request stays pending). */
  userErrors: Array<UserError>;
};

/** What a write held for approval is. */
export type ApprovalKind =
  /** « Droits administrateur »: setUserAdmin, granting or revoking. */
  | 'ADMIN_RIGHTS'
  /** « Crédits accordés »: setUserCredits or adjustUserCredits adding more credits than the threshold. */
  | 'CREDIT_GRANT'
  /** « Remboursement »: refundOrder above the refund threshold. */
  | 'REFUND'
  /** « Invitation d’un membre »: inviteStaffMember. */
  | 'STAFF_INVITE'
  /** « Rôle d’un membre »: changeStaffRole. */
  | 'STAFF_ROLE'
  /** « TVA et identité légale »: updateSettings changing the VAT rate or the seller's legal identity. */
  | 'VAT_IDENTITY';

/** A tab of the approvals' queue. */
export type ApprovalQueue =
  /** Approved or rejected, the latest decision first. */
  | 'DECIDED'
  /** Left to expire, the latest first. */
  | 'EXPIRED'
  /** Waiting for a decision, the next to expire first. */
  | 'PENDING';

/**
 * A write held for a second member's approval, with what it would do.
 * Permission: Remboursements (REFUNDS) or Crédits et fidélité (CREDITS) or Paramètres (SETTINGS) or Équipe et droits (STAFF).
 */
export type ApprovalRequest = {
  __typename?: 'ApprovalRequest';
  /** A refund's amount in cents, VAT included; null for other kinds. */
  amountCents?: Maybe<Scalars['Int']['output']>;
  /** Whether the caller may approve or reject it now: pending, not their own, and their role holds `permission`. */
  canDecide: Scalars['Boolean']['output'];
  /** When it was asked. */
  createdAt: Scalars['DateTime']['output'];
  /** The credits a grant adds; null for other kinds. */
  credits?: Maybe<Scalars['Int']['output']>;
  /** When it was decided; null while undecided. */
  decidedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Who approved or rejected it; null while undecided. Cost: 1 read, batched. */
  decidedBy?: Maybe<User>;
  /** The decider's comment (required to reject). */
  decisionComment?: Maybe<Scalars['String']['output']>;
  /** When it expires, 7 days after it was asked. */
  expiresAt: Scalars['DateTime']['output'];
  /** The request's document id (approvalRequests/{id}). */
  id: Scalars['ID']['output'];
  /** What the held write is. */
  kind: ApprovalKind;
  /** Its kind in French: « Remboursement »… */
  kindLabel: Scalars['String']['output'];
  /** Why the last approval was refused by the write's own rules (the records changed since); the request stayed pending. Null when none was. */
  lastRefusal?: Maybe<Scalars['String']['output']>;
  /** The held input, as JSON, run again as it is on approval. */
  payload: Scalars['String']['output'];
  /** The permission the write requires, which an approver must hold too. */
  permission: Permission;
  /** The requester's reason, when the write carries one (a refund's reason and note, a credits change's reason). */
  reason?: Maybe<Scalars['String']['output']>;
  /** Who asked. Cost: 1 read, batched with the request's other users. */
  requestedBy?: Maybe<User>;
  /** Where it stands now. */
  state: ApprovalState;
  /** Its state in French: « En attente d'approbation », « Approuvée », « Rejetée », « Expirée ». */
  stateLabel: Scalars['String']['output'];
  /** What the write will do once approved, in French: « Remboursement de 120,00 € de la commande #AB12CD ». */
  summary: Scalars['String']['output'];
  /** That record's id ('app' for the settings). */
  targetId: Scalars['String']['output'];
  /** Where the console shows that record; null when no screen does. */
  targetPath?: Maybe<Scalars['String']['output']>;
  /** The kind of record the write changes: 'order', 'user', 'staff', 'settings'. */
  targetType: Scalars['String']['output'];
};

/** A page of approval requests. */
export type ApprovalRequestConnection = {
  __typename?: 'ApprovalRequestConnection';
  /** The page's requests. */
  edges: Array<ApprovalRequestEdge>;
  /** Where this page sits in the list. */
  pageInfo: PageInfo;
  /** How many requests the tab holds, over every page. Cost: a count() aggregation, 1 read per 1,000 requests. */
  totalCount: Scalars['Int']['output'];
};

/** An approval request and its cursor. */
export type ApprovalRequestEdge = {
  __typename?: 'ApprovalRequestEdge';
  /** The cursor to pass as `after` for the next page. */
  cursor: Scalars['String']['output'];
  /** The request. */
  node: ApprovalRequest;
};

/** Where a request stands; « Expirée » is computed when read (7 days after it was made). */
export type ApprovalState =
  /** « Approuvée »: the write ran. */
  | 'APPROVED'
  /** « Expirée »: left undecided for 7 days; it can no longer be approved. */
  | 'EXPIRED'
  /** « En attente d'approbation ». */
  | 'PENDING'
  /** « Rejetée »: the write never ran. */
  | 'REJECTED';

/**
 * The owner's four-eyes thresholds (settings/app `approvals`). Empty (null, false): nothing waits.
 * Permission: Paramètres (SETTINGS).
 */
export type ApprovalThresholds = {
  __typename?: 'ApprovalThresholds';
  /** A credit grant adding more than this many credits waits; null: none waits. Withdrawals never wait. */
  creditGrantAbove?: Maybe<Scalars['Int']['output']>;
  /** A refund of more than this many cents (VAT included) waits for approval; null: none waits; 0: every one. */
  refundAboveCents?: Maybe<Scalars['Int']['output']>;
  /** Every grant or revocation of administrator rights, change of role and invitation waits. */
  rightsChanges: Scalars['Boolean']['output'];
  /** Every change of the VAT rate or of the seller's legal identity waits. */
  vatAndIdentityChanges: Scalars['Boolean']['output'];
};

/** A feedback and who handles it. */
export type AssignFeedbackInput = {
  /** An administrator's uid; null to unassign. */
  assigneeUid?: InputMaybe<Scalars['ID']['input']>;
  /** The feedback. */
  feedbackId: Scalars['ID']['input'];
};

/**
 * One field of an audit entry whose value changed.
 * Permission: Équipe et droits (STAFF).
 */
export type AuditChange = {
  __typename?: 'AuditChange';
  /** Its value after, as text (JSON for lists and objects); null when removed or null. */
  after?: Maybe<Scalars['String']['output']>;
  /** The value after, read as `beforeText`. Null when removed or null. */
  afterText?: Maybe<Scalars['String']['output']>;
  /** Its value before, as text (JSON for lists and objects); null when absent or null. */
  before?: Maybe<Scalars['String']['output']>;
  /** The value before as a person reads it: a status in French (« Brouillon »), euros, oui/non; an instant stays ISO-8601, a uid stays a uid (see `valuesAreUserIds`). Null when absent or null. */
  beforeText?: Maybe<Scalars['String']['output']>;
  /** The field's dotted path: 'status', 'moderation.reason', 'emails.orderShipped'. */
  field: Scalars['String']['output'];
  /** The field in French: « Statut », « Motif du refus »; its path when the entry is older than the field's label. */
  label: Scalars['String']['output'];
  /** True when the values are user uids (an assignee, a moderator, an author: administrators): the console shows the name of the administrator it knows by that uid. */
  valuesAreUserIds: Scalars['Boolean']['output'];
};

/**
 * One change an administrator made, as the append-only audit log keeps it.
 * Permission: Équipe et droits (STAFF).
 */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  /** What was done, as `<entity>.<verb>`: 'order.changeStatus', 'user.adjustCredits'… */
  action: Scalars['String']['output'];
  /** The action in French: « Statut de commande modifié », « Crédits ajustés »…; the raw action when it has no label. */
  actionLabel: Scalars['String']['output'];
  /** Whoever made the change; null when the account no longer exists. Cost: 1 read, batched with the request's other users. */
  actor?: Maybe<User>;
  /** uid of whoever made the change. */
  actorUid: Scalars['ID']['output'];
  /** When the change was committed. */
  at?: Maybe<Scalars['DateTime']['output']>;
  /**
   * The gesture this entry belongs to: the entries one action of the console wrote (a bulk change's orders, a tracking import's lines) share it and are undone together. Null for entries older than undo and those written outside the API.
   * Permission: Équipe et droits (STAFF).
   */
  changeId?: Maybe<Scalars['ID']['output']>;
  /** The fields that changed, from the entry's before and after states, internal ones (search keys, version stamps) left out; empty when nothing shown differs. */
  changes: Array<AuditChange>;
  /** The entry's document id. */
  id: Scalars['ID']['output'];
  /** The changed record's id (a media file's path, a template's name, the collection for a reorder). */
  targetId: Scalars['ID']['output'];
  /**
   * The target named for a person: a user's full name or e-mail, an order's « #ABC123 », a creation's « #ABC123 » and its author, a catalogue record's or a page's name or title, a template's label, a file's name; null when it cannot be named (then show the id).
   * Cost: at most 1 read (a user, a catalogue record), batched with the request's other loads; names the entry itself records (a record's name, a page's title) cost nothing.
   */
  targetLabel?: Maybe<Scalars['String']['output']>;
  /** The console path that shows the target ('/orders/ID', '/creations?details=ID'…); null when no screen shows it or it was deleted. */
  targetPath?: Maybe<Scalars['String']['output']>;
  /** The kind of record changed: 'order', 'user', 'creation', 'deliveryMethod'… */
  targetType: Scalars['String']['output'];
  /** The kind of record in French: « Commande », « Utilisateur »… */
  targetTypeLabel: Scalars['String']['output'];
  /**
   * Whether this entry's change can be undone, and whether it was. Cost: 1 read (the change's undo record), batched.
   * Permission: Équipe et droits (STAFF).
   */
  undo: AuditUndo;
  /**
   * On an entry that records an undo (action 'change.undo'): the id of the entry it reversed.
   * Permission: Équipe et droits (STAFF).
   */
  undoOf?: Maybe<Scalars['ID']['output']>;
};

/** A page of the audit log, newest first. */
export type AuditEntryConnection = {
  __typename?: 'AuditEntryConnection';
  /** The page's entries, newest first. */
  edges: Array<AuditEntryEdge>;
  /** Where this page sits in the list. */
  pageInfo: PageInfo;
  /** How many entries match the filter, over every page. Cost: a count() aggregation, 1 read per 1,000 entries. */
  totalCount: Scalars['Int']['output'];
};

/** An audit entry and where it sits in the list. */
export type AuditEntryEdge = {
  __typename?: 'AuditEntryEdge';
  /** Opaque position, for `after`. */
  cursor: Scalars['String']['output'];
  /** The entry. */
  node: AuditEntry;
};

/**
 * A value the audit log's filter offers, with its French name.
 * Permission: Équipe et droits (STAFF).
 */
export type AuditFilterOption = {
  __typename?: 'AuditFilterOption';
  /** Its French name. */
  label: Scalars['String']['output'];
  /** The value to pass in AuditLogFilter. */
  value: Scalars['String']['output'];
};

/** Which audit entries to list; every condition given must hold. */
export type AuditLogFilter = {
  /** Only this action ('user.adjustCredits'; see `auditActions`). */
  action?: InputMaybe<Scalars['String']['input']>;
  /** Only this administrator's changes (uid). */
  actorUid?: InputMaybe<Scalars['ID']['input']>;
  /** Only changes made on these Paris days. */
  period?: InputMaybe<DayRange>;
  /** Only changes to this record; requires `targetType`. */
  targetId?: InputMaybe<Scalars['ID']['input']>;
  /** Only changes to this kind of record ('order'; see `auditTargetTypes`). */
  targetType?: InputMaybe<Scalars['String']['input']>;
};

/**
 * Whether an audit entry's change can be undone, and whether it was.
 * Permission: Équipe et droits (STAFF).
 */
export type AuditUndo = {
  __typename?: 'AuditUndo';
  /** What undoing does, in French (« La commande revient à son statut précédent. »); null unless REVERSIBLE or UNDONE. */
  effect?: Maybe<Scalars['String']['output']>;
  /** Why it cannot be undone from here, in French; null when REVERSIBLE or UNDONE. */
  reason?: Maybe<Scalars['String']['output']>;
  /** Whether « Annuler » applies, applied, or why not. */
  state: AuditUndoState;
  /** When the change was undone; null unless UNDONE. */
  undoneAt?: Maybe<Scalars['DateTime']['output']>;
  /** Who undid the change; null unless UNDONE or when the account no longer exists. Cost: 1 read, batched with the request's other users. */
  undoneBy?: Maybe<User>;
};

/** Whether an audit entry's change can be undone from the history. */
export type AuditUndoState =
  /** It is undone with its screen's own action, not from the history; `reason` says where. */
  | 'ELSEWHERE'
  /** It can never be undone (a refund paid out, a legal document, a mail sent); `reason` says why. */
  | 'IRREVERSIBLE'
  /** « Annuler » reverses it, if every record it touched is still as it left it. */
  | 'REVERSIBLE'
  /** It was undone (see `undoneBy`, `undoneAt`). */
  | 'UNDONE';

/**
 * A blog post: the blogPosts/{id} record.
 * Permission: Contenu (CONTENT).
 */
export type BlogPost = {
  __typename?: 'BlogPost';
  /** The administrator shown as the author; null when unknown. Cost: 1 read, batched with the request's other users. */
  author?: Maybe<User>;
  /** The text, in Markdown (at most 100,000 characters). Untrusted on the way out: render it sanitised. */
  body: Scalars['String']['output'];
  /** The cover image as stored (a storage path or a URL); null when none. */
  coverImagePath?: Maybe<Scalars['String']['output']>;
  /** A link the browser can open to the cover image (a fresh signed read link for a storage path); null when none. */
  coverImageUrl?: Maybe<Scalars['String']['output']>;
  /** A short summary for the blog's list, at most 300 characters; null when none. */
  excerpt?: Maybe<Scalars['String']['output']>;
  /** The post's document id. */
  id: Scalars['ID']['output'];
  /** When the post went live, or goes live when SCHEDULED; null for a draft. */
  publishedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The versions this post had before its last saves, newest first (at most 20). Cost: 1 query, at most 20 reads. */
  revisions: Array<Revision>;
  /** Description for search engines, at most 160 characters; null when none. */
  seoDescription?: Maybe<Scalars['String']['output']>;
  /** Title for search engines, at most 60 characters; null: the title. */
  seoTitle?: Maybe<Scalars['String']['output']>;
  /** The last part of the post's address (/blog/<slug>): lower-case letters without accents, digits and dashes; unique among posts. */
  slug: Scalars['String']['output'];
  /** DRAFT, SCHEDULED (publishedAt still to come) or PUBLISHED. */
  status: ContentStatus;
  /** Tags as typed (at most 10, each at most 30 characters). */
  tags: Array<Scalars['String']['output']>;
  /** Title: 1–120 characters. */
  title: Scalars['String']['output'];
  /** When the post was last saved by the back-office; null when never. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The administrator who last saved it; null when unknown. Cost: 1 read, batched with the request's other users. */
  updatedBy?: Maybe<User>;
  /** Starts at 1 and increases by 1 on every save; send it back with updateBlogPost and restoreBlogPostRevision. */
  version: Scalars['Int']['output'];
};

/** A page of blog posts (Relay connection). */
export type BlogPostConnection = {
  __typename?: 'BlogPostConnection';
  /** The page's posts: last saved first; published ones newest publication first; scheduled ones soonest first. */
  edges: Array<BlogPostEdge>;
  /** Where this page sits in the list. */
  pageInfo: PageInfo;
  /** How many posts match, over every page. Cost: a count() aggregation, 1 read per 1,000 posts. */
  totalCount: Scalars['Int']['output'];
};

/** An edge of a blog post list. */
export type BlogPostEdge = {
  __typename?: 'BlogPostEdge';
  /** Opaque position of this post in the list; pass it as `after` to read what follows. */
  cursor: Scalars['String']['output'];
  /** The post. */
  node: BlogPost;
};

/** Which blog posts a list shows; every criterion given must hold. */
export type BlogPostFilter = {
  /** Words of the title (case and accents ignored): the posts whose title holds the longest word typed. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Only posts with this status (PUBLISHED includes scheduled posts whose date has come). */
  status?: InputMaybe<ContentStatus>;
  /** Only posts with this tag (case and accents ignored). */
  tag?: InputMaybe<Scalars['String']['input']>;
};

/** A blog post's editable fields. */
export type BlogPostInput = {
  /** uid of the author, who must be an administrator. */
  authorId: Scalars['ID']['input'];
  /** The text, in Markdown; required to publish or schedule. */
  body?: InputMaybe<Scalars['String']['input']>;
  /** The cover image: a storage path or an https URL; blank: none. */
  coverImagePath?: InputMaybe<Scalars['String']['input']>;
  /** A short summary, at most 300 characters; blank: none. */
  excerpt?: InputMaybe<Scalars['String']['input']>;
  /** SCHEDULED only: when the post goes live, in the future (the console types it in Europe/Paris time). */
  publishAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** Description for search engines, at most 160 characters; blank: none. */
  seoDescription?: InputMaybe<Scalars['String']['input']>;
  /** Title for search engines, at most 60 characters; blank: none. */
  seoTitle?: InputMaybe<Scalars['String']['input']>;
  /** The post's address part; blank: made from the title (accents folded). Unique among posts. */
  slug?: InputMaybe<Scalars['String']['input']>;
  /** DRAFT, SCHEDULED (with publishAt) or PUBLISHED. */
  status: ContentStatus;
  /** Tags (at most 10, each at most 30 characters; repeats ignored, case and accents included). */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Title: 1–120 characters once trimmed. */
  title: Scalars['String']['input'];
};

/** What a blog post's save returns. */
export type BlogPostPayload = {
  __typename?: 'BlogPostPayload';
  /** The post as it is now; null when refused. */
  blogPost?: Maybe<BlogPost>;
  /** French refusals; empty on success. */
  userErrors: Array<UserError>;
};

/** An order's new status. */
export type ChangeOrderStatusInput = {
  /** The order's document id. */
  orderId: Scalars['ID']['input'];
  /** One of the order's `allowedNextStatuses`. */
  status: OrderStatus;
};

/** Moves several orders to one status. */
export type ChangeOrdersStatusInput = {
  /**
   * Makes a retried request apply once: 8–128 characters among A–Z, a–z, 0–9, '-' and '_' (the
   * console sends a UUID per submitted change, and the same one when it retries). Within 24 hours,
   * a request with a key this administrator already used for the same change answers the first
   * outcome and writes nothing; for a different change it is refused (userErrors code
   * IDEMPOTENCY_KEY_REUSED). A malformed key is refused (code BAD_IDEMPOTENCY_KEY). Required.
   */
  idempotencyKey: Scalars['String']['input'];
  /** 1 to 500 order ids (BULK_ORDER_LIMIT); a repeated id counts once. */
  orderIds: Array<Scalars['ID']['input']>;
  /**
   * The status to move them to: PROCESSING, SHIPPED or DELIVERED, or CANCELLED for orders not yet
   * paid. Moves that give money back (a refund, the cancellation of a paid order) issue a credit note
   * each and are made one order at a time, from its page.
   */
  status: OrderStatus;
};

/** What changeOrdersStatus did. */
export type ChangeOrdersStatusPayload = {
  __typename?: 'ChangeOrdersStatusPayload';
  /** The orders moved, as they are now. */
  changed: Array<Order>;
  /** The orders left unchanged, each with its reason (« #ZVSL43 : déjà livrée »). */
  refused: Array<OrderRefusal>;
  /** French refusals of the request itself (nothing written): empty list, more than 500 ids, a status not made in bulk, a bad or reused key. */
  userErrors: Array<UserError>;
};

/** Gives a member another role. */
export type ChangeStaffRoleInput = {
  /** A built-in role's id or a custom role's, allowing nothing the caller's role does not. */
  roleId: Scalars['ID']['input'];
  /** uid of the member. */
  userId: Scalars['ID']['input'];
};

/** One day of the sales chart: revenue in cents of a Paris calendar day. */
export type ChartPoint = {
  __typename?: 'ChartPoint';
  /** The day, yyyy-mm-dd (Europe/Paris). */
  date: Scalars['String']['output'];
  /** Short French label, e.g. '22 nov.'. */
  label: Scalars['String']['output'];
  /** Revenue of that day in cents (orders paid, processing, shipped or delivered, dated by paidAt). */
  revenueCents: Scalars['Int']['output'];
};

/** An open request to close. */
export type ClosePersonalDataRequestInput = {
  /** What the customer is told, mailed to them: required to refuse, at most 2,000 characters. */
  answer?: InputMaybe<Scalars['String']['input']>;
  /** The request's id. */
  id: Scalars['ID']['input'];
  /** DONE or REFUSED. */
  outcome: PersonalDataRequestState;
};

/**
 * A message of the storefront's contact form (texts are the sender's: show them as text only).
 * Permission: Messages (INBOX).
 */
export type ContactMessage = {
  __typename?: 'ContactMessage';
  /** When it was sent. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The sender's e-mail address (lower case). */
  email: Scalars['String']['output'];
  /** Document id. */
  id: Scalars['ID']['output'];
  /** The message. */
  message: Scalars['String']['output'];
  /** The sender's name. */
  name: Scalars['String']['output'];
  /** When it was first opened. */
  readAt?: Maybe<Scalars['DateTime']['output']>;
  /** The replies sent from the console, oldest first (at most 50). */
  replies: Array<ContactReply>;
  /** Why it was marked spam on arrival: FLOOD, INVALID_EMAIL, EMPTY_MESSAGE; null otherwise. */
  spamReason?: Maybe<Scalars['String']['output']>;
  /** Where it stands. */
  status: ContactMessageStatus;
  /** The subject. */
  subject: Scalars['String']['output'];
  /** When an administrator last changed it. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** A page of contact messages (Relay connection). */
export type ContactMessageConnection = {
  __typename?: 'ContactMessageConnection';
  /** The page's messages, newest first. */
  edges: Array<ContactMessageEdge>;
  /** Where this page sits in the list. */
  pageInfo: PageInfo;
  /** How many messages match, over every page. Cost: a count() aggregation (a search: nothing more). */
  totalCount: Scalars['Int']['output'];
};

/** A contact message in a page of messages. */
export type ContactMessageEdge = {
  __typename?: 'ContactMessageEdge';
  /** Opaque position of this message in the list; pass it as `after` to read what follows. */
  cursor: Scalars['String']['output'];
  /** The message. */
  node: ContactMessage;
};

/** Which contact messages to list; every condition given must hold. */
export type ContactMessageFilter = {
  /** Only the work queue's late messages: still NEW, sent more than 24 hours ago (another status: BAD_USER_INPUT). */
  late?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only those sent on these Paris days. */
  period?: InputMaybe<DayRange>;
  /** A word of the sender's name, e-mail or subject (accents and case ignored), or a whole e-mail address. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Only this status. */
  status?: InputMaybe<ContactMessageStatus>;
};

/** What a contact message write returns. */
export type ContactMessagePayload = {
  __typename?: 'ContactMessagePayload';
  /** The message as it is now; null when refused. */
  contactMessage?: Maybe<ContactMessage>;
  /** French refusals; empty on success. */
  userErrors: Array<UserError>;
};

/** Where a contact message stands. */
export type ContactMessageStatus =
  /** 'Archivé': put away. */
  | 'ARCHIVED'
  /** 'Nouveau': not opened yet (counted as unread). */
  | 'NEW'
  /** 'Lu': opened. */
  | 'READ'
  /** 'Répondu': answered from the console. */
  | 'REPLIED'
  /** 'Spam': unwanted, or a flood (more than 5 messages from one mailbox in an hour; x+1@… and x+2@…, or x.y@gmail.com and xy@gmail.com, are one mailbox). */
  | 'SPAM';

/**
 * A reply sent to a contact message.
 * Permission: Messages (INBOX).
 */
export type ContactReply = {
  __typename?: 'ContactReply';
  /** Who replied. Cost: 1 read, batched. */
  author?: Maybe<User>;
  /** The reply's text. */
  body: Scalars['String']['output'];
  /** Stable id. */
  id: Scalars['ID']['output'];
  /** The mail document (mail collection) that carries it; null when the settings had switched the reply mail off (kept, not sent). */
  mailId?: Maybe<Scalars['ID']['output']>;
  /** When it was queued. */
  sentAt: Scalars['DateTime']['output'];
};

/** Where a page or a post stands for the storefront. */
export type ContentStatus =
  /** 'Brouillon': never shown to customers. */
  | 'DRAFT'
  /** 'Publié': shown to customers since `publishedAt`. */
  | 'PUBLISHED'
  /** 'Programmé': shown from `publishedAt` on (a blog post only); reads as PUBLISHED once that time has come. */
  | 'SCHEDULED';

/** A view to save on a list. */
export type CreateSavedViewInput = {
  /** 1–60 characters, unique on the list among the views its author sees (and, for a shared view, among every view of the list). */
  name: Scalars['String']['input'];
  /** The list's query string (with or without « ? »): only the list's parameters, at most 1,000 characters; empty values are dropped. */
  query: Scalars['String']['input'];
  /** The list. */
  screen: SavedViewScreen;
  /** A work queue of the same list whose service level it carries (ORDERS_PAID_UNSHIPPED on the orders list). */
  serviceLevel?: InputMaybe<WorkQueueId>;
  /** True to show it to every administrator; false (the default) keeps it private. */
  shared?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A new custom role. */
export type CreateStaffRoleInput = {
  /** Its name, 2 to 40 characters once trimmed, unique whatever the case among built-in and custom roles. */
  name: Scalars['String']['input'];
  /** What it allows: at least one, each once, none the caller's own role lacks. */
  permissions: Array<Permission>;
};

/**
 * An image a customer made with the shop's AI tools: the creations/{id} record.
 * Permission: Modération (MODERATION) or Clients (CUSTOMERS_READ).
 */
export type Creation = {
  __typename?: 'Creation';
  /** That customer's record, when it exists. Batched: one getAll for every author of the page. */
  author?: Maybe<User>;
  /** When it was made. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The creation's document id. */
  id: Scalars['ID']['output'];
  /** A fresh signed read URL of the image. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** How it was made. */
  kind: CreationKind;
  /** Its moderation state. */
  moderation: Moderation;
  /** The image as stored: a storage path or a URL of the creations image host. */
  originalImageUrl?: Maybe<Scalars['String']['output']>;
  /** The customer's text prompt; null when none. */
  prompt?: Maybe<Scalars['String']['output']>;
  /** Image-to-image only: a fresh signed read URL of the customer's photo the creation started from (the `sourceImageUrl` stored on creations/{id}: a storage path or a URL of the creations image host, signed like `imageUrl`), for the moderator to compare; null for text-to-image or when none is stored. */
  sourceImageUrl?: Maybe<Scalars['String']['output']>;
  /** The style's id. */
  style?: Maybe<Scalars['String']['output']>;
  /** The style's display name, or the id when the style is unknown. Batched: one getAll per level. */
  styleLabel?: Maybe<Scalars['String']['output']>;
  /** uid of the customer who made it. */
  userId?: Maybe<Scalars['String']['output']>;
};

/** A page of creations (Relay connection). */
export type CreationConnection = {
  __typename?: 'CreationConnection';
  /** The page's creations, newest first. */
  edges: Array<CreationEdge>;
  /** Where this page sits in the list. */
  pageInfo: PageInfo;
  /** How many creations match, over every page. Cost: a count() aggregation, 1 read per 1,000 creations (estimated at the creations' bound: 100 reads at 100,000 creations, docs/api-limits.md). */
  totalCount: Scalars['Int']['output'];
};

/** A creation in a page of creations. */
export type CreationEdge = {
  __typename?: 'CreationEdge';
  /** Opaque position of this creation in the list; pass it as `after` to read what follows. */
  cursor: Scalars['String']['output'];
  /** The creation. */
  node: Creation;
};

/** Which creations to list; every condition given must hold. */
export type CreationFilter = {
  /** By moderation state; every creation by default. */
  moderation?: InputMaybe<CreationModerationFilter>;
  /** A style id. */
  style?: InputMaybe<Scalars['ID']['input']>;
  /** Only this customer's creations (uid). */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** How a creation was made. */
export type CreationKind =
  /** 'Image vers image': generated from the customer's picture in an image-to-image style. */
  | 'IMAGE_TO_IMAGE'
  /** 'Texte vers image': generated from a prompt in a text-to-image style. */
  | 'TEXT_TO_IMAGE';

/** Which creations a list shows by moderation state. PENDING: not moderated yet. */
export type CreationModerationFilter =
  /** 'Toutes': every creation. */
  | 'ALL'
  /** 'Approuvées': approved by the last decision. */
  | 'APPROVED'
  /** 'En attente': not moderated yet. */
  | 'PENDING'
  /** 'Refusées': rejected by the last decision. */
  | 'REJECTED';

/**
 * A credit pack the storefront sells.
 * Permission: any administrator.
 */
export type CreditPack = {
  __typename?: 'CreditPack';
  /** Credits the pack adds: a whole number from 1 to 100,000, different in every pack. */
  credits: Scalars['Int']['output'];
  /** Its price in cents, VAT included: 1 to 1,000,000 (stored in euros as the storefront's `price`). */
  priceCents: Scalars['Int']['output'];
};

/** A credit pack as a form sends it. */
export type CreditPackInput = {
  /** Credits: a whole number from 1 to 100,000, different in every pack (Float: a fraction is refused in French). */
  credits: Scalars['Float']['input'];
  /** Price in cents, VAT included: a whole number from 1 to 1,000,000. */
  priceCents: Scalars['Int']['input'];
};

/**
 * Everything the dashboard screen shows (docs/dashboard.md).
 * Permission: any administrator.
 */
export type Dashboard = {
  __typename?: 'Dashboard';
  /** The spec's alert sentences, e.g. '12 commandes en attente de traitement', and the verification's when its last run found figures that did not match the records. */
  alerts: Array<Scalars['String']['output']>;
  /**
   * Up to 6 creations awaiting moderation, newest first.
   * Permission: Modération (MODERATION).
   */
  creationsToModerate: Array<Creation>;
  /**
   * How many creations await moderation.
   * Permission: Modération (MODERATION).
   */
  creationsToModerateCount: Scalars['Int']['output'];
  /**
   * The headline figures.
   * Permission: any administrator.
   */
  metrics: DashboardMetrics;
  /**
   * Orders in pending_payment or paid.
   * Permission: Commandes (ORDERS_READ).
   */
  pendingOrders: Scalars['Int']['output'];
  /**
   * The 5 most recent orders.
   * Permission: Commandes (ORDERS_READ).
   */
  recentOrders: Array<Order>;
  /**
   * Revenue of the last 30 Paris days.
   * Permission: Finances (FINANCES).
   */
  salesChart: SalesChart;
  /**
   * Counts for pending_payment, paid, processing, shipped and delivered, in that order.
   * Permission: Commandes (ORDERS_READ).
   */
  statusCounts: Array<OrderStatusCount>;
  /**
   * Their change against a month earlier.
   * Permission: any administrator.
   */
  trends: DashboardTrends;
  /**
   * When these figures were last reconciled with the records, and what that found; null before the first reconciliation. No extra read: kept on stats/global.
   * Permission: Finances (FINANCES).
   */
  verification?: Maybe<AggregatesVerification>;
};

/**
 * The dashboard's headline figures (the dashboard query itself is built on them).
 * Permission: any administrator.
 */
export type DashboardMetrics = {
  __typename?: 'DashboardMetrics';
  /**
   * Revenue of the current month in cents (paid, processing, shipped, delivered), from the 1st to today, dated by paidAt.
   * Permission: Finances (FINANCES).
   */
  monthlyRevenueCents: Scalars['Int']['output'];
  /**
   * Orders created from the 1st of the current Paris month to now.
   * Permission: Commandes (ORDERS_READ).
   */
  ordersThisMonth: Scalars['Int']['output'];
  /**
   * Every creation, now.
   * Permission: Modération (MODERATION).
   */
  totalCreations: Scalars['Int']['output'];
  /**
   * Every user record, now.
   * Permission: Clients (CUSTOMERS_READ).
   */
  totalUsers: Scalars['Int']['output'];
};

/**
 * Each headline figure against a month earlier.
 * Permission: any administrator.
 */
export type DashboardTrends = {
  __typename?: 'DashboardTrends';
  /**
   * Revenue from the 1st to today against the same days of last month (`previous` in cents).
   * Permission: Finances (FINANCES).
   */
  monthlyRevenue: Trend;
  /**
   * Orders from the 1st to today against the same days of last month.
   * Permission: Commandes (ORDERS_READ).
   */
  ordersThisMonth: Trend;
  /**
   * Creations now against creations on the same day last month.
   * Permission: Modération (MODERATION).
   */
  totalCreations: Trend;
  /**
   * Users now against users on the same day last month.
   * Permission: Clients (CUSTOMERS_READ).
   */
  totalUsers: Trend;
};

/**
 * Inclusive Paris calendar days, the one date filter of every list, export and report: from the
 * Paris midnight that starts `from` (00:00, summer or winter time) to the one that ends `to`.
 * Either bound may be omitted (no limit on that side); `from` equal to `to` is that one day.
 * `to` before `from`: BAD_USER_INPUT « La date de fin doit être postérieure ou égale à la date de
 * début. » (argumentName `to`).
 */
export type DayRange = {
  /** First Paris day, included. */
  from?: InputMaybe<Scalars['Date']['input']>;
  /** Last Paris day, included. */
  to?: InputMaybe<Scalars['Date']['input']>;
};

/** A decision on a request. */
export type DecideApprovalRequestInput = {
  /** Why, at most 500 characters once trimmed: optional to approve, required to reject. */
  comment?: InputMaybe<Scalars['String']['input']>;
  /** The request's id. */
  id: Scalars['ID']['input'];
};

/** The delivery method to delete. */
export type DeleteDeliveryMethodInput = {
  /** The method's id. */
  id: Scalars['ID']['input'];
};

/** What deleteDeliveryMethod returns. */
export type DeleteDeliveryMethodPayload = {
  __typename?: 'DeleteDeliveryMethodPayload';
  /** The deleted method's id; null when refused. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** French refusals; empty on success. */
  userErrors: Array<UserError>;
};

/** The image-to-image prompt to delete. */
export type DeleteImageToImagePromptInput = {
  /** The prompt's id. */
  id: Scalars['ID']['input'];
};

/** What deleteImageToImagePrompt returns. */
export type DeleteImageToImagePromptPayload = {
  __typename?: 'DeleteImageToImagePromptPayload';
  /** The deleted prompt's id; null when refused. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** French refusals; empty on success. */
  userErrors: Array<UserError>;
};

/** The file to delete. */
export type DeleteMediaFileInput = {
  /** The file's full storage path. */
  path: Scalars['String']['input'];
};

/** The result of deleteMediaFile. */
export type DeleteMediaFilePayload = {
  __typename?: 'DeleteMediaFilePayload';
  /** The deleted file's path; null when refused. */
  deletedPath?: Maybe<Scalars['String']['output']>;
  /** French refusals (IN_USE while a record uses the file, NOT_FOUND); empty on success. */
  userErrors: Array<UserError>;
};

/** The printing product to delete. */
export type DeletePrintingProductInput = {
  /** The product's id. */
  id: Scalars['ID']['input'];
};

/** What deletePrintingProduct returns. */
export type DeletePrintingProductPayload = {
  __typename?: 'DeletePrintingProductPayload';
  /** The deleted product's id; null when refused. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** French refusals; empty on success. */
  userErrors: Array<UserError>;
};

/** A saved view to delete. */
export type DeleteSavedViewInput = {
  /** The view's id. */
  id: Scalars['ID']['input'];
};

/** What deleteSavedView did. */
export type DeleteSavedViewPayload = {
  __typename?: 'DeleteSavedViewPayload';
  /** The deleted view's id; null when refused. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** French refusals, nothing written: input.id « Vue introuvable. » (NOT_FOUND), also for another administrator's private view. */
  userErrors: Array<UserError>;
};

/** Names the custom role to delete. */
export type DeleteStaffRoleInput = {
  /** The custom role's id (a built-in role is refused). */
  id: Scalars['ID']['input'];
};

/** What deleteStaffRole returns. */
export type DeleteStaffRolePayload = {
  __typename?: 'DeleteStaffRolePayload';
  /** The deleted role's id; null when refused. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why nothing was written, in French (a built-in role, a role still held by members…). */
  userErrors: Array<UserError>;
};

/** The text-to-image style to delete. */
export type DeleteTextToImageStyleInput = {
  /** The style's id. */
  id: Scalars['ID']['input'];
};

/** What deleteTextToImageStyle returns. */
export type DeleteTextToImageStylePayload = {
  __typename?: 'DeleteTextToImageStylePayload';
  /** The deleted style's id; null when refused. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** French refusals; empty on success. */
  userErrors: Array<UserError>;
};

/**
 * A way an order reaches the customer: the deliveryMethods/{id} record.
 * Permission: any administrator.
 */
export type DeliveryMethod = {
  __typename?: 'DeliveryMethod';
  /** The carrier, e.g. 'Colissimo'. */
  carrier: Scalars['String']['output'];
  /** Countries served: ISO 3166-1 alpha-2 codes, upper case; ['FR'] when the record has none. */
  countries: Array<Scalars['String']['output']>;
  /** Description for customers; null when none. */
  description?: Maybe<Scalars['String']['output']>;
  /** Delivery is free for orders of at least this amount, in cents; null: never free. */
  freeAboveCents?: Maybe<Scalars['Int']['output']>;
  /** The method's document id, as an order's `deliveryMethodId` holds it. */
  id: Scalars['ID']['output'];
  /** False when customers cannot choose it (a missing flag counts as true). */
  isActive: Scalars['Boolean']['output'];
  /** Most days to deliver (at least minDays, at most 60). */
  maxDays: Scalars['Int']['output'];
  /** Fewest days to deliver (0 or more). */
  minDays: Scalars['Int']['output'];
  /** Display name: 1–80 characters, unique in the list (case and accents ignored). */
  name: Scalars['String']['output'];
  /** Display order, ascending, from 0. */
  position: Scalars['Int']['output'];
  /** Delivery price in cents (stored price, in euros). */
  priceCents: Scalars['Int']['output'];
  /** When the method was last written by the back-office; null when never. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /**
   * The administrator who last wrote it; null when unknown. Cost: 1 read, batched with the request's other users.
   * Permission: Catalogue (CATALOGUE).
   */
  updatedBy?: Maybe<User>;
  /**
   * How many orders use this method. Counted up to 1,000 (1,000 means 1,000 or more). Cost: one count() of at most 1,000 entries, 1 read.
   * Permission: Catalogue (CATALOGUE).
   */
  usageCount: Scalars['Int']['output'];
  /** Starts at 1 and increases by 1 on every write; send it back with updateDeliveryMethod. */
  version: Scalars['Int']['output'];
};

/** A delivery method's editable fields (money in cents: 0 to 100,000,000). */
export type DeliveryMethodInput = {
  /** The carrier: 1–80 characters once trimmed. */
  carrier: Scalars['String']['input'];
  /** Countries served: at least one ISO 3166-1 alpha-2 code (two upper-case letters), e.g. ['FR']. */
  countries: Array<Scalars['String']['input']>;
  /** Description: at most 500 characters; blank: none. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Free for orders of at least this amount, in cents (0 to 100,000,000); null: never free. */
  freeAboveCents?: InputMaybe<Scalars['Int']['input']>;
  /** Most days to deliver: minDays to 60. */
  maxDays: Scalars['Int']['input'];
  /** Fewest days to deliver: 0 to 60. */
  minDays: Scalars['Int']['input'];
  /** Display name: 1–80 characters once trimmed, unique in the list (case and accents ignored). */
  name: Scalars['String']['input'];
  /** Delivery price in cents: 0 to 100,000,000. */
  priceCents: Scalars['Int']['input'];
};

/** What a delivery method mutation returns: the method on success, userErrors only on refusal. */
export type DeliveryMethodPayload = {
  __typename?: 'DeliveryMethodPayload';
  /** The method as it is now; null when refused. */
  deliveryMethod?: Maybe<DeliveryMethod>;
  /** French refusals; empty on success. */
  userErrors: Array<UserError>;
};

/**
 * One calendar month of the period seen by its accounting documents: what its invoices and credit
 * notes say per rate (by day of issue), and the month's revenue against the documents of the orders
 * paid in it. From aggregates kept by a trigger on the documents: no document is read.
 * Permission: Finances (FINANCES).
 */
export type DocumentsMonth = {
  __typename?: 'DocumentsMonth';
  /** Credit notes of those orders, whenever issued, including VAT. */
  creditedOfPaidCents: Scalars['Int']['output'];
  /** Their total including VAT. */
  grossCents: Scalars['Int']['output'];
  /** Invoices of the orders paid on those days, including VAT. */
  invoicedOfPaidCents: Scalars['Int']['output'];
  /** The month (yyyy-mm, Paris). */
  month: Scalars['String']['output'];
  /** Invoices less credit notes issued on the month's days within the period, excluding VAT. */
  netCents: Scalars['Int']['output'];
  /** Per VAT rate, ascending; empty when no document was issued. */
  rates: Array<DocumentsRate>;
  /** Revenue of the same days (orders by payment day, net of their refunds), as FinanceFigures.revenueCents. */
  revenueCents: Scalars['Int']['output'];
  /** revenueCents − (invoicedOfPaidCents − creditedOfPaidCents): 0 when revenue agrees with the documents; otherwise paid orders without an invoice (yet). */
  unexplainedCents: Scalars['Int']['output'];
  /** Their VAT. */
  vatCents: Scalars['Int']['output'];
};

/**
 * One VAT rate of a month's invoices and credit notes (docs/invoicing.md), in cents.
 * Permission: Finances (FINANCES).
 */
export type DocumentsRate = {
  __typename?: 'DocumentsRate';
  /** Credit notes issued in the month at this rate, excluding VAT (positive: what was credited). */
  creditedNetCents: Scalars['Int']['output'];
  /** Their VAT. */
  creditedVatCents: Scalars['Int']['output'];
  /** netCents + vatCents. */
  grossCents: Scalars['Int']['output'];
  /** Invoices issued in the month at this rate, excluding VAT. */
  invoicedNetCents: Scalars['Int']['output'];
  /** Their VAT. */
  invoicedVatCents: Scalars['Int']['output'];
  /** Invoices less credit notes, excluding VAT: the VAT return's base. */
  netCents: Scalars['Int']['output'];
  /** Invoices less credit notes: the VAT collected. */
  vatCents: Scalars['Int']['output'];
  /** VAT rate in percent. */
  vatRate: Scalars['Float']['output'];
};

/**
 * An order or creation a customer named in a feedback, dropped by the shop when it received it (docs/inbox.md).
 * Permission: Messages (INBOX).
 */
export type DroppedFeedbackReference = {
  __typename?: 'DroppedFeedbackReference';
  /** The id as the customer wrote it (at most 200 characters): show it as text only. */
  id: Scalars['String']['output'];
  /** What it named. */
  kind: FeedbackReferenceKind;
  /** Why, in one French sentence for the feedback's drawer. */
  message: Scalars['String']['output'];
  /** Why it was dropped. */
  reason: DroppedReferenceReason;
};

/** Why a feedback's reference was dropped. */
export type DroppedReferenceReason =
  /** Not a valid id (letters, digits, - and _, 128 characters at most, not __…__). */
  | 'INVALID_ID'
  /** The order or creation belongs to another customer. */
  | 'NOT_AUTHORS'
  /** No such order or creation. */
  | 'NOT_FOUND';

/** The delivery method to copy. */
export type DuplicateDeliveryMethodInput = {
  /** The method's id. */
  id: Scalars['ID']['input'];
};

/** The image-to-image prompt to copy. */
export type DuplicateImageToImagePromptInput = {
  /** The prompt's id. */
  id: Scalars['ID']['input'];
};

/** The printing product to copy. */
export type DuplicatePrintingProductInput = {
  /** The product's id. */
  id: Scalars['ID']['input'];
};

/** The text-to-image style to copy. */
export type DuplicateTextToImageStyleInput = {
  /** The style's id. */
  id: Scalars['ID']['input'];
};

/**
 * The e-mail switches of settings/app, one document for the whole shop.
 * Permission: Modèles d’e-mails (EMAIL_TEMPLATES).
 */
export type EmailSettings = {
  __typename?: 'EmailSettings';
  /** Always 'app': the settings document's id. */
  id: Scalars['ID']['output'];
  /** Each mail's switch. */
  switches: Array<EmailSwitchState>;
  /** The settings document's version; a switch flipped from an older one is refused (STALE_VERSION). */
  version: Scalars['Int']['output'];
};

/** What setEmailEnabled returns. */
export type EmailSettingsPayload = {
  __typename?: 'EmailSettingsPayload';
  /** The switches as they are now; null when refused. */
  settings?: Maybe<EmailSettings>;
  /** The whole settings document as it is now (its version moved with the switch); null when refused. */
  shopSettings?: Maybe<ShopSettings>;
  /** French refusals; empty on success. */
  userErrors: Array<UserError>;
};

/** A mail the back-office sends, each switched on or off in settings/app (`emails.<key>`). */
export type EmailSwitch =
  /** The reply to a contact message. */
  | 'CONTACT_REPLY'
  /** A creation rejected in moderation (also needs moderation.notifyAuthorOnRejection). */
  | 'CREATION_REJECTED'
  /** A customer's credits changed by an administrator (off by default). */
  | 'CREDITS_ADJUSTED'
  /** An order changed to delivered. */
  | 'ORDER_DELIVERED'
  /** An order paid: its invoice attached as a PDF. */
  | 'ORDER_PAID'
  /** An order changed to refunded. */
  | 'ORDER_REFUNDED'
  /** An order changed to shipped (with its tracking number). */
  | 'ORDER_SHIPPED';

/**
 * One mail's switch.
 * Permission: Modèles d’e-mails (EMAIL_TEMPLATES).
 */
export type EmailSwitchState = {
  __typename?: 'EmailSwitchState';
  /** Whether it is sent. */
  enabled: Scalars['Boolean']['output'];
  /** Which mail. */
  key: EmailSwitch;
};

/**
 * A Handlebars e-mail template: the templates/{name} document and what the back-office knows of it.
 * Permission: Modèles d’e-mails (EMAIL_TEMPLATES).
 */
export type EmailTemplate = {
  __typename?: 'EmailTemplate';
  /** When it is sent, in French. */
  description: Scalars['String']['output'];
  /** Whether the mail is sent: its switch in settings/app (default when absent); true when it has none. */
  enabled: Scalars['Boolean']['output'];
  /** The HTML body (Handlebars, {{ }} HTML-escapes). */
  html: Scalars['String']['output'];
  /** Its French name: 'Commande expédiée'. */
  label: Scalars['String']['output'];
  /** The document id, the `template.name` of a mail: 'order-shipped'. */
  name: Scalars['ID']['output'];
  /** Its earlier versions, newest first (the last 20 saves keep one each). Cost: 1 query, up to 20 reads. */
  revisions: Array<EmailTemplateRevision>;
  /** The subject (Handlebars, not HTML-escaped). */
  subject: Scalars['String']['output'];
  /** The settings switch that turns this mail off; null: sent whenever asked (welcome, test). */
  switch?: Maybe<EmailSwitch>;
  /** The plain-text body (Handlebars, not escaped). */
  text: Scalars['String']['output'];
  /** When it was last saved from the console. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Who last saved it. Cost: 1 read, batched with the request's other users. */
  updatedBy?: Maybe<User>;
  /** The variables it may use; any other is refused on save. */
  variables: Array<EmailTemplateVariable>;
  /** 1 for a template never saved from the console; each save adds 1. A save from an older one is refused (STALE_VERSION). */
  version: Scalars['Int']['output'];
};

/** A template's draft as the editor holds it. */
export type EmailTemplateDraftInput = {
  /** The HTML body. */
  html: Scalars['String']['input'];
  /** Which template. */
  name: Scalars['ID']['input'];
  /** The subject. */
  subject: Scalars['String']['input'];
  /** The plain-text body; may be empty. */
  text: Scalars['String']['input'];
};

/** What updateEmailTemplate returns. */
export type EmailTemplatePayload = {
  __typename?: 'EmailTemplatePayload';
  /** The template as it is now; null when refused. */
  template?: Maybe<EmailTemplate>;
  /** French refusals; empty on success. */
  userErrors: Array<UserError>;
};

/**
 * The rendered preview of a template's draft, with its variables' sample data.
 * Permission: Modèles d’e-mails (EMAIL_TEMPLATES).
 */
export type EmailTemplatePreview = {
  __typename?: 'EmailTemplatePreview';
  /** The HTML as it would be sent (show it in a sandboxed frame); null when refused. */
  html?: Maybe<Scalars['String']['output']>;
  /** The subject as it would be sent; null when the draft is refused. */
  subject?: Maybe<Scalars['String']['output']>;
  /** The plain text as it would be sent; null when refused. */
  text?: Maybe<Scalars['String']['output']>;
  /** Why the draft cannot be saved (unknown variables, unbalanced blocks…), in French; empty when it can. */
  userErrors: Array<UserError>;
};

/**
 * An earlier version of a template, kept when a save replaced it. Restoring it is saving its content again.
 * Permission: Modèles d’e-mails (EMAIL_TEMPLATES).
 */
export type EmailTemplateRevision = {
  __typename?: 'EmailTemplateRevision';
  /** The HTML it had. */
  html: Scalars['String']['output'];
  /** When a later save replaced it. */
  replacedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When that version was saved; null for the seeded one. */
  savedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Who saved that version. Cost: 1 read, batched with the request's other users. */
  savedBy?: Maybe<User>;
  /** The subject it had. */
  subject: Scalars['String']['output'];
  /** The plain text it had. */
  text: Scalars['String']['output'];
  /** The version the template had with this content. */
  version: Scalars['Int']['output'];
};

/**
 * A variable a template may use, as {{name}}.
 * Permission: Modèles d’e-mails (EMAIL_TEMPLATES).
 */
export type EmailTemplateVariable = {
  __typename?: 'EmailTemplateVariable';
  /** What it holds, in French. */
  description: Scalars['String']['output'];
  /** Its name, as written between the braces. */
  name: Scalars['String']['output'];
  /** The value the preview and the test mail use. */
  sample: Scalars['String']['output'];
};

/** An erasure to start or go on with. */
export type ErasePersonalDataInput = {
  /** The word EFFACER, typed by the operator. */
  confirmation: Scalars['String']['input'];
  /** The customer's document id. */
  userId: Scalars['ID']['input'];
};

/** An erasure call's outcome. */
export type ErasePersonalDataPayload = {
  __typename?: 'ErasePersonalDataPayload';
  /** The erasure as this call left it; null when refused. */
  erasure?: Maybe<PersonalDataErasure>;
  /** The customer's record as it is now (pseudonymised once DONE); null when refused. */
  user?: Maybe<User>;
  /** French refusals; empty on success. */
  userErrors: Array<UserError>;
};

/**
 * A customer's feedback, written from the storefront (texts are the customer's: show them as text only).
 * Permission: Messages (INBOX).
 */
export type Feedback = {
  __typename?: 'Feedback';
  /** The administrator handling it. Cost: 1 read, batched. */
  assignee?: Maybe<User>;
  /** What it is about. */
  category: FeedbackCategory;
  /** When it was sent. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The creation it is about; null when none or deleted. Cost: 1 read, batched. */
  creation?: Maybe<Creation>;
  /** The id of the creation it is about, even when the creation no longer exists. */
  creationId?: Maybe<Scalars['ID']['output']>;
  /**
   * The order or creation the customer named that the shop did not keep (not a valid id, not
   * found, or not the author's own), with why; empty when none was dropped.
   */
  droppedReferences: Array<DroppedFeedbackReference>;
  /** Document id. */
  id: Scalars['ID']['output'];
  /** The customer's message. */
  message: Scalars['String']['output'];
  /** Internal notes, oldest first (at most 50). */
  notes: Array<FeedbackNote>;
  /** The order it is about; null when none or deleted. Cost: 1 read, batched. */
  order?: Maybe<Order>;
  /** The id of the order it is about, even when the order no longer exists. */
  orderId?: Maybe<Scalars['ID']['output']>;
  /** 1 to 5. */
  rating: Scalars['Int']['output'];
  /** Where it stands. */
  status: FeedbackStatus;
  /** When an administrator last changed it. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The customer who sent it, when known. Cost: 1 read, batched. */
  user?: Maybe<User>;
  /** The customer's e-mail when the feedback was received. */
  userEmail?: Maybe<Scalars['String']['output']>;
  /** The customer's name when the feedback was received. */
  userName?: Maybe<Scalars['String']['output']>;
};

/** What a feedback is about. */
export type FeedbackCategory =
  /** 'Bug'. */
  | 'BUG'
  /** 'Qualité d'une création'. */
  | 'CREATION_QUALITY'
  /** 'Commande'. */
  | 'ORDER'
  /** 'Suggestion'. */
  | 'SUGGESTION';

/** A page of feedbacks (Relay connection). */
export type FeedbackConnection = {
  __typename?: 'FeedbackConnection';
  /** The page's feedbacks, newest first. */
  edges: Array<FeedbackEdge>;
  /** Where this page sits in the list. */
  pageInfo: PageInfo;
  /** How many feedbacks match, over every page. Cost: a count() aggregation (a search: nothing more). */
  totalCount: Scalars['Int']['output'];
};

/** A feedback in a page of feedbacks. */
export type FeedbackEdge = {
  __typename?: 'FeedbackEdge';
  /** Opaque position of this feedback in the list; pass it as `after` to read what follows. */
  cursor: Scalars['String']['output'];
  /** The feedback. */
  node: Feedback;
};

/** Which feedbacks to list; every condition given must hold. */
export type FeedbackFilter = {
  /** Only this category. */
  category?: InputMaybe<FeedbackCategory>;
  /** Only the work queue's late feedback: still NEW, sent more than 24 hours ago (another status: BAD_USER_INPUT). */
  late?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only those sent on these Paris days. */
  period?: InputMaybe<DayRange>;
  /** Only this rating (1–5). */
  rating?: InputMaybe<Scalars['Int']['input']>;
  /** A word of the customer's name or e-mail, or of the start of the message (accents and case ignored). */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Only this status. */
  status?: InputMaybe<FeedbackStatus>;
};

/**
 * An internal note on a feedback.
 * Permission: Messages (INBOX).
 */
export type FeedbackNote = {
  __typename?: 'FeedbackNote';
  /** Who wrote it. Cost: 1 read, batched. */
  author?: Maybe<User>;
  /** When. */
  createdAt: Scalars['DateTime']['output'];
  /** Stable id. */
  id: Scalars['ID']['output'];
  /** The note. */
  text: Scalars['String']['output'];
};

/** What a feedback write returns. */
export type FeedbackPayload = {
  __typename?: 'FeedbackPayload';
  /** The feedback as it is now; null when refused. */
  feedback?: Maybe<Feedback>;
  /** French refusals; empty on success. */
  userErrors: Array<UserError>;
};

/** What a dropped feedback reference named. */
export type FeedbackReferenceKind =
  /** A creation. */
  | 'CREATION'
  /** An order. */
  | 'ORDER';

/** Where a feedback stands. */
export type FeedbackStatus =
  /** 'Archivé': put away. */
  | 'ARCHIVED'
  /** 'En cours': being handled. */
  | 'IN_PROGRESS'
  /** 'Nouveau': not looked at yet (counted as unread). */
  | 'NEW'
  /** 'Résolu': handled. */
  | 'RESOLVED';

/** How the revenue chart groups the period's days. */
export type FinanceBucket =
  /** One point per Paris day (periods of up to 62 days). */
  | 'DAY'
  /** One point per calendar month (longer periods). */
  | 'MONTH';

/**
 * One point of the revenue chart.
 * Permission: Finances (FINANCES).
 */
export type FinanceChartPoint = {
  __typename?: 'FinanceChartPoint';
  /** First Paris day of the bucket (yyyy-mm-dd). */
  date: Scalars['String']['output'];
  /** Revenue of the bucket at the same position in the previous period. */
  previousRevenueCents: Scalars['Int']['output'];
  /** Revenue of the bucket. */
  revenueCents: Scalars['Int']['output'];
};

/**
 * Money and counts of one period; every amount in integer euro cents, VAT included (TTC).
 * Permission: Finances (FINANCES).
 */
export type FinanceFigures = {
  __typename?: 'FinanceFigures';
  /** revenueCents / paidOrders, rounded to the cent; 0 without paid orders. */
  averageBasketCents: Scalars['Int']['output'];
  /** CREDIT_PURCHASE transactions that went through. */
  creditSales: Scalars['Int']['output'];
  /** Their amount. */
  creditSalesCents: Scalars['Int']['output'];
  /** Credits those purchases added. */
  creditsSold: Scalars['Int']['output'];
  /** Credits spent on generations (CREDIT_SPEND), as a positive number. */
  creditsSpent: Scalars['Int']['output'];
  /** First Paris day of the period. */
  from: Scalars['Date']['output'];
  /**
   * revenueCents + creditSalesCents − the refunds not tied to an order (a refunded order already
   * left revenueCents when it moved to refunded).
   */
  netRevenueCents: Scalars['Int']['output'];
  /** Orders counted in revenueCents. */
  paidOrders: Scalars['Int']['output'];
  /** Their amount (positive). */
  refundedCents: Scalars['Int']['output'];
  /** REFUND transactions that went through, dated by their createdAt. */
  refunds: Scalars['Int']['output'];
  /** Revenue: orders in paid, processing, shipped or delivered, dated by paidAt (the dashboard's rule). */
  revenueCents: Scalars['Int']['output'];
  /** Last Paris day of the period, included. */
  to: Scalars['Date']['output'];
};

/**
 * The finances of a period beside the previous period of the same length.
 * Permission: Finances (FINANCES).
 */
export type FinanceReport = {
  __typename?: 'FinanceReport';
  /** How `chart` groups days: DAY up to 62 days, MONTH beyond. */
  bucket: FinanceBucket;
  /** Revenue per bucket of the chosen period, with the previous period's matching bucket. */
  chart: Array<FinanceChartPoint>;
  /** The chosen period. */
  current: FinanceFigures;
  /** The period's months as their invoices and credit notes say them, and the revenue reconciled with them. */
  documentsByMonth: Array<DocumentsMonth>;
  /** The period of the same number of days that ends the day before `current` starts. */
  previous: FinanceFigures;
  /** Reprints by product over the chosen period, the most reprinted first, at most 50; never part of the revenue figures. */
  reprintsByProduct: Array<ReprintShare>;
  /** Revenue by delivery method over the chosen period, largest first. */
  revenueByDeliveryMethod: Array<RevenueShare>;
  /** Revenue by product over the chosen period, largest first. */
  revenueByProduct: Array<RevenueShare>;
  /** VAT per calendar month touched by the chosen period, oldest first. */
  vatByMonth: Array<VatMonth>;
  /** The VAT rate applied, in percent (settings/app `vatRate`, 20 when absent). */
  vatRate: Scalars['Float']['output'];
  /** When the aggregates these figures come from were last reconciled with the records; null before the first reconciliation. One document read (stats/global). */
  verification?: Maybe<AggregatesVerification>;
};

/**
 * An image-to-image style customers apply to their own picture: the aiPrompts/{id} record.
 * Permission: any administrator.
 */
export type ImageToImagePrompt = {
  __typename?: 'ImageToImagePrompt';
  /** Credits one generation with this prompt costs; null: the shop's default (settings). */
  creditCost?: Maybe<Scalars['Int']['output']>;
  /** The prompt's document id, as an image-to-image creation's `style` holds it. */
  id: Scalars['ID']['output'];
  /** False when customers cannot choose it (a missing flag counts as true). */
  isActive: Scalars['Boolean']['output'];
  /** Display name: 1–80 characters, unique in the list (case and accents ignored). */
  name: Scalars['String']['output'];
  /** Display order, ascending, from 0. */
  position: Scalars['Int']['output'];
  /** The preview image as stored: a storage path (a media library file) or a URL; null when none. */
  previewPath?: Maybe<Scalars['String']['output']>;
  /** A link the browser can open to the preview image (a fresh signed read link for a storage path); null when none. */
  previewUrl?: Maybe<Scalars['String']['output']>;
  /** The instruction given to the generator: 1–2,000 characters. */
  prompt: Scalars['String']['output'];
  /** How far the result may move away from the picture: 0.0–1.0, two decimals. */
  strength: Scalars['Float']['output'];
  /** When the prompt was last written by the back-office; null when never. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /**
   * The administrator who last wrote it; null when unknown. Cost: 1 read, batched with the request's other users.
   * Permission: Catalogue (CATALOGUE).
   */
  updatedBy?: Maybe<User>;
  /**
   * How many creations use this prompt. Counted up to 1,000 (1,000 means 1,000 or more). Cost: one count() of at most 1,000 entries, 1 read.
   * Permission: Catalogue (CATALOGUE).
   */
  usageCount: Scalars['Int']['output'];
  /** Starts at 1 and increases by 1 on every write; send it back with updateImageToImagePrompt. */
  version: Scalars['Int']['output'];
};

/** An image-to-image prompt's editable fields. */
export type ImageToImagePromptInput = {
  /** Credits per generation: a whole number from 0 to 1,000; null: the shop's default. */
  creditCost?: InputMaybe<Scalars['Int']['input']>;
  /** On create only (default true); ignored by update: use setImageToImagePromptActive. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** Display name: 1–80 characters once trimmed, unique in the list (case and accents ignored). */
  name: Scalars['String']['input'];
  /** The fullPath of a media library file (or the record’s current one); null: no preview. */
  previewPath?: InputMaybe<Scalars['String']['input']>;
  /** The instruction given to the generator: 1–2,000 characters once trimmed. */
  prompt: Scalars['String']['input'];
  /** 0.0–1.0 with at most two decimals. */
  strength: Scalars['Float']['input'];
};

/** What an image-to-image prompt mutation returns: the prompt on success, userErrors only on refusal. */
export type ImageToImagePromptPayload = {
  __typename?: 'ImageToImagePromptPayload';
  /** The prompt as it is now; null when refused. */
  imageToImagePrompt?: Maybe<ImageToImagePrompt>;
  /** French refusals; empty on success. */
  userErrors: Array<UserError>;
};

/** Lines of a carrier's file to check, or to apply. */
export type ImportTrackingNumbersInput = {
  /** True: decide each line's verdict and write nothing at all (not even the idempotency key). False: apply the « ok » lines. */
  dryRun: Scalars['Boolean']['input'];
  /**
   * Required when dryRun is false: 8–128 characters among A–Z, a–z, 0–9, '-' and '_' (the console
   * sends one per request of the file, and the same one when it retries). The moves go through the
   * bulk status change with this key, under the idempotency rules of changeOrdersStatus (code
   * IDEMPOTENCY_KEY_REUSED when the same key comes with other moves).
   */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 100 lines (a file of up to 5,000 lines travels in several requests); a line number given twice is refused. */
  rows: Array<TrackingImportRowInput>;
};

/** What importTrackingNumbers decided, and did. */
export type ImportTrackingNumbersPayload = {
  __typename?: 'ImportTrackingNumbersPayload';
  /** The orders changed, as they are now (empty on a dry run). */
  changed: Array<Order>;
  /** Lines ERROR. */
  errors: Scalars['Int']['output'];
  /** Each line sent, in the order sent, with its verdict. */
  lines: Array<TrackingImportLine>;
  /** Lines OK (to apply, or applied). */
  toApply: Scalars['Int']['output'];
  /** Lines UNCHANGED. */
  unchanged: Scalars['Int']['output'];
  /** French refusals of the request itself (nothing read, nothing written): no line, more than 100, a line number given twice, a missing or malformed key. */
  userErrors: Array<UserError>;
};

/**
 * Unread counts of the inboxes.
 * Permission: Messages (INBOX).
 */
export type InboxCounts = {
  __typename?: 'InboxCounts';
  /** Contact messages at NEW. */
  contactUnread: Scalars['Int']['output'];
  /** Feedbacks at NEW. */
  feedbackUnread: Scalars['Int']['output'];
};

/** Invites someone into the team. */
export type InviteStaffMemberInput = {
  /** Their e-mail address: an Auth account is created for it if none exists (no password). */
  email: Scalars['String']['input'];
  /** First name, 1 to 100 characters. */
  firstName: Scalars['String']['input'];
  /** Last name, 1 to 100 characters. */
  lastName: Scalars['String']['input'];
  /** A built-in role's id or a custom role's, allowing nothing the caller's role does not. */
  roleId: Scalars['ID']['input'];
};

/**
 * A mail of the `mail` collection, as the send log shows it.
 * Permission: Modèles d’e-mails (EMAIL_TEMPLATES).
 */
export type Mail = {
  __typename?: 'Mail';
  /** Recipients the SMTP server accepted. */
  accepted: Array<Scalars['String']['output']>;
  /** How many times the function tried to send it. */
  attempts: Scalars['Int']['output'];
  /** When it was written. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the last attempt ended. */
  endTime?: Maybe<Scalars['DateTime']['output']>;
  /** Why the last attempt failed; null unless ERROR. */
  error?: Maybe<Scalars['String']['output']>;
  /** The HTML as sent: show it only in a sandboxed frame. */
  html?: Maybe<Scalars['String']['output']>;
  /** The document id. */
  id: Scalars['ID']['output'];
  /** The SMTP server's message id, once sent. */
  messageId?: Maybe<Scalars['String']['output']>;
  /** Recipients the SMTP server refused. */
  rejected: Array<Scalars['String']['output']>;
  /** What sent it: 'order.changeStatus', 'emailTemplate.sendTest'…; null when unknown (written by another app). */
  source?: Maybe<Scalars['String']['output']>;
  /** When the last attempt started. */
  startTime?: Maybe<Scalars['DateTime']['output']>;
  /** Where its delivery stands. */
  state: MailDeliveryState;
  /** The subject as sent (or as written); null before the first attempt of a templated mail. */
  subject?: Maybe<Scalars['String']['output']>;
  /** The template's French name, when it is one of the back-office's. */
  templateLabel?: Maybe<Scalars['String']['output']>;
  /** The template it is written with; null for a message written whole. */
  templateName?: Maybe<Scalars['String']['output']>;
  /** The plain text as sent. */
  text?: Maybe<Scalars['String']['output']>;
  /** Its recipients. */
  to: Array<Scalars['String']['output']>;
};

/** A page of the send log, newest first. */
export type MailConnection = {
  __typename?: 'MailConnection';
  /** The page's mails, newest first. */
  edges: Array<MailEdge>;
  /** Where this page sits in the list. */
  pageInfo: PageInfo;
  /** How many mails match the filter, over every page. Cost: a count() aggregation, 1 read per 1,000 mails. */
  totalCount: Scalars['Int']['output'];
};

/** Where a mail stands, as the « Trigger Email from Firestore » extension's delivery.state. */
export type MailDeliveryState =
  /** Failed; `error` says why. May be retried. */
  | 'ERROR'
  /** Waiting to be sent. */
  | 'PENDING'
  /** Being sent (claimed by the function, under a lease). */
  | 'PROCESSING'
  /** Asked to be sent again after a failure. */
  | 'RETRY'
  /** Accepted by the SMTP server. */
  | 'SUCCESS';

/** A mail and where it sits in the list. */
export type MailEdge = {
  __typename?: 'MailEdge';
  /** Opaque position, for `after`. */
  cursor: Scalars['String']['output'];
  /** The mail. */
  node: Mail;
};

/** Which mails the send log shows; every condition given must hold. */
export type MailFilter = {
  /** Only mails written on these Paris days. */
  period?: InputMaybe<DayRange>;
  /** Only mails to this exact address (case-insensitive). */
  recipient?: InputMaybe<Scalars['String']['input']>;
  /** Only mails in this state. */
  state?: InputMaybe<MailDeliveryState>;
  /** Only mails written with this template. */
  templateName?: InputMaybe<Scalars['String']['input']>;
};

/** What sendTestEmail and retryMail return. */
export type MailPayload = {
  __typename?: 'MailPayload';
  /** The mail as it is now; null when refused. */
  mail?: Maybe<Mail>;
  /** French refusals; empty on success. */
  userErrors: Array<UserError>;
};

/** The message being opened. */
export type MarkContactMessageReadInput = {
  /** The message. */
  id: Scalars['ID']['input'];
};

/**
 * A stored file of the media library, with the spec's stored file metadata.
 * Permission: Contenu (CONTENT).
 */
export type MediaFile = {
  __typename?: 'MediaFile';
  /** The alternative text of the image; null when none. */
  alt?: Maybe<Scalars['String']['output']>;
  /** The bucket holding the file (« local » on the local disk). */
  bucket: Scalars['String']['output'];
  /** The content type, sniffed from the bytes at upload. */
  contentType: Scalars['String']['output'];
  /** The custom metadata, by key. */
  customMetadata: Array<MetadataEntry>;
  /** The folder: the path without its last segment. */
  folder: Scalars['String']['output'];
  /** The file's full storage path, e.g. `media/affiches/ete.png`: what a record stores to use it. */
  fullPath: Scalars['String']['output'];
  /** Height in pixels; null when unknown. */
  height?: Maybe<Scalars['Int']['output']>;
  /** The index record's id. */
  id: Scalars['ID']['output'];
  /** The file's name: the last segment of the path. */
  name: Scalars['String']['output'];
  /** Size in bytes. */
  size: Scalars['Int']['output'];
  /** A signed link to the 320 px WebP thumbnail; null when none. */
  thumbnailUrl?: Maybe<Scalars['String']['output']>;
  /** When the file was stored. */
  timeCreated: Scalars['DateTime']['output'];
  /** When the file or its metadata last changed. */
  updated: Scalars['DateTime']['output'];
  /** Who uploaded the file; null when unknown. Cost: 1 read, batched. */
  uploadedBy?: Maybe<User>;
  /** A signed link to the file. */
  url: Scalars['String']['output'];
  /** The records that use the file. Cost: 4 queries, at most 20 records each. */
  usages: Array<MediaUsage>;
  /** Increases by 1 on every change: updateMediaFile carries it (STALE_VERSION when another admin saved since). */
  version: Scalars['Int']['output'];
  /** Width in pixels; null when unknown. */
  width?: Maybe<Scalars['Int']['output']>;
};

/** A page of files (Relay connection). */
export type MediaFileConnection = {
  __typename?: 'MediaFileConnection';
  /** The page's files, in the list's order. */
  edges: Array<MediaFileEdge>;
  /** Where this page sits in the list. */
  pageInfo: PageInfo;
  /** How many files match, over every page. Cost: a count() aggregation, 1 read per 1,000 files; nothing with a search. */
  totalCount: Scalars['Int']['output'];
};

/** A file in a page of files. */
export type MediaFileEdge = {
  __typename?: 'MediaFileEdge';
  /** Opaque position of this file in the list; pass it as `after` to read what follows. */
  cursor: Scalars['String']['output'];
  /** The file. */
  node: MediaFile;
};

/** Which files of the library to list. */
export type MediaFileFilter = {
  /** Only the files directly in this folder (a path prefix such as `media/affiches`); null: every folder. */
  folder?: InputMaybe<Scalars['String']['input']>;
  /** Only images. */
  imagesOnly?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only files whose name has a word starting with this text (case and accents ignored). */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** The result of updateMediaFile. */
export type MediaFilePayload = {
  __typename?: 'MediaFilePayload';
  /** The file as saved; null when refused. */
  mediaFile?: Maybe<MediaFile>;
  /** French refusals; empty on success. */
  userErrors: Array<UserError>;
};

/** The order of a page of files. */
export type MediaFileSort =
  /** Oldest upload first. */
  | 'CREATED_ASC'
  /** Newest upload first. */
  | 'CREATED_DESC'
  /** By name, A to Z (accents ignored). */
  | 'NAME_ASC'
  /** By name, Z to A (accents ignored). */
  | 'NAME_DESC'
  /** Smallest first. */
  | 'SIZE_ASC'
  /** Largest first. */
  | 'SIZE_DESC';

/**
 * A folder of the library: a path prefix that holds files.
 * Permission: Contenu (CONTENT).
 */
export type MediaFolder = {
  __typename?: 'MediaFolder';
  /** How many files are directly in it. */
  fileCount: Scalars['Int']['output'];
  /** The folder's path, e.g. `media/affiches` (no trailing slash). */
  path: Scalars['String']['output'];
};

/**
 * A record that uses a file: while one does, the file cannot be deleted.
 * Permission: Contenu (CONTENT).
 */
export type MediaUsage = {
  __typename?: 'MediaUsage';
  /** The record's id. */
  id: Scalars['ID']['output'];
  /** What kind of record it is. */
  kind: MediaUsageKind;
  /** The record's name or title. */
  name: Scalars['String']['output'];
};

/** What kind of record uses a file. */
export type MediaUsageKind =
  /** A blog post's cover (blogPosts.coverImagePath). */
  | 'BLOG_POST'
  /** An image-to-image prompt's preview (aiPrompts.previewUrl). */
  | 'IMAGE_TO_IMAGE_PROMPT'
  /** A printing product's picture (products.imageUrl). */
  | 'PRODUCT'
  /** A static page (reserved: pages hold no image field yet). */
  | 'STATIC_PAGE'
  /** A text-to-image style's preview (textToImageStyles.previewUrl). */
  | 'TEXT_TO_IMAGE_STYLE';

/** One notification the shop keeps for the signed-in member, on every device they use. */
export type MemberNotification = {
  __typename?: 'MemberNotification';
  /** When it was told. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** Its id. */
  id: Scalars['ID']['output'];
  /** What it tells of. */
  kind: NotificationKind;
  /** The console's path to what it is about (« /orders/abc »). */
  link: Scalars['String']['output'];
  /** French, one sentence. */
  message: Scalars['String']['output'];
  /** Whether the member marked it read, on any device. */
  read: Scalars['Boolean']['output'];
  /** French, one line; amounts and counts, never what a customer wrote. */
  title: Scalars['String']['output'];
  /** How the bell colours it. */
  type: NotificationType;
};

/** The signed-in member's bell: the newest notifications and how many are unread. */
export type MemberNotifications = {
  __typename?: 'MemberNotifications';
  /** The newest first, at most 30 (older ones are deleted after 30 days). */
  items: Array<MemberNotification>;
  /** How many are unread, shown or not. */
  unreadCount: Scalars['Int']['output'];
};

/** A change to the member's bell. */
export type MemberNotificationsPayload = {
  __typename?: 'MemberNotificationsPayload';
  /** True when « Tout effacer » left some to clear (it deletes 200 a call). */
  more: Scalars['Boolean']['output'];
  /** The bell as the change left it. */
  notifications: MemberNotifications;
  /** French refusals; empty on success. */
  userErrors: Array<UserError>;
};

/**
 * A key and value of a file's custom metadata.
 * Permission: Contenu (CONTENT).
 */
export type MetadataEntry = {
  __typename?: 'MetadataEntry';
  /** The key: letters, digits, « _ » and « - ». */
  key: Scalars['String']['output'];
  /** The value (at most 500 characters). */
  value: Scalars['String']['output'];
};

/** A key and value of a file's custom metadata, as updateMediaFile takes it. */
export type MetadataEntryInput = {
  /** The key: letters, digits, « _ » and « - », at most 64 characters, unique in the list. */
  key: Scalars['String']['input'];
  /** The value (at most 500 characters). */
  value: Scalars['String']['input'];
};

/** One decision applied to several creations. */
export type ModerateCreationsInput = {
  /** Approve or reject. */
  decision: ModerationDecision;
  /** 1 to 100 creation ids. */
  ids: Array<Scalars['ID']['input']>;
  /** Required to reject; shown to nobody but administrators. */
  reason?: InputMaybe<Scalars['String']['input']>;
};

/** What moderateCreations returns. */
export type ModerateCreationsPayload = {
  __typename?: 'ModerateCreationsPayload';
  /** The creations decided, as they are now. */
  creations: Array<Creation>;
  /** French refusals: of the input (nothing decided), or of unknown ids (the others decided). */
  userErrors: Array<UserError>;
};

/**
 * Where a creation stands in moderation.
 * Permission: Modération (MODERATION) or Clients (CUSTOMERS_READ).
 */
export type Moderation = {
  __typename?: 'Moderation';
  /** True once an administrator has decided; false: 'En attente'. */
  isModerated: Scalars['Boolean']['output'];
  /** When the last decision was made. */
  moderatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** uid of the administrator who made it. */
  moderatedBy?: Maybe<Scalars['String']['output']>;
  /** The administrator who decided, when their record exists. */
  moderator?: Maybe<User>;
  /** The rejection reason (or an approval's note); shown to administrators only. */
  reason?: Maybe<Scalars['String']['output']>;
  /** The last decision; null while pending. */
  status?: Maybe<ModerationStatus>;
};

/** What an administrator decides about creations. */
export type ModerationDecision =
  /** Approve: the creations become APPROVED. */
  | 'APPROVE'
  /** Reject: the creations become REJECTED; a reason is required. */
  | 'REJECT';

/**
 * How new creations are moderated.
 * Permission: any administrator.
 */
export type ModerationSettings = {
  __typename?: 'ModerationSettings';
  /** Words that reject a creation at once when its prompt contains one (case ignored). */
  autoRejectKeywords: Array<Scalars['String']['output']>;
  /** Whether the author receives the « Création refusée » mail when a creation is rejected. */
  notifyAuthorOnRejection: Scalars['Boolean']['output'];
  /** Whether a creation waits for an administrator's approval before it is shown. */
  requireApproval: Scalars['Boolean']['output'];
};

/** An administrator's decision on a creation. */
export type ModerationStatus =
  /** 'Approuvée'. */
  | 'APPROVED'
  /** 'Refusée'. */
  | 'REJECTED';

/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Adds an internal note (never shown to the customer). User errors: input.text 'La note est
   * obligatoire.' (REQUIRED), 'La note ne peut pas dépasser 2 000 caractères.' (TOO_LONG);
   * input.feedbackId 'Feedback introuvable.' (NOT_FOUND). Cost: 1 read.
   * Permission: Messages (INBOX).
   */
  addFeedbackNote: FeedbackPayload;
  /**
   * Adds an internal note (never shown to the customer) to an order. User errors: input.text
   * 'La note est obligatoire.' (REQUIRED), 'La note ne peut pas dépasser 2 000 caractères.'
   * (TOO_LONG); input.orderId 'Commande introuvable.' (NOT_FOUND). Cost: 1 read.
   * Permission: Préparation et expédition (FULFILMENT).
   */
  addOrderNote: OrderPayload;
  /**
   * Adds or removes credits, in one transaction with a CREDIT_ADJUSTMENT and the audit log.
   * User errors: input.delta 'Le nombre doit être un entier (sans décimales).' (NOT_WHOLE_NUMBER),
   * 'Le montant à ajouter ou retirer ne peut pas être nul.' (ZERO_DELTA), 'Le montant doit être
   * compris entre -1 000 000 et 1 000 000.' (OUT_OF_RANGE), 'Le solde ne peut pas devenir négatif
   * (solde actuel : N).' (BELOW_ZERO), 'Le solde ne peut pas dépasser 1 000 000.' (ABOVE_MAX);
   * input.reason and input.userId as for setUserCredits. Cost: 1 read.
   * Permission: Crédits et fidélité (CREDITS).
   */
  adjustUserCredits: UserCreditsPayload;
  /**
   * Approves a pending request and runs its write exactly once, re-checked against the records as
   * they are now, in the same transaction that marks it approved (concurrent approvals: one runs
   * it, the other is told it was already decided). When the write's rules refuse it now, nothing
   * is written, the request stays pending with the refusal kept, and the write's French errors
   * are returned. User errors: input.id 'Demande d’approbation introuvable.' (NOT_FOUND), 'Vous ne
   * pouvez pas décider de votre propre demande…' (OWN_REQUEST), 'Cette demande a déjà été traitée
   * (…).' (ALREADY_DECIDED), 'Cette demande a expiré…' (EXPIRED), 'Votre rôle ne permet pas de
   * décider de cette demande : …' (PERMISSION); input.comment (TOO_LONG). Cost: at most 40 reads
   * (the request, then the held write's own reads). Audit: approvalRequest.approve with the
   * write's own entry, or approvalRequest.refuse.
   * Permission: Remboursements (REFUNDS) or Crédits et fidélité (CREDITS) or Paramètres (SETTINGS) or Équipe et droits (STAFF).
   */
  approveApprovalRequest: ApprovalDecisionPayload;
  /**
   * Assigns a feedback to an administrator, or to nobody (assigneeUid null). User errors:
   * input.assigneeUid "L'assigné doit être un administrateur." (INVALID); input.feedbackId
   * 'Feedback introuvable.' (NOT_FOUND). Cost: 2 reads.
   * Permission: Messages (INBOX).
   */
  assignFeedback: FeedbackPayload;
  /**
   * Moves an order to one of its allowed next statuses (architecture.md), in one transaction; sets
   * paidAt, shippedAt or deliveredAt on PAID, SHIPPED, DELIVERED. User errors: input.orderId
   * 'Commande introuvable.' (NOT_FOUND); input.status (INVALID) 'La commande est déjà au statut
   * « … ».', 'La commande est au statut final « … » : son statut ne peut plus changer.', 'Une
   * commande au statut « … » ne peut pas passer au statut « … ».' Cost: 1 read (again on each retry).
   * Permission: Préparation et expédition (FULFILMENT); also Remboursements (REFUNDS) to move an order to CANCELLED or REFUNDED.
   */
  changeOrderStatus: OrderPayload;
  /**
   * Moves up to 500 orders to one status, in transactions of at most 100 orders. Each order moves
   * only if its status allows it (the rule of changeOrderStatus); the others are named in `refused`
   * and left unchanged. Each moved order gets its history entry, its audit entry
   * 'order.changeStatus' and its customer's mail (shipped, delivered), exactly once: a retry with
   * the same idempotencyKey changes nothing more and answers the same. User errors (nothing
   * written): input.orderIds 'Choisissez au moins une commande.' (REQUIRED), 'Au plus 500
   * commandes à la fois.' (TOO_MANY); input.status 'Ce statut se change commande par commande,
   * depuis sa page.' (NOT_BULK). Cost: per 100 orders, the orders, their customers, settings/app
   * and the key (at most 500 × 2 + 10 reads).
   * Permission: Préparation et expédition (FULFILMENT).
   */
  changeOrdersStatus: ChangeOrdersStatusPayload;
  /**
   * Changes a member's role, with the audit entry 'staff.changeRole'. Refused (nothing written):
   * one's own role (OWN_ROLE), the last owner's if the new role lacks STAFF (LAST_OWNER, decided on
   * the owners read in the same transaction), unknown role, MISSING_PERMISSIONS, UNCHANGED,
   * NOT_FOUND. A custom role's name and permissions are copied on the record (read in the same
   * transaction). Cost: 4 reads + 1 per member.
   * Permission: Équipe et droits (STAFF).
   */
  changeStaffRole: StaffMemberPayload;
  /**
   * Clears the member's notifications, 200 a call (`more` says whether to call again). Not audited.
   * Cost: 231 reads.
   * Permission: any administrator.
   */
  clearNotifications: MemberNotificationsPayload;
  /**
   * Closes an open request, done or refused, and mails the answer (template
   * personal-data-request-answered) to the address kept at recording. An erasure request is done
   * only once the customer's erasure is; its address then leaves the register. User errors:
   * input.id 'Demande introuvable.' (NOT_FOUND), 'Cette demande est déjà close.' (ALREADY_CLOSED);
   * input.outcome (INVALID; ERASURE_NOT_DONE); input.answer (REQUIRED to refuse, TOO_LONG). Cost:
   * 4 reads. Audit: personalDataRequest.close.
   * Permission: Données personnelles (PERSONAL_DATA).
   */
  closePersonalDataRequest: PersonalDataRequestPayload;
  /**
   * Creates a blog post. Cost: 2 reads (the slug, the author).
   * Permission: Contenu (CONTENT).
   */
  createBlogPost: BlogPostPayload;
  /**
   * Adds a delivery method at the end of the list. Cost: the whole list (at most 200 reads).
   * Permission: Catalogue (CATALOGUE).
   */
  createDeliveryMethod: DeliveryMethodPayload;
  /**
   * Adds an image-to-image prompt at the end of the list. Cost: the whole list (at most 200 reads).
   * Permission: Catalogue (CATALOGUE).
   */
  createImageToImagePrompt: ImageToImagePromptPayload;
  /**
   * Adds a printing product at the end of the list. Cost: the whole list (at most 200 reads).
   * Permission: Catalogue (CATALOGUE).
   */
  createPrintingProduct: PrintingProductPayload;
  /**
   * Saves a list's state under a name, private or shared, with the audit entry 'savedView.create'.
   * User errors (nothing written) as SavedViewPayload says. Cost: the author's and the shared views
   * of the list (at most 40 reads) and the views of the same name (at most 20).
   * Permission: any administrator.
   */
  createSavedView: SavedViewPayload;
  /**
   * Creates a custom role, with the audit entry 'staffRole.create'. User errors (nothing written):
   * name length (LENGTH) or already taken (NAME_TAKEN) on input.name, no permission (REQUIRED), one
   * twice (DUPLICATE), one the caller's role lacks (MISSING_PERMISSIONS), more than 20 custom roles
   * (TOO_MANY). Cost: up to 21 reads.
   * Permission: Équipe et droits (STAFF).
   */
  createStaffRole: StaffRolePayload;
  /**
   * Creates a static page. Cost: 1 read (the slug).
   * Permission: Contenu (CONTENT).
   */
  createStaticPage: StaticPagePayload;
  /**
   * Adds a text-to-image style at the end of the list. Cost: the whole list (at most 200 reads).
   * Permission: Catalogue (CATALOGUE).
   */
  createTextToImageStyle: TextToImageStylePayload;
  /**
   * Deactivates a member: record marked staffDisabled, then their Auth account disabled and every
   * session revoked (their ID tokens are refused at their next request), with the audit entry
   * 'staff.deactivate'. Refused: oneself (OWN_ACCOUNT), the last owner (LAST_OWNER), already
   * deactivated (UNCHANGED), NOT_FOUND. Cost: 1 read + 1 per member.
   * Permission: Équipe et droits (STAFF).
   */
  deactivateStaffMember: StaffMemberPayload;
  /**
   * Deletes a method no order uses (IN_USE otherwise: deactivate it instead). Cost: 1 read + 1 count() aggregation.
   * Permission: Catalogue (CATALOGUE).
   */
  deleteDeliveryMethod: DeleteDeliveryMethodPayload;
  /**
   * Deletes a prompt no creation uses (IN_USE otherwise: deactivate it instead). Cost: 1 read + 1 count() aggregation.
   * Permission: Catalogue (CATALOGUE).
   */
  deleteImageToImagePrompt: DeleteImageToImagePromptPayload;
  /**
   * Deletes a file nothing uses (IN_USE otherwise), with its thumbnail. Cost: 4 queries of at most 20 records + 1 read.
   * Permission: Contenu (CONTENT).
   */
  deleteMediaFile: DeleteMediaFilePayload;
  /**
   * Deletes a product no order contains (IN_USE otherwise: deactivate it instead). Cost: 1 read + 1 count() aggregation.
   * Permission: Catalogue (CATALOGUE).
   */
  deletePrintingProduct: DeletePrintingProductPayload;
  /**
   * Deletes a view (its author, or any administrator for a shared view), with the audit entry
   * 'savedView.delete'. Cost: 1 read.
   * Permission: any administrator.
   */
  deleteSavedView: DeleteSavedViewPayload;
  /**
   * Deletes a custom role nobody holds (it also leaves the two-step requirement), with the audit
   * entry 'staffRole.delete'. User errors (nothing written): a built-in role (BUILT_IN), NOT_FOUND,
   * still held (IN_USE: « … est attribué à 2 membres : changez d'abord leur rôle »), a role wider
   * than the caller's (MISSING_PERMISSIONS). Cost: up to 103 reads.
   * Permission: Équipe et droits (STAFF).
   */
  deleteStaffRole: DeleteStaffRolePayload;
  /**
   * Deletes a style no creation uses (IN_USE otherwise: deactivate it instead). Cost: 1 read + 1 count() aggregation.
   * Permission: Catalogue (CATALOGUE).
   */
  deleteTextToImageStyle: DeleteTextToImageStylePayload;
  /**
   * Copies a method as « <name> (copie) », inactive, at the end of the list. Cost: the whole list (at most 200 reads) + 1.
   * Permission: Catalogue (CATALOGUE).
   */
  duplicateDeliveryMethod: DeliveryMethodPayload;
  /**
   * Copies a prompt as « <name> (copie) », inactive, at the end of the list. Cost: the whole list (at most 200 reads) + 1.
   * Permission: Catalogue (CATALOGUE).
   */
  duplicateImageToImagePrompt: ImageToImagePromptPayload;
  /**
   * Copies a product (variants included) as « <name> (copie) », inactive, at the end of the list. Cost: the whole list (at most 200 reads) + 1.
   * Permission: Catalogue (CATALOGUE).
   */
  duplicatePrintingProduct: PrintingProductPayload;
  /**
   * Copies a style as « <name> (copie) », inactive, at the end of the list. Cost: the whole list (at most 200 reads) + 1.
   * Permission: Catalogue (CATALOGUE).
   */
  duplicateTextToImageStyle: TextToImageStylePayload;
  /**
   * Erases a customer's personal data (docs/personal-data.md), in bounded, resumable calls: each
   * call does at most 400 reads of work and returns the erasure RUNNING or DONE; call again while
   * RUNNING. Feedback, contact messages, mails sent, the storefront quota and the team's notes on
   * their orders are deleted; orders, transactions, audit entries and approval requests stay with
   * the pseudonym in place of the e-mail, names and address; their creations lose their images
   * (deleted from the storage) and prompts; invoices and credit notes stay as issued (Code de
   * commerce, L123-22); last, the user record keeps only its figures and the sign-in account is
   * disabled. Called again once DONE, a new run checks that nothing is left (and changes nothing).
   * User errors: input.confirmation 'Tapez EFFACER pour confirmer l’effacement.' (CONFIRMATION);
   * input.userId 'Client introuvable.' (NOT_FOUND), 'Un membre de l’équipe ne peut pas être
   * effacé…' (STAFF_MEMBER), 'Des commandes de ce client sont en cours…' (ORDERS_IN_PROGRESS).
   * Cost: at most 405 reads. Audit: user.erasePersonalData when a run starts.
   * Permission: Données personnelles (PERSONAL_DATA).
   */
  erasePersonalData: ErasePersonalDataPayload;
  /**
   * Tracking numbers from the carrier's file: each line names an order (short or full id) and a
   * number. With dryRun, decides each line's verdict and writes nothing. Without, applies the OK
   * lines through the bulk status change: each order gets its number and moves to « Expédiée » in one
   * transaction, with its history entry, its audit entry and its customer's shipping mail, exactly
   * once (a shipped order whose number changes gets 'order.setTrackingNumber' and no mail); lines
   * refused meanwhile are reported, the others applied. Only orders « En cours » ship (and shipped
   * ones take a new number). Cost: per line, finding its order (2 reads: a full id is one document, a
   * short id a query of at most 2) and, when applied, the order and its customer again (2 reads),
   * plus settings/app and the key per transaction of 100: at most 100 × 4 + 2 reads.
   * Permission: Préparation et expédition (FULFILMENT).
   */
  importTrackingNumbers: ImportTrackingNumbersPayload;
  /**
   * Invites a member: creates their Auth account if missing (no password), writes their record
   * (isAdmin true, the role), and puts a mail with a one-time sign-in link to the console's /login
   * in the mail collection (source 'staff.invite'), with the audit entry 'staff.invite'. User
   * errors (nothing written): e-mail missing or invalid, names missing or too long, unknown role
   * (UNKNOWN_ROLE), a role allowing what the caller's does not (MISSING_PERMISSIONS), already a
   * member (ALREADY_MEMBER). A custom role's name and permissions are copied on the record.
   * Cost: at most 7 reads.
   * Permission: Équipe et droits (STAFF).
   */
  inviteStaffMember: StaffMemberPayload;
  /**
   * Says the caller's page on a record closed: their presence goes, with a « presence » signal in
   * the change feed. False when there was none to end. Not audited. Refused with FORBIDDEN when the
   * caller's role lacks the kind's permission. Cost: 1 read.
   * Permission: Commandes (ORDERS_READ) or Clients (CUSTOMERS_READ) or Messages (INBOX) or Modération (MODERATION).
   */
  leaveRecord: Scalars['Boolean']['output'];
  /**
   * What opening a message does: a NEW message becomes READ; any other is left as it is. User errors: input.id 'Message introuvable.' (NOT_FOUND). Cost: 1 read.
   * Permission: Messages (INBOX).
   */
  markContactMessageRead: ContactMessagePayload;
  /**
   * Marks the member's notifications read on every device: those of `ids`, or every unread one when
   * `ids` is empty (200 a call). Not audited: it changes a member's bell, not the shop. User errors:
   * ids[i] 'Notification introuvable.' (NOT_FOUND, another member's too). Cost: 231 reads.
   * Permission: any administrator.
   */
  markNotificationsRead: MemberNotificationsPayload;
  /**
   * Approves or rejects 1–100 creations at once (a reason is required to reject). Unknown ids are
   * reported as userErrors while the others are decided; deciding again is allowed and recorded.
   * User errors: input.ids 'Sélectionnez au moins une création.' (REQUIRED), 'Vous pouvez modérer
   * au plus 100 créations à la fois.' (TOO_MANY); input.reason 'Indiquez le motif du refus.'
   * (REQUIRED), 'Le motif ne peut pas dépasser 500 caractères.' (TOO_LONG); input.ids.<index>
   * 'Création introuvable : <id>' (NOT_FOUND). Cost: 1 read per distinct id, in one transaction.
   * Permission: Modération (MODERATION).
   */
  moderateCreations: ModerateCreationsPayload;
  /**
   * Reactivates a deactivated member (record and Auth account), with the audit entry
   * 'staff.reactivate'. Refused: not deactivated (UNCHANGED), NOT_FOUND. Cost: 1 read.
   * Permission: Équipe et droits (STAFF).
   */
  reactivateStaffMember: StaffMemberPayload;
  /**
   * Called by the console right after sign-in, by any signed-in user about themself: creates the
   * missing user record with the defaults and, for an administrator, records lastLoginAt.
   * The only operation open to non-administrators, and only alone at the root of a mutation.
   * Cost: 1 read (the caller's record); audit: user.create, user.login.
   * Permission: any signed-in user, about themself.
   */
  recordLogin: RecordLoginPayload;
  /**
   * Records a request in the register, due one month after receipt; the customer's e-mail is kept
   * to mail the answer. User errors: input.userId 'Client introuvable.' (NOT_FOUND); input.receivedOn
   * (INVALID, OUT_OF_RANGE); input.note (TOO_LONG). Cost: 1 read. Audit: personalDataRequest.record.
   * Permission: Données personnelles (PERSONAL_DATA).
   */
  recordPersonalDataRequest: PersonalDataRequestPayload;
  /**
   * Refunds part (or the rest) of a paid order after the sale: issues a credit note AV-YYYY-NNNNNN
   * referencing the order's invoice, writes the REFUND transaction (to the payment) or a
   * CREDIT_ADJUSTMENT crediting the customer's balance (as credits, at the best rate of the credit
   * packs, rounded up), adds the amount to the order's refundedCents, moves it to REFUNDED once
   * nothing remains, queues the « commande remboursée » mail with the credit note attached, and
   * appends the audit entry, all in one transaction: concurrent refunds never exceed the invoice.
   * User errors (nothing written): input 'Seule une commande payée peut être remboursée.'
   * (NOT_REFUNDABLE), 'Choisissez au moins une ligne, la livraison ou un montant.' (REQUIRED),
   * 'Le remboursement dépasse ce qui reste remboursable (…).' (OVER_REFUNDABLE), « Cette commande
   * n’a pas encore de facture… » (NO_INVOICE); input.lines.N.quantity (OVER_REMAINING,
   * OUT_OF_RANGE); input.orderId 'Commande introuvable.' (NOT_FOUND). Cost: at most 26 reads.
   * Permission: Remboursements (REFUNDS).
   */
  refundOrder: RefundOrderPayload;
  /**
   * Rejects a pending request with a comment; its write never runs. User errors as
   * approveApprovalRequest, and input.comment 'Le commentaire est obligatoire.' (REQUIRED). Cost: 2
   * reads. Audit: approvalRequest.reject.
   * Permission: Remboursements (REFUNDS) or Crédits et fidélité (CREDITS) or Paramètres (SETTINGS) or Équipe et droits (STAFF).
   */
  rejectApprovalRequest: ApprovalDecisionPayload;
  /**
   * Removes one of the member's notifications. Not audited. User errors: id 'Notification
   * introuvable.' (NOT_FOUND). Cost: 32 reads.
   * Permission: any administrator.
   */
  removeNotification: MemberNotificationsPayload;
  /**
   * Puts the methods in the given order (positions 0…n−1), in one transaction. Cost: the whole list (at most 200 reads).
   * Permission: Catalogue (CATALOGUE).
   */
  reorderDeliveryMethods: ReorderDeliveryMethodsPayload;
  /**
   * Puts the prompts in the given order (positions 0…n−1), in one transaction. Cost: the whole list (at most 200 reads).
   * Permission: Catalogue (CATALOGUE).
   */
  reorderImageToImagePrompts: ReorderImageToImagePromptsPayload;
  /**
   * Puts the products in the given order (positions 0…n−1), in one transaction. Cost: the whole list (at most 200 reads).
   * Permission: Catalogue (CATALOGUE).
   */
  reorderPrintingProducts: ReorderPrintingProductsPayload;
  /**
   * Puts the styles in the given order (positions 0…n−1), in one transaction. Cost: the whole list (at most 200 reads).
   * Permission: Catalogue (CATALOGUE).
   */
  reorderTextToImageStyles: ReorderTextToImageStylesPayload;
  /**
   * Replies by e-mail: queues the 'contact-reply' mail to the sender (mail collection, Trigger
   * Email format; unless settings switch contactReply off), keeps the reply in the message's
   * thread and sets REPLIED, in one transaction.
   * User errors: input.body 'La réponse est obligatoire.' (REQUIRED), 'La réponse ne peut pas
   * dépasser 10 000 caractères.' (TOO_LONG), a message marked spam (INVALID); input.id 'Message
   * introuvable.' (NOT_FOUND). Cost: 2 reads (the message, the settings).
   * Permission: Messages (INBOX).
   */
  replyToContactMessage: ContactMessagePayload;
  /**
   * Reprints lines of a paid order (paid, processing, shipped or delivered): creates a new order
   * for the same customer, address and delivery method with the chosen lines at zero price (total
   * and delivery 0), status PAID (it enters production), reprintOf the original, and the audit
   * entry 'order.reprint' on both orders, in one transaction. A reprint issues no invoice and counts
   * in no revenue figure. User errors (nothing written): input 'Seule une commande payée (et ni
   * annulée ni remboursée) peut être réimprimée.' (NOT_REPRINTABLE; also for a reprint itself),
   * 'Cette commande a déjà 20 réimpressions.' (TOO_MANY_REPRINTS); input.lines 'Choisissez au moins
   * une ligne à réimprimer.' (REQUIRED); input.lines.N.itemIndex (NOT_FOUND, DUPLICATE_LINE);
   * input.lines.N.quantity (OUT_OF_RANGE, NOT_WHOLE_NUMBER); input.note (TOO_LONG); input.orderId
   * 'Commande introuvable.' (NOT_FOUND). Cost: 2 reads (the order, the count of its reprints).
   * Permission: Remboursements (REFUNDS).
   */
  reprintOrder: ReprintOrderPayload;
  /**
   * Removes a member's second factors (a lost phone) and ends every session of theirs; they enrol
   * again at their next sign-in (audit entry 'user.resetTwoStep'). Never one's own. Cost: 2 reads.
   * Permission: Équipe et droits (STAFF).
   */
  resetStaffTwoStep: ResetStaffTwoStepPayload;
  /**
   * Restores a post's kept revision. Cost: 4 reads (the post, the revision, the slug, the author), + 1 when stale.
   * Permission: Contenu (CONTENT).
   */
  restoreBlogPostRevision: BlogPostPayload;
  /**
   * Restores a page's kept revision. Cost: 3 reads (the page, the revision, the slug), + 1 when stale.
   * Permission: Contenu (CONTENT).
   */
  restoreStaticPageRevision: StaticPagePayload;
  /**
   * Sends a failed mail again (its state becomes RETRY; the function picks it up). Refusals:
   * input.id 'Envoi introuvable.' (NOT_FOUND), 'Seul un envoi en échec peut être relancé.' (INVALID).
   * Cost: 1 read.
   * Permission: Modèles d’e-mails (EMAIL_TEMPLATES).
   */
  retryMail: MailPayload;
  /**
   * Sends a template, with its sample data, to the signed-in administrator's e-mail. Cost: 2 reads.
   * Permission: Modèles d’e-mails (EMAIL_TEMPLATES).
   */
  sendTestEmail: MailPayload;
  /**
   * Sets the four-eyes thresholds in settings/app, with the version rule. User errors:
   * input.refundAboveCents / input.creditGrantAbove (OUT_OF_RANGE, NOT_WHOLE), input.version
   * (STALE_VERSION). Cost: 2 reads. Audit: settings.setApprovalThresholds.
   * Permission: Paramètres (SETTINGS).
   */
  setApprovalThresholds: ShopSettingsPayload;
  /**
   * Moves 1–100 contact messages to a status in one transaction (NEW, READ, ARCHIVED, SPAM;
   * REPLIED is reached by replying). User errors as setFeedbackStatus, with 'Message introuvable :
   * <id>'. Cost: 1 read per distinct id.
   * Permission: Messages (INBOX).
   */
  setContactMessagesStatus: SetContactMessagesStatusPayload;
  /**
   * Switches a method on or off (no version check; the version still increases). Cost: 1 read.
   * Permission: Catalogue (CATALOGUE).
   */
  setDeliveryMethodActive: DeliveryMethodPayload;
  /**
   * Switches a mail on or off in settings/app. Refusal: input.version (STALE_VERSION). Cost: 2 reads.
   * Permission: Modèles d’e-mails (EMAIL_TEMPLATES).
   */
  setEmailEnabled: EmailSettingsPayload;
  /**
   * Moves 1–100 feedbacks to a status in one transaction (NEW, IN_PROGRESS, RESOLVED, ARCHIVED;
   * docs/inbox.md lists the allowed moves). A feedback already at the status is left as it is.
   * User errors: input.ids 'Sélectionnez au moins un élément.' (REQUIRED), 'Vous pouvez modifier
   * au plus 100 éléments à la fois.' (TOO_MANY); input.ids.<index> 'Feedback introuvable : <id>'
   * (NOT_FOUND), 'Un feedback au statut « … » ne peut pas passer au statut « … ».' (INVALID), the
   * others being changed. Cost: 1 read per distinct id.
   * Permission: Messages (INBOX).
   */
  setFeedbackStatus: SetFeedbackStatusPayload;
  /**
   * Switches a prompt on or off (no version check; the version still increases). Cost: 1 read.
   * Permission: Catalogue (CATALOGUE).
   */
  setImageToImagePromptActive: ImageToImagePromptPayload;
  /**
   * Switches maintenance mode. Refusal: input.version (STALE_VERSION). Audited settings.maintenance.
   * Cost: 2 reads.
   * Permission: Paramètres (SETTINGS).
   */
  setMaintenanceMode: ShopSettingsPayload;
  /**
   * Sets the carrier's tracking number (trimmed, at most 64 characters); empty clears it. User
   * errors: input.trackingNumber 'Le numéro de suivi ne peut pas dépasser 64 caractères.'
   * (TOO_LONG); input.orderId 'Commande introuvable.' (NOT_FOUND). Cost: 1 read.
   * Permission: Préparation et expédition (FULFILMENT).
   */
  setOrderTrackingNumber: OrderPayload;
  /**
   * Switches a product on or off (no version check; the version still increases). Cost: 1 read.
   * Permission: Catalogue (CATALOGUE).
   */
  setPrintingProductActive: PrintingProductPayload;
  /**
   * Sets how long contact messages, feedback and the mail log are kept; the nightly purge
   * (purgeExpiredRecordsNightly, 02:30 Paris time) deletes what is older. User errors:
   * input.contactMessagesMonths / input.feedbackMonths / input.mailMonths 'Le délai de conservation
   * … doit être compris entre 1 et 120.' (OUT_OF_RANGE), NOT_WHOLE; input.version (STALE_VERSION).
   * Cost: 2 reads. Audit: settings.setRetention.
   * Permission: Paramètres (SETTINGS).
   */
  setRetention: ShopSettingsPayload;
  /**
   * Switches a style on or off (no version check; the version still increases). Cost: 1 read.
   * Permission: Catalogue (CATALOGUE).
   */
  setTextToImageStyleActive: TextToImageStylePayload;
  /**
   * Sets which roles must sign in in two steps, and copies it on every member's record, in one
   * audited transaction (audit entry 'settings.setTwoStepRequirement'). A member of such a role is
   * refused at their next request until they sign in with a second factor. Cost: the requirement
   * every administrator and every custom role (at most 121 reads).
   * Permission: Équipe et droits (STAFF).
   */
  setTwoStepRequirement: SetTwoStepRequirementPayload;
  /**
   * Grants or revokes administrator rights: never one's own, never the last owner's (a member
   * holding the STAFF permission). A new administrator gets no role (staffRole NONE, « Aucun rôle »)
   * until an owner gives them one; a revoked one loses their role.
   * User errors on input.userId: 'Vous ne pouvez pas modifier vos propres droits administrateur :
   * demandez à un autre administrateur.' (OWN_ADMIN_RIGHTS), 'Impossible de retirer les droits du
   * dernier propriétaire : nommez d'abord un autre propriétaire.' (LAST_ADMIN), 'Aucun
   * changement : l'utilisateur est déjà dans cet état.' (UNCHANGED), 'Utilisateur introuvable.'
   * (NOT_FOUND). Cost: 1 read + 1 per administrator.
   * Permission: Équipe et droits (STAFF).
   */
  setUserAdmin: UserPayload;
  /**
   * Stores the flag; nothing enforces it yet (spec §6). User errors on input.userId: 'Vous ne
   * pouvez pas bloquer votre propre compte.' (OWN_ACCOUNT), 'Aucun changement : l'utilisateur est
   * déjà dans cet état.' (UNCHANGED), 'Utilisateur introuvable.' (NOT_FOUND). Cost: 1 read.
   * Permission: Blocage des clients (CUSTOMERS_BLOCK).
   */
  setUserBlocked: UserPayload;
  /**
   * Sets a new credit balance, in one transaction with a CREDIT_ADJUSTMENT and the audit log.
   * User errors: input.credits 'Le nombre doit être un entier (sans décimales).' (NOT_WHOLE_NUMBER),
   * 'Le solde doit être compris entre 0 et 1 000 000.' (OUT_OF_RANGE), 'La nouvelle valeur est
   * identique à la valeur actuelle.' (UNCHANGED); input.reason 'Le motif est obligatoire.'
   * (REQUIRED), 'Le motif ne peut pas dépasser 500 caractères.' (TOO_LONG);
   * input.userId 'Utilisateur introuvable.' (NOT_FOUND). Cost: 1 read.
   * Permission: Crédits et fidélité (CREDITS).
   */
  setUserCredits: UserCreditsPayload;
  /**
   * Sets a new loyalty points balance, in one transaction with the audit log. User errors: as for
   * setUserCredits, on input.loyaltyPoints, input.reason and input.userId. Cost: 1 read.
   * Permission: Crédits et fidélité (CREDITS).
   */
  setUserLoyaltyPoints: UserPayload;
  /**
   * « Déconnecter toutes mes sessions »: the caller's own sessions, every device, this one included
   * (any member may), with the audit entry 'staff.signOut'. Cost: 1 read.
   * Permission: any administrator.
   */
  signOutEverywhere: StaffMemberPayload;
  /**
   * « Déconnecter toutes les sessions » of a member: revokes every session of theirs (their ID
   * tokens are refused at their next request), with the audit entry 'staff.signOut'. Refused:
   * NOT_FOUND. Cost: 1 read.
   * Permission: Équipe et droits (STAFF).
   */
  signOutStaffMember: StaffMemberPayload;
  /**
   * Undoes a change (docs/undo.md): every entry of the gesture `input.entryId` belongs to, each by
   * its kind's rule (a status back to the previous one, a compensating credits line, the previous
   * values as a new version, a creation back to moderation…), in one audited transaction per page of
   * 150 entries, only if every record is still as the change left it. Nothing is written when
   * refused. Needs the permission of the original write. Cost: at most 306 reads; audit:
   * change.undo, one entry per record put back.
   * Permission: any administrator.
   */
  undoChange: UndoChangePayload;
  /**
   * Saves a post's new values. Cost: 3 reads (the post, the new slug, the author), + 1 when stale.
   * Permission: Contenu (CONTENT).
   */
  updateBlogPost: BlogPostPayload;
  /**
   * Replaces a method's editable fields. Cost: the whole list (at most 200 reads) + 1, + 1 when stale.
   * Permission: Catalogue (CATALOGUE).
   */
  updateDeliveryMethod: DeliveryMethodPayload;
  /**
   * Saves a template's subject, HTML and text. Refusals: input.version 'Modifié entre-temps par … —
   * rechargez' (STALE_VERSION); unknown variables, triple braces, unbalanced blocks (INVALID_TEMPLATE);
   * empty subject or HTML (REQUIRED); input.name 'Modèle d'e-mail introuvable.' (NOT_FOUND). Cost: 2 reads.
   * Permission: Modèles d’e-mails (EMAIL_TEMPLATES).
   */
  updateEmailTemplate: EmailTemplatePayload;
  /**
   * Replaces a prompt's editable fields. Cost: the whole list (at most 200 reads) + 1, + 1 when stale.
   * Permission: Catalogue (CATALOGUE).
   */
  updateImageToImagePrompt: ImageToImagePromptPayload;
  /**
   * Sets a file's alt text and custom metadata, if it is still at `version`. Cost: 1 read, + 1 when stale.
   * Permission: Contenu (CONTENT).
   */
  updateMediaFile: MediaFilePayload;
  /**
   * Stores what the member is told of and by mail. User errors: input.orderCentsAtLeast
   * (OUT_OF_RANGE), input.mail (INVALID: a kind by mail must be shown too). Cost: 1 read.
   * Audit: staff.notificationPreferences.
   * Permission: any administrator.
   */
  updateNotificationPreferences: NotificationPreferencesPayload;
  /**
   * Replaces a product's editable fields, variants included. Cost: the whole list (at most 200 reads) + 1, + 1 when stale.
   * Permission: Catalogue (CATALOGUE).
   */
  updatePrintingProduct: PrintingProductPayload;
  /**
   * Renames a view, replaces its query string or (its author only) shares or unshares it, with the
   * audit entry 'savedView.update'. Its author may change it, and any administrator a shared view;
   * another administrator's private view is answered « Vue introuvable. ». Cost: the view and the
   * views of the same name (at most 21 reads).
   * Permission: any administrator.
   */
  updateSavedView: SavedViewPayload;
  /**
   * Saves the settings given. Refusals: input.version 'Modifié entre-temps par … — rechargez'
   * (STALE_VERSION); each field as its description says, in French, on its path (REQUIRED,
   * TOO_LONG, INVALID_EMAIL, OUT_OF_RANGE, NOT_WHOLE_NUMBER, TOO_MANY_DECIMALS, DUPLICATE_PACK,
   * TOO_MANY); no field at all 'Aucune modification à enregistrer.' (REQUIRED). Audited
   * settings.update with each field's value before and after. Cost: 2 reads.
   * Permission: Paramètres (SETTINGS).
   */
  updateSettings: ShopSettingsPayload;
  /**
   * Renames a custom role and replaces its permissions, and in the same transaction the copy on
   * every member holding it (their next request uses the new permissions; the claims trigger
   * mirrors them into their token), with the audit entry 'staffRole.update'. User errors (nothing
   * written): a built-in role (BUILT_IN), NOT_FOUND, a role wider than the caller's
   * (MISSING_PERMISSIONS), the checks of createStaffRole, no change (UNCHANGED), taking STAFF from
   * the last owner's role (LAST_OWNER). Cost: up to 122 reads.
   * Permission: Équipe et droits (STAFF).
   */
  updateStaffRole: StaffRolePayload;
  /**
   * Saves a page's new values. Cost: 2 reads (the page, the new slug), + 1 when stale.
   * Permission: Contenu (CONTENT).
   */
  updateStaticPage: StaticPagePayload;
  /**
   * Replaces a style's editable fields. Cost: the whole list (at most 200 reads) + 1, + 1 when stale.
   * Permission: Catalogue (CATALOGUE).
   */
  updateTextToImageStyle: TextToImageStylePayload;
  /**
   * Says the caller's page is open on a record, for 75 seconds: a page calls it when it opens and
   * every 30 seconds while it stays open. On arrival (not on a heartbeat) it writes a « presence »
   * signal in the change feed, for the other consoles on the record. Answers who else is there. Not
   * audited: presence changes nothing of the shop. Refused with FORBIDDEN (nothing written) when
   * the caller's role lacks the kind's permission. Cost: up to 22 reads.
   * Permission: Commandes (ORDERS_READ) or Clients (CUSTOMERS_READ) or Messages (INBOX) or Modération (MODERATION).
   */
  visitRecord: RecordPresence;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationAddFeedbackNoteArgs = {
  input: AddFeedbackNoteInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationAddOrderNoteArgs = {
  input: AddOrderNoteInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationAdjustUserCreditsArgs = {
  input: AdjustUserCreditsInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationApproveApprovalRequestArgs = {
  input: DecideApprovalRequestInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationAssignFeedbackArgs = {
  input: AssignFeedbackInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationChangeOrderStatusArgs = {
  input: ChangeOrderStatusInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationChangeOrdersStatusArgs = {
  input: ChangeOrdersStatusInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationChangeStaffRoleArgs = {
  input: ChangeStaffRoleInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationClosePersonalDataRequestArgs = {
  input: ClosePersonalDataRequestInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationCreateBlogPostArgs = {
  input: BlogPostInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationCreateDeliveryMethodArgs = {
  input: DeliveryMethodInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationCreateImageToImagePromptArgs = {
  input: ImageToImagePromptInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationCreatePrintingProductArgs = {
  input: PrintingProductInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationCreateSavedViewArgs = {
  input: CreateSavedViewInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationCreateStaffRoleArgs = {
  input: CreateStaffRoleInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationCreateStaticPageArgs = {
  input: StaticPageInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationCreateTextToImageStyleArgs = {
  input: TextToImageStyleInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationDeactivateStaffMemberArgs = {
  input: StaffMemberInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationDeleteDeliveryMethodArgs = {
  input: DeleteDeliveryMethodInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationDeleteImageToImagePromptArgs = {
  input: DeleteImageToImagePromptInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationDeleteMediaFileArgs = {
  input: DeleteMediaFileInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationDeletePrintingProductArgs = {
  input: DeletePrintingProductInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationDeleteSavedViewArgs = {
  input: DeleteSavedViewInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationDeleteStaffRoleArgs = {
  input: DeleteStaffRoleInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationDeleteTextToImageStyleArgs = {
  input: DeleteTextToImageStyleInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationDuplicateDeliveryMethodArgs = {
  input: DuplicateDeliveryMethodInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationDuplicateImageToImagePromptArgs = {
  input: DuplicateImageToImagePromptInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationDuplicatePrintingProductArgs = {
  input: DuplicatePrintingProductInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationDuplicateTextToImageStyleArgs = {
  input: DuplicateTextToImageStyleInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationErasePersonalDataArgs = {
  input: ErasePersonalDataInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationImportTrackingNumbersArgs = {
  input: ImportTrackingNumbersInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationInviteStaffMemberArgs = {
  input: InviteStaffMemberInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationLeaveRecordArgs = {
  id: Scalars['ID']['input'];
  kind: PresenceRecordKind;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationMarkContactMessageReadArgs = {
  input: MarkContactMessageReadInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationMarkNotificationsReadArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationModerateCreationsArgs = {
  input: ModerateCreationsInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationReactivateStaffMemberArgs = {
  input: StaffMemberInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationRecordPersonalDataRequestArgs = {
  input: RecordPersonalDataRequestInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationRefundOrderArgs = {
  input: RefundOrderInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationRejectApprovalRequestArgs = {
  input: DecideApprovalRequestInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationRemoveNotificationArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationReorderDeliveryMethodsArgs = {
  input: ReorderDeliveryMethodsInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationReorderImageToImagePromptsArgs = {
  input: ReorderImageToImagePromptsInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationReorderPrintingProductsArgs = {
  input: ReorderPrintingProductsInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationReorderTextToImageStylesArgs = {
  input: ReorderTextToImageStylesInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationReplyToContactMessageArgs = {
  input: ReplyToContactMessageInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationReprintOrderArgs = {
  input: ReprintOrderInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationResetStaffTwoStepArgs = {
  input: ResetStaffTwoStepInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationRestoreBlogPostRevisionArgs = {
  input: RestoreRevisionInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationRestoreStaticPageRevisionArgs = {
  input: RestoreRevisionInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationRetryMailArgs = {
  input: RetryMailInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationSendTestEmailArgs = {
  input: SendTestEmailInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationSetApprovalThresholdsArgs = {
  input: SetApprovalThresholdsInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationSetContactMessagesStatusArgs = {
  input: SetContactMessagesStatusInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationSetDeliveryMethodActiveArgs = {
  input: SetDeliveryMethodActiveInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationSetEmailEnabledArgs = {
  input: SetEmailEnabledInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationSetFeedbackStatusArgs = {
  input: SetFeedbackStatusInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationSetImageToImagePromptActiveArgs = {
  input: SetImageToImagePromptActiveInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationSetMaintenanceModeArgs = {
  input: SetMaintenanceModeInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationSetOrderTrackingNumberArgs = {
  input: SetOrderTrackingNumberInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationSetPrintingProductActiveArgs = {
  input: SetPrintingProductActiveInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationSetRetentionArgs = {
  input: SetRetentionInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationSetTextToImageStyleActiveArgs = {
  input: SetTextToImageStyleActiveInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationSetTwoStepRequirementArgs = {
  input: SetTwoStepRequirementInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationSetUserAdminArgs = {
  input: SetUserAdminInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationSetUserBlockedArgs = {
  input: SetUserBlockedInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationSetUserCreditsArgs = {
  input: SetUserCreditsInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationSetUserLoyaltyPointsArgs = {
  input: SetUserLoyaltyPointsInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationSignOutStaffMemberArgs = {
  input: StaffMemberInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationUndoChangeArgs = {
  input: UndoChangeInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationUpdateBlogPostArgs = {
  input: UpdateBlogPostInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationUpdateDeliveryMethodArgs = {
  input: UpdateDeliveryMethodInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationUpdateEmailTemplateArgs = {
  input: UpdateEmailTemplateInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationUpdateImageToImagePromptArgs = {
  input: UpdateImageToImagePromptInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationUpdateMediaFileArgs = {
  input: UpdateMediaFileInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationUpdateNotificationPreferencesArgs = {
  input: NotificationPreferencesInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationUpdatePrintingProductArgs = {
  input: UpdatePrintingProductInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationUpdateSavedViewArgs = {
  input: UpdateSavedViewInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationUpdateSettingsArgs = {
  input: UpdateSettingsInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationUpdateStaffRoleArgs = {
  input: UpdateStaffRoleInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationUpdateStaticPageArgs = {
  input: UpdateStaticPageInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationUpdateTextToImageStyleArgs = {
  input: UpdateTextToImageStyleInput;
};


/**
 * Writes. Every mutation requires an administrator, except `recordLogin`; each one that changes
 * data writes the audit log in the same Firestore transaction. Input the rules refuse comes back
 * as `userErrors` (French messages) and changes nothing.
 */
export type MutationVisitRecordArgs = {
  id: Scalars['ID']['input'];
  kind: PresenceRecordKind;
};

/** What a member is told of (docs/notifications.md). */
export type NotificationKind =
  /** A write was held for approval that the member may decide (never told to who asked). */
  | 'APPROVAL_REQUESTED'
  /** A contact message was received (not spam). */
  | 'CONTACT_MESSAGE'
  /** A feedback was received. */
  | 'FEEDBACK'
  /** The nightly check found figures that differ from the records. */
  | 'FIGURES_DRIFT'
  /** The creations awaiting moderation went above the threshold (once a day at most). */
  | 'MODERATION_QUEUE'
  /** An order became paid, its total at or above the member's amount. */
  | 'ORDER_PAID'
  /** A work queue holds late records (checked every hour, told once a day per queue). */
  | 'WORK_QUEUE_LATE';

/** A kind of notification, as the preferences offer it. */
export type NotificationKindOption = {
  __typename?: 'NotificationKindOption';
  /** Whether the member's role lets them be told of it: a kind their role does not cover never reaches them, whatever they choose. */
  available: Scalars['Boolean']['output'];
  /** The kind. */
  kind: NotificationKind;
  /** French name. */
  label: Scalars['String']['output'];
  /** Whether it can be sent by mail from here (an approval request is always mailed by its own flow). */
  mailable: Scalars['Boolean']['output'];
};

/** What the signed-in member chose to be told of. */
export type NotificationPreferences = {
  __typename?: 'NotificationPreferences';
  /** Kinds shown in the console. */
  inApp: Array<NotificationKind>;
  /** Every kind, with its name and whether the member's role covers it. */
  kinds: Array<NotificationKindOption>;
  /** Kinds also sent by mail (a subset of inApp). */
  mail: Array<NotificationKind>;
  /** ORDER_PAID only for orders of at least this total, in cents. */
  orderCentsAtLeast: Scalars['Int']['output'];
};

/** The member's choices. */
export type NotificationPreferencesInput = {
  /** Kinds shown in the console. */
  inApp: Array<NotificationKind>;
  /** Kinds also sent by mail: each must be in inApp. */
  mail: Array<NotificationKind>;
  /** Orders paid from this total, in cents, 0 to 100,000,000. */
  orderCentsAtLeast: Scalars['Int']['input'];
};

/** A change to the member's preferences. */
export type NotificationPreferencesPayload = {
  __typename?: 'NotificationPreferencesPayload';
  /** The preferences as stored; null when refused. */
  preferences?: Maybe<NotificationPreferences>;
  /** French refusals; empty on success. */
  userErrors: Array<UserError>;
};

/** The spec's notification types, as the bell colours them. */
export type NotificationType =
  /** Something is wrong (figures drift). */
  | 'ERROR'
  /** Something arrived. */
  | 'INFO'
  /** Good news (a paid order). */
  | 'SUCCESS'
  /** Something waits too long. */
  | 'WARNING';

/**
 * A customer's order: the orders/{id} record.
 * Permission: Commandes (ORDERS_READ).
 */
export type Order = {
  __typename?: 'Order';
  /** The statuses this order may move to next; empty once it is final. */
  allowedNextStatuses: Array<OrderStatus>;
  /** When the customer placed it. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /**
   * Its credit notes, oldest first (at most 20). Cost: the same query as invoice, shared when both are asked.
   * Permission: Finances (FINANCES) or Remboursements (REFUNDS).
   */
  creditNotes: Array<AccountingDocument>;
  /** The customer's record; null when unknown. Batched: one getAll for every customer of the page. */
  customer?: Maybe<User>;
  /** When it was delivered (a move to DELIVERED sets it). */
  deliveredAt?: Maybe<Scalars['DateTime']['output']>;
  /**
   * The delivery method chosen at checkout; null when unknown. Cost: 1 read, batched with the request's other methods.
   * Permission: Commandes (ORDERS_READ).
   */
  deliveryMethod?: Maybe<DeliveryMethod>;
  /** Id of the delivery method chosen at checkout. */
  deliveryMethodId?: Maybe<Scalars['String']['output']>;
  /** Delivery price in cents; null when not recorded. */
  deliveryPriceCents?: Maybe<Scalars['Int']['output']>;
  /** The order's document id. */
  id: Scalars['ID']['output'];
  /**
   * The invoice issued when it was paid (a trigger issues it within seconds); null until then. Cost: one query for the order's documents (its invoice and credit notes: at most 21 reads), shared with creditNotes.
   * Permission: Finances (FINANCES) or Remboursements (REFUNDS).
   */
  invoice?: Maybe<AccountingDocument>;
  /** The ordered lines. */
  items: Array<OrderItem>;
  /** Total quantity over the lines. */
  itemsCount: Scalars['Int']['output'];
  /** Internal notes, newest first: at most the 200 most recent (stored in orders/{id}/notes). */
  notes: Array<OrderNote>;
  /** When it was paid (a move to PAID sets it). */
  paidAt?: Maybe<Scalars['DateTime']['output']>;
  /**
   * What its invoice still allows to refund; null without an invoice or once the order cannot be refunded (not paid, or refunded whole). Cost: the same query as invoice.
   * Permission: Remboursements (REFUNDS).
   */
  refundable?: Maybe<Refundable>;
  /**
   * What its credit notes refunded so far, in cents; 0 when none. Between 0 and totalCents: « Partiellement remboursée ».
   * Permission: Finances (FINANCES) or Remboursements (REFUNDS).
   */
  refundedCents: Scalars['Int']['output'];
  /**
   * The order this one reprints; null for an order that is no reprint. Cost: 1 read, batched.
   * Permission: Commandes (ORDERS_READ).
   */
  reprintOf?: Maybe<Order>;
  /** Why this order is a reprint; null for an order that is no reprint. */
  reprintReason?: Maybe<ReprintReason>;
  /**
   * The reprints of this order, oldest first (at most 20). Cost: one query, at most 20 reads.
   * Permission: Commandes (ORDERS_READ).
   */
  reprints: Array<Order>;
  /** When it was shipped (a move to SHIPPED sets it). */
  shippedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Delivery address; null when none was recorded. */
  shippingAddress?: Maybe<ShippingAddress>;
  /** First 6 characters of the id, upper-cased. */
  shortId: Scalars['String']['output'];
  /** The current status. */
  status: OrderStatus;
  /** Every status change, oldest first. */
  statusHistory: Array<StatusChange>;
  /** Total in cents. */
  totalCents: Scalars['Int']['output'];
  /** The carrier's tracking number; null until set. */
  trackingNumber?: Maybe<Scalars['String']['output']>;
  /** When it was last updated (a status change or a new tracking number sets it). */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** uid of the customer who placed it. */
  userId?: Maybe<Scalars['String']['output']>;
};

/** A page of orders (Relay connection). */
export type OrderConnection = {
  __typename?: 'OrderConnection';
  /** The page's orders, in the list's order. */
  edges: Array<OrderEdge>;
  /** Where this page sits in the list. */
  pageInfo: PageInfo;
  /** How many orders match, over every page. Cost: a count() aggregation, 1 read per 1,000 orders (estimated at the orders' bound: 100 reads at 100,000 orders, docs/api-limits.md). */
  totalCount: Scalars['Int']['output'];
};

/** An order in a page of orders. */
export type OrderEdge = {
  __typename?: 'OrderEdge';
  /** Opaque position of this order in the list; pass it as `after` to read what follows. */
  cursor: Scalars['String']['output'];
  /** The order. */
  node: Order;
};

/**
 * Which orders to list or export. `search` is a prefix of the order id in any case (the short id
 * works) or, when it contains '@', a customer's exact e-mail.
 */
export type OrderFilter = {
  /**
   * Only the work queue « Payée depuis plus de 48 h sans expédition »: orders paid or processing,
   * paid more than 48 hours ago, oldest payment first (the sort is ignored). With a status, only that
   * status (nothing for a status that cannot be late). Not combinable with period, search or userId
   * (BAD_USER_INPUT in French).
   */
  late?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only orders created on these Paris days. */
  period?: InputMaybe<DayRange>;
  /** Order id prefix or customer e-mail; at most 200 characters once trimmed. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Only orders in this status. */
  status?: InputMaybe<OrderStatus>;
  /** Only this customer's orders (uid). */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/**
 * One line of an order.
 * Permission: Commandes (ORDERS_READ).
 */
export type OrderItem = {
  __typename?: 'OrderItem';
  /** The customer's creation printed on this product, if any. */
  creationId?: Maybe<Scalars['String']['output']>;
  /** A URL the browser can load (a fresh signed URL for a stored image); null when none. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** The product's name, as ordered. */
  name: Scalars['String']['output'];
  /** The catalogue product's id; null when not recorded. */
  productId?: Maybe<Scalars['String']['output']>;
  /** How many units: a whole number. */
  quantity: Scalars['Int']['output'];
  /** Price of one unit, in cents. */
  unitPriceCents: Scalars['Int']['output'];
};

/**
 * An internal note on an order, written by an administrator.
 * Permission: Commandes (ORDERS_READ).
 */
export type OrderNote = {
  __typename?: 'OrderNote';
  /** That administrator's record, when it exists. */
  author?: Maybe<User>;
  /** uid of the administrator who wrote it. */
  authorUid?: Maybe<Scalars['String']['output']>;
  /** When it was written. */
  createdAt: Scalars['DateTime']['output'];
  /** The note, trimmed: 1–2,000 characters. */
  text: Scalars['String']['output'];
};

/** What an order mutation returns: the whole order on success, userErrors only on refusal. */
export type OrderPayload = {
  __typename?: 'OrderPayload';
  /** The order as it is now; null when refused. */
  order?: Maybe<Order>;
  /** French refusals; empty on success. */
  userErrors: Array<UserError>;
};

/** An order a bulk change left as it was, and why. */
export type OrderRefusal = {
  __typename?: 'OrderRefusal';
  /** A stable reason: INVALID (a move not allowed from its status), SAME_STATUS, NOT_FOUND, NOT_BULK (a move made one order at a time). */
  code: Scalars['String']['output'];
  /** The order's id. */
  orderId: Scalars['ID']['output'];
  /** Why, in French, e.g. « déjà livrée » or « Commande introuvable. ». */
  reason: Scalars['String']['output'];
  /** Its short id, as the console shows it (e.g. ZVSL43); the id itself when no order has it. */
  shortId: Scalars['String']['output'];
};

/**
 * The orders a filter selects, 250 at a time.
 * Permission: Commandes (ORDERS_READ).
 */
export type OrderSelection = {
  __typename?: 'OrderSelection';
  /** The matching orders' ids after `after`, at most 250, in the list's order. */
  ids: Array<Scalars['ID']['output']>;
  /** The `after` of the next 250 ids; null when these are the last matching ones. */
  next?: Maybe<Scalars['ID']['output']>;
  /** How many orders match the filter in all. */
  totalCount: Scalars['Int']['output'];
  /** True when more orders match than a selection may hold (500). */
  truncated: Scalars['Boolean']['output'];
};

/** How the orders list is sorted; ties are broken by id. */
export type OrderSort =
  /** Oldest first. */
  | 'CREATED_AT_ASC'
  /** Newest first (the default). */
  | 'CREATED_AT_DESC'
  /** Lowest total first. */
  | 'TOTAL_ASC'
  /** Highest total first. */
  | 'TOTAL_DESC';

/**
 * Where an order stands. Allowed moves: PENDING_PAYMENT → PAID, CANCELLED; PAID → PROCESSING,
 * CANCELLED, REFUNDED; PROCESSING → SHIPPED, CANCELLED, REFUNDED; SHIPPED → DELIVERED, REFUNDED;
 * DELIVERED → REFUNDED. CANCELLED and REFUNDED are final.
 */
export type OrderStatus =
  /** 'Annulée': cancelled; final. */
  | 'CANCELLED'
  /** 'Livrée': delivered to the customer. */
  | 'DELIVERED'
  /** 'Payée': paid, not yet in preparation. */
  | 'PAID'
  /** 'En attente de paiement': placed, not paid yet. */
  | 'PENDING_PAYMENT'
  /** 'En cours': being prepared. */
  | 'PROCESSING'
  /** 'Remboursée': refunded; final. */
  | 'REFUNDED'
  /** 'Expédiée': handed to the carrier. */
  | 'SHIPPED';

/**
 * How many orders are in one status.
 * Permission: Commandes (ORDERS_READ).
 */
export type OrderStatusCount = {
  __typename?: 'OrderStatusCount';
  /** How many orders: a whole number. */
  count: Scalars['Int']['output'];
  /** The status. */
  status: OrderStatus;
};

/** Where a page sits in its list, as the Relay cursor-connections specification defines it. Lists page forward only (`first`, `after`). */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Cursor of the page's last edge, to pass as `after`; null when the page is empty. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** True when more entries follow this page: pass `endCursor` as `after` to read them. */
  hasNextPage: Scalars['Boolean']['output'];
  /**
   * Always false: lists page forward only, and for `first`/`after` paging the Relay specification
   * lets a server answer false rather than spend a query to find out.
   */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** Cursor of the page's first edge; null when the page is empty. */
  startCursor?: Maybe<Scalars['String']['output']>;
};

/**
 * A back-office permission (docs/roles.md). A member's role is a set of them; every field of this
 * API declares the one it needs (its description says so), and an operation that reaches a field
 * its caller's role lacks is refused whole, before anything is read, with FORBIDDEN naming what is
 * missing (« Accès refusé - votre rôle ne permet pas : Remboursements »).
 */
export type Permission =
  /** Catalogue: products, delivery methods, image styles. */
  | 'CATALOGUE'
  /** Contenu: pages, blog posts, media library. */
  | 'CONTENT'
  /** Crédits et fidélité: customers' credits and loyalty points. */
  | 'CREDITS'
  /** Blocage des clients: blocking and unblocking an account. */
  | 'CUSTOMERS_BLOCK'
  /** Clients: the customers, their creations and orders. */
  | 'CUSTOMERS_READ'
  /** Modèles d’e-mails: e-mail templates and the send log. */
  | 'EMAIL_TEMPLATES'
  /** Finances: figures, transactions, invoices, credit notes, money exports. */
  | 'FINANCES'
  /** Préparation et expédition: order statuses, tracking numbers, packing slips, bulk work. */
  | 'FULFILMENT'
  /** Messages: feedback, contact messages, replies. */
  | 'INBOX'
  /** Modération: approving and rejecting creations. */
  | 'MODERATION'
  /** Commandes: the orders, their content, address and history. */
  | 'ORDERS_READ'
  /** Données personnelles: customers' e-mails and addresses in exports. */
  | 'PERSONAL_DATA'
  /** Remboursements: refunds, reprints, cancelling a paid order. */
  | 'REFUNDS'
  /** Paramètres: shop settings, VAT, the seller's identity. */
  | 'SETTINGS'
  /** Équipe et droits: staff members, roles, invitations, administrator rights. */
  | 'STAFF';

/**
 * A customer's erasure and its certificate (RGPD article 17): what was pseudonymised, deleted and
 * kept, run by run. The records that stay carry the pseudonym instead of the customer's e-mail
 * and names; the Authentication account is disabled.
 */
export type PersonalDataErasure = {
  __typename?: 'PersonalDataErasure';
  /** Whether the customer's sign-in account was disabled (false when they had none). */
  accountDisabled: Scalars['Boolean']['output'];
  /** The run under way, or the last one. */
  current: PersonalDataErasureRun;
  /** The name the customer's records now carry (« Client effacé 3F9A0C21 »). */
  pseudonym: Scalars['String']['output'];
  /** The finished runs, oldest first: the first is the erasure itself. */
  runs: Array<PersonalDataErasureRun>;
  /** « Terminé » or « En cours ». */
  state: PersonalDataErasureState;
};

/** What one run of an erasure did to one collection of the customer's records. */
export type PersonalDataErasureLine = {
  __typename?: 'PersonalDataErasureLine';
  /** The collection's path, « orders/*\/notes » for the team's notes on their orders. */
  collection: Scalars['String']['output'];
  /** Records deleted (feedback, contact messages, mails sent, notes). */
  deleted: Scalars['Int']['output'];
  /** Records kept as issued, as the law requires (invoices and credit notes). */
  kept: Scalars['Int']['output'];
  /** Its French name, as the certificate shows it (« Commandes »). */
  label: Scalars['String']['output'];
  /** Records kept with the customer's personal values replaced by the pseudonym (orders, ledger, audit entries). */
  pseudonymised: Scalars['Int']['output'];
};

/** One run of an erasure: the first one erases; a later one finds nothing left and says so. */
export type PersonalDataErasureRun = {
  __typename?: 'PersonalDataErasureRun';
  /** Files deleted from the storage (their creations' images and source photos). */
  filesDeleted: Scalars['Int']['output'];
  /** When it ended; null while it runs. */
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  /** One line per collection that names a customer, in the export's order, with zeros where the run found nothing. */
  lines: Array<PersonalDataErasureLine>;
  /** When it was started. */
  startedAt: Scalars['DateTime']['output'];
  /** The member who started it; null when their record is gone. Cost: 1 read, batched. */
  startedBy?: Maybe<User>;
};

/** Where a customer's erasure stands. */
export type PersonalDataErasureState =
  /** « Terminé »: every record treated, the account disabled. */
  | 'DONE'
  /** « En cours »: some records are left; call erasePersonalData again to go on. */
  | 'RUNNING';

/**
 * A request of the register: a customer's access, rectification, erasure or portability request,
 * received on a day and due one month later (RGPD article 12(3)).
 * Permission: Données personnelles (PERSONAL_DATA).
 */
export type PersonalDataRequest = {
  __typename?: 'PersonalDataRequest';
  /** What the customer was told; null when closed without a word, or while open. */
  answer?: Maybe<Scalars['String']['output']>;
  /** When it was closed; null while open. */
  closedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The member who closed it; null while open. Cost: 1 read, batched. */
  closedBy?: Maybe<User>;
  /** Days left before the due day on today's Paris date; negative once overdue. */
  daysLeft: Scalars['Int']['output'];
  /** The day the answer is due, one calendar month after receipt (yyyy-mm-dd). */
  dueOn: Scalars['String']['output'];
  /** The request's id. */
  id: Scalars['ID']['output'];
  /** What was asked. */
  kind: PersonalDataRequestKind;
  /** Its French name (« Effacement (art. 17) »). */
  kindLabel: Scalars['String']['output'];
  /** Whether the answer will be (or was) mailed: the customer had an e-mail when the request was recorded. */
  mailable: Scalars['Boolean']['output'];
  /** How it came in, as the operator noted it. */
  note?: Maybe<Scalars['String']['output']>;
  /** The day it was received (Paris), yyyy-mm-dd. */
  receivedOn: Scalars['String']['output'];
  /** When it was recorded. */
  recordedAt: Scalars['DateTime']['output'];
  /** The member who recorded it; null when their record is gone. Cost: 1 read, batched. */
  recordedBy?: Maybe<User>;
  /** Where it stands. */
  state: PersonalDataRequestState;
  /** Its French name (« À traiter »). */
  stateLabel: Scalars['String']['output'];
  /** The customer it is about; null when their record is gone. Cost: 1 read, batched. */
  user?: Maybe<User>;
};

/** A page of the register. */
export type PersonalDataRequestConnection = {
  __typename?: 'PersonalDataRequestConnection';
  /** The page's requests. */
  edges: Array<PersonalDataRequestEdge>;
  /** Where this page sits in the list. */
  pageInfo: PageInfo;
  /** How many requests the list holds, over every page. Cost: a count() aggregation, 1 read per 1,000 requests. */
  totalCount: Scalars['Int']['output'];
};

/** One request of a page. */
export type PersonalDataRequestEdge = {
  __typename?: 'PersonalDataRequestEdge';
  /** The cursor to pass as `after` for the next page. */
  cursor: Scalars['String']['output'];
  /** The request. */
  node: PersonalDataRequest;
};

/** What a customer asks under the RGPD. */
export type PersonalDataRequestKind =
  /** « Accès (art. 15) »: a copy of what the shop holds (the customer's export). */
  | 'ACCESS'
  /** « Effacement (art. 17) »: their personal data erased (erasePersonalData). */
  | 'ERASURE'
  /** « Portabilité (art. 20) »: their data in a machine-readable form (the export's JSON). */
  | 'PORTABILITY'
  /** « Rectification (art. 16) »: a wrong value corrected. */
  | 'RECTIFICATION';

/** A write on the register's outcome. */
export type PersonalDataRequestPayload = {
  __typename?: 'PersonalDataRequestPayload';
  /** The request as the write left it; null when refused. */
  personalDataRequest?: Maybe<PersonalDataRequest>;
  /** French refusals; empty on success. */
  userErrors: Array<UserError>;
};

/** Which requests the register lists. */
export type PersonalDataRequestQueue =
  /** Done or refused requests, the last closed first. */
  | 'CLOSED'
  /** The work queue: open requests due within 7 days or overdue, the nearest due date first (the list's ?late=1). */
  | 'DUE_SOON'
  /** Open requests, the nearest due date first. */
  | 'OPEN';

/** Where a request stands. */
export type PersonalDataRequestState =
  /** « Traitée »: what was asked was done, and the customer told. */
  | 'DONE'
  /** « À traiter »: not answered yet. */
  | 'OPEN'
  /** « Refusée »: the customer was told why (article 12(4)). */
  | 'REFUSED';

/**
 * A record whose page says who else has it open (docs/live.md « Who else is here »). Each kind
 * needs its page's permission, asked by every field that takes one: ORDER « Commandes »
 * (ORDERS_READ), CUSTOMER « Clients » (CUSTOMERS_READ), CONTACT_MESSAGE and FEEDBACK « Messages »
 * (INBOX), CREATION « Modération » (MODERATION).
 */
export type PresenceRecordKind =
  /** A contact message (contactMessages/{id}); needs INBOX. */
  | 'CONTACT_MESSAGE'
  /** A creation (creations/{id}); needs MODERATION. */
  | 'CREATION'
  /** A customer (users/{uid}); needs CUSTOMERS_READ. */
  | 'CUSTOMER'
  /** A feedback (feedback/{id}); needs INBOX. */
  | 'FEEDBACK'
  /** An order (orders/{id}); needs ORDERS_READ. */
  | 'ORDER';

/** Another member whose page is open on the same record. */
export type PresentMember = {
  __typename?: 'PresentMember';
  /** Their user id. */
  id: Scalars['ID']['output'];
  /** Their name as their record gives it: first and last name, else their e-mail. */
  name: Scalars['String']['output'];
  /** When their page last said it was open: less than 75 seconds ago (a page says so every 30 seconds). */
  seenAt: Scalars['DateTime']['output'];
};

/**
 * A product a creation can be printed on: the products/{id} record.
 * Permission: any administrator.
 */
export type PrintingProduct = {
  __typename?: 'PrintingProduct';
  /** Sale price in cents (stored basePrice, in euros). */
  basePriceCents: Scalars['Int']['output'];
  /** Description for customers; null when none. */
  description?: Maybe<Scalars['String']['output']>;
  /** Format, e.g. '30 × 40 cm'; null when none. */
  format?: Maybe<Scalars['String']['output']>;
  /** The product's document id, as an order line's `productId` holds it. */
  id: Scalars['ID']['output'];
  /** The product image as stored: a storage path (a media library file) or a URL; null when none. */
  imagePath?: Maybe<Scalars['String']['output']>;
  /** A link the browser can open to the product image (a fresh signed read link for a storage path); null when none. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** False when customers cannot order it (a missing flag counts as true). */
  isActive: Scalars['Boolean']['output'];
  /**
   * basePriceCents − printCostCents (may be negative).
   * Permission: Catalogue (CATALOGUE) or Finances (FINANCES).
   */
  marginCents: Scalars['Int']['output'];
  /**
   * The margin as a percentage of the sale price, one decimal; null when the price is 0.
   * Permission: Catalogue (CATALOGUE) or Finances (FINANCES).
   */
  marginPercent?: Maybe<Scalars['Float']['output']>;
  /** Material, e.g. 'Papier mat 200 g/m²'; null when none. */
  material?: Maybe<Scalars['String']['output']>;
  /** Display name: 1–80 characters, unique in the list (case and accents ignored). */
  name: Scalars['String']['output'];
  /** Display order, ascending, from 0. */
  position: Scalars['Int']['output'];
  /**
   * What printing one costs the shop, in cents (stored printCost, in euros).
   * Permission: Catalogue (CATALOGUE) or Finances (FINANCES).
   */
  printCostCents: Scalars['Int']['output'];
  /** When the product was last written by the back-office; null when never. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /**
   * The administrator who last wrote it; null when unknown. Cost: 1 read, batched with the request's other users.
   * Permission: Catalogue (CATALOGUE).
   */
  updatedBy?: Maybe<User>;
  /**
   * How many orders contain this product. Counted up to 1,000 (1,000 means 1,000 or more). Cost: one count() of at most 1,000 entries, 1 read.
   * Permission: Catalogue (CATALOGUE).
   */
  usageCount: Scalars['Int']['output'];
  /** The product's variants (e.g. sizes), in the order given; empty when it has none. */
  variants: Array<ProductVariant>;
  /** Starts at 1 and increases by 1 on every write; send it back with updatePrintingProduct. */
  version: Scalars['Int']['output'];
};

/** A printing product's editable fields (money in cents: 0 to 100,000,000). */
export type PrintingProductInput = {
  /** Sale price in cents: 0 to 100,000,000. */
  basePriceCents: Scalars['Int']['input'];
  /** Description: at most 500 characters; blank: none. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Format: at most 80 characters; blank: none. */
  format?: InputMaybe<Scalars['String']['input']>;
  /** The fullPath of a media library file (or the record’s current one); null: no image. */
  imagePath?: InputMaybe<Scalars['String']['input']>;
  /** On create only (default true); ignored by update: use setPrintingProductActive. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** Material: at most 80 characters; blank: none. */
  material?: InputMaybe<Scalars['String']['input']>;
  /** Display name: 1–80 characters once trimmed, unique in the list (case and accents ignored). */
  name: Scalars['String']['input'];
  /** Printing cost in cents: 0 to 100,000,000. */
  printCostCents: Scalars['Int']['input'];
  /** The complete list of variants, in display order: at most 20, names unique within the product. */
  variants: Array<ProductVariantInput>;
};

/** What a printing product mutation returns: the product on success, userErrors only on refusal. */
export type PrintingProductPayload = {
  __typename?: 'PrintingProductPayload';
  /** The product as it is now; null when refused. */
  printingProduct?: Maybe<PrintingProduct>;
  /** French refusals; empty on success. */
  userErrors: Array<UserError>;
};

/**
 * One variant of a printing product, e.g. a T-shirt size.
 * Permission: any administrator.
 */
export type ProductVariant = {
  __typename?: 'ProductVariant';
  /** Stable id made by the server when the variant is created; kept by later updates. */
  id: Scalars['ID']['output'];
  /** False when customers cannot choose it. */
  isActive: Scalars['Boolean']['output'];
  /** Display name: 1–80 characters, unique within the product (case and accents ignored). */
  name: Scalars['String']['output'];
  /** Added to the product's sale price, in cents (0 or more). */
  priceSupplementCents: Scalars['Int']['output'];
};

/** One variant of a printing product, as the form sends it. */
export type ProductVariantInput = {
  /** The variant's id to keep an existing variant; null for a new one (the server makes its id). */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** False when customers cannot choose it. */
  isActive: Scalars['Boolean']['input'];
  /** Display name: 1–80 characters once trimmed, unique within the product (case and accents ignored). */
  name: Scalars['String']['input'];
  /** Added to the sale price, in cents: 0 to 100,000,000. */
  priceSupplementCents: Scalars['Int']['input'];
};

/** Reads. Every field requires an administrator; a refused caller gets UNAUTHENTICATED or FORBIDDEN and nothing else is read. */
export type Query = {
  __typename?: 'Query';
  /**
   * One document by its number (FA-2026-000123); null when none has it. Cost: 1 read.
   * Permission: Finances (FINANCES).
   */
  accountingDocument?: Maybe<AccountingDocument>;
  /**
   * Invoices and credit notes, newest first (an order's own: Order.invoice and Order.creditNotes). Cost: one read per document returned.
   * Permission: Finances (FINANCES).
   */
  accountingDocuments: AccountingDocumentConnection;
  /**
   * Every administrator (isAdmin true), by name, with their last sign-in; at most 100.
   * Cost: 1 query, 1 read per administrator.
   * Permission: Équipe et droits (STAFF).
   */
  administrators: Array<User>;
  /**
   * One request by id, whatever its kind (null when none), for the mail's link and the queue's dialog. Cost: 1 read.
   * Permission: Remboursements (REFUNDS) or Crédits et fidélité (CREDITS) or Paramètres (SETTINGS) or Équipe et droits (STAFF).
   */
  approvalRequest?: Maybe<ApprovalRequest>;
  /**
   * The approvals' queue: one tab, among the kinds the caller's role may decide (a refund needs
   * REFUNDS, credits CREDITS, rights and roles STAFF, VAT and identity SETTINGS). `first` 1–100,
   * default 25. Cost: first + 1 reads.
   * Permission: Remboursements (REFUNDS) or Crédits et fidélité (CREDITS) or Paramètres (SETTINGS) or Équipe et droits (STAFF).
   */
  approvalRequests: ApprovalRequestConnection;
  /**
   * Every action the code records, with its French label, in a fixed order. Cost: nothing.
   * Permission: Équipe et droits (STAFF).
   */
  auditActions: Array<AuditFilterOption>;
  /**
   * These audit entries (at most 100), in the order asked, null for an unknown id: what the log and a
   * record's history ask once their page is shown, for each entry's `undo` (its own read per entry,
   * which the page query leaves out to stay light). Cost: 1 read per id.
   * Permission: Équipe et droits (STAFF).
   */
  auditEntries: Array<Maybe<AuditEntry>>;
  /**
   * The audit log, newest first, filtered. Bad dates, a `to` before `from` or a `targetId` without
   * `targetType`: BAD_USER_INPUT, in French. Cost: 1 query of first + 1 entries.
   * Permission: Équipe et droits (STAFF).
   */
  auditLog: AuditEntryConnection;
  /**
   * Every kind of record the log names, with its French name. Cost: nothing.
   * Permission: Équipe et droits (STAFF).
   */
  auditTargetTypes: Array<AuditFilterOption>;
  /**
   * One blog post; null when none has this id. Cost: 1 read, batched with the request's other posts.
   * Permission: Contenu (CONTENT).
   */
  blogPost?: Maybe<BlogPost>;
  /**
   * A page of blog posts. Cost: 1 query, first + 1 reads; totalCount 1 count() aggregation.
   * Permission: Contenu (CONTENT).
   */
  blogPosts: BlogPostConnection;
  /**
   * A contact message by id; null when none has it. Reading it does not mark it read (markContactMessageRead does). Cost: 1 read.
   * Permission: Messages (INBOX).
   */
  contactMessage?: Maybe<ContactMessage>;
  /**
   * Messages of the storefront's contact form, newest first. With `filter.search`: the messages
   * holding its first word (sender's name, e-mail, subject), at most 300, filtered and paged in
   * memory. Cost: 1 query + 1 read per message (a search: up to 300 reads).
   * Permission: Messages (INBOX).
   */
  contactMessages: ContactMessageConnection;
  /**
   * A creation by id; null when none has it. Cost: 1 read, batched with the request's other creations.
   * Permission: Modération (MODERATION).
   */
  creation?: Maybe<Creation>;
  /**
   * Creations, newest first; the moderation queue by default is filter { moderation: PENDING }.
   * Cost: 1 query + 1 read per creation.
   * Permission: Modération (MODERATION).
   */
  creations: CreationConnection;
  /**
   * Everything the dashboard screen shows, from aggregates kept at write time: flat cost at any shop size.
   * Cost: about 20 reads (stats/global and 2–3 month documents in one getAll, the 5 newest orders,
   * the 6 newest creations awaiting moderation, their customers and styles batched).
   * Permission: any administrator.
   */
  dashboard: Dashboard;
  /**
   * One delivery method; null when none has this id. Cost: 1 read, batched with the request's other methods (and orders' deliveryMethod).
   * Permission: Catalogue (CATALOGUE).
   */
  deliveryMethod?: Maybe<DeliveryMethod>;
  /**
   * Every delivery method, by position. Cost: 1 query, 1 read per method (at most 200).
   * Permission: Catalogue (CATALOGUE).
   */
  deliveryMethods: Array<DeliveryMethod>;
  /**
   * The e-mail switches of settings/app. Cost: 1 read.
   * Permission: Modèles d’e-mails (EMAIL_TEMPLATES).
   */
  emailSettings: EmailSettings;
  /**
   * Renders a template's draft with its sample data, and says what a save would refuse. Nothing is
   * read or written. Cost: nothing.
   * Permission: Modèles d’e-mails (EMAIL_TEMPLATES).
   */
  emailTemplatePreview: EmailTemplatePreview;
  /**
   * The back-office's e-mail templates, in a fixed order (8). Cost: 1 read per template + 1 read of settings/app.
   * Permission: Modèles d’e-mails (EMAIL_TEMPLATES).
   */
  emailTemplates: Array<EmailTemplate>;
  /**
   * A feedback by id; null when none has it. Cost: 1 read.
   * Permission: Messages (INBOX).
   */
  feedback?: Maybe<Feedback>;
  /**
   * Feedback sent from the storefront, newest first. With `filter.search`: the feedbacks holding
   * its first word (customer's name or e-mail, start of the message), at most 300, filtered and
   * paged in memory. Cost: 1 query + 1 read per feedback (a search: up to 300 reads).
   * Permission: Messages (INBOX).
   */
  feedbacks: FeedbackConnection;
  /**
   * The finances of the Paris days of `period`, both bounds given (at most 366 days) and of the previous period of the
   * same length, from the aggregates kept at write time: reads do not grow with orders or
   * transactions. Bad dates: BAD_USER_INPUT, in French.
   * Cost: the month aggregates both periods span (at most 26 reads) + settings/app (1) + the names
   * of the products and delivery methods that sold (1 read each, at most 200 each).
   * Permission: Finances (FINANCES).
   */
  finances: FinanceReport;
  /**
   * One image-to-image prompt; null when none has this id. Cost: 1 read, batched with the request's other prompts.
   * Permission: Catalogue (CATALOGUE).
   */
  imageToImagePrompt?: Maybe<ImageToImagePrompt>;
  /**
   * Every image-to-image prompt (the aiPrompts collection), by position. Cost: 1 query, 1 read per prompt (at most 200).
   * Permission: Catalogue (CATALOGUE).
   */
  imageToImagePrompts: Array<ImageToImagePrompt>;
  /**
   * The unread counts of the two inboxes, kept at write time (the sidebar's badges). Cost: 1 read.
   * Permission: Messages (INBOX).
   */
  inboxCounts: InboxCounts;
  /**
   * A mail by id; null when none has it. Cost: 1 read.
   * Permission: Modèles d’e-mails (EMAIL_TEMPLATES).
   */
  mail?: Maybe<Mail>;
  /**
   * The send log: mails matching `filter`, newest first. Cost: 1 query + 1 read per mail.
   * Permission: Modèles d’e-mails (EMAIL_TEMPLATES).
   */
  mails: MailConnection;
  /**
   * The signed-in administrator. Cost: nothing beyond the access check's read of that record.
   * Permission: any administrator.
   */
  me: User;
  /**
   * The file stored at `path`; null when the library has none. Cost: 1 read.
   * Permission: Contenu (CONTENT).
   */
  mediaFile?: Maybe<MediaFile>;
  /**
   * A page of the media library, newest first by default. Cost: first + 1 reads (+ 1 with a cursor); a name search reads up to 200 files instead.
   * Permission: Contenu (CONTENT).
   */
  mediaFiles: MediaFileConnection;
  /**
   * Every folder holding files, by path. Cost: 1 query, 1 read per folder (at most 200).
   * Permission: Contenu (CONTENT).
   */
  mediaFolders: Array<MediaFolder>;
  /**
   * The signed-in member's notification preferences (defaults: every kind in the console, none by
   * mail, orders from 100 €). Cost: none (their record is read by the access check).
   * Permission: any administrator.
   */
  myNotificationPreferences: NotificationPreferences;
  /**
   * The signed-in member's notifications: the newest 30 and the unread count. Cost: 31 reads.
   * Permission: any administrator.
   */
  myNotifications: MemberNotifications;
  /**
   * An order by id; null when none has it. Cost: 1 read, batched with the request's other orders.
   * Permission: Commandes (ORDERS_READ).
   */
  order?: Maybe<Order>;
  /**
   * The ids of the orders matching `filter`, in the list's order, 250 at a time (a selection stops
   * at 500, BULK_ORDER_LIMIT): what « Sélectionner les N commandes correspondantes » ticks, in two
   * calls at most. `totalCount` says how many match, so the console can say when the selection
   * stops at the limit. Cost: 1 read per id returned (at most 250), 1 for `after`, plus the count
   * as Query.orders counts.
   * Permission: Commandes (ORDERS_READ).
   */
  orderSelection: OrderSelection;
  /**
   * How many orders of each status match `filter` (its `status` is ignored): the list's tab counts.
   * Cost: with no criterion besides `status`, 1 read of the dashboard's aggregates (they follow
   * writes within about a second); otherwise 7 count() aggregations, 1 read per 1,000 matching
   * orders each (at least 1).
   * Permission: Commandes (ORDERS_READ).
   */
  orderStatusCounts: Array<OrderStatusCount>;
  /**
   * How many orders each filter matches, in the filters' order: exactly the orders list's
   * totalCount for the same filter (the saved views' tabs); null for a filter the list refuses (a
   * late queue with a search). At most 4 filters (BAD_USER_INPUT beyond). Cost: per filter a count() at the orders' bound (100 reads at 100,000 orders) and, for
   * an e-mail search, the customer's lookup (10 reads), plus the aggregates' document once.
   * Permission: Commandes (ORDERS_READ).
   */
  orderViewCounts: Array<Maybe<Scalars['Int']['output']>>;
  /**
   * Orders matching `filter`, newest first unless `orderBy` says otherwise. Cost: 1 query + 1 read
   * per order; an e-mail search adds 1 query on users; past the first page, an id search or a total
   * sort within dates also reads the cursor's order (1 read). Bad filters: BAD_USER_INPUT, in French.
   * Permission: Commandes (ORDERS_READ).
   */
  orders: OrderConnection;
  /**
   * How many requests wait for a decision among the kinds the caller's role may decide (the sidebar's badge); 0 for a role that decides none. Cost: a count(), 1 read per 1,000 requests.
   * Permission: any administrator.
   */
  pendingApprovalCount: Scalars['Int']['output'];
  /**
   * The register of personal-data requests, a page at a time: open ones by due date, the work
   * queue's, or the closed ones. Page size 1–100, default 25. Cost: first + 1 reads.
   * Permission: Données personnelles (PERSONAL_DATA).
   */
  personalDataRequests: PersonalDataRequestConnection;
  /**
   * One printing product; null when none has this id. Cost: 1 read, batched with the request's other products.
   * Permission: Catalogue (CATALOGUE).
   */
  printingProduct?: Maybe<PrintingProduct>;
  /**
   * Every printing product, by position. Cost: 1 query, 1 read per product (at most 200).
   * Permission: Catalogue (CATALOGUE).
   */
  printingProducts: Array<PrintingProduct>;
  /**
   * The record's last save by a member in the minute up to a write of it (up to now without
   * `writtenAt`), from the audit log: what a page asks when the change feed says its record
   * changed, to say « Camille Martin vient d’enregistrer cette commande. » (or nothing when it was
   * the caller). Null when no member saved it in that minute: the change was the storefront's or
   * the system's. Refused with FORBIDDEN when the caller's role lacks the kind's permission.
   * Cost: 3 reads.
   * Permission: Commandes (ORDERS_READ) or Clients (CUSTOMERS_READ) or Messages (INBOX) or Modération (MODERATION).
   */
  recordLastSave?: Maybe<RecordSave>;
  /**
   * The other members whose page is open on a record now (seen within the last 75 seconds), read
   * without saying one is there. Refused with FORBIDDEN when the caller's role lacks the kind's
   * permission. Cost: up to 21 reads (one query).
   * Permission: Commandes (ORDERS_READ) or Clients (CUSTOMERS_READ) or Messages (INBOX) or Modération (MODERATION).
   */
  recordPresence: RecordPresence;
  /**
   * The views the caller sees on a list, oldest first: theirs and the shared ones, at most 20. Cost:
   * two equality queries, at most 40 reads.
   * Permission: any administrator.
   */
  savedViews: Array<SavedView>;
  /**
   * The shop's settings (settings/app), defaults where the document says nothing. Cost: 1 read.
   * Permission: any administrator.
   */
  settings: ShopSettings;
  /**
   * The team: every user whose isAdmin is true (one query, at most 50), with each account's state
   * and second factors read in one Auth batch. Cost: up to 50 reads.
   * Permission: Équipe et droits (STAFF).
   */
  staffMembers: Array<StaffMember>;
  /**
   * The built-in roles, then the shop's custom roles (oldest first, at most 20), each with its
   * permissions and how many members hold it. Cost: up to 120 reads (the custom roles and the team).
   * Permission: Équipe et droits (STAFF).
   */
  staffRoles: Array<StaffRole>;
  /**
   * One static page; null when none has this id. Cost: 1 read, batched with the request's other pages.
   * Permission: Contenu (CONTENT).
   */
  staticPage?: Maybe<StaticPage>;
  /**
   * Every static page, last saved first (at most 200). Cost: 1 query, 1 read per page.
   * Permission: Contenu (CONTENT).
   */
  staticPages: Array<StaticPage>;
  /**
   * One text-to-image style; null when none has this id. Cost: 1 read, batched with the request's other styles.
   * Permission: Catalogue (CATALOGUE).
   */
  textToImageStyle?: Maybe<TextToImageStyle>;
  /**
   * Every text-to-image style, by position, inactive ones included. Cost: 1 query, 1 read per style (at most 200).
   * Permission: Catalogue (CATALOGUE) or Modération (MODERATION).
   */
  textToImageStyles: Array<TextToImageStyle>;
  /**
   * Every customer's transactions, newest first. Cost: 1 query + 1 read per transaction.
   * Permission: Finances (FINANCES).
   */
  transactions: TransactionConnection;
  /**
   * Which roles must sign in in two steps. Cost: 1 read.
   * Permission: Équipe et droits (STAFF).
   */
  twoStepRequirement: TwoStepRequirement;
  /**
   * A user by uid; null when no record has it. Cost: 1 read, batched with the request's other users.
   * Permission: Clients (CUSTOMERS_READ).
   */
  user?: Maybe<User>;
  /**
   * How many users each filter matches, in the filters' order, as the users list's totalCount; null
   * for a filter that searches (a search is a bounded scan of up to 400 records, not a count). At
   * most 4 filters (BAD_USER_INPUT beyond). Cost: a count() per filter without a search (100 reads
   * at 100,000 users).
   * Permission: Clients (CUSTOMERS_READ).
   */
  userViewCounts: Array<Maybe<Scalars['Int']['output']>>;
  /**
   * Users matching `filter`, sorted by `orderBy`. Cost: 1 query + 1 read per user. With
   * `filter.search`: 4 prefix queries (1 read per user found, up to 100 each), paged in memory.
   * Permission: Clients (CUSTOMERS_READ).
   */
  users: UserConnection;
  /**
   * The work queues with their late counts (the sidebar's badges, the dashboard's card). Cost: one
   * count() each: the orders' at their bound (100 reads at 100,000 orders), each inbox's at its
   * bound (10 reads at 10,000 messages).
   * Permission: any administrator.
   */
  workQueues: Array<WorkQueue>;
};


/** Reads. Every field requires an administrator; a refused caller gets UNAUTHENTICATED or FORBIDDEN and nothing else is read. */
export type QueryAccountingDocumentArgs = {
  number: Scalars['ID']['input'];
};


/** Reads. Every field requires an administrator; a refused caller gets UNAUTHENTICATED or FORBIDDEN and nothing else is read. */
export type QueryAccountingDocumentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AccountingDocumentFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Reads. Every field requires an administrator; a refused caller gets UNAUTHENTICATED or FORBIDDEN and nothing else is read. */
export type QueryApprovalRequestArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Every field requires an administrator; a refused caller gets UNAUTHENTICATED or FORBIDDEN and nothing else is read. */
export type QueryApprovalRequestsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  queue: ApprovalQueue;
};


/** Reads. Every field requires an administrator; a refused caller gets UNAUTHENTICATED or FORBIDDEN and nothing else is read. */
export type QueryAuditEntriesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** Reads. Every field requires an administrator; a refused caller gets UNAUTHENTICATED or FORBIDDEN and nothing else is read. */
export type QueryAuditLogArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AuditLogFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Reads. Every field requires an administrator; a refused caller gets UNAUTHENTICATED or FORBIDDEN and nothing else is read. */
export type QueryBlogPostArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Every field requires an administrator; a refused caller gets UNAUTHENTICATED or FORBIDDEN and nothing else is read. */
export type QueryBlogPostsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<BlogPostFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Reads. Every field requires an administrator; a refused caller gets UNAUTHENTICATED or FORBIDDEN and nothing else is read. */
export type QueryContactMessageArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Every field requires an administrator; a refused caller gets UNAUTHENTICATED or FORBIDDEN and nothing else is read. */
export type QueryContactMessagesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ContactMessageFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Reads. Every field requires an administrator; a refused caller gets UNAUTHENTICATED or FORBIDDEN and nothing else is read. */
export type QueryCreationArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Every field requires an administrator; a refused caller gets UNAUTHENTICATED or FORBIDDEN and nothing else is read. */
export type QueryCreationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<CreationFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Reads. Every field requires an administrator; a refused caller gets UNAUTHENTICATED or FORBIDDEN and nothing else is read. */
export type QueryDeliveryMethodArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Every field requires an administrator; a refused caller gets UNAUTHENTICATED or FORBIDDEN and nothing else is read. */
export type QueryEmailTemplatePreviewArgs = {
  input: EmailTemplateDraftInput;
};


/** Reads. Every field requires an administrator; a refused caller gets UNAUTHENTICATED or FORBIDDEN and nothing else is read. */
export type QueryFeedbackArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Every field requires an administrator; a refused caller gets UNAUTHENTICATED or FORBIDDEN and nothing else is read. */
export type QueryFeedbacksArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<FeedbackFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Reads. Every field requires an administrator; a refused caller gets UNAUTHENTICATED or FORBIDDEN and nothing else is read. */
export type QueryFinancesArgs = {
  period: DayRange;
};


/** Reads. Every field requires an administrator; a refused caller gets UNAUTHENTICATED or FORBIDDEN and nothing else is read. */
export type QueryImageToImagePromptArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Every field requires an administrator; a refused caller gets UNAUTHENTICATED or FORBIDDEN and nothing else is read. */
export type QueryMailArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Every field requires an administrator; a refused caller gets UNAUTHENTICATED or FORBIDDEN and nothing else is read. */
export type QueryMailsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<MailFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Reads. Every field requires an administrator; a refused caller gets UNAUTHENTICATED or FORBIDDEN and nothing else is read. */
export type QueryMediaFileArgs = {
  path: Scalars['String']['input'];
};


/** Reads. Every field requires an administrator; a refused caller gets UNAUTHENTICATED or FORBIDDEN and nothing else is read. */
export type QueryMediaFilesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<MediaFileFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<MediaFileSort>;
};


/** Reads. Every field requires an administrator; a refused caller gets UNAUTHENTICATED or FORBIDDEN and nothing else is read. */
export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Every field requires an administrator; a refused caller gets UNAUTHENTICATED or FORBIDDEN and nothing else is read. */
export type QueryOrderSelectionArgs = {
  after?: InputMaybe<Scalars['ID']['input']>;
  filter?: InputMaybe<OrderFilter>;
  orderBy?: InputMaybe<OrderSort>;
};


/** Reads. Every field requires an administrator; a refused caller gets UNAUTHENTICATED or FORBIDDEN and nothing else is read. */
export type QueryOrderStatusCountsArgs = {
  filter?: InputMaybe<OrderFilter>;
};


/** Reads. Every field requires an administrator; a refused caller gets UNAUTHENTICATED or FORBIDDEN and nothing else is read. */
export type QueryOrderViewCountsArgs = {
  filters: Array<OrderFilter>;
};


/** Reads. Every field requires an administrator; a refused caller gets UNAUTHENTICATED or FORBIDDEN and nothing else is read. */
export type QueryOrdersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<OrderFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<OrderSort>;
};


/** Reads. Every field requires an administrator; a refused caller gets UNAUTHENTICATED or FORBIDDEN and nothing else is read. */
export type QueryPersonalDataRequestsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  queue: PersonalDataRequestQueue;
};


/** Reads. Every field requires an administrator; a refused caller gets UNAUTHENTICATED or FORBIDDEN and nothing else is read. */
export type QueryPrintingProductArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Every field requires an administrator; a refused caller gets UNAUTHENTICATED or FORBIDDEN and nothing else is read. */
export type QueryRecordLastSaveArgs = {
  id: Scalars['ID']['input'];
  kind: PresenceRecordKind;
  writtenAt?: InputMaybe<Scalars['DateTime']['input']>;
};


/** Reads. Every field requires an administrator; a refused caller gets UNAUTHENTICATED or FORBIDDEN and nothing else is read. */
export type QueryRecordPresenceArgs = {
  id: Scalars['ID']['input'];
  kind: PresenceRecordKind;
};


/** Reads. Every field requires an administrator; a refused caller gets UNAUTHENTICATED or FORBIDDEN and nothing else is read. */
export type QuerySavedViewsArgs = {
  screen: SavedViewScreen;
};


/** Reads. Every field requires an administrator; a refused caller gets UNAUTHENTICATED or FORBIDDEN and nothing else is read. */
export type QueryStaticPageArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Every field requires an administrator; a refused caller gets UNAUTHENTICATED or FORBIDDEN and nothing else is read. */
export type QueryTextToImageStyleArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Every field requires an administrator; a refused caller gets UNAUTHENTICATED or FORBIDDEN and nothing else is read. */
export type QueryTransactionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<TransactionFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Reads. Every field requires an administrator; a refused caller gets UNAUTHENTICATED or FORBIDDEN and nothing else is read. */
export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Every field requires an administrator; a refused caller gets UNAUTHENTICATED or FORBIDDEN and nothing else is read. */
export type QueryUserViewCountsArgs = {
  filters: Array<UserFilter>;
};


/** Reads. Every field requires an administrator; a refused caller gets UNAUTHENTICATED or FORBIDDEN and nothing else is read. */
export type QueryUsersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<UserFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<UserSort>;
};

/**
 * What recordLogin returns.
 * Permission: any signed-in user, about themself.
 */
export type RecordLoginPayload = {
  __typename?: 'RecordLoginPayload';
  /** The caller's own record, created if it was missing; null only if it could not be read or created. The console signs out a caller whose isAdmin is false or whose isBlocked is true. */
  user?: Maybe<SessionProfile>;
  /** Always empty: recordLogin refuses nothing. */
  userErrors: Array<UserError>;
};

/** A request received from a customer. */
export type RecordPersonalDataRequestInput = {
  /** What they asked. */
  kind: PersonalDataRequestKind;
  /** How it came in (mail, letter, form), at most 1,000 characters. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** The day it was received (Paris), yyyy-mm-dd: not in the future, at most a year back. */
  receivedOn: Scalars['String']['input'];
  /** The customer's document id. */
  userId: Scalars['ID']['input'];
};

/** Who else has a record's page open. */
export type RecordPresence = {
  __typename?: 'RecordPresence';
  /** The kind of record. */
  kind: PresenceRecordKind;
  /** The other members on it (never the caller), by name; at most 20. */
  others: Array<PresentMember>;
  /** The record's document id. */
  recordId: Scalars['ID']['output'];
};

/** A member's save of a record within the last minute (its audit entry). */
export type RecordSave = {
  __typename?: 'RecordSave';
  /** When it was saved. */
  at: Scalars['DateTime']['output'];
  /** Whether the caller saved it themself (a page then says nothing). */
  byMe: Scalars['Boolean']['output'];
  /** Who saved it: the member's name (first and last name, else their e-mail). */
  memberName: Scalars['String']['output'];
};

/** Where the money of a refund went. */
export type RefundDestination =
  /** As credits on the customer's balance (a CREDIT_ADJUSTMENT transaction). */
  | 'CREDITS'
  /** Back to the payment the customer used. */
  | 'PAYMENT';

/** Some units of one invoice line. */
export type RefundLineInput = {
  /** The order item's index (RefundableLine.itemIndex). */
  itemIndex: Scalars['Int']['input'];
  /** Units to refund: a whole number from 1 to the line's remainingQuantity. */
  quantity: Scalars['Int']['input'];
};

/** A refund after the sale: lines, the delivery, a free amount, or any mix of them. */
export type RefundOrderInput = {
  /** A free amount in cents (at least 1), split over the invoice's VAT rates; null for none. */
  amountCents?: InputMaybe<Scalars['Int']['input']>;
  /** Refund the whole delivery line. */
  delivery: Scalars['Boolean']['input'];
  /** Units of invoice lines to refund, each line once; may be empty. */
  lines: Array<RefundLineInput>;
  /** Internal note, at most 500 characters once trimmed; never printed. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** The order's document id. */
  orderId: Scalars['ID']['input'];
  /** Why, printed on the credit note. */
  reason: RefundReason;
  /** Back to the payment, or as credits on the customer's balance. */
  refundTo: RefundDestination;
};

/** A refund's outcome: the order, its new credit note and the money's transaction. */
export type RefundOrderPayload = {
  __typename?: 'RefundOrderPayload';
  /** Set when the refund is above the owner's threshold: nothing was written, the request « En attente d'approbation » was recorded instead. */
  approvalRequest?: Maybe<ApprovalRequest>;
  /** The credit note issued; null when refused. */
  creditNote?: Maybe<AccountingDocument>;
  /** The order as it is now; null when refused. */
  order?: Maybe<Order>;
  /** The REFUND transaction (to the payment) or the CREDIT_ADJUSTMENT (as credits); null when refused. */
  transaction?: Maybe<Transaction>;
  /** French refusals; empty on success. */
  userErrors: Array<UserError>;
};

/** Why an order is refunded: printed on the credit note in French. */
export type RefundReason =
  /** « Colis endommagé ». */
  | 'DAMAGED'
  /** « Article défectueux ». */
  | 'DEFECTIVE'
  /** « Geste commercial ». */
  | 'GOODWILL'
  /** « Colis perdu ». */
  | 'LOST'
  /** « Erreur d’impression ». */
  | 'MISPRINT'
  /** « Autre ». */
  | 'OTHER'
  /** « Rétractation du client ». */
  | 'WITHDRAWAL';

/**
 * What an order's invoice still allows to refund, given its credit notes.
 * Permission: Remboursements (REFUNDS).
 */
export type Refundable = {
  __typename?: 'Refundable';
  /** The delivery line; null when none was invoiced. */
  delivery?: Maybe<RefundableDelivery>;
  /** The invoice the credit notes reference. */
  invoiceNumber: Scalars['String']['output'];
  /** The invoice's item lines. */
  lines: Array<RefundableLine>;
  /** Per VAT rate of the invoice, what it still holds: its totals less its credit notes'. A line or the delivery is never offered beyond its rate's grossCents (free amounts are credited per rate), and the rates add up to totalCents. */
  rates: Array<VatTotal>;
  /** What can still be refunded in all, in cents (the invoice's total less its credit notes): exactly what refundOrder accepts as a free amount. */
  totalCents: Scalars['Int']['output'];
};

/**
 * The invoiced delivery and what remains refundable of it (refunded whole, once).
 * Permission: Remboursements (REFUNDS).
 */
export type RefundableDelivery = {
  __typename?: 'RefundableDelivery';
  /** Its value, VAT included, in cents. */
  grossCents: Scalars['Int']['output'];
  /** The delivery line's label. */
  label: Scalars['String']['output'];
  /** What may still be refunded of it, in cents, at most what its VAT rate still holds; 0 once refunded. */
  remainingGrossCents: Scalars['Int']['output'];
  /** VAT rate in percent. */
  vatRate: Scalars['Float']['output'];
};

/**
 * An invoice line and what remains refundable of it (its value includes its share of the invoice's discounts).
 * Permission: Remboursements (REFUNDS).
 */
export type RefundableLine = {
  __typename?: 'RefundableLine';
  /** The line's value, VAT included, in cents. */
  grossCents: Scalars['Int']['output'];
  /** The order item's index (its position in Order.items). */
  itemIndex: Scalars['Int']['output'];
  /** The line's label as invoiced. */
  label: Scalars['String']['output'];
  /** Units invoiced. */
  quantity: Scalars['Int']['output'];
  /** Value that may still be refunded, in cents: what the line's units have not been credited, at most what its VAT rate still holds (Refundable.rates). */
  remainingGrossCents: Scalars['Int']['output'];
  /** Units not yet refunded. */
  remainingQuantity: Scalars['Int']['output'];
  /** VAT rate in percent. */
  vatRate: Scalars['Float']['output'];
};

/** The new order of the delivery methods. */
export type ReorderDeliveryMethodsInput = {
  /** Every method's id, in the new order: exactly the current set (else STALE_ORDER). */
  ids: Array<Scalars['ID']['input']>;
};

/** What reorderDeliveryMethods returns. */
export type ReorderDeliveryMethodsPayload = {
  __typename?: 'ReorderDeliveryMethodsPayload';
  /** Every method in its new order (positions 0…n−1); empty when refused. */
  items: Array<DeliveryMethod>;
  /** French refusals; empty on success. */
  userErrors: Array<UserError>;
};

/** The new order of the image-to-image prompts. */
export type ReorderImageToImagePromptsInput = {
  /** Every prompt's id, in the new order: exactly the current set (else STALE_ORDER). */
  ids: Array<Scalars['ID']['input']>;
};

/** What reorderImageToImagePrompts returns. */
export type ReorderImageToImagePromptsPayload = {
  __typename?: 'ReorderImageToImagePromptsPayload';
  /** Every prompt in its new order (positions 0…n−1); empty when refused. */
  items: Array<ImageToImagePrompt>;
  /** French refusals; empty on success. */
  userErrors: Array<UserError>;
};

/** The new order of the printing products. */
export type ReorderPrintingProductsInput = {
  /** Every product's id, in the new order: exactly the current set (else STALE_ORDER). */
  ids: Array<Scalars['ID']['input']>;
};

/** What reorderPrintingProducts returns. */
export type ReorderPrintingProductsPayload = {
  __typename?: 'ReorderPrintingProductsPayload';
  /** Every product in its new order (positions 0…n−1); empty when refused. */
  items: Array<PrintingProduct>;
  /** French refusals; empty on success. */
  userErrors: Array<UserError>;
};

/** The new order of the text-to-image styles. */
export type ReorderTextToImageStylesInput = {
  /** Every style's id, in the new order: exactly the current set (else STALE_ORDER). */
  ids: Array<Scalars['ID']['input']>;
};

/** What reorderTextToImageStyles returns. */
export type ReorderTextToImageStylesPayload = {
  __typename?: 'ReorderTextToImageStylesPayload';
  /** Every style in its new order (positions 0…n−1); empty when refused. */
  items: Array<TextToImageStyle>;
  /** French refusals; empty on success. */
  userErrors: Array<UserError>;
};

/** A reply to a contact message. */
export type ReplyToContactMessageInput = {
  /** The reply: 1–10,000 characters once trimmed, sent as text. */
  body: Scalars['String']['input'];
  /** The message. */
  id: Scalars['ID']['input'];
};

/** Some units of one line of the original order, to print again. */
export type ReprintLineInput = {
  /** The original order's item index (its position in Order.items). */
  itemIndex: Scalars['Int']['input'];
  /** Units to reprint: a whole number from 1 to the line's ordered quantity. */
  quantity: Scalars['Int']['input'];
};

/** A reprint of a paid order. */
export type ReprintOrderInput = {
  /** The lines to reprint, each at most once; at least one. */
  lines: Array<ReprintLineInput>;
  /** Internal note, at most 500 characters once trimmed; blank: none. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** The original order's document id. */
  orderId: Scalars['ID']['input'];
  /** Why it is reprinted. */
  reason: ReprintReason;
};

/** A reprint's outcome: the new order and its original. */
export type ReprintOrderPayload = {
  __typename?: 'ReprintOrderPayload';
  /** The original order (its reprints now include the new one); null when refused. */
  original?: Maybe<Order>;
  /** The reprint: a new order at zero price, paid, linked to its original; null when refused. */
  reprint?: Maybe<Order>;
  /** French refusals; empty on success. */
  userErrors: Array<UserError>;
};

/** Why an order is printed again. */
export type ReprintReason =
  /** « Colis endommagé ». */
  | 'DAMAGED'
  /** « Colis perdu ». */
  | 'LOST'
  /** « Erreur d’impression ». */
  | 'MISPRINT';

/**
 * Reprints of one product over a period, beside what sold of it.
 * Permission: Finances (FINANCES).
 */
export type ReprintShare = {
  __typename?: 'ReprintShare';
  /** What the reprints cost: reprinted units × the original lines' unit prices, in cents. */
  costCents: Scalars['Int']['output'];
  /** Its current name; « Supprimé » when the record no longer exists, « Sans produit » for a null id. Cost: batched with the other products (one getAll). */
  name: Scalars['String']['output'];
  /** The product's id; null for lines without one. */
  productId?: Maybe<Scalars['ID']['output']>;
  /** reprintedUnits / soldUnits (0.05 for 5 %); null when none sold over the period. */
  rate?: Maybe<Scalars['Float']['output']>;
  /** Units reprinted over the period (reprints in production, dated by their creation; cancelled ones left out). */
  reprintedUnits: Scalars['Int']['output'];
  /** Units sold over the period (lines of the paid orders, dated by payment). */
  soldUnits: Scalars['Int']['output'];
};

/** The member whose second factors are removed. */
export type ResetStaffTwoStepInput = {
  /** The member's uid. */
  userId: Scalars['ID']['input'];
};

/** What resetStaffTwoStep returns. */
export type ResetStaffTwoStepPayload = {
  __typename?: 'ResetStaffTwoStepPayload';
  /** French refusals on input.userId (oneself, not a member, no second factor); nothing changed. */
  userErrors: Array<UserError>;
  /** The member's uid once reset; null when refused. */
  userId?: Maybe<Scalars['ID']['output']>;
};

/** Puts a kept revision's text back (status and publication date unchanged). */
export type RestoreRevisionInput = {
  /** The page's or post's id. */
  id: Scalars['ID']['input'];
  /** The version of the revision to restore. */
  revision: Scalars['Int']['input'];
  /** The version the screen shows (the version rule applies: a restore is a save). */
  version: Scalars['Int']['input'];
};

/**
 * How long the shop keeps what customers wrote and the mails it sent them (settings/app `retention`,
 * docs/personal-data.md « Conservation »): every night, what is older is deleted. Defaults until
 * the owner sets them: 36 months for contact messages and feedback, 12 for the mail log.
 */
export type RetentionPeriods = {
  __typename?: 'RetentionPeriods';
  /** Months a contact message (and its replies) is kept after it was received. */
  contactMessagesMonths: Scalars['Int']['output'];
  /** Months a feedback is kept after it was received. */
  feedbackMonths: Scalars['Int']['output'];
  /** Months a mail of the log (/emails « Journal ») is kept after it was written. */
  mailMonths: Scalars['Int']['output'];
};

/** Sends a failed mail again. */
export type RetryMailInput = {
  /** The mail's id. */
  id: Scalars['ID']['input'];
};

/**
 * Revenue of one product or delivery method over the period.
 * Permission: Finances (FINANCES).
 */
export type RevenueShare = {
  __typename?: 'RevenueShare';
  /** The product's or method's id; null for orders without one. */
  id?: Maybe<Scalars['ID']['output']>;
  /** Its current name; « Supprimé » when the record no longer exists, « Sans mode de livraison » / « Sans produit » for null ids. */
  name: Scalars['String']['output'];
  /** Paid orders that contain it. */
  orders: Scalars['Int']['output'];
  /** Revenue attributed to it, in cents: its item lines (unitPrice × quantity) for a product, whole order totals for a delivery method. */
  revenueCents: Scalars['Int']['output'];
};

/**
 * A version a record had before a save replaced it (the last 20 are kept).
 * Permission: Contenu (CONTENT).
 */
export type Revision = {
  __typename?: 'Revision';
  /** The editable fields as they were, by name (title, slug, body…); a list's items joined with ', '. */
  fields: Array<RevisionField>;
  /** When a later save replaced it. */
  replacedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When that version was saved; null when unknown (seeded or written outside the back-office). */
  savedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The administrator who saved it; null when unknown. Cost: 1 read, batched with the request's other users. */
  savedBy?: Maybe<User>;
  /** The record's version while it held these fields. */
  version: Scalars['Int']['output'];
};

/**
 * One field of a revision.
 * Permission: Contenu (CONTENT).
 */
export type RevisionField = {
  __typename?: 'RevisionField';
  /** The field's name in the API (title, slug, body, seoTitle…). */
  name: Scalars['String']['output'];
  /** Its value then, as text; null when it was empty. */
  value?: Maybe<Scalars['String']['output']>;
};

/** The dashboard's sales chart. */
export type SalesChart = {
  __typename?: 'SalesChart';
  /** The last 30 days, oldest first, today last. */
  points: Array<ChartPoint>;
  /** Revenue of the 30 days in cents. */
  totalCents: Scalars['Int']['output'];
  /** The highest revenue rounded up to a multiple of 10 euros, in cents. */
  yAxisMaxCents: Scalars['Int']['output'];
  /** 0 to yAxisMaxCents in 5 equal intervals, in cents. */
  yAxisTicksCents: Array<Scalars['Int']['output']>;
};

/**
 * A list's URL state kept under a name: its filters, sort and columns shown (never a page cursor).
 * Permission: any administrator.
 */
export type SavedView = {
  __typename?: 'SavedView';
  /** When it was saved. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** True when the caller may rename or delete it: its author, or any administrator for a shared view. */
  editable: Scalars['Boolean']['output'];
  /** The view's id. */
  id: Scalars['ID']['output'];
  /** True when the caller is its author (who alone may share or unshare it). */
  mine: Scalars['Boolean']['output'];
  /** Its name, 1–60 characters, unique on its list among the views an administrator sees (case and accents ignored). */
  name: Scalars['String']['output'];
  /** Its author. Cost: 1 read (batched). */
  owner?: Maybe<User>;
  /** The list's query string, without « ? » (e.g. status=PAID&sort=total%3Adesc&cols=total): only the list's filter, sort and column parameters. */
  query: Scalars['String']['output'];
  /** The list it belongs to. */
  screen: SavedViewScreen;
  /** The work queue whose service level it carries, if any. */
  serviceLevel?: Maybe<WorkQueueId>;
  /** True when every administrator sees it; false when only its author does. */
  shared: Scalars['Boolean']['output'];
  /** When it was last renamed or changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** What createSavedView or updateSavedView did. */
export type SavedViewPayload = {
  __typename?: 'SavedViewPayload';
  /** The view as saved; null when refused. */
  savedView?: Maybe<SavedView>;
  /** French refusals, nothing written: input.name (REQUIRED, TOO_LONG, TAKEN, TOO_MANY), input.query (INVALID, TOO_LONG), input.id (NOT_FOUND), input.shared (FORBIDDEN), input.serviceLevel (INVALID). */
  userErrors: Array<UserError>;
};

/** A list that has saved views. */
export type SavedViewScreen =
  /** The orders list (/orders). */
  | 'ORDERS'
  /** The users list (/users). */
  | 'USERS';

/**
 * The seller's legal identity, printed on every invoice and credit note.
 * Permission: Paramètres (SETTINGS) or Finances (FINANCES).
 */
export type SellerIdentity = {
  __typename?: 'SellerIdentity';
  /** Postal address, one line each (street, postcode and city). */
  addressLines: Array<Scalars['String']['output']>;
  /** Legal mentions printed at the foot of every document (capital, RCS, late-payment terms). */
  legalMentions: Scalars['String']['output'];
  /** Legal name (raison sociale); empty until set. */
  legalName: Scalars['String']['output'];
  /** The mentions an invoice legally needs that are still empty, in French; empty when complete. */
  missing: Array<Scalars['String']['output']>;
  /** SIREN: 9 digits; empty until set. */
  siren: Scalars['String']['output'];
  /** Intra-community VAT number (FR, a 2-digit key, the SIREN); empty until set. */
  vatNumber: Scalars['String']['output'];
};

/** The seller's legal identity as the settings form sends it (the whole section at once). */
export type SellerIdentityInput = {
  /** 1 to 4 lines of at most 120 characters. */
  addressLines: Array<Scalars['String']['input']>;
  /** At most 1,000 characters. */
  legalMentions: Scalars['String']['input'];
  /** Legal name: 1–120 characters once trimmed. */
  legalName: Scalars['String']['input'];
  /** 9 digits (spaces ignored), a valid SIREN. */
  siren: Scalars['String']['input'];
  /** FR, the key and the SIREN (spaces ignored). */
  vatNumber: Scalars['String']['input'];
};

/** Sends a template to the signed-in administrator. */
export type SendTestEmailInput = {
  /** Which template: its saved version is sent, with its variables' sample data. */
  name: Scalars['ID']['input'];
};

/**
 * The signed-in person's own record, as the console's session needs it. Scalar fields only: this
 * is what a non-administrator can reach through `recordLogin`, so it leads to no relation or
 * connection (a schema test keeps it so).
 * Permission: any signed-in user, about themself.
 */
export type SessionProfile = {
  __typename?: 'SessionProfile';
  /** When the record was created (sign-up, or first sign-in to the console). */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** Credit balance: a whole number from 0 to 1,000,000 (0 for a new user). */
  credits: Scalars['Int']['output'];
  /** The account's e-mail address; null when unknown. */
  email?: Maybe<Scalars['String']['output']>;
  /** First name; null when unknown. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** firstName and lastName when known, else null. */
  fullName?: Maybe<Scalars['String']['output']>;
  /** The uid, as `uid`: the identifier to pass to `user(id:)` and the user mutations. */
  id: Scalars['ID']['output'];
  /** True only when the record's isAdmin is the boolean true: the user may use the back-office and this API. */
  isAdmin: Scalars['Boolean']['output'];
  /** Whether the account is marked blocked; stored, not enforced yet (spec §6). */
  isBlocked: Scalars['Boolean']['output'];
  /** The last back-office sign-in (recorded by recordLogin for administrators); null when none. */
  lastLoginAt?: Maybe<Scalars['DateTime']['output']>;
  /** Last name; null when unknown. */
  lastName?: Maybe<Scalars['String']['output']>;
  /** Loyalty points: a whole number from 0 to 1,000,000 (0 for a new user). */
  loyaltyPoints: Scalars['Int']['output'];
  /** What the caller may do in the back-office, from their role (docs/roles.md): the console shows only these screens and actions; the API refuses the rest. Empty for a non-administrator or a blocked one. */
  permissions: Array<Permission>;
  /** URL of the profile picture (from the sign-in provider); null when none. */
  photoURL?: Maybe<Scalars['String']['output']>;
  /** The member's role id (a built-in one: OWNER, MANAGER, FULFILMENT, SUPPORT, MODERATION, ACCOUNTING; or a custom role's id); null for a non-administrator. */
  roleId?: Maybe<Scalars['String']['output']>;
  /** The role's French name (« Propriétaire », « Préparation »…); null for a non-administrator. */
  roleName?: Maybe<Scalars['String']['output']>;
  /**
   * The second factor this session's sign-in used (« phone » for an SMS code, « totp » for an authenticator app); null for a password or Google alone.
   * Permission: any signed-in user, about themself.
   */
  secondFactor?: Maybe<Scalars['String']['output']>;
  /**
   * Whether the caller's role requires two-step sign-in (false for a non-administrator).
   * Permission: any signed-in user, about themself.
   */
  twoStepRequired: Scalars['Boolean']['output'];
  /** The Firebase Authentication uid, also the users document id. */
  uid: Scalars['ID']['output'];
};

/** Sets the four-eyes thresholds, if nobody has saved the settings since `version`. */
export type SetApprovalThresholdsInput = {
  /** Credits, a whole number from 0 to 1,000,000; null: no grant waits. */
  creditGrantAbove?: InputMaybe<Scalars['Float']['input']>;
  /** Cents, VAT included, from 0 to 100,000,000; null: no refund waits. */
  refundAboveCents?: InputMaybe<Scalars['Int']['input']>;
  /** Whether every change of rights, roles and invitations waits. */
  rightsChanges: Scalars['Boolean']['input'];
  /** Whether every change of the VAT rate or of the legal identity waits. */
  vatAndIdentityChanges: Scalars['Boolean']['input'];
  /** The version the screen holds (ShopSettings.version). */
  version: Scalars['Int']['input'];
};

/** Several contact messages and the status they move to. */
export type SetContactMessagesStatusInput = {
  /** 1 to 100 message ids. */
  ids: Array<Scalars['ID']['input']>;
  /** The new status (not REPLIED: reply instead). */
  status: ContactMessageStatus;
};

/** What setContactMessagesStatus returns. */
export type SetContactMessagesStatusPayload = {
  __typename?: 'SetContactMessagesStatusPayload';
  /** The messages changed or already at the status, as they are now. */
  contactMessages: Array<ContactMessage>;
  /** French refusals: of the input (nothing changed), or of single ids (the others changed). */
  userErrors: Array<UserError>;
};

/** Switches a delivery method on or off. */
export type SetDeliveryMethodActiveInput = {
  /** The method's id. */
  id: Scalars['ID']['input'];
  /** true: customers may choose it; false: hidden from them. */
  isActive: Scalars['Boolean']['input'];
};

/** Switches one mail on or off. */
export type SetEmailEnabledInput = {
  /** Whether it is sent. */
  enabled: Scalars['Boolean']['input'];
  /** Which mail. */
  key: EmailSwitch;
  /** The settings version the screen was loaded with (EmailSettings.version). */
  version: Scalars['Int']['input'];
};

/** Several feedbacks and the status they move to. */
export type SetFeedbackStatusInput = {
  /** 1 to 100 feedback ids. */
  ids: Array<Scalars['ID']['input']>;
  /** The new status. */
  status: FeedbackStatus;
};

/** What setFeedbackStatus returns. */
export type SetFeedbackStatusPayload = {
  __typename?: 'SetFeedbackStatusPayload';
  /** The feedbacks changed or already at the status, as they are now. */
  feedbacks: Array<Feedback>;
  /** French refusals: of the input (nothing changed), or of single ids (the others changed). */
  userErrors: Array<UserError>;
};

/** Switches an image-to-image prompt on or off. */
export type SetImageToImagePromptActiveInput = {
  /** The prompt's id. */
  id: Scalars['ID']['input'];
  /** true: customers may choose it; false: hidden from them. */
  isActive: Scalars['Boolean']['input'];
};

/** Switches maintenance mode on or off. */
export type SetMaintenanceModeInput = {
  /** true: on. */
  enabled: Scalars['Boolean']['input'];
  /** The version the screen holds (ShopSettings.version). */
  version: Scalars['Int']['input'];
};

/** An order's tracking number. */
export type SetOrderTrackingNumberInput = {
  /** The order's document id. */
  orderId: Scalars['ID']['input'];
  /** The tracking number, at most 64 characters once trimmed; null or empty clears it. */
  trackingNumber?: InputMaybe<Scalars['String']['input']>;
};

/** Switches a printing product on or off. */
export type SetPrintingProductActiveInput = {
  /** The product's id. */
  id: Scalars['ID']['input'];
  /** true: customers may order it; false: hidden from them. */
  isActive: Scalars['Boolean']['input'];
};

/** The retention periods, if nobody has saved the settings since `version`. */
export type SetRetentionInput = {
  /** Whole months, from 1 to 120. */
  contactMessagesMonths: Scalars['Int']['input'];
  /** Whole months, from 1 to 120. */
  feedbackMonths: Scalars['Int']['input'];
  /** Whole months, from 1 to 120. */
  mailMonths: Scalars['Int']['input'];
  /** The version the screen holds (ShopSettings.version). */
  version: Scalars['Int']['input'];
};

/** Switches a text-to-image style on or off. */
export type SetTextToImageStyleActiveInput = {
  /** The style's id. */
  id: Scalars['ID']['input'];
  /** true: customers may choose it; false: hidden from them. */
  isActive: Scalars['Boolean']['input'];
};

/** The roles that shall require two-step sign-in. */
export type SetTwoStepRequirementInput = {
  /** Every role that requires it (built-in ids or the shop's custom roles), each once; an empty list requires it of nobody. */
  roleIds: Array<Scalars['String']['input']>;
};

/** What setTwoStepRequirement returns. */
export type SetTwoStepRequirementPayload = {
  __typename?: 'SetTwoStepRequirementPayload';
  /** The requirement as stored; null when refused. */
  requirement?: Maybe<TwoStepRequirement>;
  /** French refusals on input.roleIds.N (unknown role, « Aucun rôle », twice the same); nothing written. */
  userErrors: Array<UserError>;
};

/** Grants or revokes administrator rights. */
export type SetUserAdminInput = {
  /** true to grant administrator rights, false to revoke them. */
  isAdmin: Scalars['Boolean']['input'];
  /** uid of the user. */
  userId: Scalars['ID']['input'];
};

/** Blocks or unblocks a user. */
export type SetUserBlockedInput = {
  /** true to block, false to unblock. */
  isBlocked: Scalars['Boolean']['input'];
  /** uid of the user. */
  userId: Scalars['ID']['input'];
};

/**
 * Credits and loyalty points are whole numbers from 0 to 1,000,000. They are Float on input so
 * that a fraction reaches the server and is refused with a French user error.
 */
export type SetUserCreditsInput = {
  /** The new balance: a whole number from 0 to 1,000,000, different from the current one. */
  credits: Scalars['Float']['input'];
  /**
   * Makes a retried request apply once: 8–128 characters among A–Z, a–z, 0–9, '-' and '_' (the
   * console sends a UUID per submitted change, and the same one when it retries). Within 24 hours,
   * a request with a key this administrator already used for the same change answers the first
   * outcome and writes nothing; for a different change it is refused (userErrors code
   * IDEMPOTENCY_KEY_REUSED). A malformed key is refused (code BAD_IDEMPOTENCY_KEY). Optional.
   */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** Why; 1–500 characters once trimmed. Becomes the adjustment's description. */
  reason: Scalars['String']['input'];
  /** uid of the user. */
  userId: Scalars['ID']['input'];
};

/** A new loyalty points balance. */
export type SetUserLoyaltyPointsInput = {
  /**
   * Makes a retried request apply once: 8–128 characters among A–Z, a–z, 0–9, '-' and '_' (the
   * console sends a UUID per submitted change, and the same one when it retries). Within 24 hours,
   * a request with a key this administrator already used for the same change answers the first
   * outcome and writes nothing; for a different change it is refused (userErrors code
   * IDEMPOTENCY_KEY_REUSED). A malformed key is refused (code BAD_IDEMPOTENCY_KEY). Optional.
   */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** The new balance: a whole number from 0 to 1,000,000, different from the current one. */
  loyaltyPoints: Scalars['Float']['input'];
  /** Why; 1–500 characters once trimmed. Kept in the audit log. */
  reason: Scalars['String']['input'];
  /** uid of the user. */
  userId: Scalars['ID']['input'];
};

/**
 * Where an order ships, as the storefront recorded it.
 * Permission: Commandes (ORDERS_READ).
 */
export type ShippingAddress = {
  __typename?: 'ShippingAddress';
  /** City. */
  city?: Maybe<Scalars['String']['output']>;
  /** Country name, e.g. 'France'. */
  country?: Maybe<Scalars['String']['output']>;
  /** The recipient's name. */
  fullName?: Maybe<Scalars['String']['output']>;
  /** Street address. */
  line1?: Maybe<Scalars['String']['output']>;
  /** Address complement (building, floor…). */
  line2?: Maybe<Scalars['String']['output']>;
  /** Postal code. */
  postalCode?: Maybe<Scalars['String']['output']>;
};

/**
 * The shop's settings: the one settings/app document.
 * Permission: any administrator.
 */
export type ShopSettings = {
  __typename?: 'ShopSettings';
  /**
   * Four-eyes approval's thresholds.
   * Permission: Paramètres (SETTINGS).
   */
  approvals: ApprovalThresholds;
  /** The address customers write to; null when none is set. */
  contactEmail?: Maybe<Scalars['String']['output']>;
  /** The credit packs, in the order the storefront shows them. */
  creditPacks: Array<CreditPack>;
  /** Credits one generation costs when its style sets none: 0 to 1,000. */
  creditsPerGeneration: Scalars['Int']['output'];
  /**
   * The e-mail switches, stored in the same document.
   * Permission: Paramètres (SETTINGS) or Modèles d’e-mails (EMAIL_TEMPLATES).
   */
  emails: EmailSettings;
  /** Always 'app': the document's id. */
  id: Scalars['ID']['output'];
  /** Loyalty points earned per euro spent: 0 to 100, at most two decimals. */
  loyaltyRate: Scalars['Float']['output'];
  /** While true, the console shows a maintenance banner on every screen. */
  maintenanceMode: Scalars['Boolean']['output'];
  /** The moderation rules. */
  moderation: ModerationSettings;
  /**
   * How long messages, feedback and the mail log are kept.
   * Permission: Paramètres (SETTINGS).
   */
  retention: RetentionPeriods;
  /**
   * The seller's legal identity, printed on the invoices and credit notes.
   * Permission: Paramètres (SETTINGS) or Finances (FINANCES).
   */
  seller: SellerIdentity;
  /** The address the shop's mails leave from, with the shop's name; null: the server's MAIL_FROM. */
  senderEmail?: Maybe<Scalars['String']['output']>;
  /** The shop's name, in the mails' {{shopName}}. */
  shopName: Scalars['String']['output'];
  /** When it was last saved from the console. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /**
   * Who last saved it. Cost: 1 read, batched with the request's other users.
   * Permission: Paramètres (SETTINGS).
   */
  updatedBy?: Maybe<User>;
  /** The VAT rate in percent (20, 5.5): what the finances use to split revenue. 20 when never set. */
  vatRate: Scalars['Float']['output'];
  /** 1 for a document never saved from the console; each save or switch adds 1. A save from an older one is refused (STALE_VERSION). */
  version: Scalars['Int']['output'];
};

/** What updateSettings and setMaintenanceMode return. */
export type ShopSettingsPayload = {
  __typename?: 'ShopSettingsPayload';
  /** Set when the change of VAT rate or legal identity waits for approval: nothing was written, the request was recorded instead. */
  approvalRequest?: Maybe<ApprovalRequest>;
  /** The settings as they are now; null when refused. */
  settings?: Maybe<ShopSettings>;
  /** French refusals; empty on success. */
  userErrors: Array<UserError>;
};

/**
 * A member of the team: a user whose record's isAdmin is true.
 * Permission: Équipe et droits (STAFF).
 */
export type StaffMember = {
  __typename?: 'StaffMember';
  /** True when the member was deactivated from the « Équipe » screen: their Auth account is disabled and their sessions revoked (the record and its isAdmin stay). */
  disabled: Scalars['Boolean']['output'];
  /** The account's e-mail address; null when unknown. */
  email?: Maybe<Scalars['String']['output']>;
  /** First name; null when unknown. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** The member's uid (users document id, Auth uid). */
  id: Scalars['ID']['output'];
  /** Whether the record is blocked (the users screen's « Bloquer »): no access either. */
  isBlocked: Scalars['Boolean']['output'];
  /** The last back-office sign-in (recorded by recordLogin); null when never. */
  lastLoginAt?: Maybe<Scalars['DateTime']['output']>;
  /** Last name; null when unknown. */
  lastName?: Maybe<Scalars['String']['output']>;
  /** firstName and lastName when known, else the e-mail address, else null. */
  name?: Maybe<Scalars['String']['output']>;
  /** What the member's role allows. */
  permissions: Array<Permission>;
  /** The role's id: a built-in one (OWNER, MANAGER, FULFILMENT, SUPPORT, MODERATION, ACCOUNTING), NONE, or a custom role's id. */
  roleId: Scalars['String']['output'];
  /** The role's French name (« Propriétaire », « Préparation »…). */
  roleName: Scalars['String']['output'];
  /**
   * How many second factors the member has enrolled (Auth's multiFactor.enrolledFactors), read for
   * the whole team in one Auth getUsers batch: 0 = two-step sign-in not set up. Null when unknown
   * (the account could not be read, or the value came from a mutation, which does not read Auth).
   */
  twoStepFactors?: Maybe<Scalars['Int']['output']>;
};

/** Names a member (deactivation, reactivation, signing out). */
export type StaffMemberInput = {
  /** uid of the member. */
  userId: Scalars['ID']['input'];
};

/** What the staff mutations return. */
export type StaffMemberPayload = {
  __typename?: 'StaffMemberPayload';
  /** Set when the role change or invitation waits for approval: nothing was written, the request was recorded instead. */
  approvalRequest?: Maybe<ApprovalRequest>;
  /** The member as changed; null when refused. */
  member?: Maybe<StaffMember>;
  /** Why nothing was written, in French, on the input field concerned. */
  userErrors: Array<UserError>;
};

/**
 * A role and what it allows: built-in, or one of the shop's custom roles (staffRoles/{id}).
 * Permission: Équipe et droits (STAFF).
 */
export type StaffRole = {
  __typename?: 'StaffRole';
  /** True for a built-in role, which can be neither edited nor deleted. */
  builtIn: Scalars['Boolean']['output'];
  /** The role's id: a built-in one (OWNER, MANAGER, FULFILMENT, SUPPORT, MODERATION, ACCOUNTING) or a custom role's. */
  id: Scalars['ID']['output'];
  /** How many members (deactivated ones included) hold it; null when not counted (a mutation's answer counts only an edited role's). */
  memberCount?: Maybe<Scalars['Int']['output']>;
  /** Its French name (« Propriétaire », « Gestion », or the name the shop gave it). */
  name: Scalars['String']['output'];
  /** What it allows, in the permissions' order. */
  permissions: Array<Permission>;
};

/** What createStaffRole and updateStaffRole return. */
export type StaffRolePayload = {
  __typename?: 'StaffRolePayload';
  /** The role as stored; null when refused. */
  role?: Maybe<StaffRole>;
  /** Why nothing was written, in French, on the input field concerned. */
  userErrors: Array<UserError>;
};

/**
 * A static page of the storefront (mentions légales, CGV…): the staticPages/{id} record.
 * Permission: Contenu (CONTENT).
 */
export type StaticPage = {
  __typename?: 'StaticPage';
  /** The text, in Markdown (at most 100,000 characters). Untrusted on the way out: render it sanitised. */
  body: Scalars['String']['output'];
  /** The page's document id. */
  id: Scalars['ID']['output'];
  /** When the page was first published; null for a draft. */
  publishedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The versions this page had before its last saves, newest first (at most 20). Cost: 1 query, at most 20 reads. */
  revisions: Array<Revision>;
  /** Description for search engines, at most 160 characters; null when none. */
  seoDescription?: Maybe<Scalars['String']['output']>;
  /** Title for search engines, at most 60 characters; null: the title. */
  seoTitle?: Maybe<Scalars['String']['output']>;
  /** The last part of the page's address (/pages/<slug>): lower-case letters without accents, digits and dashes; unique among pages. */
  slug: Scalars['String']['output'];
  /** DRAFT or PUBLISHED. */
  status: ContentStatus;
  /** Title: 1–120 characters. */
  title: Scalars['String']['output'];
  /** When the page was last saved by the back-office; null when never. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The administrator who last saved it; null when unknown. Cost: 1 read, batched with the request's other users. */
  updatedBy?: Maybe<User>;
  /** Starts at 1 and increases by 1 on every save; send it back with updateStaticPage and restoreStaticPageRevision. */
  version: Scalars['Int']['output'];
};

/** A static page's editable fields. */
export type StaticPageInput = {
  /** The text, in Markdown; required to publish. */
  body?: InputMaybe<Scalars['String']['input']>;
  /** Description for search engines, at most 160 characters; blank: none. */
  seoDescription?: InputMaybe<Scalars['String']['input']>;
  /** Title for search engines, at most 60 characters; blank: none. */
  seoTitle?: InputMaybe<Scalars['String']['input']>;
  /** The page's address part; blank: made from the title (accents folded). Unique among pages. */
  slug?: InputMaybe<Scalars['String']['input']>;
  /** DRAFT or PUBLISHED (a page cannot be SCHEDULED). */
  status: ContentStatus;
  /** Title: 1–120 characters once trimmed. */
  title: Scalars['String']['input'];
};

/** What a static page's save returns. */
export type StaticPagePayload = {
  __typename?: 'StaticPagePayload';
  /** The page as it is now; null when refused. */
  staticPage?: Maybe<StaticPage>;
  /** French refusals; empty on success. */
  userErrors: Array<UserError>;
};

/**
 * One step of an order's story: the status it moved to, when and by whom.
 * Permission: Commandes (ORDERS_READ).
 */
export type StatusChange = {
  __typename?: 'StatusChange';
  /** The administrator who made the change, when known. */
  author?: Maybe<User>;
  /** When it moved. */
  changedAt: Scalars['DateTime']['output'];
  /** uid of the administrator who made the change; null when the storefront did. */
  changedBy?: Maybe<Scalars['String']['output']>;
  /** The status the order moved to. */
  to: OrderStatus;
};

/**
 * A style customers choose for text-to-image creations: the textToImageStyles/{id} record.
 * Permission: any administrator.
 */
export type TextToImageStyle = {
  __typename?: 'TextToImageStyle';
  /** Credits one generation in this style costs; null: the shop's default (settings). */
  creditCost?: Maybe<Scalars['Int']['output']>;
  /** The style's document id, as a creation's `style` holds it. */
  id: Scalars['ID']['output'];
  /** False when the style is switched off (a missing flag counts as true). */
  isActive: Scalars['Boolean']['output'];
  /** Display name (the id when the record has none). */
  name: Scalars['String']['output'];
  /** Text the generator is told to avoid; null when none. */
  negativePrompt?: Maybe<Scalars['String']['output']>;
  /** Display order, ascending. */
  position: Scalars['Int']['output'];
  /** The preview image as stored: a storage path (a media library file) or a URL; null when none. */
  previewPath?: Maybe<Scalars['String']['output']>;
  /** A link the browser can open to the preview image (a fresh signed read link for a storage path); null when none. */
  previewUrl?: Maybe<Scalars['String']['output']>;
  /** The prompt text this style adds; null when none. */
  prompt?: Maybe<Scalars['String']['output']>;
  /** When the style was last written by the back-office; null when never. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The administrator who last wrote it; null when unknown. Cost: 1 read, batched with the request's other users. */
  updatedBy?: Maybe<User>;
  /** How many creations use this style. Counted up to 1,000 (1,000 means 1,000 or more). Cost: one count() of at most 1,000 entries, 1 read. */
  usageCount: Scalars['Int']['output'];
  /** Starts at 1 and increases by 1 on every write; send it back with updateTextToImageStyle. */
  version: Scalars['Int']['output'];
};

/** A text-to-image style's editable fields (names: 1–80 characters, unique; texts: at most 2,000). */
export type TextToImageStyleInput = {
  /** Credits per generation: a whole number from 0 to 1,000; null: the shop's default. */
  creditCost?: InputMaybe<Scalars['Int']['input']>;
  /** On create only (default true); ignored by update: use setTextToImageStyleActive. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** Display name: 1–80 characters once trimmed, unique in the list (case and accents ignored). */
  name: Scalars['String']['input'];
  /** Text the generator is told to avoid: at most 2,000 characters; blank: none. */
  negativePrompt?: InputMaybe<Scalars['String']['input']>;
  /** The fullPath of a media library file (or the record’s current one); null: no preview. */
  previewPath?: InputMaybe<Scalars['String']['input']>;
  /** The prompt text the style adds: at most 2,000 characters; blank: none. */
  prompt?: InputMaybe<Scalars['String']['input']>;
};

/** What a text-to-image style mutation returns: the style on success, userErrors only on refusal. */
export type TextToImageStylePayload = {
  __typename?: 'TextToImageStylePayload';
  /** The style as it is now; null when refused. */
  textToImageStyle?: Maybe<TextToImageStyle>;
  /** French refusals; empty on success. */
  userErrors: Array<UserError>;
};

/** A line of the file and its verdict. */
export type TrackingImportLine = {
  __typename?: 'TrackingImportLine';
  /** Why the line is refused: NOT_FOUND, AMBIGUOUS (a short id several orders start with), TRACKING_INVALID, DUPLICATE (the same order on several lines), INVALID (its status cannot ship). Null unless ERROR. */
  code?: Maybe<Scalars['String']['output']>;
  /** Its line number in the file. */
  lineNumber: Scalars['Int']['output'];
  /** The reason in French (« Commande introuvable. », « Numéro de suivi invalide : … », « Ligne en double : … », « Une commande au statut « Livrée » ne peut pas passer au statut « Expédiée ». »). Null unless ERROR. */
  message?: Maybe<Scalars['String']['output']>;
  /** The order the line names, once found. */
  orderId?: Maybe<Scalars['ID']['output']>;
  /** The order cell as sent. */
  orderRef: Scalars['String']['output'];
  /** The number an OK line replaces on an order already shipped; null otherwise. */
  previousTrackingNumber?: Maybe<Scalars['String']['output']>;
  /** Its short id (e.g. ZVSL43), once found. */
  shortId?: Maybe<Scalars['String']['output']>;
  /** The tracking number as sent. */
  trackingNumber: Scalars['String']['output'];
  /** OK, UNCHANGED or ERROR; after an apply, OK means applied. */
  verdict: TrackingImportVerdict;
};

/** One line of the carrier's file, its columns mapped by the console. */
export type TrackingImportRowInput = {
  /** The line's number in the file (the header is line 1), as the verdicts and the error report name it. */
  lineNumber: Scalars['Int']['input'];
  /**
   * The order the dry run found for this line (its `orderId`), sent back when applying: the line is
   * then read by this id (one document, no query), provided its order cell still names it (else
   * « Commande introuvable. »). Optional: without it the cell is looked up as on a dry run.
   */
  orderId?: InputMaybe<Scalars['ID']['input']>;
  /**
   * The order: its short id as the console shows it and the orders export writes it in « Numéro »
   * (ZVSL43, any case, '#' allowed in front), or its full id (20 characters or more, exact).
   */
  orderRef: Scalars['String']['input'];
  /** The carrier's tracking number: ASCII letters, digits, spaces, '-', '_' and '/', 1 to 64 characters once trimmed. */
  trackingNumber: Scalars['String']['input'];
};

/** What the import does with a line. */
export type TrackingImportVerdict =
  /** The line is refused; `message` says why. */
  | 'ERROR'
  /** The number is set and the order moves to « Expédiée » (or a shipped order's number is replaced, with no second mail). */
  | 'OK'
  /** The order is already « Expédiée » with that number: nothing to do. */
  | 'UNCHANGED';

/**
 * A movement of money or credits of one customer: the transactions/{id} record.
 * Permission: Finances (FINANCES) or Crédits et fidélité (CREDITS).
 */
export type Transaction = {
  __typename?: 'Transaction';
  /** Amount in cents; may be 0. */
  amountCents: Scalars['Int']['output'];
  /** When it happened. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** uid of the administrator who made it, for CREDIT_ADJUSTMENT. */
  createdBy?: Maybe<Scalars['String']['output']>;
  /**
   * That credit note. Cost: 1 read.
   * Permission: Finances (FINANCES) or Remboursements (REFUNDS).
   */
  creditNote?: Maybe<AccountingDocument>;
  /** A REFUND's credit note number (AV-YYYY-NNNNNN); null for other transactions and for refunds of orders without an invoice. */
  creditNoteNumber?: Maybe<Scalars['String']['output']>;
  /** Signed change of the user's credits. */
  credits: Scalars['Int']['output'];
  /** Free text; for CREDIT_ADJUSTMENT, the administrator's reason. */
  description?: Maybe<Scalars['String']['output']>;
  /** The transaction's document id. */
  id: Scalars['ID']['output'];
  /** The order it pays or refunds, when it exists. Cost: 1 read, batched with the request's other orders. */
  order?: Maybe<Order>;
  /** The order it pays or refunds, if any. */
  orderId?: Maybe<Scalars['String']['output']>;
  /** Whether it went through. */
  status: TransactionStatus;
  /** What it records. */
  type: TransactionType;
  /** That customer's record, when it exists. Batched: one getAll per level. */
  user?: Maybe<User>;
  /** uid of the customer concerned. */
  userId?: Maybe<Scalars['String']['output']>;
};

/** A page of transactions (Relay connection). */
export type TransactionConnection = {
  __typename?: 'TransactionConnection';
  /** The page's transactions, newest first. */
  edges: Array<TransactionEdge>;
  /** Where this page sits in the list. */
  pageInfo: PageInfo;
  /** How many transactions there are, over every page. Cost: a count() aggregation, 1 read per 1,000 transactions. */
  totalCount: Scalars['Int']['output'];
};

/** A transaction in a page of transactions. */
export type TransactionEdge = {
  __typename?: 'TransactionEdge';
  /** Opaque position of this transaction in the list; pass it as `after` to read what follows. */
  cursor: Scalars['String']['output'];
  /** The transaction. */
  node: Transaction;
};

/** Which transactions the ledger lists; every condition given must hold. */
export type TransactionFilter = {
  /** Largest amount in cents, included (0 or more). */
  maxAmountCents?: InputMaybe<Scalars['Int']['input']>;
  /** Smallest amount in cents, included (0 or more). */
  minAmountCents?: InputMaybe<Scalars['Int']['input']>;
  /** Only those made on these Paris days. */
  period?: InputMaybe<DayRange>;
  /** Only this status. */
  status?: InputMaybe<TransactionStatus>;
  /** Only this type. */
  type?: InputMaybe<TransactionType>;
  /** Only this customer's (uid). */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** Whether a transaction went through. */
export type TransactionStatus =
  /** 'Échouée'. */
  | 'FAILED'
  /** 'En attente'. */
  | 'PENDING'
  /** 'Réussie'. */
  | 'SUCCEEDED';

/** What a transaction records. */
export type TransactionType =
  /** 'Ajustement de crédits': an administrator changed the credit balance (amount 0). */
  | 'CREDIT_ADJUSTMENT'
  /** 'Achat de crédits': the customer bought credits. */
  | 'CREDIT_PURCHASE'
  /** 'Crédits utilisés': the customer spent credits. */
  | 'CREDIT_SPEND'
  /** 'Paiement de commande': the customer paid an order. */
  | 'ORDER_PAYMENT'
  /** 'Remboursement': money given back to the customer. */
  | 'REFUND';

/** The real change of a figure against last month (the 'vs mois dernier' badge): the month's figures against the same days of last month (the comparison /finances makes for « Ce mois-ci »), totals against their value at the end of that period's last day. */
export type Trend = {
  __typename?: 'Trend';
  /** First Paris day (yyyy-mm-dd) that `previous` covers: the 1st of last month for the month's figures, the day itself for a total. */
  comparedFrom: Scalars['String']['output'];
  /** Last Paris day (yyyy-mm-dd) that `previous` covers, included: the same day of last month (its last day when shorter, or when today is the month's last day). */
  comparedTo: Scalars['String']['output'];
  /** Which way it moved (by the change rounded to a tenth). */
  direction: TrendDirection;
  /** Change in %, rounded to a tenth; null when the figure compared with was 0. */
  percent?: Maybe<Scalars['Float']['output']>;
  /** The figure it is compared with: a count, or cents for monthlyRevenueCents. */
  previous: Scalars['Int']['output'];
};

/** Which way a figure moved against a month earlier. */
export type TrendDirection =
  /** Down (red badge). */
  | 'DOWN'
  /** No change once rounded to the nearest %, or 0 both times (grey badge). */
  | 'STABLE'
  /** Up (green badge). */
  | 'UP';

/**
 * Which roles must sign in in two steps.
 * Permission: Équipe et droits (STAFF).
 */
export type TwoStepRequirement = {
  __typename?: 'TwoStepRequirement';
  /** The roles' ids (built-in ones first: OWNER, MANAGER, FULFILMENT, SUPPORT, MODERATION, ACCOUNTING; then custom roles). */
  roleIds: Array<Scalars['String']['output']>;
};

/** Which change to undo. */
export type UndoChangeInput = {
  /** Any entry of the change: its history's entry, or the toast's handle (a mutation response's `extensions.change.entryId`). */
  entryId: Scalars['ID']['input'];
};

/** What an undo did. */
export type UndoChangePayload = {
  __typename?: 'UndoChangePayload';
  /** True once the whole change is undone; false: a change of more than 150 entries goes back a page at a time, call again with the same entry. */
  complete: Scalars['Boolean']['output'];
  /** Entries undone by this call (0 when refused). */
  undone: Scalars['Int']['output'];
  /** French refusals; empty on success. Codes: NOT_FOUND, ALREADY_UNDONE, IRREVERSIBLE (with the reason), PERMISSION (the role lacks the original write's permission), CHANGED_SINCE (naming who changed what, and when), APPROVAL_REQUIRED (undoing would grant credits or change the VAT or the seller above the approval thresholds). */
  userErrors: Array<UserError>;
};

/** A post's new values, if it is still at `version`. */
export type UpdateBlogPostInput = {
  /** The post's id. */
  id: Scalars['ID']['input'];
  /** The new values. */
  values: BlogPostInput;
  /** The version the form was loaded at. */
  version: Scalars['Int']['input'];
};

/** Replaces a delivery method's editable fields, if nobody has written it since `version`. */
export type UpdateDeliveryMethodInput = {
  /** The method's id. */
  id: Scalars['ID']['input'];
  /** The new values (isActive ignored). */
  values: DeliveryMethodInput;
  /** The version the form was loaded with; an older one than the record's is refused (STALE_VERSION). */
  version: Scalars['Int']['input'];
};

/** Saves a template. */
export type UpdateEmailTemplateInput = {
  /** The HTML body. */
  html: Scalars['String']['input'];
  /** Which template. */
  name: Scalars['ID']['input'];
  /** The subject. */
  subject: Scalars['String']['input'];
  /** The plain-text body; may be empty. */
  text: Scalars['String']['input'];
  /** The version the editor was loaded with; an older one than the template's is refused (STALE_VERSION). */
  version: Scalars['Int']['input'];
};

/** Replaces an image-to-image prompt's editable fields, if nobody has written it since `version`. */
export type UpdateImageToImagePromptInput = {
  /** The prompt's id. */
  id: Scalars['ID']['input'];
  /** The new values (isActive ignored). */
  values: ImageToImagePromptInput;
  /** The version the form was loaded with; an older one than the record's is refused (STALE_VERSION). */
  version: Scalars['Int']['input'];
};

/** New alt text and custom metadata for a file. */
export type UpdateMediaFileInput = {
  /** The alternative text (at most 300 characters); null or blank: none. */
  alt?: InputMaybe<Scalars['String']['input']>;
  /** The whole custom metadata (at most 20 entries), replacing the current one. */
  customMetadata: Array<MetadataEntryInput>;
  /** The file's full storage path. */
  path: Scalars['String']['input'];
  /** The version the form was loaded at (STALE_VERSION when another admin saved since). */
  version: Scalars['Int']['input'];
};

/** Replaces a printing product's editable fields, if nobody has written it since `version`. */
export type UpdatePrintingProductInput = {
  /** The product's id. */
  id: Scalars['ID']['input'];
  /** The new values (isActive ignored). */
  values: PrintingProductInput;
  /** The version the form was loaded with; an older one than the record's is refused (STALE_VERSION). */
  version: Scalars['Int']['input'];
};

/** A change to a saved view; fields left out keep their value. */
export type UpdateSavedViewInput = {
  /** The view's id. */
  id: Scalars['ID']['input'];
  /** Its new name, 1–60 characters, unique as at creation. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Its new query string (the list's current state), validated as at creation. */
  query?: InputMaybe<Scalars['String']['input']>;
  /** Shares or unshares it: its author only. */
  shared?: InputMaybe<Scalars['Boolean']['input']>;
};

/**
 * A save of some settings, if nobody has written them since `version`. Only the fields given
 * change (null or absent: unchanged); the console saves one section at a time.
 */
export type UpdateSettingsInput = {
  /** The whole list of keywords: trimmed, blanks and repeats (case ignored) dropped, at most 100 of at most 50 characters. */
  autoRejectKeywords?: InputMaybe<Array<Scalars['String']['input']>>;
  /** A valid e-mail address, required once given. */
  contactEmail?: InputMaybe<Scalars['String']['input']>;
  /** The whole list of packs, in order: 1 to 10. */
  creditPacks?: InputMaybe<Array<CreditPackInput>>;
  /** Credits per generation: a whole number from 0 to 1,000. */
  creditsPerGeneration?: InputMaybe<Scalars['Float']['input']>;
  /** Loyalty points per euro: 0 to 100, at most two decimals. */
  loyaltyRate?: InputMaybe<Scalars['Float']['input']>;
  /** Whether the author is told of a rejection. */
  notifyAuthorOnRejection?: InputMaybe<Scalars['Boolean']['input']>;
  /** Whether a creation waits for approval. */
  requireApproval?: InputMaybe<Scalars['Boolean']['input']>;
  /** The seller's legal identity (the whole section). */
  seller?: InputMaybe<SellerIdentityInput>;
  /** A valid e-mail address; blank clears it (the mails then leave from the server's MAIL_FROM). */
  senderEmail?: InputMaybe<Scalars['String']['input']>;
  /** 1–80 characters once trimmed. */
  shopName?: InputMaybe<Scalars['String']['input']>;
  /** The VAT rate in percent: 0 to 100, at most two decimals. */
  vatRate?: InputMaybe<Scalars['Float']['input']>;
  /** The version the screen holds (ShopSettings.version). */
  version: Scalars['Int']['input'];
};

/** A custom role's new name and permissions. */
export type UpdateStaffRoleInput = {
  /** The custom role's id (a built-in role is refused). */
  id: Scalars['ID']['input'];
  /** Its name, 2 to 40 characters once trimmed, unique whatever the case among built-in and custom roles. */
  name: Scalars['String']['input'];
  /** What it allows from now on: at least one, each once, none the caller's own role lacks. */
  permissions: Array<Permission>;
};

/** A page's new values, if it is still at `version`. */
export type UpdateStaticPageInput = {
  /** The page's id. */
  id: Scalars['ID']['input'];
  /** The new values. */
  values: StaticPageInput;
  /** The version the form was loaded at. */
  version: Scalars['Int']['input'];
};

/** Replaces a text-to-image style's editable fields, if nobody has written it since `version`. */
export type UpdateTextToImageStyleInput = {
  /** The style's id. */
  id: Scalars['ID']['input'];
  /** The new values (isActive ignored). */
  values: TextToImageStyleInput;
  /** The version the form was loaded with; an older one than the record's is refused (STALE_VERSION). */
  version: Scalars['Int']['input'];
};

/**
 * A customer or administrator of the shop: the users/{uid} record.
 * Permission: any administrator.
 */
export type User = {
  __typename?: 'User';
  /**
   * When the record was created (sign-up, or first sign-in to the console).
   * Permission: Clients (CUSTOMERS_READ).
   */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /**
   * The user's creations, newest first. Cost: 1 query + 1 read per creation.
   * Permission: Clients (CUSTOMERS_READ) or Modération (MODERATION).
   */
  creations: CreationConnection;
  /**
   * Credit balance: a whole number from 0 to 1,000,000 (0 for a new user).
   * Permission: Crédits et fidélité (CREDITS).
   */
  credits: Scalars['Int']['output'];
  /** The account's e-mail address; null when unknown. */
  email?: Maybe<Scalars['String']['output']>;
  /** First name; null when unknown. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** firstName and lastName when known, else null. */
  fullName?: Maybe<Scalars['String']['output']>;
  /** The uid, as `uid`: the identifier to pass to `user(id:)` and the user mutations. */
  id: Scalars['ID']['output'];
  /**
   * True only when the record's isAdmin is the boolean true: the user may use the back-office and this API.
   * Permission: Clients (CUSTOMERS_READ).
   */
  isAdmin: Scalars['Boolean']['output'];
  /**
   * Whether the account is marked blocked; stored, not enforced yet (spec §6).
   * Permission: Clients (CUSTOMERS_READ).
   */
  isBlocked: Scalars['Boolean']['output'];
  /**
   * The last back-office sign-in (recorded by recordLogin for administrators); null when none.
   * Permission: Clients (CUSTOMERS_READ).
   */
  lastLoginAt?: Maybe<Scalars['DateTime']['output']>;
  /** Last name; null when unknown. */
  lastName?: Maybe<Scalars['String']['output']>;
  /**
   * Loyalty points: a whole number from 0 to 1,000,000 (0 for a new user).
   * Permission: Crédits et fidélité (CREDITS).
   */
  loyaltyPoints: Scalars['Int']['output'];
  /**
   * The user's orders, newest first. Cost: 1 query + 1 read per order.
   * Permission: Commandes (ORDERS_READ).
   */
  orders: OrderConnection;
  /**
   * The erasure of this customer's personal data, or null when none was started. Cost: 1 read.
   * Permission: Données personnelles (PERSONAL_DATA).
   */
  personalDataErasure?: Maybe<PersonalDataErasure>;
  /**
   * This customer's requests, the last received first (at most 50). Cost: up to 50 reads.
   * Permission: Données personnelles (PERSONAL_DATA).
   */
  personalDataRequests: Array<PersonalDataRequest>;
  /** URL of the profile picture (from the sign-in provider); null when none. */
  photoURL?: Maybe<Scalars['String']['output']>;
  /**
   * The user's transactions (purchases, payments, refunds, adjustments), newest first. Cost: 1 query + 1 read per transaction.
   * Permission: Crédits et fidélité (CREDITS).
   */
  transactions: TransactionConnection;
  /** The Firebase Authentication uid, also the users document id. */
  uid: Scalars['ID']['output'];
};


/**
 * A customer or administrator of the shop: the users/{uid} record.
 * Permission: any administrator.
 */
export type UserCreationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * A customer or administrator of the shop: the users/{uid} record.
 * Permission: any administrator.
 */
export type UserOrdersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * A customer or administrator of the shop: the users/{uid} record.
 * Permission: any administrator.
 */
export type UserTransactionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of users (Relay connection). */
export type UserConnection = {
  __typename?: 'UserConnection';
  /** The page's users, in the list's order. */
  edges: Array<UserEdge>;
  /** Where this page sits in the list. */
  pageInfo: PageInfo;
  /** How many users match, over every page. Cost: a count() aggregation, 1 read per 1,000 users; nothing with a search. */
  totalCount: Scalars['Int']['output'];
};

/** What a credits change returns: the user and the transaction on success, userErrors only on refusal. */
export type UserCreditsPayload = {
  __typename?: 'UserCreditsPayload';
  /** Set when the grant is above the owner's threshold: nothing was written, the request « En attente d'approbation » was recorded instead. */
  approvalRequest?: Maybe<ApprovalRequest>;
  /** The CREDIT_ADJUSTMENT transaction recorded with the change. */
  transaction?: Maybe<Transaction>;
  /** The user with the new balance; null when refused. */
  user?: Maybe<User>;
  /** French refusals; empty on success. */
  userErrors: Array<UserError>;
};

/** A user in a page of users. */
export type UserEdge = {
  __typename?: 'UserEdge';
  /** Opaque position of this user in the list; pass it as `after` to read what follows. */
  cursor: Scalars['String']['output'];
  /** The user. */
  node: User;
};

/** A validation failure, in French, pointing at the input field it concerns. */
export type UserError = {
  __typename?: 'UserError';
  /** A stable machine-readable reason, e.g. REQUIRED, TOO_LONG, NOT_FOUND, LAST_ADMIN, INVALID (a refused order status). */
  code?: Maybe<Scalars['String']['output']>;
  /** Path to the input field concerned, e.g. ["input", "reason"] or ["input", "ids", "3"]. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** What is wrong, in French, ready to show to the administrator. */
  message: Scalars['String']['output'];
};

/** Which users to list; every condition given must hold. */
export type UserFilter = {
  /** true: credits above 0; false: no credits. */
  hasCredits?: InputMaybe<Scalars['Boolean']['input']>;
  /** true: administrators only; false: everyone else. */
  isAdmin?: InputMaybe<Scalars['Boolean']['input']>;
  /** true: blocked users only; false: the others. */
  isBlocked?: InputMaybe<Scalars['Boolean']['input']>;
  /** Prefix of the e-mail, first name, last name or full name; case- and accent-insensitive. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** What a user change returns: the user on success, userErrors only on refusal. */
export type UserPayload = {
  __typename?: 'UserPayload';
  /** Set when the change of administrator rights waits for approval: nothing was written, the request was recorded instead. */
  approvalRequest?: Maybe<ApprovalRequest>;
  /** The user as it is now; null when refused. */
  user?: Maybe<User>;
  /** French refusals; empty on success. */
  userErrors: Array<UserError>;
};

/** How the user list is sorted; ties are broken by uid. */
export type UserSort =
  /** Oldest sign-ups first. */
  | 'CREATED_AT_ASC'
  /** Newest sign-ups first (the default). */
  | 'CREATED_AT_DESC'
  /** Smallest credit balance first. */
  | 'CREDITS_ASC'
  /** Largest credit balance first. */
  | 'CREDITS_DESC'
  /** Earliest back-office sign-in first; null first of all. */
  | 'LAST_LOGIN_AT_ASC'
  /** Latest back-office sign-in first; null last. */
  | 'LAST_LOGIN_AT_DESC';

/**
 * VAT of one calendar month of the period, at the settings' rate (prices are VAT included).
 * Permission: Finances (FINANCES).
 */
export type VatMonth = {
  __typename?: 'VatMonth';
  /** Net revenue of the month's days within the period, VAT included (TTC), in cents. */
  grossCents: Scalars['Int']['output'];
  /** The month (yyyy-mm, Paris). */
  month: Scalars['String']['output'];
  /** The same without VAT (HT): round(TTC / (1 + rate / 100)), in cents. */
  netCents: Scalars['Int']['output'];
  /** The VAT: grossCents − netCents. */
  vatCents: Scalars['Int']['output'];
};

/**
 * A document's totals for one VAT rate, as the VAT return sums them.
 * Permission: Finances (FINANCES) or Remboursements (REFUNDS).
 */
export type VatTotal = {
  __typename?: 'VatTotal';
  /** Total including VAT, in cents. */
  grossCents: Scalars['Int']['output'];
  /** Base excluding VAT, in cents. */
  netCents: Scalars['Int']['output'];
  /** VAT, in cents. */
  vatCents: Scalars['Int']['output'];
  /** VAT rate in percent. */
  vatRate: Scalars['Float']['output'];
};

/**
 * A work queue and how many of its records are late now.
 * Permission: any administrator.
 */
export type WorkQueue = {
  __typename?: 'WorkQueue';
  /** Which queue. */
  id: WorkQueueId;
  /** Its name, in French (« Payée depuis plus de 48 h sans expédition »). */
  label: Scalars['String']['output'];
  /** How many records are late now: a count() of exactly the records `path` lists. */
  lateCount: Scalars['Int']['output'];
  /** The console address listing exactly the late records (the list with ?late=1). */
  path: Scalars['String']['output'];
};

/** A service level the shop keeps: a list's records are late after a delay (docs/saved-views.md). */
export type WorkQueueId =
  /** Contact messages still new (unread, unanswered), sent more than 24 hours ago. */
  | 'CONTACT_MESSAGES_UNANSWERED'
  /** Feedback still new (nobody took it), sent more than 24 hours ago. */
  | 'FEEDBACK_UNANSWERED'
  /** Orders paid or being prepared, paid more than 48 hours ago (« Payée depuis plus de 48 h sans expédition »). */
  | 'ORDERS_PAID_UNSHIPPED'
  /** Personal-data requests still open and due within 7 days, or overdue (« Demande RGPD à échéance dans 7 jours ou moins »). */
  | 'PERSONAL_DATA_REQUESTS_DUE';



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccountingDocument: ResolverTypeWrapper<AccountingDocumentRecord>;
  AccountingDocumentConnection: ResolverTypeWrapper<Omit<AccountingDocumentConnection, 'edges'> & { edges: Array<ResolversTypes['AccountingDocumentEdge']> }>;
  AccountingDocumentEdge: ResolverTypeWrapper<Omit<AccountingDocumentEdge, 'node'> & { node: ResolversTypes['AccountingDocument'] }>;
  AccountingDocumentFilter: AccountingDocumentFilter;
  AccountingDocumentKind: AccountingDocumentKind;
  AccountingDocumentLine: ResolverTypeWrapper<AccountingDocumentLine>;
  AddFeedbackNoteInput: AddFeedbackNoteInput;
  AddOrderNoteInput: AddOrderNoteInput;
  AdjustUserCreditsInput: AdjustUserCreditsInput;
  AggregatesVerification: ResolverTypeWrapper<AggregatesVerification>;
  ApprovalDecisionPayload: ResolverTypeWrapper<Omit<ApprovalDecisionPayload, 'approvalRequest'> & { approvalRequest?: Maybe<ResolversTypes['ApprovalRequest']> }>;
  ApprovalKind: ApprovalKind;
  ApprovalQueue: ApprovalQueue;
  ApprovalRequest: ResolverTypeWrapper<ApprovalRequestRecord>;
  ApprovalRequestConnection: ResolverTypeWrapper<ApprovalRequestConnectionParent>;
  ApprovalRequestEdge: ResolverTypeWrapper<Omit<ApprovalRequestEdge, 'node'> & { node: ResolversTypes['ApprovalRequest'] }>;
  ApprovalState: ApprovalState;
  ApprovalThresholds: ResolverTypeWrapper<ApprovalThresholds>;
  AssignFeedbackInput: AssignFeedbackInput;
  AuditChange: ResolverTypeWrapper<AuditChange>;
  AuditEntry: ResolverTypeWrapper<AuditRecord>;
  AuditEntryConnection: ResolverTypeWrapper<AuditEntryConnectionParent>;
  AuditEntryEdge: ResolverTypeWrapper<Omit<AuditEntryEdge, 'node'> & { node: ResolversTypes['AuditEntry'] }>;
  AuditFilterOption: ResolverTypeWrapper<AuditFilterOption>;
  AuditLogFilter: AuditLogFilter;
  AuditUndo: ResolverTypeWrapper<AuditUndoParent>;
  AuditUndoState: AuditUndoState;
  BlogPost: ResolverTypeWrapper<BlogPostRecord>;
  BlogPostConnection: ResolverTypeWrapper<BlogPostConnectionParent>;
  BlogPostEdge: ResolverTypeWrapper<Omit<BlogPostEdge, 'node'> & { node: ResolversTypes['BlogPost'] }>;
  BlogPostFilter: BlogPostFilter;
  BlogPostInput: BlogPostInput;
  BlogPostPayload: ResolverTypeWrapper<Omit<BlogPostPayload, 'blogPost'> & { blogPost?: Maybe<ResolversTypes['BlogPost']> }>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ChangeOrderStatusInput: ChangeOrderStatusInput;
  ChangeOrdersStatusInput: ChangeOrdersStatusInput;
  ChangeOrdersStatusPayload: ResolverTypeWrapper<Omit<ChangeOrdersStatusPayload, 'changed'> & { changed: Array<ResolversTypes['Order']> }>;
  ChangeStaffRoleInput: ChangeStaffRoleInput;
  ChartPoint: ResolverTypeWrapper<ChartPoint>;
  ClosePersonalDataRequestInput: ClosePersonalDataRequestInput;
  ContactMessage: ResolverTypeWrapper<ContactMessageRecord>;
  ContactMessageConnection: ResolverTypeWrapper<ContactMessageConnectionParent>;
  ContactMessageEdge: ResolverTypeWrapper<Omit<ContactMessageEdge, 'node'> & { node: ResolversTypes['ContactMessage'] }>;
  ContactMessageFilter: ContactMessageFilter;
  ContactMessagePayload: ResolverTypeWrapper<Omit<ContactMessagePayload, 'contactMessage'> & { contactMessage?: Maybe<ResolversTypes['ContactMessage']> }>;
  ContactMessageStatus: ContactMessageStatus;
  ContactReply: ResolverTypeWrapper<ContactReplyRecord>;
  ContentStatus: ContentStatus;
  CreateSavedViewInput: CreateSavedViewInput;
  CreateStaffRoleInput: CreateStaffRoleInput;
  Creation: ResolverTypeWrapper<CreationRecord>;
  CreationConnection: ResolverTypeWrapper<CreationConnectionParent>;
  CreationEdge: ResolverTypeWrapper<Omit<CreationEdge, 'node'> & { node: ResolversTypes['Creation'] }>;
  CreationFilter: CreationFilter;
  CreationKind: CreationKind;
  CreationModerationFilter: CreationModerationFilter;
  CreditPack: ResolverTypeWrapper<CreditPack>;
  CreditPackInput: CreditPackInput;
  Dashboard: ResolverTypeWrapper<DashboardFigures>;
  DashboardMetrics: ResolverTypeWrapper<DashboardMetrics>;
  DashboardTrends: ResolverTypeWrapper<DashboardTrends>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DayRange: DayRange;
  DecideApprovalRequestInput: DecideApprovalRequestInput;
  DeleteDeliveryMethodInput: DeleteDeliveryMethodInput;
  DeleteDeliveryMethodPayload: ResolverTypeWrapper<DeleteDeliveryMethodPayload>;
  DeleteImageToImagePromptInput: DeleteImageToImagePromptInput;
  DeleteImageToImagePromptPayload: ResolverTypeWrapper<DeleteImageToImagePromptPayload>;
  DeleteMediaFileInput: DeleteMediaFileInput;
  DeleteMediaFilePayload: ResolverTypeWrapper<DeleteMediaFilePayload>;
  DeletePrintingProductInput: DeletePrintingProductInput;
  DeletePrintingProductPayload: ResolverTypeWrapper<DeletePrintingProductPayload>;
  DeleteSavedViewInput: DeleteSavedViewInput;
  DeleteSavedViewPayload: ResolverTypeWrapper<DeleteSavedViewPayload>;
  DeleteStaffRoleInput: DeleteStaffRoleInput;
  DeleteStaffRolePayload: ResolverTypeWrapper<DeleteStaffRolePayload>;
  DeleteTextToImageStyleInput: DeleteTextToImageStyleInput;
  DeleteTextToImageStylePayload: ResolverTypeWrapper<DeleteTextToImageStylePayload>;
  DeliveryMethod: ResolverTypeWrapper<DeliveryMethodRecord>;
  DeliveryMethodInput: DeliveryMethodInput;
  DeliveryMethodPayload: ResolverTypeWrapper<Omit<DeliveryMethodPayload, 'deliveryMethod'> & { deliveryMethod?: Maybe<ResolversTypes['DeliveryMethod']> }>;
  DocumentsMonth: ResolverTypeWrapper<DocumentsMonth>;
  DocumentsRate: ResolverTypeWrapper<DocumentsRate>;
  DroppedFeedbackReference: ResolverTypeWrapper<DroppedReference>;
  DroppedReferenceReason: DroppedReferenceReason;
  DuplicateDeliveryMethodInput: DuplicateDeliveryMethodInput;
  DuplicateImageToImagePromptInput: DuplicateImageToImagePromptInput;
  DuplicatePrintingProductInput: DuplicatePrintingProductInput;
  DuplicateTextToImageStyleInput: DuplicateTextToImageStyleInput;
  EmailSettings: ResolverTypeWrapper<MailSettings>;
  EmailSettingsPayload: ResolverTypeWrapper<Omit<EmailSettingsPayload, 'settings' | 'shopSettings'> & { settings?: Maybe<ResolversTypes['EmailSettings']>, shopSettings?: Maybe<ResolversTypes['ShopSettings']> }>;
  EmailSwitch: EmailSwitch;
  EmailSwitchState: ResolverTypeWrapper<EmailSwitchState>;
  EmailTemplate: ResolverTypeWrapper<EmailTemplateView>;
  EmailTemplateDraftInput: EmailTemplateDraftInput;
  EmailTemplatePayload: ResolverTypeWrapper<Omit<EmailTemplatePayload, 'template'> & { template?: Maybe<ResolversTypes['EmailTemplate']> }>;
  EmailTemplatePreview: ResolverTypeWrapper<EmailTemplatePreview>;
  EmailTemplateRevision: ResolverTypeWrapper<RevisionRecord>;
  EmailTemplateVariable: ResolverTypeWrapper<EmailTemplateVariable>;
  ErasePersonalDataInput: ErasePersonalDataInput;
  ErasePersonalDataPayload: ResolverTypeWrapper<Omit<ErasePersonalDataPayload, 'erasure' | 'user'> & { erasure?: Maybe<ResolversTypes['PersonalDataErasure']>, user?: Maybe<ResolversTypes['User']> }>;
  Feedback: ResolverTypeWrapper<FeedbackRecord>;
  FeedbackCategory: FeedbackCategory;
  FeedbackConnection: ResolverTypeWrapper<FeedbackConnectionParent>;
  FeedbackEdge: ResolverTypeWrapper<Omit<FeedbackEdge, 'node'> & { node: ResolversTypes['Feedback'] }>;
  FeedbackFilter: FeedbackFilter;
  FeedbackNote: ResolverTypeWrapper<FeedbackNoteRecord>;
  FeedbackPayload: ResolverTypeWrapper<Omit<FeedbackPayload, 'feedback'> & { feedback?: Maybe<ResolversTypes['Feedback']> }>;
  FeedbackReferenceKind: FeedbackReferenceKind;
  FeedbackStatus: FeedbackStatus;
  FinanceBucket: FinanceBucket;
  FinanceChartPoint: ResolverTypeWrapper<FinanceChartPoint>;
  FinanceFigures: ResolverTypeWrapper<FinanceFigures>;
  FinanceReport: ResolverTypeWrapper<FinanceReportData>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImageToImagePrompt: ResolverTypeWrapper<ImageToImagePromptRecord>;
  ImageToImagePromptInput: ImageToImagePromptInput;
  ImageToImagePromptPayload: ResolverTypeWrapper<Omit<ImageToImagePromptPayload, 'imageToImagePrompt'> & { imageToImagePrompt?: Maybe<ResolversTypes['ImageToImagePrompt']> }>;
  ImportTrackingNumbersInput: ImportTrackingNumbersInput;
  ImportTrackingNumbersPayload: ResolverTypeWrapper<Omit<ImportTrackingNumbersPayload, 'changed' | 'lines'> & { changed: Array<ResolversTypes['Order']>, lines: Array<ResolversTypes['TrackingImportLine']> }>;
  InboxCounts: ResolverTypeWrapper<InboxCounts>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InviteStaffMemberInput: InviteStaffMemberInput;
  Mail: ResolverTypeWrapper<MailRecord>;
  MailConnection: ResolverTypeWrapper<MailConnectionParent>;
  MailDeliveryState: MailDeliveryState;
  MailEdge: ResolverTypeWrapper<Omit<MailEdge, 'node'> & { node: ResolversTypes['Mail'] }>;
  MailFilter: MailFilter;
  MailPayload: ResolverTypeWrapper<Omit<MailPayload, 'mail'> & { mail?: Maybe<ResolversTypes['Mail']> }>;
  MarkContactMessageReadInput: MarkContactMessageReadInput;
  MediaFile: ResolverTypeWrapper<MediaFileRecord>;
  MediaFileConnection: ResolverTypeWrapper<MediaFilePage>;
  MediaFileEdge: ResolverTypeWrapper<Omit<MediaFileEdge, 'node'> & { node: ResolversTypes['MediaFile'] }>;
  MediaFileFilter: MediaFileFilter;
  MediaFilePayload: ResolverTypeWrapper<Omit<MediaFilePayload, 'mediaFile'> & { mediaFile?: Maybe<ResolversTypes['MediaFile']> }>;
  MediaFileSort: MediaFileSort;
  MediaFolder: ResolverTypeWrapper<MediaFolder>;
  MediaUsage: ResolverTypeWrapper<MediaUsage>;
  MediaUsageKind: MediaUsageKind;
  MemberNotification: ResolverTypeWrapper<MemberNotification>;
  MemberNotifications: ResolverTypeWrapper<MemberNotifications>;
  MemberNotificationsPayload: ResolverTypeWrapper<MemberNotificationsPayload>;
  MetadataEntry: ResolverTypeWrapper<MetadataEntry>;
  MetadataEntryInput: MetadataEntryInput;
  ModerateCreationsInput: ModerateCreationsInput;
  ModerateCreationsPayload: ResolverTypeWrapper<Omit<ModerateCreationsPayload, 'creations'> & { creations: Array<ResolversTypes['Creation']> }>;
  Moderation: ResolverTypeWrapper<Omit<Moderation, 'moderator'> & { moderator?: Maybe<ResolversTypes['User']> }>;
  ModerationDecision: ModerationDecision;
  ModerationSettings: ResolverTypeWrapper<ModerationSettings>;
  ModerationStatus: ModerationStatus;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NotificationKind: NotificationKind;
  NotificationKindOption: ResolverTypeWrapper<NotificationKindOption>;
  NotificationPreferences: ResolverTypeWrapper<NotificationPreferences>;
  NotificationPreferencesInput: NotificationPreferencesInput;
  NotificationPreferencesPayload: ResolverTypeWrapper<NotificationPreferencesPayload>;
  NotificationType: NotificationType;
  Order: ResolverTypeWrapper<OrderRecord>;
  OrderConnection: ResolverTypeWrapper<OrderConnectionParent>;
  OrderEdge: ResolverTypeWrapper<Omit<OrderEdge, 'node'> & { node: ResolversTypes['Order'] }>;
  OrderFilter: OrderFilter;
  OrderItem: ResolverTypeWrapper<OrderItemRecord>;
  OrderNote: ResolverTypeWrapper<OrderNoteRecord>;
  OrderPayload: ResolverTypeWrapper<Omit<OrderPayload, 'order'> & { order?: Maybe<ResolversTypes['Order']> }>;
  OrderRefusal: ResolverTypeWrapper<OrderRefusal>;
  OrderSelection: ResolverTypeWrapper<OrderSelection>;
  OrderSort: OrderSort;
  OrderStatus: OrderStatus;
  OrderStatusCount: ResolverTypeWrapper<OrderStatusCountRecord>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Permission: Permission;
  PersonalDataErasure: ResolverTypeWrapper<ErasureState>;
  PersonalDataErasureLine: ResolverTypeWrapper<PersonalDataErasureLine>;
  PersonalDataErasureRun: ResolverTypeWrapper<ErasureRun>;
  PersonalDataErasureState: PersonalDataErasureState;
  PersonalDataRequest: ResolverTypeWrapper<PersonalDataRequestRecord>;
  PersonalDataRequestConnection: ResolverTypeWrapper<PersonalDataRequestConnectionParent>;
  PersonalDataRequestEdge: ResolverTypeWrapper<Omit<PersonalDataRequestEdge, 'node'> & { node: ResolversTypes['PersonalDataRequest'] }>;
  PersonalDataRequestKind: PersonalDataRequestKind;
  PersonalDataRequestPayload: ResolverTypeWrapper<Omit<PersonalDataRequestPayload, 'personalDataRequest'> & { personalDataRequest?: Maybe<ResolversTypes['PersonalDataRequest']> }>;
  PersonalDataRequestQueue: PersonalDataRequestQueue;
  PersonalDataRequestState: PersonalDataRequestState;
  PresenceRecordKind: PresenceRecordKind;
  PresentMember: ResolverTypeWrapper<PresentMemberRecord>;
  PrintingProduct: ResolverTypeWrapper<PrintingProductRecord>;
  PrintingProductInput: PrintingProductInput;
  PrintingProductPayload: ResolverTypeWrapper<Omit<PrintingProductPayload, 'printingProduct'> & { printingProduct?: Maybe<ResolversTypes['PrintingProduct']> }>;
  ProductVariant: ResolverTypeWrapper<ProductVariant>;
  ProductVariantInput: ProductVariantInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RecordLoginPayload: ResolverTypeWrapper<Omit<RecordLoginPayload, 'user'> & { user?: Maybe<ResolversTypes['SessionProfile']> }>;
  RecordPersonalDataRequestInput: RecordPersonalDataRequestInput;
  RecordPresence: ResolverTypeWrapper<RecordPresenceRecord>;
  RecordSave: ResolverTypeWrapper<RecordSave>;
  RefundDestination: RefundDestination;
  RefundLineInput: RefundLineInput;
  RefundOrderInput: RefundOrderInput;
  RefundOrderPayload: ResolverTypeWrapper<Omit<RefundOrderPayload, 'approvalRequest' | 'creditNote' | 'order' | 'transaction'> & { approvalRequest?: Maybe<ResolversTypes['ApprovalRequest']>, creditNote?: Maybe<ResolversTypes['AccountingDocument']>, order?: Maybe<ResolversTypes['Order']>, transaction?: Maybe<ResolversTypes['Transaction']> }>;
  RefundReason: RefundReason;
  Refundable: ResolverTypeWrapper<Refundable>;
  RefundableDelivery: ResolverTypeWrapper<RefundableDelivery>;
  RefundableLine: ResolverTypeWrapper<RefundableLine>;
  ReorderDeliveryMethodsInput: ReorderDeliveryMethodsInput;
  ReorderDeliveryMethodsPayload: ResolverTypeWrapper<Omit<ReorderDeliveryMethodsPayload, 'items'> & { items: Array<ResolversTypes['DeliveryMethod']> }>;
  ReorderImageToImagePromptsInput: ReorderImageToImagePromptsInput;
  ReorderImageToImagePromptsPayload: ResolverTypeWrapper<Omit<ReorderImageToImagePromptsPayload, 'items'> & { items: Array<ResolversTypes['ImageToImagePrompt']> }>;
  ReorderPrintingProductsInput: ReorderPrintingProductsInput;
  ReorderPrintingProductsPayload: ResolverTypeWrapper<Omit<ReorderPrintingProductsPayload, 'items'> & { items: Array<ResolversTypes['PrintingProduct']> }>;
  ReorderTextToImageStylesInput: ReorderTextToImageStylesInput;
  ReorderTextToImageStylesPayload: ResolverTypeWrapper<Omit<ReorderTextToImageStylesPayload, 'items'> & { items: Array<ResolversTypes['TextToImageStyle']> }>;
  ReplyToContactMessageInput: ReplyToContactMessageInput;
  ReprintLineInput: ReprintLineInput;
  ReprintOrderInput: ReprintOrderInput;
  ReprintOrderPayload: ResolverTypeWrapper<Omit<ReprintOrderPayload, 'original' | 'reprint'> & { original?: Maybe<ResolversTypes['Order']>, reprint?: Maybe<ResolversTypes['Order']> }>;
  ReprintReason: ReprintReason;
  ReprintShare: ResolverTypeWrapper<ReprintShareTotal>;
  ResetStaffTwoStepInput: ResetStaffTwoStepInput;
  ResetStaffTwoStepPayload: ResolverTypeWrapper<ResetStaffTwoStepPayload>;
  RestoreRevisionInput: RestoreRevisionInput;
  RetentionPeriods: ResolverTypeWrapper<RetentionPeriods>;
  RetryMailInput: RetryMailInput;
  RevenueShare: ResolverTypeWrapper<ShareTotal>;
  Revision: ResolverTypeWrapper<RevisionRecord>;
  RevisionField: ResolverTypeWrapper<RevisionField>;
  SalesChart: ResolverTypeWrapper<SalesChart>;
  SavedView: ResolverTypeWrapper<SavedViewRecord>;
  SavedViewPayload: ResolverTypeWrapper<Omit<SavedViewPayload, 'savedView'> & { savedView?: Maybe<ResolversTypes['SavedView']> }>;
  SavedViewScreen: SavedViewScreen;
  SellerIdentity: ResolverTypeWrapper<SellerIdentity>;
  SellerIdentityInput: SellerIdentityInput;
  SendTestEmailInput: SendTestEmailInput;
  SessionProfile: ResolverTypeWrapper<UserRecord>;
  SetApprovalThresholdsInput: SetApprovalThresholdsInput;
  SetContactMessagesStatusInput: SetContactMessagesStatusInput;
  SetContactMessagesStatusPayload: ResolverTypeWrapper<Omit<SetContactMessagesStatusPayload, 'contactMessages'> & { contactMessages: Array<ResolversTypes['ContactMessage']> }>;
  SetDeliveryMethodActiveInput: SetDeliveryMethodActiveInput;
  SetEmailEnabledInput: SetEmailEnabledInput;
  SetFeedbackStatusInput: SetFeedbackStatusInput;
  SetFeedbackStatusPayload: ResolverTypeWrapper<Omit<SetFeedbackStatusPayload, 'feedbacks'> & { feedbacks: Array<ResolversTypes['Feedback']> }>;
  SetImageToImagePromptActiveInput: SetImageToImagePromptActiveInput;
  SetMaintenanceModeInput: SetMaintenanceModeInput;
  SetOrderTrackingNumberInput: SetOrderTrackingNumberInput;
  SetPrintingProductActiveInput: SetPrintingProductActiveInput;
  SetRetentionInput: SetRetentionInput;
  SetTextToImageStyleActiveInput: SetTextToImageStyleActiveInput;
  SetTwoStepRequirementInput: SetTwoStepRequirementInput;
  SetTwoStepRequirementPayload: ResolverTypeWrapper<SetTwoStepRequirementPayload>;
  SetUserAdminInput: SetUserAdminInput;
  SetUserBlockedInput: SetUserBlockedInput;
  SetUserCreditsInput: SetUserCreditsInput;
  SetUserLoyaltyPointsInput: SetUserLoyaltyPointsInput;
  ShippingAddress: ResolverTypeWrapper<ShippingAddress>;
  ShopSettings: ResolverTypeWrapper<ShopSettingsRecord>;
  ShopSettingsPayload: ResolverTypeWrapper<Omit<ShopSettingsPayload, 'approvalRequest' | 'settings'> & { approvalRequest?: Maybe<ResolversTypes['ApprovalRequest']>, settings?: Maybe<ResolversTypes['ShopSettings']> }>;
  StaffMember: ResolverTypeWrapper<StaffMemberRecord>;
  StaffMemberInput: StaffMemberInput;
  StaffMemberPayload: ResolverTypeWrapper<Omit<StaffMemberPayload, 'approvalRequest' | 'member'> & { approvalRequest?: Maybe<ResolversTypes['ApprovalRequest']>, member?: Maybe<ResolversTypes['StaffMember']> }>;
  StaffRole: ResolverTypeWrapper<StaffRoleRecord>;
  StaffRolePayload: ResolverTypeWrapper<Omit<StaffRolePayload, 'role'> & { role?: Maybe<ResolversTypes['StaffRole']> }>;
  StaticPage: ResolverTypeWrapper<StaticPageRecord>;
  StaticPageInput: StaticPageInput;
  StaticPagePayload: ResolverTypeWrapper<Omit<StaticPagePayload, 'staticPage'> & { staticPage?: Maybe<ResolversTypes['StaticPage']> }>;
  StatusChange: ResolverTypeWrapper<StatusChangeRecord>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TextToImageStyle: ResolverTypeWrapper<TextToImageStyleRecord>;
  TextToImageStyleInput: TextToImageStyleInput;
  TextToImageStylePayload: ResolverTypeWrapper<Omit<TextToImageStylePayload, 'textToImageStyle'> & { textToImageStyle?: Maybe<ResolversTypes['TextToImageStyle']> }>;
  TrackingImportLine: ResolverTypeWrapper<TrackingImportLineRecord>;
  TrackingImportRowInput: TrackingImportRowInput;
  TrackingImportVerdict: TrackingImportVerdict;
  Transaction: ResolverTypeWrapper<TransactionRecord>;
  TransactionConnection: ResolverTypeWrapper<TransactionConnectionParent>;
  TransactionEdge: ResolverTypeWrapper<Omit<TransactionEdge, 'node'> & { node: ResolversTypes['Transaction'] }>;
  TransactionFilter: TransactionFilter;
  TransactionStatus: TransactionStatus;
  TransactionType: TransactionType;
  Trend: ResolverTypeWrapper<Trend>;
  TrendDirection: TrendDirection;
  TwoStepRequirement: ResolverTypeWrapper<TwoStepRequirement>;
  UndoChangeInput: UndoChangeInput;
  UndoChangePayload: ResolverTypeWrapper<UndoChangePayload>;
  UpdateBlogPostInput: UpdateBlogPostInput;
  UpdateDeliveryMethodInput: UpdateDeliveryMethodInput;
  UpdateEmailTemplateInput: UpdateEmailTemplateInput;
  UpdateImageToImagePromptInput: UpdateImageToImagePromptInput;
  UpdateMediaFileInput: UpdateMediaFileInput;
  UpdatePrintingProductInput: UpdatePrintingProductInput;
  UpdateSavedViewInput: UpdateSavedViewInput;
  UpdateSettingsInput: UpdateSettingsInput;
  UpdateStaffRoleInput: UpdateStaffRoleInput;
  UpdateStaticPageInput: UpdateStaticPageInput;
  UpdateTextToImageStyleInput: UpdateTextToImageStyleInput;
  User: ResolverTypeWrapper<UserRecord>;
  UserConnection: ResolverTypeWrapper<UserConnectionParent>;
  UserCreditsPayload: ResolverTypeWrapper<Omit<UserCreditsPayload, 'approvalRequest' | 'transaction' | 'user'> & { approvalRequest?: Maybe<ResolversTypes['ApprovalRequest']>, transaction?: Maybe<ResolversTypes['Transaction']>, user?: Maybe<ResolversTypes['User']> }>;
  UserEdge: ResolverTypeWrapper<Omit<UserEdge, 'node'> & { node: ResolversTypes['User'] }>;
  UserError: ResolverTypeWrapper<UserError>;
  UserFilter: UserFilter;
  UserPayload: ResolverTypeWrapper<Omit<UserPayload, 'approvalRequest' | 'user'> & { approvalRequest?: Maybe<ResolversTypes['ApprovalRequest']>, user?: Maybe<ResolversTypes['User']> }>;
  UserSort: UserSort;
  VatMonth: ResolverTypeWrapper<VatMonth>;
  VatTotal: ResolverTypeWrapper<VatTotal>;
  WorkQueue: ResolverTypeWrapper<WorkQueueParent>;
  WorkQueueId: WorkQueueId;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccountingDocument: AccountingDocumentRecord;
  AccountingDocumentConnection: Omit<AccountingDocumentConnection, 'edges'> & { edges: Array<ResolversParentTypes['AccountingDocumentEdge']> };
  AccountingDocumentEdge: Omit<AccountingDocumentEdge, 'node'> & { node: ResolversParentTypes['AccountingDocument'] };
  AccountingDocumentFilter: AccountingDocumentFilter;
  AccountingDocumentLine: AccountingDocumentLine;
  AddFeedbackNoteInput: AddFeedbackNoteInput;
  AddOrderNoteInput: AddOrderNoteInput;
  AdjustUserCreditsInput: AdjustUserCreditsInput;
  AggregatesVerification: AggregatesVerification;
  ApprovalDecisionPayload: Omit<ApprovalDecisionPayload, 'approvalRequest'> & { approvalRequest?: Maybe<ResolversParentTypes['ApprovalRequest']> };
  ApprovalRequest: ApprovalRequestRecord;
  ApprovalRequestConnection: ApprovalRequestConnectionParent;
  ApprovalRequestEdge: Omit<ApprovalRequestEdge, 'node'> & { node: ResolversParentTypes['ApprovalRequest'] };
  ApprovalThresholds: ApprovalThresholds;
  AssignFeedbackInput: AssignFeedbackInput;
  AuditChange: AuditChange;
  AuditEntry: AuditRecord;
  AuditEntryConnection: AuditEntryConnectionParent;
  AuditEntryEdge: Omit<AuditEntryEdge, 'node'> & { node: ResolversParentTypes['AuditEntry'] };
  AuditFilterOption: AuditFilterOption;
  AuditLogFilter: AuditLogFilter;
  AuditUndo: AuditUndoParent;
  BlogPost: BlogPostRecord;
  BlogPostConnection: BlogPostConnectionParent;
  BlogPostEdge: Omit<BlogPostEdge, 'node'> & { node: ResolversParentTypes['BlogPost'] };
  BlogPostFilter: BlogPostFilter;
  BlogPostInput: BlogPostInput;
  BlogPostPayload: Omit<BlogPostPayload, 'blogPost'> & { blogPost?: Maybe<ResolversParentTypes['BlogPost']> };
  Boolean: Scalars['Boolean']['output'];
  ChangeOrderStatusInput: ChangeOrderStatusInput;
  ChangeOrdersStatusInput: ChangeOrdersStatusInput;
  ChangeOrdersStatusPayload: Omit<ChangeOrdersStatusPayload, 'changed'> & { changed: Array<ResolversParentTypes['Order']> };
  ChangeStaffRoleInput: ChangeStaffRoleInput;
  ChartPoint: ChartPoint;
  ClosePersonalDataRequestInput: ClosePersonalDataRequestInput;
  ContactMessage: ContactMessageRecord;
  ContactMessageConnection: ContactMessageConnectionParent;
  ContactMessageEdge: Omit<ContactMessageEdge, 'node'> & { node: ResolversParentTypes['ContactMessage'] };
  ContactMessageFilter: ContactMessageFilter;
  ContactMessagePayload: Omit<ContactMessagePayload, 'contactMessage'> & { contactMessage?: Maybe<ResolversParentTypes['ContactMessage']> };
  ContactReply: ContactReplyRecord;
  CreateSavedViewInput: CreateSavedViewInput;
  CreateStaffRoleInput: CreateStaffRoleInput;
  Creation: CreationRecord;
  CreationConnection: CreationConnectionParent;
  CreationEdge: Omit<CreationEdge, 'node'> & { node: ResolversParentTypes['Creation'] };
  CreationFilter: CreationFilter;
  CreditPack: CreditPack;
  CreditPackInput: CreditPackInput;
  Dashboard: DashboardFigures;
  DashboardMetrics: DashboardMetrics;
  DashboardTrends: DashboardTrends;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  DayRange: DayRange;
  DecideApprovalRequestInput: DecideApprovalRequestInput;
  DeleteDeliveryMethodInput: DeleteDeliveryMethodInput;
  DeleteDeliveryMethodPayload: DeleteDeliveryMethodPayload;
  DeleteImageToImagePromptInput: DeleteImageToImagePromptInput;
  DeleteImageToImagePromptPayload: DeleteImageToImagePromptPayload;
  DeleteMediaFileInput: DeleteMediaFileInput;
  DeleteMediaFilePayload: DeleteMediaFilePayload;
  DeletePrintingProductInput: DeletePrintingProductInput;
  DeletePrintingProductPayload: DeletePrintingProductPayload;
  DeleteSavedViewInput: DeleteSavedViewInput;
  DeleteSavedViewPayload: DeleteSavedViewPayload;
  DeleteStaffRoleInput: DeleteStaffRoleInput;
  DeleteStaffRolePayload: DeleteStaffRolePayload;
  DeleteTextToImageStyleInput: DeleteTextToImageStyleInput;
  DeleteTextToImageStylePayload: DeleteTextToImageStylePayload;
  DeliveryMethod: DeliveryMethodRecord;
  DeliveryMethodInput: DeliveryMethodInput;
  DeliveryMethodPayload: Omit<DeliveryMethodPayload, 'deliveryMethod'> & { deliveryMethod?: Maybe<ResolversParentTypes['DeliveryMethod']> };
  DocumentsMonth: DocumentsMonth;
  DocumentsRate: DocumentsRate;
  DroppedFeedbackReference: DroppedReference;
  DuplicateDeliveryMethodInput: DuplicateDeliveryMethodInput;
  DuplicateImageToImagePromptInput: DuplicateImageToImagePromptInput;
  DuplicatePrintingProductInput: DuplicatePrintingProductInput;
  DuplicateTextToImageStyleInput: DuplicateTextToImageStyleInput;
  EmailSettings: MailSettings;
  EmailSettingsPayload: Omit<EmailSettingsPayload, 'settings' | 'shopSettings'> & { settings?: Maybe<ResolversParentTypes['EmailSettings']>, shopSettings?: Maybe<ResolversParentTypes['ShopSettings']> };
  EmailSwitchState: EmailSwitchState;
  EmailTemplate: EmailTemplateView;
  EmailTemplateDraftInput: EmailTemplateDraftInput;
  EmailTemplatePayload: Omit<EmailTemplatePayload, 'template'> & { template?: Maybe<ResolversParentTypes['EmailTemplate']> };
  EmailTemplatePreview: EmailTemplatePreview;
  EmailTemplateRevision: RevisionRecord;
  EmailTemplateVariable: EmailTemplateVariable;
  ErasePersonalDataInput: ErasePersonalDataInput;
  ErasePersonalDataPayload: Omit<ErasePersonalDataPayload, 'erasure' | 'user'> & { erasure?: Maybe<ResolversParentTypes['PersonalDataErasure']>, user?: Maybe<ResolversParentTypes['User']> };
  Feedback: FeedbackRecord;
  FeedbackConnection: FeedbackConnectionParent;
  FeedbackEdge: Omit<FeedbackEdge, 'node'> & { node: ResolversParentTypes['Feedback'] };
  FeedbackFilter: FeedbackFilter;
  FeedbackNote: FeedbackNoteRecord;
  FeedbackPayload: Omit<FeedbackPayload, 'feedback'> & { feedback?: Maybe<ResolversParentTypes['Feedback']> };
  FinanceChartPoint: FinanceChartPoint;
  FinanceFigures: FinanceFigures;
  FinanceReport: FinanceReportData;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  ImageToImagePrompt: ImageToImagePromptRecord;
  ImageToImagePromptInput: ImageToImagePromptInput;
  ImageToImagePromptPayload: Omit<ImageToImagePromptPayload, 'imageToImagePrompt'> & { imageToImagePrompt?: Maybe<ResolversParentTypes['ImageToImagePrompt']> };
  ImportTrackingNumbersInput: ImportTrackingNumbersInput;
  ImportTrackingNumbersPayload: Omit<ImportTrackingNumbersPayload, 'changed' | 'lines'> & { changed: Array<ResolversParentTypes['Order']>, lines: Array<ResolversParentTypes['TrackingImportLine']> };
  InboxCounts: InboxCounts;
  Int: Scalars['Int']['output'];
  InviteStaffMemberInput: InviteStaffMemberInput;
  Mail: MailRecord;
  MailConnection: MailConnectionParent;
  MailEdge: Omit<MailEdge, 'node'> & { node: ResolversParentTypes['Mail'] };
  MailFilter: MailFilter;
  MailPayload: Omit<MailPayload, 'mail'> & { mail?: Maybe<ResolversParentTypes['Mail']> };
  MarkContactMessageReadInput: MarkContactMessageReadInput;
  MediaFile: MediaFileRecord;
  MediaFileConnection: MediaFilePage;
  MediaFileEdge: Omit<MediaFileEdge, 'node'> & { node: ResolversParentTypes['MediaFile'] };
  MediaFileFilter: MediaFileFilter;
  MediaFilePayload: Omit<MediaFilePayload, 'mediaFile'> & { mediaFile?: Maybe<ResolversParentTypes['MediaFile']> };
  MediaFolder: MediaFolder;
  MediaUsage: MediaUsage;
  MemberNotification: MemberNotification;
  MemberNotifications: MemberNotifications;
  MemberNotificationsPayload: MemberNotificationsPayload;
  MetadataEntry: MetadataEntry;
  MetadataEntryInput: MetadataEntryInput;
  ModerateCreationsInput: ModerateCreationsInput;
  ModerateCreationsPayload: Omit<ModerateCreationsPayload, 'creations'> & { creations: Array<ResolversParentTypes['Creation']> };
  Moderation: Omit<Moderation, 'moderator'> & { moderator?: Maybe<ResolversParentTypes['User']> };
  ModerationSettings: ModerationSettings;
  Mutation: Record<PropertyKey, never>;
  NotificationKindOption: NotificationKindOption;
  NotificationPreferences: NotificationPreferences;
  NotificationPreferencesInput: NotificationPreferencesInput;
  NotificationPreferencesPayload: NotificationPreferencesPayload;
  Order: OrderRecord;
  OrderConnection: OrderConnectionParent;
  OrderEdge: Omit<OrderEdge, 'node'> & { node: ResolversParentTypes['Order'] };
  OrderFilter: OrderFilter;
  OrderItem: OrderItemRecord;
  OrderNote: OrderNoteRecord;
  OrderPayload: Omit<OrderPayload, 'order'> & { order?: Maybe<ResolversParentTypes['Order']> };
  OrderRefusal: OrderRefusal;
  OrderSelection: OrderSelection;
  OrderStatusCount: OrderStatusCountRecord;
  PageInfo: PageInfo;
  PersonalDataErasure: ErasureState;
  PersonalDataErasureLine: PersonalDataErasureLine;
  PersonalDataErasureRun: ErasureRun;
  PersonalDataRequest: PersonalDataRequestRecord;
  PersonalDataRequestConnection: PersonalDataRequestConnectionParent;
  PersonalDataRequestEdge: Omit<PersonalDataRequestEdge, 'node'> & { node: ResolversParentTypes['PersonalDataRequest'] };
  PersonalDataRequestPayload: Omit<PersonalDataRequestPayload, 'personalDataRequest'> & { personalDataRequest?: Maybe<ResolversParentTypes['PersonalDataRequest']> };
  PresentMember: PresentMemberRecord;
  PrintingProduct: PrintingProductRecord;
  PrintingProductInput: PrintingProductInput;
  PrintingProductPayload: Omit<PrintingProductPayload, 'printingProduct'> & { printingProduct?: Maybe<ResolversParentTypes['PrintingProduct']> };
  ProductVariant: ProductVariant;
  ProductVariantInput: ProductVariantInput;
  Query: Record<PropertyKey, never>;
  RecordLoginPayload: Omit<RecordLoginPayload, 'user'> & { user?: Maybe<ResolversParentTypes['SessionProfile']> };
  RecordPersonalDataRequestInput: RecordPersonalDataRequestInput;
  RecordPresence: RecordPresenceRecord;
  RecordSave: RecordSave;
  RefundLineInput: RefundLineInput;
  RefundOrderInput: RefundOrderInput;
  RefundOrderPayload: Omit<RefundOrderPayload, 'approvalRequest' | 'creditNote' | 'order' | 'transaction'> & { approvalRequest?: Maybe<ResolversParentTypes['ApprovalRequest']>, creditNote?: Maybe<ResolversParentTypes['AccountingDocument']>, order?: Maybe<ResolversParentTypes['Order']>, transaction?: Maybe<ResolversParentTypes['Transaction']> };
  Refundable: Refundable;
  RefundableDelivery: RefundableDelivery;
  RefundableLine: RefundableLine;
  ReorderDeliveryMethodsInput: ReorderDeliveryMethodsInput;
  ReorderDeliveryMethodsPayload: Omit<ReorderDeliveryMethodsPayload, 'items'> & { items: Array<ResolversParentTypes['DeliveryMethod']> };
  ReorderImageToImagePromptsInput: ReorderImageToImagePromptsInput;
  ReorderImageToImagePromptsPayload: Omit<ReorderImageToImagePromptsPayload, 'items'> & { items: Array<ResolversParentTypes['ImageToImagePrompt']> };
  ReorderPrintingProductsInput: ReorderPrintingProductsInput;
  ReorderPrintingProductsPayload: Omit<ReorderPrintingProductsPayload, 'items'> & { items: Array<ResolversParentTypes['PrintingProduct']> };
  ReorderTextToImageStylesInput: ReorderTextToImageStylesInput;
  ReorderTextToImageStylesPayload: Omit<ReorderTextToImageStylesPayload, 'items'> & { items: Array<ResolversParentTypes['TextToImageStyle']> };
  ReplyToContactMessageInput: ReplyToContactMessageInput;
  ReprintLineInput: ReprintLineInput;
  ReprintOrderInput: ReprintOrderInput;
  ReprintOrderPayload: Omit<ReprintOrderPayload, 'original' | 'reprint'> & { original?: Maybe<ResolversParentTypes['Order']>, reprint?: Maybe<ResolversParentTypes['Order']> };
  ReprintShare: ReprintShareTotal;
  ResetStaffTwoStepInput: ResetStaffTwoStepInput;
  ResetStaffTwoStepPayload: ResetStaffTwoStepPayload;
  RestoreRevisionInput: RestoreRevisionInput;
  RetentionPeriods: RetentionPeriods;
  RetryMailInput: RetryMailInput;
  RevenueShare: ShareTotal;
  Revision: RevisionRecord;
  RevisionField: RevisionField;
  SalesChart: SalesChart;
  SavedView: SavedViewRecord;
  SavedViewPayload: Omit<SavedViewPayload, 'savedView'> & { savedView?: Maybe<ResolversParentTypes['SavedView']> };
  SellerIdentity: SellerIdentity;
  SellerIdentityInput: SellerIdentityInput;
  SendTestEmailInput: SendTestEmailInput;
  SessionProfile: UserRecord;
  SetApprovalThresholdsInput: SetApprovalThresholdsInput;
  SetContactMessagesStatusInput: SetContactMessagesStatusInput;
  SetContactMessagesStatusPayload: Omit<SetContactMessagesStatusPayload, 'contactMessages'> & { contactMessages: Array<ResolversParentTypes['ContactMessage']> };
  SetDeliveryMethodActiveInput: SetDeliveryMethodActiveInput;
  SetEmailEnabledInput: SetEmailEnabledInput;
  SetFeedbackStatusInput: SetFeedbackStatusInput;
  SetFeedbackStatusPayload: Omit<SetFeedbackStatusPayload, 'feedbacks'> & { feedbacks: Array<ResolversParentTypes['Feedback']> };
  SetImageToImagePromptActiveInput: SetImageToImagePromptActiveInput;
  SetMaintenanceModeInput: SetMaintenanceModeInput;
  SetOrderTrackingNumberInput: SetOrderTrackingNumberInput;
  SetPrintingProductActiveInput: SetPrintingProductActiveInput;
  SetRetentionInput: SetRetentionInput;
  SetTextToImageStyleActiveInput: SetTextToImageStyleActiveInput;
  SetTwoStepRequirementInput: SetTwoStepRequirementInput;
  SetTwoStepRequirementPayload: SetTwoStepRequirementPayload;
  SetUserAdminInput: SetUserAdminInput;
  SetUserBlockedInput: SetUserBlockedInput;
  SetUserCreditsInput: SetUserCreditsInput;
  SetUserLoyaltyPointsInput: SetUserLoyaltyPointsInput;
  ShippingAddress: ShippingAddress;
  ShopSettings: ShopSettingsRecord;
  ShopSettingsPayload: Omit<ShopSettingsPayload, 'approvalRequest' | 'settings'> & { approvalRequest?: Maybe<ResolversParentTypes['ApprovalRequest']>, settings?: Maybe<ResolversParentTypes['ShopSettings']> };
  StaffMember: StaffMemberRecord;
  StaffMemberInput: StaffMemberInput;
  StaffMemberPayload: Omit<StaffMemberPayload, 'approvalRequest' | 'member'> & { approvalRequest?: Maybe<ResolversParentTypes['ApprovalRequest']>, member?: Maybe<ResolversParentTypes['StaffMember']> };
  StaffRole: StaffRoleRecord;
  StaffRolePayload: Omit<StaffRolePayload, 'role'> & { role?: Maybe<ResolversParentTypes['StaffRole']> };
  StaticPage: StaticPageRecord;
  StaticPageInput: StaticPageInput;
  StaticPagePayload: Omit<StaticPagePayload, 'staticPage'> & { staticPage?: Maybe<ResolversParentTypes['StaticPage']> };
  StatusChange: StatusChangeRecord;
  String: Scalars['String']['output'];
  TextToImageStyle: TextToImageStyleRecord;
  TextToImageStyleInput: TextToImageStyleInput;
  TextToImageStylePayload: Omit<TextToImageStylePayload, 'textToImageStyle'> & { textToImageStyle?: Maybe<ResolversParentTypes['TextToImageStyle']> };
  TrackingImportLine: TrackingImportLineRecord;
  TrackingImportRowInput: TrackingImportRowInput;
  Transaction: TransactionRecord;
  TransactionConnection: TransactionConnectionParent;
  TransactionEdge: Omit<TransactionEdge, 'node'> & { node: ResolversParentTypes['Transaction'] };
  TransactionFilter: TransactionFilter;
  Trend: Trend;
  TwoStepRequirement: TwoStepRequirement;
  UndoChangeInput: UndoChangeInput;
  UndoChangePayload: UndoChangePayload;
  UpdateBlogPostInput: UpdateBlogPostInput;
  UpdateDeliveryMethodInput: UpdateDeliveryMethodInput;
  UpdateEmailTemplateInput: UpdateEmailTemplateInput;
  UpdateImageToImagePromptInput: UpdateImageToImagePromptInput;
  UpdateMediaFileInput: UpdateMediaFileInput;
  UpdatePrintingProductInput: UpdatePrintingProductInput;
  UpdateSavedViewInput: UpdateSavedViewInput;
  UpdateSettingsInput: UpdateSettingsInput;
  UpdateStaffRoleInput: UpdateStaffRoleInput;
  UpdateStaticPageInput: UpdateStaticPageInput;
  UpdateTextToImageStyleInput: UpdateTextToImageStyleInput;
  User: UserRecord;
  UserConnection: UserConnectionParent;
  UserCreditsPayload: Omit<UserCreditsPayload, 'approvalRequest' | 'transaction' | 'user'> & { approvalRequest?: Maybe<ResolversParentTypes['ApprovalRequest']>, transaction?: Maybe<ResolversParentTypes['Transaction']>, user?: Maybe<ResolversParentTypes['User']> };
  UserEdge: Omit<UserEdge, 'node'> & { node: ResolversParentTypes['User'] };
  UserError: UserError;
  UserFilter: UserFilter;
  UserPayload: Omit<UserPayload, 'approvalRequest' | 'user'> & { approvalRequest?: Maybe<ResolversParentTypes['ApprovalRequest']>, user?: Maybe<ResolversParentTypes['User']> };
  VatMonth: VatMonth;
  VatTotal: VatTotal;
  WorkQueue: WorkQueueParent;
};

export type AccountingDocumentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AccountingDocument'] = ResolversParentTypes['AccountingDocument']> = {
  buyerEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  buyerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grossCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invoiceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  issuedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  issuedOn?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['AccountingDocumentKind'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['AccountingDocumentLine']>, ParentType, ContextType>;
  netCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderReference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paidOn?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  pdfPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refundTo?: Resolver<Maybe<ResolversTypes['RefundDestination']>, ParentType, ContextType>;
  sellerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vatCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vatTotals?: Resolver<Array<ResolversTypes['VatTotal']>, ParentType, ContextType>;
};

export type AccountingDocumentConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AccountingDocumentConnection'] = ResolversParentTypes['AccountingDocumentConnection']> = {
  edges?: Resolver<Array<ResolversTypes['AccountingDocumentEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type AccountingDocumentEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AccountingDocumentEdge'] = ResolversParentTypes['AccountingDocumentEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['AccountingDocument'], ParentType, ContextType>;
};

export type AccountingDocumentLineResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AccountingDocumentLine'] = ResolversParentTypes['AccountingDocumentLine']> = {
  grossCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  netCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitNetCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vatCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vatRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type AggregatesVerificationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AggregatesVerification'] = ResolversParentTypes['AggregatesVerification']> = {
  driftCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  repairedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  verifiedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ApprovalDecisionPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ApprovalDecisionPayload'] = ResolversParentTypes['ApprovalDecisionPayload']> = {
  approvalRequest?: Resolver<Maybe<ResolversTypes['ApprovalRequest']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type ApprovalRequestResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ApprovalRequest'] = ResolversParentTypes['ApprovalRequest']> = {
  amountCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  canDecide?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  credits?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  decidedBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  decisionComment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ApprovalKind'], ParentType, ContextType>;
  kindLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastRefusal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payload?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permission?: Resolver<ResolversTypes['Permission'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requestedBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['ApprovalState'], ParentType, ContextType>;
  stateLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  targetId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  targetPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  targetType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ApprovalRequestConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ApprovalRequestConnection'] = ResolversParentTypes['ApprovalRequestConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ApprovalRequestEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ApprovalRequestEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ApprovalRequestEdge'] = ResolversParentTypes['ApprovalRequestEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ApprovalRequest'], ParentType, ContextType>;
};

export type ApprovalThresholdsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ApprovalThresholds'] = ResolversParentTypes['ApprovalThresholds']> = {
  creditGrantAbove?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  refundAboveCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rightsChanges?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  vatAndIdentityChanges?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AuditChangeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AuditChange'] = ResolversParentTypes['AuditChange']> = {
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  afterText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  beforeText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  valuesAreUserIds?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AuditEntryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actionLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actor?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  actorUid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  changeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['AuditChange']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  targetId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  targetLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  targetPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  targetType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  targetTypeLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  undo?: Resolver<ResolversTypes['AuditUndo'], ParentType, ContextType>;
  undoOf?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type AuditEntryConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AuditEntryConnection'] = ResolversParentTypes['AuditEntryConnection']> = {
  edges?: Resolver<Array<ResolversTypes['AuditEntryEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AuditEntryEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AuditEntryEdge'] = ResolversParentTypes['AuditEntryEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['AuditEntry'], ParentType, ContextType>;
};

export type AuditFilterOptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AuditFilterOption'] = ResolversParentTypes['AuditFilterOption']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditUndoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AuditUndo'] = ResolversParentTypes['AuditUndo']> = {
  effect?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['AuditUndoState'], ParentType, ContextType>;
  undoneAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  undoneBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type BlogPostResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BlogPost'] = ResolversParentTypes['BlogPost']> = {
  author?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  coverImagePath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  coverImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  excerpt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  revisions?: Resolver<Array<ResolversTypes['Revision']>, ParentType, ContextType>;
  seoDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seoTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ContentStatus'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BlogPostConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BlogPostConnection'] = ResolversParentTypes['BlogPostConnection']> = {
  edges?: Resolver<Array<ResolversTypes['BlogPostEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BlogPostEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BlogPostEdge'] = ResolversParentTypes['BlogPostEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['BlogPost'], ParentType, ContextType>;
};

export type BlogPostPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BlogPostPayload'] = ResolversParentTypes['BlogPostPayload']> = {
  blogPost?: Resolver<Maybe<ResolversTypes['BlogPost']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type ChangeOrdersStatusPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChangeOrdersStatusPayload'] = ResolversParentTypes['ChangeOrdersStatusPayload']> = {
  changed?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  refused?: Resolver<Array<ResolversTypes['OrderRefusal']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type ChartPointResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChartPoint'] = ResolversParentTypes['ChartPoint']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revenueCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContactMessageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ContactMessage'] = ResolversParentTypes['ContactMessage']> = {
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  readAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  replies?: Resolver<Array<ResolversTypes['ContactReply']>, ParentType, ContextType>;
  spamReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ContactMessageStatus'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type ContactMessageConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ContactMessageConnection'] = ResolversParentTypes['ContactMessageConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ContactMessageEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContactMessageEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ContactMessageEdge'] = ResolversParentTypes['ContactMessageEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ContactMessage'], ParentType, ContextType>;
};

export type ContactMessagePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ContactMessagePayload'] = ResolversParentTypes['ContactMessagePayload']> = {
  contactMessage?: Resolver<Maybe<ResolversTypes['ContactMessage']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type ContactReplyResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ContactReply'] = ResolversParentTypes['ContactReply']> = {
  author?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mailId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  sentAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type CreationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Creation'] = ResolversParentTypes['Creation']> = {
  author?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['CreationKind'], ParentType, ContextType>;
  moderation?: Resolver<ResolversTypes['Moderation'], ParentType, ContextType>;
  originalImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prompt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sourceImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  style?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  styleLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CreationConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CreationConnection'] = ResolversParentTypes['CreationConnection']> = {
  edges?: Resolver<Array<ResolversTypes['CreationEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CreationEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CreationEdge'] = ResolversParentTypes['CreationEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Creation'], ParentType, ContextType>;
};

export type CreditPackResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CreditPack'] = ResolversParentTypes['CreditPack']> = {
  credits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DashboardResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Dashboard'] = ResolversParentTypes['Dashboard']> = {
  alerts?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  creationsToModerate?: Resolver<Array<ResolversTypes['Creation']>, ParentType, ContextType>;
  creationsToModerateCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  metrics?: Resolver<ResolversTypes['DashboardMetrics'], ParentType, ContextType>;
  pendingOrders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recentOrders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  salesChart?: Resolver<ResolversTypes['SalesChart'], ParentType, ContextType>;
  statusCounts?: Resolver<Array<ResolversTypes['OrderStatusCount']>, ParentType, ContextType>;
  trends?: Resolver<ResolversTypes['DashboardTrends'], ParentType, ContextType>;
  verification?: Resolver<Maybe<ResolversTypes['AggregatesVerification']>, ParentType, ContextType>;
};

export type DashboardMetricsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DashboardMetrics'] = ResolversParentTypes['DashboardMetrics']> = {
  monthlyRevenueCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ordersThisMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCreations?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalUsers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DashboardTrendsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DashboardTrends'] = ResolversParentTypes['DashboardTrends']> = {
  monthlyRevenue?: Resolver<ResolversTypes['Trend'], ParentType, ContextType>;
  ordersThisMonth?: Resolver<ResolversTypes['Trend'], ParentType, ContextType>;
  totalCreations?: Resolver<ResolversTypes['Trend'], ParentType, ContextType>;
  totalUsers?: Resolver<ResolversTypes['Trend'], ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeleteDeliveryMethodPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeleteDeliveryMethodPayload'] = ResolversParentTypes['DeleteDeliveryMethodPayload']> = {
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type DeleteImageToImagePromptPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeleteImageToImagePromptPayload'] = ResolversParentTypes['DeleteImageToImagePromptPayload']> = {
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type DeleteMediaFilePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeleteMediaFilePayload'] = ResolversParentTypes['DeleteMediaFilePayload']> = {
  deletedPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type DeletePrintingProductPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeletePrintingProductPayload'] = ResolversParentTypes['DeletePrintingProductPayload']> = {
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type DeleteSavedViewPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeleteSavedViewPayload'] = ResolversParentTypes['DeleteSavedViewPayload']> = {
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type DeleteStaffRolePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeleteStaffRolePayload'] = ResolversParentTypes['DeleteStaffRolePayload']> = {
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type DeleteTextToImageStylePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeleteTextToImageStylePayload'] = ResolversParentTypes['DeleteTextToImageStylePayload']> = {
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type DeliveryMethodResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeliveryMethod'] = ResolversParentTypes['DeliveryMethod']> = {
  carrier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countries?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  freeAboveCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  maxDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  usageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DeliveryMethodPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeliveryMethodPayload'] = ResolversParentTypes['DeliveryMethodPayload']> = {
  deliveryMethod?: Resolver<Maybe<ResolversTypes['DeliveryMethod']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type DocumentsMonthResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DocumentsMonth'] = ResolversParentTypes['DocumentsMonth']> = {
  creditedOfPaidCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  grossCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invoicedOfPaidCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  netCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rates?: Resolver<Array<ResolversTypes['DocumentsRate']>, ParentType, ContextType>;
  revenueCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unexplainedCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vatCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DocumentsRateResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DocumentsRate'] = ResolversParentTypes['DocumentsRate']> = {
  creditedNetCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  creditedVatCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  grossCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invoicedNetCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invoicedVatCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  netCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vatCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vatRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type DroppedFeedbackReferenceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DroppedFeedbackReference'] = ResolversParentTypes['DroppedFeedbackReference']> = {
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['FeedbackReferenceKind'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['DroppedReferenceReason'], ParentType, ContextType>;
};

export type EmailSettingsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EmailSettings'] = ResolversParentTypes['EmailSettings']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  switches?: Resolver<Array<ResolversTypes['EmailSwitchState']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EmailSettingsPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EmailSettingsPayload'] = ResolversParentTypes['EmailSettingsPayload']> = {
  settings?: Resolver<Maybe<ResolversTypes['EmailSettings']>, ParentType, ContextType>;
  shopSettings?: Resolver<Maybe<ResolversTypes['ShopSettings']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type EmailSwitchStateResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EmailSwitchState'] = ResolversParentTypes['EmailSwitchState']> = {
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['EmailSwitch'], ParentType, ContextType>;
};

export type EmailTemplateResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EmailTemplate'] = ResolversParentTypes['EmailTemplate']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  revisions?: Resolver<Array<ResolversTypes['EmailTemplateRevision']>, ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  switch?: Resolver<Maybe<ResolversTypes['EmailSwitch']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  variables?: Resolver<Array<ResolversTypes['EmailTemplateVariable']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EmailTemplatePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EmailTemplatePayload'] = ResolversParentTypes['EmailTemplatePayload']> = {
  template?: Resolver<Maybe<ResolversTypes['EmailTemplate']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type EmailTemplatePreviewResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EmailTemplatePreview'] = ResolversParentTypes['EmailTemplatePreview']> = {
  html?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subject?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type EmailTemplateRevisionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EmailTemplateRevision'] = ResolversParentTypes['EmailTemplateRevision']> = {
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  replacedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  savedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  savedBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EmailTemplateVariableResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EmailTemplateVariable'] = ResolversParentTypes['EmailTemplateVariable']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sample?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ErasePersonalDataPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ErasePersonalDataPayload'] = ResolversParentTypes['ErasePersonalDataPayload']> = {
  erasure?: Resolver<Maybe<ResolversTypes['PersonalDataErasure']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type FeedbackResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Feedback'] = ResolversParentTypes['Feedback']> = {
  assignee?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  category?: Resolver<ResolversTypes['FeedbackCategory'], ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  creation?: Resolver<Maybe<ResolversTypes['Creation']>, ParentType, ContextType>;
  creationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  droppedReferences?: Resolver<Array<ResolversTypes['DroppedFeedbackReference']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<Array<ResolversTypes['FeedbackNote']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['FeedbackStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type FeedbackConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FeedbackConnection'] = ResolversParentTypes['FeedbackConnection']> = {
  edges?: Resolver<Array<ResolversTypes['FeedbackEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FeedbackEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FeedbackEdge'] = ResolversParentTypes['FeedbackEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Feedback'], ParentType, ContextType>;
};

export type FeedbackNoteResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FeedbackNote'] = ResolversParentTypes['FeedbackNote']> = {
  author?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FeedbackPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FeedbackPayload'] = ResolversParentTypes['FeedbackPayload']> = {
  feedback?: Resolver<Maybe<ResolversTypes['Feedback']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type FinanceChartPointResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FinanceChartPoint'] = ResolversParentTypes['FinanceChartPoint']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  previousRevenueCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenueCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FinanceFiguresResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FinanceFigures'] = ResolversParentTypes['FinanceFigures']> = {
  averageBasketCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  creditSales?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  creditSalesCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  creditsSold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  creditsSpent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  netRevenueCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paidOrders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refundedCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refunds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenueCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
};

export type FinanceReportResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FinanceReport'] = ResolversParentTypes['FinanceReport']> = {
  bucket?: Resolver<ResolversTypes['FinanceBucket'], ParentType, ContextType>;
  chart?: Resolver<Array<ResolversTypes['FinanceChartPoint']>, ParentType, ContextType>;
  current?: Resolver<ResolversTypes['FinanceFigures'], ParentType, ContextType>;
  documentsByMonth?: Resolver<Array<ResolversTypes['DocumentsMonth']>, ParentType, ContextType>;
  previous?: Resolver<ResolversTypes['FinanceFigures'], ParentType, ContextType>;
  reprintsByProduct?: Resolver<Array<ResolversTypes['ReprintShare']>, ParentType, ContextType>;
  revenueByDeliveryMethod?: Resolver<Array<ResolversTypes['RevenueShare']>, ParentType, ContextType>;
  revenueByProduct?: Resolver<Array<ResolversTypes['RevenueShare']>, ParentType, ContextType>;
  vatByMonth?: Resolver<Array<ResolversTypes['VatMonth']>, ParentType, ContextType>;
  vatRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  verification?: Resolver<Maybe<ResolversTypes['AggregatesVerification']>, ParentType, ContextType>;
};

export type ImageToImagePromptResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ImageToImagePrompt'] = ResolversParentTypes['ImageToImagePrompt']> = {
  creditCost?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  previewPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  previewUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prompt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  strength?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  usageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ImageToImagePromptPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ImageToImagePromptPayload'] = ResolversParentTypes['ImageToImagePromptPayload']> = {
  imageToImagePrompt?: Resolver<Maybe<ResolversTypes['ImageToImagePrompt']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type ImportTrackingNumbersPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ImportTrackingNumbersPayload'] = ResolversParentTypes['ImportTrackingNumbersPayload']> = {
  changed?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  errors?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['TrackingImportLine']>, ParentType, ContextType>;
  toApply?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unchanged?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type InboxCountsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['InboxCounts'] = ResolversParentTypes['InboxCounts']> = {
  contactUnread?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  feedbackUnread?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MailResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Mail'] = ResolversParentTypes['Mail']> = {
  accepted?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  endTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  html?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  messageId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rejected?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['MailDeliveryState'], ParentType, ContextType>;
  subject?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  templateLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  templateName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  to?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MailConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MailConnection'] = ResolversParentTypes['MailConnection']> = {
  edges?: Resolver<Array<ResolversTypes['MailEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MailEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MailEdge'] = ResolversParentTypes['MailEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Mail'], ParentType, ContextType>;
};

export type MailPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MailPayload'] = ResolversParentTypes['MailPayload']> = {
  mail?: Resolver<Maybe<ResolversTypes['Mail']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type MediaFileResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MediaFile'] = ResolversParentTypes['MediaFile']> = {
  alt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bucket?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customMetadata?: Resolver<Array<ResolversTypes['MetadataEntry']>, ParentType, ContextType>;
  folder?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  thumbnailUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  timeCreated?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updated?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  uploadedBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usages?: Resolver<Array<ResolversTypes['MediaUsage']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type MediaFileConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MediaFileConnection'] = ResolversParentTypes['MediaFileConnection']> = {
  edges?: Resolver<Array<ResolversTypes['MediaFileEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MediaFileEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MediaFileEdge'] = ResolversParentTypes['MediaFileEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['MediaFile'], ParentType, ContextType>;
};

export type MediaFilePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MediaFilePayload'] = ResolversParentTypes['MediaFilePayload']> = {
  mediaFile?: Resolver<Maybe<ResolversTypes['MediaFile']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type MediaFolderResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MediaFolder'] = ResolversParentTypes['MediaFolder']> = {
  fileCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MediaUsageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MediaUsage'] = ResolversParentTypes['MediaUsage']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['MediaUsageKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MemberNotificationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MemberNotification'] = ResolversParentTypes['MemberNotification']> = {
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['NotificationKind'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['NotificationType'], ParentType, ContextType>;
};

export type MemberNotificationsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MemberNotifications'] = ResolversParentTypes['MemberNotifications']> = {
  items?: Resolver<Array<ResolversTypes['MemberNotification']>, ParentType, ContextType>;
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MemberNotificationsPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MemberNotificationsPayload'] = ResolversParentTypes['MemberNotificationsPayload']> = {
  more?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  notifications?: Resolver<ResolversTypes['MemberNotifications'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type MetadataEntryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MetadataEntry'] = ResolversParentTypes['MetadataEntry']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ModerateCreationsPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ModerateCreationsPayload'] = ResolversParentTypes['ModerateCreationsPayload']> = {
  creations?: Resolver<Array<ResolversTypes['Creation']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type ModerationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Moderation'] = ResolversParentTypes['Moderation']> = {
  isModerated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  moderatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  moderatedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  moderator?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['ModerationStatus']>, ParentType, ContextType>;
};

export type ModerationSettingsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ModerationSettings'] = ResolversParentTypes['ModerationSettings']> = {
  autoRejectKeywords?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  notifyAuthorOnRejection?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  requireApproval?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addFeedbackNote?: Resolver<ResolversTypes['FeedbackPayload'], ParentType, ContextType, RequireFields<MutationAddFeedbackNoteArgs, 'input'>>;
  addOrderNote?: Resolver<ResolversTypes['OrderPayload'], ParentType, ContextType, RequireFields<MutationAddOrderNoteArgs, 'input'>>;
  adjustUserCredits?: Resolver<ResolversTypes['UserCreditsPayload'], ParentType, ContextType, RequireFields<MutationAdjustUserCreditsArgs, 'input'>>;
  approveApprovalRequest?: Resolver<ResolversTypes['ApprovalDecisionPayload'], ParentType, ContextType, RequireFields<MutationApproveApprovalRequestArgs, 'input'>>;
  assignFeedback?: Resolver<ResolversTypes['FeedbackPayload'], ParentType, ContextType, RequireFields<MutationAssignFeedbackArgs, 'input'>>;
  changeOrderStatus?: Resolver<ResolversTypes['OrderPayload'], ParentType, ContextType, RequireFields<MutationChangeOrderStatusArgs, 'input'>>;
  changeOrdersStatus?: Resolver<ResolversTypes['ChangeOrdersStatusPayload'], ParentType, ContextType, RequireFields<MutationChangeOrdersStatusArgs, 'input'>>;
  changeStaffRole?: Resolver<ResolversTypes['StaffMemberPayload'], ParentType, ContextType, RequireFields<MutationChangeStaffRoleArgs, 'input'>>;
  clearNotifications?: Resolver<ResolversTypes['MemberNotificationsPayload'], ParentType, ContextType>;
  closePersonalDataRequest?: Resolver<ResolversTypes['PersonalDataRequestPayload'], ParentType, ContextType, RequireFields<MutationClosePersonalDataRequestArgs, 'input'>>;
  createBlogPost?: Resolver<ResolversTypes['BlogPostPayload'], ParentType, ContextType, RequireFields<MutationCreateBlogPostArgs, 'input'>>;
  createDeliveryMethod?: Resolver<ResolversTypes['DeliveryMethodPayload'], ParentType, ContextType, RequireFields<MutationCreateDeliveryMethodArgs, 'input'>>;
  createImageToImagePrompt?: Resolver<ResolversTypes['ImageToImagePromptPayload'], ParentType, ContextType, RequireFields<MutationCreateImageToImagePromptArgs, 'input'>>;
  createPrintingProduct?: Resolver<ResolversTypes['PrintingProductPayload'], ParentType, ContextType, RequireFields<MutationCreatePrintingProductArgs, 'input'>>;
  createSavedView?: Resolver<ResolversTypes['SavedViewPayload'], ParentType, ContextType, RequireFields<MutationCreateSavedViewArgs, 'input'>>;
  createStaffRole?: Resolver<ResolversTypes['StaffRolePayload'], ParentType, ContextType, RequireFields<MutationCreateStaffRoleArgs, 'input'>>;
  createStaticPage?: Resolver<ResolversTypes['StaticPagePayload'], ParentType, ContextType, RequireFields<MutationCreateStaticPageArgs, 'input'>>;
  createTextToImageStyle?: Resolver<ResolversTypes['TextToImageStylePayload'], ParentType, ContextType, RequireFields<MutationCreateTextToImageStyleArgs, 'input'>>;
  deactivateStaffMember?: Resolver<ResolversTypes['StaffMemberPayload'], ParentType, ContextType, RequireFields<MutationDeactivateStaffMemberArgs, 'input'>>;
  deleteDeliveryMethod?: Resolver<ResolversTypes['DeleteDeliveryMethodPayload'], ParentType, ContextType, RequireFields<MutationDeleteDeliveryMethodArgs, 'input'>>;
  deleteImageToImagePrompt?: Resolver<ResolversTypes['DeleteImageToImagePromptPayload'], ParentType, ContextType, RequireFields<MutationDeleteImageToImagePromptArgs, 'input'>>;
  deleteMediaFile?: Resolver<ResolversTypes['DeleteMediaFilePayload'], ParentType, ContextType, RequireFields<MutationDeleteMediaFileArgs, 'input'>>;
  deletePrintingProduct?: Resolver<ResolversTypes['DeletePrintingProductPayload'], ParentType, ContextType, RequireFields<MutationDeletePrintingProductArgs, 'input'>>;
  deleteSavedView?: Resolver<ResolversTypes['DeleteSavedViewPayload'], ParentType, ContextType, RequireFields<MutationDeleteSavedViewArgs, 'input'>>;
  deleteStaffRole?: Resolver<ResolversTypes['DeleteStaffRolePayload'], ParentType, ContextType, RequireFields<MutationDeleteStaffRoleArgs, 'input'>>;
  deleteTextToImageStyle?: Resolver<ResolversTypes['DeleteTextToImageStylePayload'], ParentType, ContextType, RequireFields<MutationDeleteTextToImageStyleArgs, 'input'>>;
  duplicateDeliveryMethod?: Resolver<ResolversTypes['DeliveryMethodPayload'], ParentType, ContextType, RequireFields<MutationDuplicateDeliveryMethodArgs, 'input'>>;
  duplicateImageToImagePrompt?: Resolver<ResolversTypes['ImageToImagePromptPayload'], ParentType, ContextType, RequireFields<MutationDuplicateImageToImagePromptArgs, 'input'>>;
  duplicatePrintingProduct?: Resolver<ResolversTypes['PrintingProductPayload'], ParentType, ContextType, RequireFields<MutationDuplicatePrintingProductArgs, 'input'>>;
  duplicateTextToImageStyle?: Resolver<ResolversTypes['TextToImageStylePayload'], ParentType, ContextType, RequireFields<MutationDuplicateTextToImageStyleArgs, 'input'>>;
  erasePersonalData?: Resolver<ResolversTypes['ErasePersonalDataPayload'], ParentType, ContextType, RequireFields<MutationErasePersonalDataArgs, 'input'>>;
  importTrackingNumbers?: Resolver<ResolversTypes['ImportTrackingNumbersPayload'], ParentType, ContextType, RequireFields<MutationImportTrackingNumbersArgs, 'input'>>;
  inviteStaffMember?: Resolver<ResolversTypes['StaffMemberPayload'], ParentType, ContextType, RequireFields<MutationInviteStaffMemberArgs, 'input'>>;
  leaveRecord?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationLeaveRecordArgs, 'id' | 'kind'>>;
  markContactMessageRead?: Resolver<ResolversTypes['ContactMessagePayload'], ParentType, ContextType, RequireFields<MutationMarkContactMessageReadArgs, 'input'>>;
  markNotificationsRead?: Resolver<ResolversTypes['MemberNotificationsPayload'], ParentType, ContextType, RequireFields<MutationMarkNotificationsReadArgs, 'ids'>>;
  moderateCreations?: Resolver<ResolversTypes['ModerateCreationsPayload'], ParentType, ContextType, RequireFields<MutationModerateCreationsArgs, 'input'>>;
  reactivateStaffMember?: Resolver<ResolversTypes['StaffMemberPayload'], ParentType, ContextType, RequireFields<MutationReactivateStaffMemberArgs, 'input'>>;
  recordLogin?: Resolver<ResolversTypes['RecordLoginPayload'], ParentType, ContextType>;
  recordPersonalDataRequest?: Resolver<ResolversTypes['PersonalDataRequestPayload'], ParentType, ContextType, RequireFields<MutationRecordPersonalDataRequestArgs, 'input'>>;
  refundOrder?: Resolver<ResolversTypes['RefundOrderPayload'], ParentType, ContextType, RequireFields<MutationRefundOrderArgs, 'input'>>;
  rejectApprovalRequest?: Resolver<ResolversTypes['ApprovalDecisionPayload'], ParentType, ContextType, RequireFields<MutationRejectApprovalRequestArgs, 'input'>>;
  removeNotification?: Resolver<ResolversTypes['MemberNotificationsPayload'], ParentType, ContextType, RequireFields<MutationRemoveNotificationArgs, 'id'>>;
  reorderDeliveryMethods?: Resolver<ResolversTypes['ReorderDeliveryMethodsPayload'], ParentType, ContextType, RequireFields<MutationReorderDeliveryMethodsArgs, 'input'>>;
  reorderImageToImagePrompts?: Resolver<ResolversTypes['ReorderImageToImagePromptsPayload'], ParentType, ContextType, RequireFields<MutationReorderImageToImagePromptsArgs, 'input'>>;
  reorderPrintingProducts?: Resolver<ResolversTypes['ReorderPrintingProductsPayload'], ParentType, ContextType, RequireFields<MutationReorderPrintingProductsArgs, 'input'>>;
  reorderTextToImageStyles?: Resolver<ResolversTypes['ReorderTextToImageStylesPayload'], ParentType, ContextType, RequireFields<MutationReorderTextToImageStylesArgs, 'input'>>;
  replyToContactMessage?: Resolver<ResolversTypes['ContactMessagePayload'], ParentType, ContextType, RequireFields<MutationReplyToContactMessageArgs, 'input'>>;
  reprintOrder?: Resolver<ResolversTypes['ReprintOrderPayload'], ParentType, ContextType, RequireFields<MutationReprintOrderArgs, 'input'>>;
  resetStaffTwoStep?: Resolver<ResolversTypes['ResetStaffTwoStepPayload'], ParentType, ContextType, RequireFields<MutationResetStaffTwoStepArgs, 'input'>>;
  restoreBlogPostRevision?: Resolver<ResolversTypes['BlogPostPayload'], ParentType, ContextType, RequireFields<MutationRestoreBlogPostRevisionArgs, 'input'>>;
  restoreStaticPageRevision?: Resolver<ResolversTypes['StaticPagePayload'], ParentType, ContextType, RequireFields<MutationRestoreStaticPageRevisionArgs, 'input'>>;
  retryMail?: Resolver<ResolversTypes['MailPayload'], ParentType, ContextType, RequireFields<MutationRetryMailArgs, 'input'>>;
  sendTestEmail?: Resolver<ResolversTypes['MailPayload'], ParentType, ContextType, RequireFields<MutationSendTestEmailArgs, 'input'>>;
  setApprovalThresholds?: Resolver<ResolversTypes['ShopSettingsPayload'], ParentType, ContextType, RequireFields<MutationSetApprovalThresholdsArgs, 'input'>>;
  setContactMessagesStatus?: Resolver<ResolversTypes['SetContactMessagesStatusPayload'], ParentType, ContextType, RequireFields<MutationSetContactMessagesStatusArgs, 'input'>>;
  setDeliveryMethodActive?: Resolver<ResolversTypes['DeliveryMethodPayload'], ParentType, ContextType, RequireFields<MutationSetDeliveryMethodActiveArgs, 'input'>>;
  setEmailEnabled?: Resolver<ResolversTypes['EmailSettingsPayload'], ParentType, ContextType, RequireFields<MutationSetEmailEnabledArgs, 'input'>>;
  setFeedbackStatus?: Resolver<ResolversTypes['SetFeedbackStatusPayload'], ParentType, ContextType, RequireFields<MutationSetFeedbackStatusArgs, 'input'>>;
  setImageToImagePromptActive?: Resolver<ResolversTypes['ImageToImagePromptPayload'], ParentType, ContextType, RequireFields<MutationSetImageToImagePromptActiveArgs, 'input'>>;
  setMaintenanceMode?: Resolver<ResolversTypes['ShopSettingsPayload'], ParentType, ContextType, RequireFields<MutationSetMaintenanceModeArgs, 'input'>>;
  setOrderTrackingNumber?: Resolver<ResolversTypes['OrderPayload'], ParentType, ContextType, RequireFields<MutationSetOrderTrackingNumberArgs, 'input'>>;
  setPrintingProductActive?: Resolver<ResolversTypes['PrintingProductPayload'], ParentType, ContextType, RequireFields<MutationSetPrintingProductActiveArgs, 'input'>>;
  setRetention?: Resolver<ResolversTypes['ShopSettingsPayload'], ParentType, ContextType, RequireFields<MutationSetRetentionArgs, 'input'>>;
  setTextToImageStyleActive?: Resolver<ResolversTypes['TextToImageStylePayload'], ParentType, ContextType, RequireFields<MutationSetTextToImageStyleActiveArgs, 'input'>>;
  setTwoStepRequirement?: Resolver<ResolversTypes['SetTwoStepRequirementPayload'], ParentType, ContextType, RequireFields<MutationSetTwoStepRequirementArgs, 'input'>>;
  setUserAdmin?: Resolver<ResolversTypes['UserPayload'], ParentType, ContextType, RequireFields<MutationSetUserAdminArgs, 'input'>>;
  setUserBlocked?: Resolver<ResolversTypes['UserPayload'], ParentType, ContextType, RequireFields<MutationSetUserBlockedArgs, 'input'>>;
  setUserCredits?: Resolver<ResolversTypes['UserCreditsPayload'], ParentType, ContextType, RequireFields<MutationSetUserCreditsArgs, 'input'>>;
  setUserLoyaltyPoints?: Resolver<ResolversTypes['UserPayload'], ParentType, ContextType, RequireFields<MutationSetUserLoyaltyPointsArgs, 'input'>>;
  signOutEverywhere?: Resolver<ResolversTypes['StaffMemberPayload'], ParentType, ContextType>;
  signOutStaffMember?: Resolver<ResolversTypes['StaffMemberPayload'], ParentType, ContextType, RequireFields<MutationSignOutStaffMemberArgs, 'input'>>;
  undoChange?: Resolver<ResolversTypes['UndoChangePayload'], ParentType, ContextType, RequireFields<MutationUndoChangeArgs, 'input'>>;
  updateBlogPost?: Resolver<ResolversTypes['BlogPostPayload'], ParentType, ContextType, RequireFields<MutationUpdateBlogPostArgs, 'input'>>;
  updateDeliveryMethod?: Resolver<ResolversTypes['DeliveryMethodPayload'], ParentType, ContextType, RequireFields<MutationUpdateDeliveryMethodArgs, 'input'>>;
  updateEmailTemplate?: Resolver<ResolversTypes['EmailTemplatePayload'], ParentType, ContextType, RequireFields<MutationUpdateEmailTemplateArgs, 'input'>>;
  updateImageToImagePrompt?: Resolver<ResolversTypes['ImageToImagePromptPayload'], ParentType, ContextType, RequireFields<MutationUpdateImageToImagePromptArgs, 'input'>>;
  updateMediaFile?: Resolver<ResolversTypes['MediaFilePayload'], ParentType, ContextType, RequireFields<MutationUpdateMediaFileArgs, 'input'>>;
  updateNotificationPreferences?: Resolver<ResolversTypes['NotificationPreferencesPayload'], ParentType, ContextType, RequireFields<MutationUpdateNotificationPreferencesArgs, 'input'>>;
  updatePrintingProduct?: Resolver<ResolversTypes['PrintingProductPayload'], ParentType, ContextType, RequireFields<MutationUpdatePrintingProductArgs, 'input'>>;
  updateSavedView?: Resolver<ResolversTypes['SavedViewPayload'], ParentType, ContextType, RequireFields<MutationUpdateSavedViewArgs, 'input'>>;
  updateSettings?: Resolver<ResolversTypes['ShopSettingsPayload'], ParentType, ContextType, RequireFields<MutationUpdateSettingsArgs, 'input'>>;
  updateStaffRole?: Resolver<ResolversTypes['StaffRolePayload'], ParentType, ContextType, RequireFields<MutationUpdateStaffRoleArgs, 'input'>>;
  updateStaticPage?: Resolver<ResolversTypes['StaticPagePayload'], ParentType, ContextType, RequireFields<MutationUpdateStaticPageArgs, 'input'>>;
  updateTextToImageStyle?: Resolver<ResolversTypes['TextToImageStylePayload'], ParentType, ContextType, RequireFields<MutationUpdateTextToImageStyleArgs, 'input'>>;
  visitRecord?: Resolver<ResolversTypes['RecordPresence'], ParentType, ContextType, RequireFields<MutationVisitRecordArgs, 'id' | 'kind'>>;
};

export type NotificationKindOptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NotificationKindOption'] = ResolversParentTypes['NotificationKindOption']> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['NotificationKind'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type NotificationPreferencesResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NotificationPreferences'] = ResolversParentTypes['NotificationPreferences']> = {
  inApp?: Resolver<Array<ResolversTypes['NotificationKind']>, ParentType, ContextType>;
  kinds?: Resolver<Array<ResolversTypes['NotificationKindOption']>, ParentType, ContextType>;
  mail?: Resolver<Array<ResolversTypes['NotificationKind']>, ParentType, ContextType>;
  orderCentsAtLeast?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NotificationPreferencesPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NotificationPreferencesPayload'] = ResolversParentTypes['NotificationPreferencesPayload']> = {
  preferences?: Resolver<Maybe<ResolversTypes['NotificationPreferences']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type OrderResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  allowedNextStatuses?: Resolver<Array<ResolversTypes['OrderStatus']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  creditNotes?: Resolver<Array<ResolversTypes['AccountingDocument']>, ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  deliveredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  deliveryMethod?: Resolver<Maybe<ResolversTypes['DeliveryMethod']>, ParentType, ContextType>;
  deliveryMethodId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryPriceCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoice?: Resolver<Maybe<ResolversTypes['AccountingDocument']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['OrderItem']>, ParentType, ContextType>;
  itemsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notes?: Resolver<Array<ResolversTypes['OrderNote']>, ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  refundable?: Resolver<Maybe<ResolversTypes['Refundable']>, ParentType, ContextType>;
  refundedCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reprintOf?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  reprintReason?: Resolver<Maybe<ResolversTypes['ReprintReason']>, ParentType, ContextType>;
  reprints?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  shippedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  shippingAddress?: Resolver<Maybe<ResolversTypes['ShippingAddress']>, ParentType, ContextType>;
  shortId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  statusHistory?: Resolver<Array<ResolversTypes['StatusChange']>, ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  trackingNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrderConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderConnection'] = ResolversParentTypes['OrderConnection']> = {
  edges?: Resolver<Array<ResolversTypes['OrderEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderEdge'] = ResolversParentTypes['OrderEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
};

export type OrderItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderItem'] = ResolversParentTypes['OrderItem']> = {
  creationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitPriceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderNoteResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderNote'] = ResolversParentTypes['OrderNote']> = {
  author?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  authorUid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderPayload'] = ResolversParentTypes['OrderPayload']> = {
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type OrderRefusalResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderRefusal'] = ResolversParentTypes['OrderRefusal']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shortId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderSelectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderSelection'] = ResolversParentTypes['OrderSelection']> = {
  ids?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  next?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  truncated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type OrderStatusCountResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderStatusCount'] = ResolversParentTypes['OrderStatusCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PersonalDataErasureResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PersonalDataErasure'] = ResolversParentTypes['PersonalDataErasure']> = {
  accountDisabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  current?: Resolver<ResolversTypes['PersonalDataErasureRun'], ParentType, ContextType>;
  pseudonym?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  runs?: Resolver<Array<ResolversTypes['PersonalDataErasureRun']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['PersonalDataErasureState'], ParentType, ContextType>;
};

export type PersonalDataErasureLineResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PersonalDataErasureLine'] = ResolversParentTypes['PersonalDataErasureLine']> = {
  collection?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kept?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pseudonymised?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PersonalDataErasureRunResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PersonalDataErasureRun'] = ResolversParentTypes['PersonalDataErasureRun']> = {
  filesDeleted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['PersonalDataErasureLine']>, ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  startedBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type PersonalDataRequestResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PersonalDataRequest'] = ResolversParentTypes['PersonalDataRequest']> = {
  answer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  closedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  closedBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  daysLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dueOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PersonalDataRequestKind'], ParentType, ContextType>;
  kindLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  receivedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recordedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  recordedBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['PersonalDataRequestState'], ParentType, ContextType>;
  stateLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type PersonalDataRequestConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PersonalDataRequestConnection'] = ResolversParentTypes['PersonalDataRequestConnection']> = {
  edges?: Resolver<Array<ResolversTypes['PersonalDataRequestEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PersonalDataRequestEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PersonalDataRequestEdge'] = ResolversParentTypes['PersonalDataRequestEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['PersonalDataRequest'], ParentType, ContextType>;
};

export type PersonalDataRequestPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PersonalDataRequestPayload'] = ResolversParentTypes['PersonalDataRequestPayload']> = {
  personalDataRequest?: Resolver<Maybe<ResolversTypes['PersonalDataRequest']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type PresentMemberResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PresentMember'] = ResolversParentTypes['PresentMember']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seenAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type PrintingProductResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PrintingProduct'] = ResolversParentTypes['PrintingProduct']> = {
  basePriceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  format?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imagePath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  marginCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  marginPercent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  material?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  printCostCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  usageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  variants?: Resolver<Array<ResolversTypes['ProductVariant']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PrintingProductPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PrintingProductPayload'] = ResolversParentTypes['PrintingProductPayload']> = {
  printingProduct?: Resolver<Maybe<ResolversTypes['PrintingProduct']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type ProductVariantResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductVariant'] = ResolversParentTypes['ProductVariant']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceSupplementCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  accountingDocument?: Resolver<Maybe<ResolversTypes['AccountingDocument']>, ParentType, ContextType, RequireFields<QueryAccountingDocumentArgs, 'number'>>;
  accountingDocuments?: Resolver<ResolversTypes['AccountingDocumentConnection'], ParentType, ContextType, Partial<QueryAccountingDocumentsArgs>>;
  administrators?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  approvalRequest?: Resolver<Maybe<ResolversTypes['ApprovalRequest']>, ParentType, ContextType, RequireFields<QueryApprovalRequestArgs, 'id'>>;
  approvalRequests?: Resolver<ResolversTypes['ApprovalRequestConnection'], ParentType, ContextType, RequireFields<QueryApprovalRequestsArgs, 'queue'>>;
  auditActions?: Resolver<Array<ResolversTypes['AuditFilterOption']>, ParentType, ContextType>;
  auditEntries?: Resolver<Array<Maybe<ResolversTypes['AuditEntry']>>, ParentType, ContextType, RequireFields<QueryAuditEntriesArgs, 'ids'>>;
  auditLog?: Resolver<ResolversTypes['AuditEntryConnection'], ParentType, ContextType, RequireFields<QueryAuditLogArgs, 'first'>>;
  auditTargetTypes?: Resolver<Array<ResolversTypes['AuditFilterOption']>, ParentType, ContextType>;
  blogPost?: Resolver<Maybe<ResolversTypes['BlogPost']>, ParentType, ContextType, RequireFields<QueryBlogPostArgs, 'id'>>;
  blogPosts?: Resolver<ResolversTypes['BlogPostConnection'], ParentType, ContextType, RequireFields<QueryBlogPostsArgs, 'first'>>;
  contactMessage?: Resolver<Maybe<ResolversTypes['ContactMessage']>, ParentType, ContextType, RequireFields<QueryContactMessageArgs, 'id'>>;
  contactMessages?: Resolver<ResolversTypes['ContactMessageConnection'], ParentType, ContextType, RequireFields<QueryContactMessagesArgs, 'first'>>;
  creation?: Resolver<Maybe<ResolversTypes['Creation']>, ParentType, ContextType, RequireFields<QueryCreationArgs, 'id'>>;
  creations?: Resolver<ResolversTypes['CreationConnection'], ParentType, ContextType, RequireFields<QueryCreationsArgs, 'first'>>;
  dashboard?: Resolver<ResolversTypes['Dashboard'], ParentType, ContextType>;
  deliveryMethod?: Resolver<Maybe<ResolversTypes['DeliveryMethod']>, ParentType, ContextType, RequireFields<QueryDeliveryMethodArgs, 'id'>>;
  deliveryMethods?: Resolver<Array<ResolversTypes['DeliveryMethod']>, ParentType, ContextType>;
  emailSettings?: Resolver<ResolversTypes['EmailSettings'], ParentType, ContextType>;
  emailTemplatePreview?: Resolver<ResolversTypes['EmailTemplatePreview'], ParentType, ContextType, RequireFields<QueryEmailTemplatePreviewArgs, 'input'>>;
  emailTemplates?: Resolver<Array<ResolversTypes['EmailTemplate']>, ParentType, ContextType>;
  feedback?: Resolver<Maybe<ResolversTypes['Feedback']>, ParentType, ContextType, RequireFields<QueryFeedbackArgs, 'id'>>;
  feedbacks?: Resolver<ResolversTypes['FeedbackConnection'], ParentType, ContextType, RequireFields<QueryFeedbacksArgs, 'first'>>;
  finances?: Resolver<ResolversTypes['FinanceReport'], ParentType, ContextType, RequireFields<QueryFinancesArgs, 'period'>>;
  imageToImagePrompt?: Resolver<Maybe<ResolversTypes['ImageToImagePrompt']>, ParentType, ContextType, RequireFields<QueryImageToImagePromptArgs, 'id'>>;
  imageToImagePrompts?: Resolver<Array<ResolversTypes['ImageToImagePrompt']>, ParentType, ContextType>;
  inboxCounts?: Resolver<ResolversTypes['InboxCounts'], ParentType, ContextType>;
  mail?: Resolver<Maybe<ResolversTypes['Mail']>, ParentType, ContextType, RequireFields<QueryMailArgs, 'id'>>;
  mails?: Resolver<ResolversTypes['MailConnection'], ParentType, ContextType, RequireFields<QueryMailsArgs, 'first'>>;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  mediaFile?: Resolver<Maybe<ResolversTypes['MediaFile']>, ParentType, ContextType, RequireFields<QueryMediaFileArgs, 'path'>>;
  mediaFiles?: Resolver<ResolversTypes['MediaFileConnection'], ParentType, ContextType, RequireFields<QueryMediaFilesArgs, 'first' | 'orderBy'>>;
  mediaFolders?: Resolver<Array<ResolversTypes['MediaFolder']>, ParentType, ContextType>;
  myNotificationPreferences?: Resolver<ResolversTypes['NotificationPreferences'], ParentType, ContextType>;
  myNotifications?: Resolver<ResolversTypes['MemberNotifications'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  orderSelection?: Resolver<ResolversTypes['OrderSelection'], ParentType, ContextType, RequireFields<QueryOrderSelectionArgs, 'orderBy'>>;
  orderStatusCounts?: Resolver<Array<ResolversTypes['OrderStatusCount']>, ParentType, ContextType, Partial<QueryOrderStatusCountsArgs>>;
  orderViewCounts?: Resolver<Array<Maybe<ResolversTypes['Int']>>, ParentType, ContextType, RequireFields<QueryOrderViewCountsArgs, 'filters'>>;
  orders?: Resolver<ResolversTypes['OrderConnection'], ParentType, ContextType, RequireFields<QueryOrdersArgs, 'first' | 'orderBy'>>;
  pendingApprovalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  personalDataRequests?: Resolver<ResolversTypes['PersonalDataRequestConnection'], ParentType, ContextType, RequireFields<QueryPersonalDataRequestsArgs, 'queue'>>;
  printingProduct?: Resolver<Maybe<ResolversTypes['PrintingProduct']>, ParentType, ContextType, RequireFields<QueryPrintingProductArgs, 'id'>>;
  printingProducts?: Resolver<Array<ResolversTypes['PrintingProduct']>, ParentType, ContextType>;
  recordLastSave?: Resolver<Maybe<ResolversTypes['RecordSave']>, ParentType, ContextType, RequireFields<QueryRecordLastSaveArgs, 'id' | 'kind'>>;
  recordPresence?: Resolver<ResolversTypes['RecordPresence'], ParentType, ContextType, RequireFields<QueryRecordPresenceArgs, 'id' | 'kind'>>;
  savedViews?: Resolver<Array<ResolversTypes['SavedView']>, ParentType, ContextType, RequireFields<QuerySavedViewsArgs, 'screen'>>;
  settings?: Resolver<ResolversTypes['ShopSettings'], ParentType, ContextType>;
  staffMembers?: Resolver<Array<ResolversTypes['StaffMember']>, ParentType, ContextType>;
  staffRoles?: Resolver<Array<ResolversTypes['StaffRole']>, ParentType, ContextType>;
  staticPage?: Resolver<Maybe<ResolversTypes['StaticPage']>, ParentType, ContextType, RequireFields<QueryStaticPageArgs, 'id'>>;
  staticPages?: Resolver<Array<ResolversTypes['StaticPage']>, ParentType, ContextType>;
  textToImageStyle?: Resolver<Maybe<ResolversTypes['TextToImageStyle']>, ParentType, ContextType, RequireFields<QueryTextToImageStyleArgs, 'id'>>;
  textToImageStyles?: Resolver<Array<ResolversTypes['TextToImageStyle']>, ParentType, ContextType>;
  transactions?: Resolver<ResolversTypes['TransactionConnection'], ParentType, ContextType, RequireFields<QueryTransactionsArgs, 'first'>>;
  twoStepRequirement?: Resolver<ResolversTypes['TwoStepRequirement'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  userViewCounts?: Resolver<Array<Maybe<ResolversTypes['Int']>>, ParentType, ContextType, RequireFields<QueryUserViewCountsArgs, 'filters'>>;
  users?: Resolver<ResolversTypes['UserConnection'], ParentType, ContextType, RequireFields<QueryUsersArgs, 'first' | 'orderBy'>>;
  workQueues?: Resolver<Array<ResolversTypes['WorkQueue']>, ParentType, ContextType>;
};

export type RecordLoginPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RecordLoginPayload'] = ResolversParentTypes['RecordLoginPayload']> = {
  user?: Resolver<Maybe<ResolversTypes['SessionProfile']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type RecordPresenceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RecordPresence'] = ResolversParentTypes['RecordPresence']> = {
  kind?: Resolver<ResolversTypes['PresenceRecordKind'], ParentType, ContextType>;
  others?: Resolver<Array<ResolversTypes['PresentMember']>, ParentType, ContextType>;
  recordId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type RecordSaveResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RecordSave'] = ResolversParentTypes['RecordSave']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  byMe?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  memberName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RefundOrderPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RefundOrderPayload'] = ResolversParentTypes['RefundOrderPayload']> = {
  approvalRequest?: Resolver<Maybe<ResolversTypes['ApprovalRequest']>, ParentType, ContextType>;
  creditNote?: Resolver<Maybe<ResolversTypes['AccountingDocument']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  transaction?: Resolver<Maybe<ResolversTypes['Transaction']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type RefundableResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Refundable'] = ResolversParentTypes['Refundable']> = {
  delivery?: Resolver<Maybe<ResolversTypes['RefundableDelivery']>, ParentType, ContextType>;
  invoiceNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['RefundableLine']>, ParentType, ContextType>;
  rates?: Resolver<Array<ResolversTypes['VatTotal']>, ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RefundableDeliveryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RefundableDelivery'] = ResolversParentTypes['RefundableDelivery']> = {
  grossCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  remainingGrossCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vatRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type RefundableLineResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RefundableLine'] = ResolversParentTypes['RefundableLine']> = {
  grossCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  itemIndex?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  remainingGrossCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  remainingQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vatRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ReorderDeliveryMethodsPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ReorderDeliveryMethodsPayload'] = ResolversParentTypes['ReorderDeliveryMethodsPayload']> = {
  items?: Resolver<Array<ResolversTypes['DeliveryMethod']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type ReorderImageToImagePromptsPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ReorderImageToImagePromptsPayload'] = ResolversParentTypes['ReorderImageToImagePromptsPayload']> = {
  items?: Resolver<Array<ResolversTypes['ImageToImagePrompt']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type ReorderPrintingProductsPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ReorderPrintingProductsPayload'] = ResolversParentTypes['ReorderPrintingProductsPayload']> = {
  items?: Resolver<Array<ResolversTypes['PrintingProduct']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type ReorderTextToImageStylesPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ReorderTextToImageStylesPayload'] = ResolversParentTypes['ReorderTextToImageStylesPayload']> = {
  items?: Resolver<Array<ResolversTypes['TextToImageStyle']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type ReprintOrderPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ReprintOrderPayload'] = ResolversParentTypes['ReprintOrderPayload']> = {
  original?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  reprint?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type ReprintShareResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ReprintShare'] = ResolversParentTypes['ReprintShare']> = {
  costCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  rate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  reprintedUnits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  soldUnits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ResetStaffTwoStepPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ResetStaffTwoStepPayload'] = ResolversParentTypes['ResetStaffTwoStepPayload']> = {
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type RetentionPeriodsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RetentionPeriods'] = ResolversParentTypes['RetentionPeriods']> = {
  contactMessagesMonths?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  feedbackMonths?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mailMonths?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RevenueShareResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RevenueShare'] = ResolversParentTypes['RevenueShare']> = {
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenueCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RevisionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Revision'] = ResolversParentTypes['Revision']> = {
  fields?: Resolver<Array<ResolversTypes['RevisionField']>, ParentType, ContextType>;
  replacedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  savedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  savedBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RevisionFieldResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RevisionField'] = ResolversParentTypes['RevisionField']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SalesChartResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SalesChart'] = ResolversParentTypes['SalesChart']> = {
  points?: Resolver<Array<ResolversTypes['ChartPoint']>, ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  yAxisMaxCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  yAxisTicksCents?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type SavedViewResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SavedView'] = ResolversParentTypes['SavedView']> = {
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  editable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  owner?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  query?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  screen?: Resolver<ResolversTypes['SavedViewScreen'], ParentType, ContextType>;
  serviceLevel?: Resolver<Maybe<ResolversTypes['WorkQueueId']>, ParentType, ContextType>;
  shared?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type SavedViewPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SavedViewPayload'] = ResolversParentTypes['SavedViewPayload']> = {
  savedView?: Resolver<Maybe<ResolversTypes['SavedView']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SellerIdentityResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SellerIdentity'] = ResolversParentTypes['SellerIdentity']> = {
  addressLines?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  legalMentions?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  legalName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  missing?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  siren?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vatNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SessionProfileResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SessionProfile'] = ResolversParentTypes['SessionProfile']> = {
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  credits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fullName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isBlocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastLoginAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  loyaltyPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['Permission']>, ParentType, ContextType>;
  photoURL?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roleId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roleName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  secondFactor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  twoStepRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SetContactMessagesStatusPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SetContactMessagesStatusPayload'] = ResolversParentTypes['SetContactMessagesStatusPayload']> = {
  contactMessages?: Resolver<Array<ResolversTypes['ContactMessage']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetFeedbackStatusPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SetFeedbackStatusPayload'] = ResolversParentTypes['SetFeedbackStatusPayload']> = {
  feedbacks?: Resolver<Array<ResolversTypes['Feedback']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetTwoStepRequirementPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SetTwoStepRequirementPayload'] = ResolversParentTypes['SetTwoStepRequirementPayload']> = {
  requirement?: Resolver<Maybe<ResolversTypes['TwoStepRequirement']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type ShippingAddressResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ShippingAddress'] = ResolversParentTypes['ShippingAddress']> = {
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fullName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  line1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  line2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ShopSettingsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ShopSettings'] = ResolversParentTypes['ShopSettings']> = {
  approvals?: Resolver<ResolversTypes['ApprovalThresholds'], ParentType, ContextType>;
  contactEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  creditPacks?: Resolver<Array<ResolversTypes['CreditPack']>, ParentType, ContextType>;
  creditsPerGeneration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  emails?: Resolver<ResolversTypes['EmailSettings'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  loyaltyRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  maintenanceMode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  moderation?: Resolver<ResolversTypes['ModerationSettings'], ParentType, ContextType>;
  retention?: Resolver<ResolversTypes['RetentionPeriods'], ParentType, ContextType>;
  seller?: Resolver<ResolversTypes['SellerIdentity'], ParentType, ContextType>;
  senderEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shopName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  vatRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ShopSettingsPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ShopSettingsPayload'] = ResolversParentTypes['ShopSettingsPayload']> = {
  approvalRequest?: Resolver<Maybe<ResolversTypes['ApprovalRequest']>, ParentType, ContextType>;
  settings?: Resolver<Maybe<ResolversTypes['ShopSettings']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type StaffMemberResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StaffMember'] = ResolversParentTypes['StaffMember']> = {
  disabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isBlocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastLoginAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['Permission']>, ParentType, ContextType>;
  roleId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  twoStepFactors?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type StaffMemberPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StaffMemberPayload'] = ResolversParentTypes['StaffMemberPayload']> = {
  approvalRequest?: Resolver<Maybe<ResolversTypes['ApprovalRequest']>, ParentType, ContextType>;
  member?: Resolver<Maybe<ResolversTypes['StaffMember']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type StaffRoleResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StaffRole'] = ResolversParentTypes['StaffRole']> = {
  builtIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  memberCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['Permission']>, ParentType, ContextType>;
};

export type StaffRolePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StaffRolePayload'] = ResolversParentTypes['StaffRolePayload']> = {
  role?: Resolver<Maybe<ResolversTypes['StaffRole']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type StaticPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StaticPage'] = ResolversParentTypes['StaticPage']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  revisions?: Resolver<Array<ResolversTypes['Revision']>, ParentType, ContextType>;
  seoDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seoTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ContentStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StaticPagePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StaticPagePayload'] = ResolversParentTypes['StaticPagePayload']> = {
  staticPage?: Resolver<Maybe<ResolversTypes['StaticPage']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type StatusChangeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StatusChange'] = ResolversParentTypes['StatusChange']> = {
  author?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  changedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  changedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
};

export type TextToImageStyleResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TextToImageStyle'] = ResolversParentTypes['TextToImageStyle']> = {
  creditCost?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  negativePrompt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  previewPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  previewUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prompt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  usageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TextToImageStylePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TextToImageStylePayload'] = ResolversParentTypes['TextToImageStylePayload']> = {
  textToImageStyle?: Resolver<Maybe<ResolversTypes['TextToImageStyle']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type TrackingImportLineResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TrackingImportLine'] = ResolversParentTypes['TrackingImportLine']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lineNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  orderRef?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  previousTrackingNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shortId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  trackingNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  verdict?: Resolver<ResolversTypes['TrackingImportVerdict'], ParentType, ContextType>;
};

export type TransactionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Transaction'] = ResolversParentTypes['Transaction']> = {
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  creditNote?: Resolver<Maybe<ResolversTypes['AccountingDocument']>, ParentType, ContextType>;
  creditNoteNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  credits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TransactionStatus'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['TransactionType'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TransactionConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TransactionConnection'] = ResolversParentTypes['TransactionConnection']> = {
  edges?: Resolver<Array<ResolversTypes['TransactionEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TransactionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TransactionEdge'] = ResolversParentTypes['TransactionEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Transaction'], ParentType, ContextType>;
};

export type TrendResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Trend'] = ResolversParentTypes['Trend']> = {
  comparedFrom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  comparedTo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  direction?: Resolver<ResolversTypes['TrendDirection'], ParentType, ContextType>;
  percent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  previous?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TwoStepRequirementResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TwoStepRequirement'] = ResolversParentTypes['TwoStepRequirement']> = {
  roleIds?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UndoChangePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UndoChangePayload'] = ResolversParentTypes['UndoChangePayload']> = {
  complete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  undone?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  creations?: Resolver<ResolversTypes['CreationConnection'], ParentType, ContextType, RequireFields<UserCreationsArgs, 'first'>>;
  credits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fullName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isBlocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastLoginAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  loyaltyPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['OrderConnection'], ParentType, ContextType, RequireFields<UserOrdersArgs, 'first'>>;
  personalDataErasure?: Resolver<Maybe<ResolversTypes['PersonalDataErasure']>, ParentType, ContextType>;
  personalDataRequests?: Resolver<Array<ResolversTypes['PersonalDataRequest']>, ParentType, ContextType>;
  photoURL?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transactions?: Resolver<ResolversTypes['TransactionConnection'], ParentType, ContextType, RequireFields<UserTransactionsArgs, 'first'>>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type UserConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserConnection'] = ResolversParentTypes['UserConnection']> = {
  edges?: Resolver<Array<ResolversTypes['UserEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserCreditsPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserCreditsPayload'] = ResolversParentTypes['UserCreditsPayload']> = {
  approvalRequest?: Resolver<Maybe<ResolversTypes['ApprovalRequest']>, ParentType, ContextType>;
  transaction?: Resolver<Maybe<ResolversTypes['Transaction']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UserEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserEdge'] = ResolversParentTypes['UserEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type UserErrorResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  field?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserPayload'] = ResolversParentTypes['UserPayload']> = {
  approvalRequest?: Resolver<Maybe<ResolversTypes['ApprovalRequest']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type VatMonthResolvers<ContextType = Context, ParentType extends ResolversParentTypes['VatMonth'] = ResolversParentTypes['VatMonth']> = {
  grossCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  netCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vatCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type VatTotalResolvers<ContextType = Context, ParentType extends ResolversParentTypes['VatTotal'] = ResolversParentTypes['VatTotal']> = {
  grossCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  netCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vatCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vatRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type WorkQueueResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WorkQueue'] = ResolversParentTypes['WorkQueue']> = {
  id?: Resolver<ResolversTypes['WorkQueueId'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lateCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = Context> = {
  AccountingDocument?: AccountingDocumentResolvers<ContextType>;
  AccountingDocumentConnection?: AccountingDocumentConnectionResolvers<ContextType>;
  AccountingDocumentEdge?: AccountingDocumentEdgeResolvers<ContextType>;
  AccountingDocumentLine?: AccountingDocumentLineResolvers<ContextType>;
  AggregatesVerification?: AggregatesVerificationResolvers<ContextType>;
  ApprovalDecisionPayload?: ApprovalDecisionPayloadResolvers<ContextType>;
  ApprovalRequest?: ApprovalRequestResolvers<ContextType>;
  ApprovalRequestConnection?: ApprovalRequestConnectionResolvers<ContextType>;
  ApprovalRequestEdge?: ApprovalRequestEdgeResolvers<ContextType>;
  ApprovalThresholds?: ApprovalThresholdsResolvers<ContextType>;
  AuditChange?: AuditChangeResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuditEntryConnection?: AuditEntryConnectionResolvers<ContextType>;
  AuditEntryEdge?: AuditEntryEdgeResolvers<ContextType>;
  AuditFilterOption?: AuditFilterOptionResolvers<ContextType>;
  AuditUndo?: AuditUndoResolvers<ContextType>;
  BlogPost?: BlogPostResolvers<ContextType>;
  BlogPostConnection?: BlogPostConnectionResolvers<ContextType>;
  BlogPostEdge?: BlogPostEdgeResolvers<ContextType>;
  BlogPostPayload?: BlogPostPayloadResolvers<ContextType>;
  ChangeOrdersStatusPayload?: ChangeOrdersStatusPayloadResolvers<ContextType>;
  ChartPoint?: ChartPointResolvers<ContextType>;
  ContactMessage?: ContactMessageResolvers<ContextType>;
  ContactMessageConnection?: ContactMessageConnectionResolvers<ContextType>;
  ContactMessageEdge?: ContactMessageEdgeResolvers<ContextType>;
  ContactMessagePayload?: ContactMessagePayloadResolvers<ContextType>;
  ContactReply?: ContactReplyResolvers<ContextType>;
  Creation?: CreationResolvers<ContextType>;
  CreationConnection?: CreationConnectionResolvers<ContextType>;
  CreationEdge?: CreationEdgeResolvers<ContextType>;
  CreditPack?: CreditPackResolvers<ContextType>;
  Dashboard?: DashboardResolvers<ContextType>;
  DashboardMetrics?: DashboardMetricsResolvers<ContextType>;
  DashboardTrends?: DashboardTrendsResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  DeleteDeliveryMethodPayload?: DeleteDeliveryMethodPayloadResolvers<ContextType>;
  DeleteImageToImagePromptPayload?: DeleteImageToImagePromptPayloadResolvers<ContextType>;
  DeleteMediaFilePayload?: DeleteMediaFilePayloadResolvers<ContextType>;
  DeletePrintingProductPayload?: DeletePrintingProductPayloadResolvers<ContextType>;
  DeleteSavedViewPayload?: DeleteSavedViewPayloadResolvers<ContextType>;
  DeleteStaffRolePayload?: DeleteStaffRolePayloadResolvers<ContextType>;
  DeleteTextToImageStylePayload?: DeleteTextToImageStylePayloadResolvers<ContextType>;
  DeliveryMethod?: DeliveryMethodResolvers<ContextType>;
  DeliveryMethodPayload?: DeliveryMethodPayloadResolvers<ContextType>;
  DocumentsMonth?: DocumentsMonthResolvers<ContextType>;
  DocumentsRate?: DocumentsRateResolvers<ContextType>;
  DroppedFeedbackReference?: DroppedFeedbackReferenceResolvers<ContextType>;
  EmailSettings?: EmailSettingsResolvers<ContextType>;
  EmailSettingsPayload?: EmailSettingsPayloadResolvers<ContextType>;
  EmailSwitchState?: EmailSwitchStateResolvers<ContextType>;
  EmailTemplate?: EmailTemplateResolvers<ContextType>;
  EmailTemplatePayload?: EmailTemplatePayloadResolvers<ContextType>;
  EmailTemplatePreview?: EmailTemplatePreviewResolvers<ContextType>;
  EmailTemplateRevision?: EmailTemplateRevisionResolvers<ContextType>;
  EmailTemplateVariable?: EmailTemplateVariableResolvers<ContextType>;
  ErasePersonalDataPayload?: ErasePersonalDataPayloadResolvers<ContextType>;
  Feedback?: FeedbackResolvers<ContextType>;
  FeedbackConnection?: FeedbackConnectionResolvers<ContextType>;
  FeedbackEdge?: FeedbackEdgeResolvers<ContextType>;
  FeedbackNote?: FeedbackNoteResolvers<ContextType>;
  FeedbackPayload?: FeedbackPayloadResolvers<ContextType>;
  FinanceChartPoint?: FinanceChartPointResolvers<ContextType>;
  FinanceFigures?: FinanceFiguresResolvers<ContextType>;
  FinanceReport?: FinanceReportResolvers<ContextType>;
  ImageToImagePrompt?: ImageToImagePromptResolvers<ContextType>;
  ImageToImagePromptPayload?: ImageToImagePromptPayloadResolvers<ContextType>;
  ImportTrackingNumbersPayload?: ImportTrackingNumbersPayloadResolvers<ContextType>;
  InboxCounts?: InboxCountsResolvers<ContextType>;
  Mail?: MailResolvers<ContextType>;
  MailConnection?: MailConnectionResolvers<ContextType>;
  MailEdge?: MailEdgeResolvers<ContextType>;
  MailPayload?: MailPayloadResolvers<ContextType>;
  MediaFile?: MediaFileResolvers<ContextType>;
  MediaFileConnection?: MediaFileConnectionResolvers<ContextType>;
  MediaFileEdge?: MediaFileEdgeResolvers<ContextType>;
  MediaFilePayload?: MediaFilePayloadResolvers<ContextType>;
  MediaFolder?: MediaFolderResolvers<ContextType>;
  MediaUsage?: MediaUsageResolvers<ContextType>;
  MemberNotification?: MemberNotificationResolvers<ContextType>;
  MemberNotifications?: MemberNotificationsResolvers<ContextType>;
  MemberNotificationsPayload?: MemberNotificationsPayloadResolvers<ContextType>;
  MetadataEntry?: MetadataEntryResolvers<ContextType>;
  ModerateCreationsPayload?: ModerateCreationsPayloadResolvers<ContextType>;
  Moderation?: ModerationResolvers<ContextType>;
  ModerationSettings?: ModerationSettingsResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NotificationKindOption?: NotificationKindOptionResolvers<ContextType>;
  NotificationPreferences?: NotificationPreferencesResolvers<ContextType>;
  NotificationPreferencesPayload?: NotificationPreferencesPayloadResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderConnection?: OrderConnectionResolvers<ContextType>;
  OrderEdge?: OrderEdgeResolvers<ContextType>;
  OrderItem?: OrderItemResolvers<ContextType>;
  OrderNote?: OrderNoteResolvers<ContextType>;
  OrderPayload?: OrderPayloadResolvers<ContextType>;
  OrderRefusal?: OrderRefusalResolvers<ContextType>;
  OrderSelection?: OrderSelectionResolvers<ContextType>;
  OrderStatusCount?: OrderStatusCountResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PersonalDataErasure?: PersonalDataErasureResolvers<ContextType>;
  PersonalDataErasureLine?: PersonalDataErasureLineResolvers<ContextType>;
  PersonalDataErasureRun?: PersonalDataErasureRunResolvers<ContextType>;
  PersonalDataRequest?: PersonalDataRequestResolvers<ContextType>;
  PersonalDataRequestConnection?: PersonalDataRequestConnectionResolvers<ContextType>;
  PersonalDataRequestEdge?: PersonalDataRequestEdgeResolvers<ContextType>;
  PersonalDataRequestPayload?: PersonalDataRequestPayloadResolvers<ContextType>;
  PresentMember?: PresentMemberResolvers<ContextType>;
  PrintingProduct?: PrintingProductResolvers<ContextType>;
  PrintingProductPayload?: PrintingProductPayloadResolvers<ContextType>;
  ProductVariant?: ProductVariantResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RecordLoginPayload?: RecordLoginPayloadResolvers<ContextType>;
  RecordPresence?: RecordPresenceResolvers<ContextType>;
  RecordSave?: RecordSaveResolvers<ContextType>;
  RefundOrderPayload?: RefundOrderPayloadResolvers<ContextType>;
  Refundable?: RefundableResolvers<ContextType>;
  RefundableDelivery?: RefundableDeliveryResolvers<ContextType>;
  RefundableLine?: RefundableLineResolvers<ContextType>;
  ReorderDeliveryMethodsPayload?: ReorderDeliveryMethodsPayloadResolvers<ContextType>;
  ReorderImageToImagePromptsPayload?: ReorderImageToImagePromptsPayloadResolvers<ContextType>;
  ReorderPrintingProductsPayload?: ReorderPrintingProductsPayloadResolvers<ContextType>;
  ReorderTextToImageStylesPayload?: ReorderTextToImageStylesPayloadResolvers<ContextType>;
  ReprintOrderPayload?: ReprintOrderPayloadResolvers<ContextType>;
  ReprintShare?: ReprintShareResolvers<ContextType>;
  ResetStaffTwoStepPayload?: ResetStaffTwoStepPayloadResolvers<ContextType>;
  RetentionPeriods?: RetentionPeriodsResolvers<ContextType>;
  RevenueShare?: RevenueShareResolvers<ContextType>;
  Revision?: RevisionResolvers<ContextType>;
  RevisionField?: RevisionFieldResolvers<ContextType>;
  SalesChart?: SalesChartResolvers<ContextType>;
  SavedView?: SavedViewResolvers<ContextType>;
  SavedViewPayload?: SavedViewPayloadResolvers<ContextType>;
  SellerIdentity?: SellerIdentityResolvers<ContextType>;
  SessionProfile?: SessionProfileResolvers<ContextType>;
  SetContactMessagesStatusPayload?: SetContactMessagesStatusPayloadResolvers<ContextType>;
  SetFeedbackStatusPayload?: SetFeedbackStatusPayloadResolvers<ContextType>;
  SetTwoStepRequirementPayload?: SetTwoStepRequirementPayloadResolvers<ContextType>;
  ShippingAddress?: ShippingAddressResolvers<ContextType>;
  ShopSettings?: ShopSettingsResolvers<ContextType>;
  ShopSettingsPayload?: ShopSettingsPayloadResolvers<ContextType>;
  StaffMember?: StaffMemberResolvers<ContextType>;
  StaffMemberPayload?: StaffMemberPayloadResolvers<ContextType>;
  StaffRole?: StaffRoleResolvers<ContextType>;
  StaffRolePayload?: StaffRolePayloadResolvers<ContextType>;
  StaticPage?: StaticPageResolvers<ContextType>;
  StaticPagePayload?: StaticPagePayloadResolvers<ContextType>;
  StatusChange?: StatusChangeResolvers<ContextType>;
  TextToImageStyle?: TextToImageStyleResolvers<ContextType>;
  TextToImageStylePayload?: TextToImageStylePayloadResolvers<ContextType>;
  TrackingImportLine?: TrackingImportLineResolvers<ContextType>;
  Transaction?: TransactionResolvers<ContextType>;
  TransactionConnection?: TransactionConnectionResolvers<ContextType>;
  TransactionEdge?: TransactionEdgeResolvers<ContextType>;
  Trend?: TrendResolvers<ContextType>;
  TwoStepRequirement?: TwoStepRequirementResolvers<ContextType>;
  UndoChangePayload?: UndoChangePayloadResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserConnection?: UserConnectionResolvers<ContextType>;
  UserCreditsPayload?: UserCreditsPayloadResolvers<ContextType>;
  UserEdge?: UserEdgeResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  UserPayload?: UserPayloadResolvers<ContextType>;
  VatMonth?: VatMonthResolvers<ContextType>;
  VatTotal?: VatTotalResolvers<ContextType>;
  WorkQueue?: WorkQueueResolvers<ContextType>;
};


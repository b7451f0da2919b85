import type { Context } from "../context";
import type { Page } from "../firestore/collection";
import type { ContactMessageRecord } from "../firestore/contactMessages/record";
import type { AuditRecord } from "../firestore/auditLog";
import type { ApprovalRequestRecord } from "../firestore/approvals/record";
import type { BlogPostRecord } from "../firestore/content";
import type { CreationRecord } from "../firestore/creations";
import type { FeedbackRecord } from "../firestore/feedback/record";
import type { MailRecord } from "../firestore/mail";
import type { OrderRecord } from "../firestore/orders";
import type { TransactionRecord } from "../firestore/transactions";
import type { UserRecord } from "../firestore/users";
import type { PersonalDataRequestRecord } from "../personalData/requests/record";

/**
 * What a connection field resolves to: the page, plus a way to count. `totalCount` is a
 * count() aggregation, run only when the query asks for it.
 */
export type ConnectionParent<T> = Page<T> & { count: () => Promise<number> };

export type UserConnectionParent = ConnectionParent<UserRecord>;
export type OrderConnectionParent = ConnectionParent<OrderRecord>;
export type CreationConnectionParent = ConnectionParent<CreationRecord>;
export type TransactionConnectionParent = ConnectionParent<TransactionRecord>;
export type FeedbackConnectionParent = ConnectionParent<FeedbackRecord>;
export type ContactMessageConnectionParent = ConnectionParent<ContactMessageRecord>;
export type MailConnectionParent = ConnectionParent<MailRecord>;
export type BlogPostConnectionParent = ConnectionParent<BlogPostRecord>;
export type AuditEntryConnectionParent = ConnectionParent<AuditRecord>;
export type ApprovalRequestConnectionParent = ConnectionParent<ApprovalRequestRecord>;
export type PersonalDataRequestConnectionParent = ConnectionParent<PersonalDataRequestRecord>;

export async function connection<T>(page: Promise<Page<T>>, count: () => Promise<number>): Promise<ConnectionParent<T>> {
  return { ...(await page), count };
}

/**
 * A connection that identical calls of the same request share (loaders.ts): the page once per
 * distinct arguments, the count once per distinct filter (paging and sorting change no count).
 */
export async function sharedConnection<T>(
  ctx: Context,
  field: string,
  parent: string | null,
  args: { first?: unknown; after?: unknown; orderBy?: unknown; [filter: string]: unknown },
  read: () => Promise<ConnectionParent<T>>,
): Promise<ConnectionParent<T>> {
  const { first: _first, after: _after, orderBy: _orderBy, ...counted } = args;
  const shared = await ctx.loaders.calls.share(field, parent, args, read);
  return { ...shared, count: () => ctx.loaders.calls.share(`${field}.totalCount`, parent, counted, shared.count) };
}

export const totalCountResolver = {
  totalCount: (parent: { count: () => Promise<number> }) => parent.count(),
};

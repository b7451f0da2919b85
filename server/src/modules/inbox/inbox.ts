/**
 * The inboxes (docs/inbox.md): feedback and contact messages, their lists, details, the unread
 * counts and the administrators' writes. Thin resolvers: input checked by @atelier/domain/inbox, writes
 * by the repositories (one audited transaction each), payloads by mutationPayload.ts.
 */
import type { WriteResult } from "../../firestore/auditedWrite";
import type { BulkOutcome } from "../../firestore/inbox/bulkStatus";
import type { Resolvers } from "../../generated/graphql";
import { droppedReferenceMessage } from "@atelier/domain/feedbackReferences";
import { bulkIds, checkNote, checkReply } from "@atelier/domain/inbox";
import { inputField, notFoundId, type UserError } from "@atelier/domain/userErrors";
import { sharedConnection } from "../../schema/connection";
import { actor, payload, refused } from "../../schema/mutationPayload";
import { contactCriteria, feedbackCriteria } from "./inboxCriteria";

/** A bulk write's outcome as the payload's user errors: unknown ids, then refused moves. */
function bulkErrors(ids: readonly string[], what: string, outcome: BulkOutcome<unknown>): UserError[] {
  return [
    ...outcome.missing.map((id) => notFoundId(inputField("ids", ids.indexOf(id)), what, id)),
    ...outcome.refused.map((r) => ({ ...r.error, field: inputField("ids", ids.indexOf(r.id)) })),
  ];
}

/**
 * Both inboxes' bulk status change (inbox/bulkStatus.ts writes it): the ids checked, the write,
 * `{ <key>: records, userErrors }` with the unknown and refused ids as user errors.
 */
async function bulkStatusPayload<K extends string, R>(
  key: K,
  inputIds: readonly string[],
  what: string,
  write: (ids: string[]) => Promise<WriteResult<BulkOutcome<R>>>,
) {
  const empty = { [key]: [] } as unknown as { [P in K]: R[] };
  const { ids, errors } = bulkIds(inputIds);
  if (errors.length) return refused(empty, errors);
  const result = await write(ids);
  if (!result.ok) return refused(empty, result.errors);
  return { ...({ [key]: result.value.records } as { [P in K]: R[] }), userErrors: bulkErrors(inputIds, what, result.value) };
}

export const inboxResolvers: Resolvers = {
  Query: {
    feedbacks: (_, args, ctx) => {
      const criteria = feedbackCriteria(args.filter);
      return sharedConnection(ctx, "feedbacks", null, args, () => ctx.repos.feedback.list(args, criteria));
    },
    feedback: async (_, { id }, ctx) => (await ctx.repos.feedback.getMany([id]))[0] ?? null,
    contactMessages: (_, args, ctx) => {
      const criteria = contactCriteria(args.filter);
      return sharedConnection(ctx, "contactMessages", null, args, () => ctx.repos.contactMessages.list(args, criteria));
    },
    contactMessage: async (_, { id }, ctx) => (await ctx.repos.contactMessages.getMany([id]))[0] ?? null,
    inboxCounts: (_, __, ctx) => ctx.repos.inbox.counts(),
  },
  FeedbackConnection: {
    totalCount: (parent) => parent.count(),
  },
  ContactMessageConnection: {
    totalCount: (parent) => parent.count(),
  },
  Feedback: {
    user: (f, _, ctx) => (f.userId ? ctx.loaders.user.load(f.userId) : null),
    creation: (f, _, ctx) => (f.creationId ? ctx.loaders.creation.load(f.creationId) : null),
    order: (f, _, ctx) => (f.orderId ? ctx.loaders.order.load(f.orderId) : null),
    assignee: (f, _, ctx) => (f.assigneeUid ? ctx.loaders.user.load(f.assigneeUid) : null),
  },
  DroppedFeedbackReference: {
    message: (reference) => droppedReferenceMessage(reference),
  },
  FeedbackNote: {
    author: (n, _, ctx) => (n.authorUid ? ctx.loaders.user.load(n.authorUid) : null),
  },
  ContactReply: {
    author: (r, _, ctx) => (r.sentBy ? ctx.loaders.user.load(r.sentBy) : null),
  },
  Mutation: {
    setFeedbackStatus: (_, { input }, ctx) =>
      bulkStatusPayload("feedbacks", input.ids, "Feedback", (ids) => ctx.repos.feedback.setStatus(actor(ctx), ids, input.status)),
    addFeedbackNote: async (_, { input }, ctx) => {
      const note = checkNote(input.text);
      if (note.errors.length) return refused({ feedback: null }, note.errors);
      return payload("feedback", await ctx.repos.feedback.addNote(actor(ctx), input.feedbackId, note.value));
    },
    assignFeedback: async (_, { input }, ctx) => payload("feedback", await ctx.repos.feedback.assign(actor(ctx), input.feedbackId, input.assigneeUid || null)),
    setContactMessagesStatus: (_, { input }, ctx) =>
      bulkStatusPayload("contactMessages", input.ids, "Message", (ids) => ctx.repos.contactMessages.setStatus(actor(ctx), ids, input.status)),
    markContactMessageRead: async (_, { input }, ctx) => payload("contactMessage", await ctx.repos.contactMessages.markRead(actor(ctx), input.id)),
    replyToContactMessage: async (_, { input }, ctx) => {
      const body = checkReply(input.body);
      if (body.errors.length) return refused({ contactMessage: null }, body.errors);
      return payload("contactMessage", await ctx.repos.contactMessages.reply(actor(ctx), input.id, body.value, { replyTo: process.env.MAIL_REPLY_TO || null }));
    },
  },
};

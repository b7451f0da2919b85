/**
 * The inboxes (docs/inbox.md): feedback and contact messages, their lists, details, the unread
 * counts and the administrators' writes. Thin resolvers: input checked by @atelier/domain/inbox, writes
 * by the repositories (one audited transaction each), payloads by mutationPayload.ts.
 */
import { badUserInput } from "../errors";
import type { Resolvers } from "../generated/graphql";
import { droppedReferenceMessage } from "@atelier/domain/feedbackReferences";
import { bulkIds, checkNote, checkReply, searchToken } from "@atelier/domain/inbox";
import { inputField, messages, notFoundId, type UserError } from "@atelier/domain/userErrors";
import { MAX_SEARCH_LENGTH } from "@atelier/domain/search";
import { sharedConnection } from "./connection";
import { date } from "./orderCriteria";
import { actor, payload, refused } from "./mutationPayload";


/** Dates and search shared by both lists; BAD_USER_INPUT in French on bad values. */
function commonCriteria(filter: { from?: string | null; to?: string | null; search?: string | null } | null | undefined) {
  const from = date(filter?.from, "from");
  const to = date(filter?.to, "to");
  if (from && to && from >= to) throw badUserInput(messages.rangeOrder, "from");
  const search = filter?.search ?? "";
  if (search.length > MAX_SEARCH_LENGTH) throw badUserInput(`La recherche ne peut pas dépasser ${MAX_SEARCH_LENGTH} caractères.`, "search");
  return { from, to, token: searchToken(search) };
}

/** A bulk write's outcome as the payload's user errors: unknown ids, then refused moves. */
function bulkErrors(ids: readonly string[], what: string, outcome: { missing: string[]; refused: { id: string; error: UserError }[] }): UserError[] {
  return [
    ...outcome.missing.map((id) => notFoundId(inputField("ids", ids.indexOf(id)), what, id)),
    ...outcome.refused.map((r) => ({ ...r.error, field: inputField("ids", ids.indexOf(r.id)) })),
  ];
}

export const inboxResolvers: Resolvers = {
  Query: {
    feedbacks: (_, args, ctx) => {
      const filter = args.filter;
      if (filter?.rating != null && (filter.rating < 1 || filter.rating > 5)) throw badUserInput("La note doit être comprise entre 1 et 5.", "rating");
      const criteria = { ...commonCriteria(filter), status: filter?.status ?? null, rating: filter?.rating ?? null, category: filter?.category ?? null };
      return sharedConnection(ctx, "feedbacks", null, args, () => ctx.repos.feedback.list(args, criteria));
    },
    feedback: async (_, { id }, ctx) => (await ctx.repos.feedback.getMany([id]))[0] ?? null,
    contactMessages: (_, args, ctx) => {
      const criteria = { ...commonCriteria(args.filter), status: args.filter?.status ?? null };
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
    setFeedbackStatus: async (_, { input }, ctx) => {
      const { ids, errors } = bulkIds(input.ids);
      if (errors.length) return refused({ feedbacks: [] }, errors);
      const result = await ctx.repos.feedback.setStatus(ids, input.status, actor(ctx));
      if (!result.ok) return refused({ feedbacks: [] }, result.errors);
      return { feedbacks: result.value.records, userErrors: bulkErrors(input.ids, "Feedback", result.value) };
    },
    addFeedbackNote: async (_, { input }, ctx) => {
      const note = checkNote(input.text);
      if (note.errors.length) return refused({ feedback: null }, note.errors);
      return payload("feedback", await ctx.repos.feedback.addNote(input.feedbackId, note.value, actor(ctx)));
    },
    assignFeedback: async (_, { input }, ctx) =>
      payload("feedback", await ctx.repos.feedback.assign(input.feedbackId, input.assigneeUid || null, actor(ctx))),
    setContactMessagesStatus: async (_, { input }, ctx) => {
      const { ids, errors } = bulkIds(input.ids);
      if (errors.length) return refused({ contactMessages: [] }, errors);
      const result = await ctx.repos.contactMessages.setStatus(ids, input.status, actor(ctx));
      if (!result.ok) return refused({ contactMessages: [] }, result.errors);
      return { contactMessages: result.value.records, userErrors: bulkErrors(input.ids, "Message", result.value) };
    },
    markContactMessageRead: async (_, { input }, ctx) =>
      payload("contactMessage", await ctx.repos.contactMessages.markRead(input.id, actor(ctx))),
    replyToContactMessage: async (_, { input }, ctx) => {
      const body = checkReply(input.body);
      if (body.errors.length) return refused({ contactMessage: null }, body.errors);
      return payload("contactMessage", await ctx.repos.contactMessages.reply(input.id, body.value, actor(ctx), { replyTo: process.env.MAIL_REPLY_TO || null }));
    },
  },
};

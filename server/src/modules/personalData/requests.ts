/**
 * The register of personal-data requests (docs/personal-data.md « Registre des demandes »): its
 * lists, a customer's requests, record and close. The rules are @atelier/domain's
 * (personalData/requests); the writes are the repository's.
 */
import { checkAnswer, checkRequestInput, daysLeft, REQUEST_KIND_LABELS, REQUEST_STATE_LABELS } from "@atelier/domain/personalData/requests";
import { parisDay } from "@atelier/domain/parisCalendar";
import { inputField, userError } from "@atelier/domain/userErrors";
import type { Resolvers } from "../../generated/graphql";
import { connection, sharedConnection } from "../../schema/connection";
import { actor, payload, refused } from "../../schema/mutationPayload";

const none = { personalDataRequest: null };

export const requestResolvers: Resolvers = {
  Query: {
    personalDataRequests: (_, args, ctx) =>
      sharedConnection(ctx, "Query.personalDataRequests", null, args, () =>
        connection(ctx.repos.personalDataRequests.page({ first: args.first, after: args.after }, args.queue), () =>
          ctx.repos.personalDataRequests.count(args.queue),
        ),
      ),
  },
  User: {
    personalDataRequests: (user, _, ctx) => ctx.repos.personalDataRequests.ofCustomer(user.uid),
  },
  PersonalDataRequest: {
    user: (r, _, ctx) => ctx.loaders.user.load(r.userId),
    kindLabel: (r) => REQUEST_KIND_LABELS[r.kind],
    stateLabel: (r) => REQUEST_STATE_LABELS[r.state],
    daysLeft: (r) => daysLeft(r.dueOn, parisDay(new Date())),
    mailable: (r) => r.replyTo !== null || r.answerMailId !== null,
    recordedBy: (r, _, ctx) => ctx.loaders.user.load(r.recordedBy),
    closedBy: (r, _, ctx) => (r.closedBy ? ctx.loaders.user.load(r.closedBy) : null),
  },
  Mutation: {
    recordPersonalDataRequest: async (_, { input }, ctx) => {
      const checked = checkRequestInput({ kind: input.kind, receivedOn: input.receivedOn, note: input.note ?? null }, new Date());
      if (checked.errors.length) return refused(none, checked.errors);
      return payload("personalDataRequest", await ctx.repos.personalDataRequests.record(actor(ctx), input.userId, checked.value));
    },
    closePersonalDataRequest: async (_, { input }, ctx) => {
      if (input.outcome === "OPEN") return refused(none, [userError(inputField("outcome"), "Une demande se clôt « Traitée » ou « Refusée ».", "INVALID")]);
      const answer = checkAnswer(input.answer, input.outcome);
      if (answer.errors.length) return refused(none, answer.errors);
      return payload("personalDataRequest", await ctx.repos.personalDataRequests.close(actor(ctx), input.id, input.outcome, answer.value));
    },
  },
};

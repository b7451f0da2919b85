/**
 * `workQueues` (docs/saved-views.md): each queue of @atelier/domain/workQueues with its late
 * count, computed with the filter its list applies to `?late=1`: the orders' through
 * orderCriteria and countMatching (what the list's totalCount runs), the inboxes' through their
 * list criteria (workQueueCounts.ts). The console polls it at most once a minute.
 */
import type { Context } from "../../context";
import type { Resolvers } from "../../generated/graphql";
import { lateCutoff, WORK_QUEUES, type WorkQueueId, type WorkQueueRule } from "@atelier/domain/workQueues/workQueues";
import { orderCriteria } from "../orders/orderCriteria";

export interface WorkQueueParent extends WorkQueueRule {
  lateCount: number;
}

const lateCounts: Record<WorkQueueId, (ctx: Context, now: Date) => Promise<number>> = {
  ordersPaidUnshipped: async (ctx) => ctx.repos.orders.countMatching(await orderCriteria({ late: true }, null, ctx.repos)),
  contactMessagesUnanswered: (ctx, now) => ctx.repos.workQueueCounts.lateContactMessages(lateCutoff("contactMessagesUnanswered", now)),
  feedbackUnanswered: (ctx, now) => ctx.repos.workQueueCounts.lateFeedback(lateCutoff("feedbackUnanswered", now)),
};

export const workQueueEnum = {
  WorkQueueId: {
    ORDERS_PAID_UNSHIPPED: "ordersPaidUnshipped",
    CONTACT_MESSAGES_UNANSWERED: "contactMessagesUnanswered",
    FEEDBACK_UNANSWERED: "feedbackUnanswered",
  } satisfies Record<string, WorkQueueId>,
};

export const workQueueResolvers: Resolvers = {
  Query: {
    workQueues: async (_, __, ctx) => {
      const now = new Date();
      return Promise.all(WORK_QUEUES.map(async (queue) => ({ ...queue, lateCount: await lateCounts[queue.id](ctx, now) })));
    },
  },
};

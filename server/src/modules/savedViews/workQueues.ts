/**
 * `workQueues` (docs/saved-views.md): each queue of @atelier/domain/workQueues with its late
 * count, computed with the filter its list applies to `?late=1`: the orders' through
 * orderCriteria and countMatching (what the list's totalCount runs), the inboxes' through their
 * list criteria (workQueueCounts.ts). The console polls it at most once a minute.
 */
import type { Repositories } from "../../firestore";
import type { Resolvers } from "../../generated/graphql";
import { lateCutoff, WORK_QUEUES, type WorkQueueId, type WorkQueueRule } from "@atelier/domain/workQueues/workQueues";
import { memberPermissions, type Permission } from "@atelier/domain/staff/permissions";
import { orderCriteria } from "../orders/orderCriteria";

export interface WorkQueueParent extends WorkQueueRule {
  lateCount: number;
}

/** Each queue's late count: the API's `workQueues`, and the hourly check that tells the members (notifications/lateQueues.ts). */
export const lateCounts: Record<WorkQueueId, (repos: Repositories, now: Date) => Promise<number>> = {
  ordersPaidUnshipped: async (repos) => repos.orders.countMatching(await orderCriteria({ late: true }, null, repos)),
  contactMessagesUnanswered: (repos, now) => repos.workQueueCounts.lateContactMessages(lateCutoff("contactMessagesUnanswered", now)),
  feedbackUnanswered: (repos, now) => repos.workQueueCounts.lateFeedback(lateCutoff("feedbackUnanswered", now)),
  personalDataRequestsDue: (repos, now) => repos.personalDataRequests.count("DUE_SOON", now),
};

/**
 * What each queue counts needs what its list needs (docs/roles-fields.md): a member is answered
 * only the queues their role may open, so the root field itself is any administrator's.
 */
export const WORK_QUEUE_PERMISSIONS: Record<WorkQueueId, Permission> = {
  ordersPaidUnshipped: "ORDERS_READ",
  contactMessagesUnanswered: "INBOX",
  feedbackUnanswered: "INBOX",
  personalDataRequestsDue: "PERSONAL_DATA",
};

export const workQueueEnum = {
  WorkQueueId: {
    ORDERS_PAID_UNSHIPPED: "ordersPaidUnshipped",
    CONTACT_MESSAGES_UNANSWERED: "contactMessagesUnanswered",
    FEEDBACK_UNANSWERED: "feedbackUnanswered",
    PERSONAL_DATA_REQUESTS_DUE: "personalDataRequestsDue",
  } satisfies Record<string, WorkQueueId>,
};

export const workQueueResolvers: Resolvers = {
  Query: {
    workQueues: async (_, __, ctx) => {
      const now = new Date();
      // The record the access check loaded (the request's DataLoader): no further read.
      const held = memberPermissions(await ctx.callerRecord());
      const open = WORK_QUEUES.filter((queue) => held.includes(WORK_QUEUE_PERMISSIONS[queue.id]));
      return Promise.all(open.map(async (queue) => ({ ...queue, lateCount: await lateCounts[queue.id](ctx.repos, now) })));
    },
  },
};

/** Saved views and work queues: the lists' tabs, their counts, and the late counts of the service levels (docs/saved-views.md). */
import { MAX_COUNTED_VIEWS, MAX_VIEWS_PER_SCREEN } from "@atelier/domain/savedViews/savedViews";
import { WORK_QUEUES } from "@atelier/domain/workQueues/workQueues";
import { savedViewsRepository } from "../../firestore/savedViews";
import { workQueueCountsRepository } from "../../firestore/savedViews/workQueueCounts";
import { AGGREGATES_READS, countOf, hasSearch, ONE, type Args } from "../../limits/costModel";
import { defineModule } from "../serverModule";
import { savedViewResolvers, savedViewScreenEnum } from "./savedViews";
import { workQueueEnum, workQueueResolvers } from "./workQueues";
import { ADMIN, INHERIT } from "../../auth/fieldAccess";

declare module "../../firestore" {
  interface Repositories {
    savedViews: ReturnType<typeof savedViewsRepository>;
    workQueueCounts: ReturnType<typeof workQueueCountsRepository>;
  }
}

/** The filters a count request holds, at most MAX_COUNTED_VIEWS (more are refused before any read). */
const filtersOf = (args: Args): unknown[] => (Array.isArray(args.filters) ? args.filters.slice(0, MAX_COUNTED_VIEWS) : []);
/** An order filter searching an e-mail first looks the customer up (at most 10 records). */
const emailLookup = (filter: unknown) => {
  const search = (filter as { search?: unknown } | null)?.search;
  return typeof search === "string" && search.includes("@") ? 10 : 0;
};

/** The author's views and the shared ones: two queries of at most MAX_VIEWS_PER_SCREEN (a query returning nothing bills 1). */
const VISIBLE_VIEWS_READS = 2 * MAX_VIEWS_PER_SCREEN;

export default defineModule({
  repositories: { savedViews: savedViewsRepository, workQueueCounts: workQueueCountsRepository },
  resolvers: [savedViewResolvers, savedViewScreenEnum, workQueueResolvers, workQueueEnum],
  access: {
    // One's own and the shared views: any member; the counts need what they count.
    "Query.savedViews": ADMIN,
    SavedView: ADMIN,
    "Query.orderViewCounts": "ORDERS_READ",
    "Query.userViewCounts": "CUSTOMERS_READ",
    // Each member is answered the queues their role may open (workQueues.ts WORK_QUEUE_PERMISSIONS).
    "Query.workQueues": ADMIN,
    WorkQueue: ADMIN,
    "Mutation.createSavedView": ADMIN,
    "Mutation.updateSavedView": ADMIN,
    "Mutation.deleteSavedView": ADMIN,
    SavedViewPayload: INHERIT,
    DeleteSavedViewPayload: INHERIT,
  },
  costs: {
    "Query.savedViews": { reads: VISIBLE_VIEWS_READS, items: MAX_VIEWS_PER_SCREEN },
    "SavedView.owner": ONE,
    // Per filter, the orders list's totalCount: a count() at the orders' bound (or the
    // aggregates' document, read once per request) and an e-mail search's customer lookup.
    "Query.orderViewCounts": {
      reads: (args) => AGGREGATES_READS + filtersOf(args).reduce<number>((sum, filter) => sum + countOf("orders") + emailLookup(filter), 0),
    },
    // A filter with a search is not counted (null): no read.
    "Query.userViewCounts": {
      reads: (args) => filtersOf(args).filter((filter) => !hasSearch({ filter })).length * countOf("users"),
    },
    "Query.workQueues": {
      // The late orders are never counted by the aggregates (a paidAt range): always a count().
      reads: countOf("orders") + countOf("contactMessages") + countOf("feedback") + countOf("personalDataRequests"),
      items: WORK_QUEUES.length,
    },
    // The author's and the shared views of the list, then the views of the same name.
    "Mutation.createSavedView": { reads: VISIBLE_VIEWS_READS + MAX_VIEWS_PER_SCREEN },
    "Mutation.updateSavedView": { reads: 1 + MAX_VIEWS_PER_SCREEN },
    "Mutation.deleteSavedView": ONE,
  },
});

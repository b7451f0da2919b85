/**
 * Saved views (docs/saved-views.md): the tabs of a list, their counts and the audited writes.
 * The counts take the filters the console derives from each view's query string with the list's
 * own params → filter function (orderListParams.ts, userListParams.ts), and count them with the
 * list's own criteria and count: a tab's count is the list's totalCount for that view.
 */
import { GraphQLError } from "graphql";
import type { Resolvers } from "../../generated/graphql";
import { badUserInput } from "../../errors";
import type { UserFilter } from "../../generated/graphql";
import { canEditView, checkViewName, checkViewQuery, MAX_COUNTED_VIEWS, type SavedViewScreen } from "@atelier/domain/savedViews/savedViews";
import { workQueue, type WorkQueueId } from "@atelier/domain/workQueues/workQueues";
import { allErrors, inputField, userError } from "@atelier/domain/userErrors";
import { actor, payload, refused } from "../../schema/mutationPayload";
import { orderCriteria, type OrderFilterArgs } from "../orders/orderCriteria";

export const savedViewScreenEnum = {
  SavedViewScreen: { ORDERS: "orders", USERS: "users" } satisfies Record<string, SavedViewScreen>,
};

/** Which list a work queue's service level applies to: its path's. */
const queueScreen = (id: WorkQueueId): string => workQueue(id).path.slice(1).split("?")[0]!;

function boundedFilters<F>(filters: readonly F[]): readonly F[] {
  if (filters.length > MAX_COUNTED_VIEWS) throw badUserInput(`Au plus ${MAX_COUNTED_VIEWS} vues comptées par requête.`, "filters");
  return filters;
}

/** A filter the list itself refuses (a late queue with a search…) has no count: the tab shows none. */
async function unlessRefused(count: () => Promise<number>): Promise<number | null> {
  try {
    return await count();
  } catch (error) {
    if (error instanceof GraphQLError && error.extensions.code === "BAD_USER_INPUT") return null;
    throw error;
  }
}

export const savedViewResolvers: Resolvers = {
  Query: {
    savedViews: (_, { screen }, ctx) => ctx.repos.savedViews.visible(screen as SavedViewScreen, actor(ctx)),
    orderViewCounts: (_, { filters }, ctx) =>
      Promise.all(
        boundedFilters(filters).map((filter) =>
          unlessRefused(async () => ctx.repos.orders.countMatching(await orderCriteria(filter as OrderFilterArgs, null, ctx.repos))),
        ),
      ),
    userViewCounts: (_, { filters }, ctx) =>
      Promise.all(boundedFilters(filters).map(({ search, ...filter }: UserFilter) => (search?.trim() ? null : ctx.repos.users.countMatching(filter)))),
  },
  SavedView: {
    mine: (view, _, ctx) => view.ownerUid === actor(ctx),
    editable: (view, _, ctx) => canEditView(view, actor(ctx)),
    owner: (view, _, ctx) => (view.ownerUid ? ctx.loaders.user.load(view.ownerUid) : null),
  },
  Mutation: {
    createSavedView: async (_, { input }, ctx) => {
      const screen = input.screen as SavedViewScreen;
      const name = checkViewName(input.name);
      const query = checkViewQuery(screen, input.query);
      const serviceLevel = (input.serviceLevel ?? null) as WorkQueueId | null;
      const levelErrors =
        serviceLevel && queueScreen(serviceLevel) !== screen
          ? [userError(inputField("serviceLevel"), "Ce niveau de service ne s’applique pas à cette liste.", "INVALID")]
          : [];
      const errors = allErrors(name, query, levelErrors);
      if (errors.length) return refused({ savedView: null }, errors);
      const view = { screen, name: name.value, query: query.value, shared: input.shared ?? false, serviceLevel };
      return payload("savedView", await ctx.repos.savedViews.create(actor(ctx), view));
    },

    updateSavedView: async (_, { input }, ctx) => {
      const name = input.name == null ? null : checkViewName(input.name);
      if (name?.errors.length) return refused({ savedView: null }, name.errors);
      const change = {
        ...(name ? { name: name.value } : {}),
        // Checked against the view's list inside the write, which reads it.
        ...(input.query != null ? { query: input.query } : {}),
        ...(input.shared != null ? { shared: input.shared } : {}),
      };
      return payload("savedView", await ctx.repos.savedViews.update(actor(ctx), input.id, change));
    },

    deleteSavedView: async (_, { input }, ctx) => payload("deletedId", await ctx.repos.savedViews.remove(actor(ctx), input.id)),
  },
};

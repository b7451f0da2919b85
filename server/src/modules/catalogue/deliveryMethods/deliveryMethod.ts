import type { Resolvers } from "../../../generated/graphql";
import { actor, payload } from "../../../schema/mutationPayload";
import { deletePayload, reorderPayload, updatedBy } from "../payloads";

export const deliveryMethodResolvers: Resolvers = {
  Query: {
    deliveryMethods: (_, __, ctx) => ctx.loaders.calls.share("Query.deliveryMethods", null, null, () => ctx.repos.deliveryMethods.list()),
    deliveryMethod: (_, { id }, ctx) => ctx.loaders.deliveryMethod.load(id),
  },
  Mutation: {
    createDeliveryMethod: async (_, { input }, ctx) => payload("deliveryMethod", await ctx.repos.deliveryMethods.create(actor(ctx), input)),
    updateDeliveryMethod: async (_, { input }, ctx) =>
      payload("deliveryMethod", await ctx.repos.deliveryMethods.update(actor(ctx), input.id, input.version, input.values)),
    setDeliveryMethodActive: async (_, { input }, ctx) =>
      payload("deliveryMethod", await ctx.repos.deliveryMethods.setActive(actor(ctx), input.id, input.isActive)),
    duplicateDeliveryMethod: async (_, { input }, ctx) => payload("deliveryMethod", await ctx.repos.deliveryMethods.duplicate(actor(ctx), input.id)),
    reorderDeliveryMethods: async (_, { input }, ctx) => reorderPayload(await ctx.repos.deliveryMethods.reorder(actor(ctx), input.ids)),
    deleteDeliveryMethod: async (_, { input }, ctx) => deletePayload(await ctx.repos.deliveryMethods.delete(actor(ctx), input.id)),
  },
  DeliveryMethod: {
    usageCount: (method, _, ctx) =>
      ctx.loaders.calls.share("DeliveryMethod.usageCount", method.id, null, () => ctx.repos.deliveryMethods.usageCount(method.id)),
    updatedBy,
  },
  Order: {
    deliveryMethod: (order, _, ctx) => (order.deliveryMethodId ? ctx.loaders.deliveryMethod.load(order.deliveryMethodId) : null),
  },
};

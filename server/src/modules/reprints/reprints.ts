/**
 * reprintOrder, the links between an order and its reprints, and /finances' reprints by product
 * (docs/reprints.md). The ids inside the input are checked at the edge (limits/idArguments.ts).
 */
import type { ReprintReason, Resolvers } from "../../generated/graphql";
import { reprintReasonLabel } from "@atelier/domain/reprints/reprint";
import { SHARE_NAMES } from "@atelier/domain/finances/report";
import { actor, fieldsPayload } from "../../schema/mutationPayload";

export const reprintResolvers: Resolvers = {
  Mutation: {
    reprintOrder: async (_, { input }, ctx) => {
      const { orderId, reason, lines, note } = input;
      const result = await ctx.repos.reprints.reprint(actor(ctx), orderId, { reason, lines, note });
      if (result.ok) ctx.loaders.orderReprints.clear(orderId);
      return fieldsPayload(result, { original: null, reprint: null });
    },
  },
  Order: {
    reprintOf: (order, _, ctx) => (order.reprintOf ? ctx.loaders.order.load(order.reprintOf) : null),
    // A stored value outside the enum (written by hand) reads as none rather than failing the order.
    reprintReason: (order) => (reprintReasonLabel(order.reprintReason) ? (order.reprintReason as ReprintReason) : null),
    reprints: (order, _, ctx) => ctx.loaders.orderReprints.load(order.id),
  },
  FinanceReport: {
    reprintsByProduct: (report) => report.reprintsByProduct,
  },
  ReprintShare: {
    productId: (share) => share.id,
    name: async (share, _, ctx) => {
      if (!share.id) return SHARE_NAMES.noProduct;
      return (await ctx.loaders.printingProduct.load(share.id))?.name ?? SHARE_NAMES.deleted;
    },
  },
};

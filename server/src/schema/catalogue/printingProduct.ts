import type { Resolvers } from "../../generated/graphql";
import { margin } from "../../rules/catalogue/printingProduct";
import { actorUid, deletePayload, imageLink, recordPayload, reorderPayload, updatedBy } from "./payloads";

export const printingProductResolvers: Resolvers = {
  Query: {
    printingProducts: (_, __, ctx) => ctx.loaders.calls.share("Query.printingProducts", null, null, () => ctx.repos.printingProducts.list()),
    printingProduct: (_, { id }, ctx) => ctx.loaders.printingProduct.load(id),
  },
  Mutation: {
    createPrintingProduct: async (_, { input }, ctx) =>
      recordPayload("printingProduct", await ctx.repos.printingProducts.create(actorUid(ctx), input)),
    updatePrintingProduct: async (_, { input }, ctx) =>
      recordPayload("printingProduct", await ctx.repos.printingProducts.update(actorUid(ctx), input.id, input.version, input.values)),
    setPrintingProductActive: async (_, { input }, ctx) =>
      recordPayload("printingProduct", await ctx.repos.printingProducts.setActive(actorUid(ctx), input.id, input.isActive)),
    duplicatePrintingProduct: async (_, { input }, ctx) =>
      recordPayload("printingProduct", await ctx.repos.printingProducts.duplicate(actorUid(ctx), input.id)),
    reorderPrintingProducts: async (_, { input }, ctx) => reorderPayload(await ctx.repos.printingProducts.reorder(actorUid(ctx), input.ids)),
    deletePrintingProduct: async (_, { input }, ctx) => deletePayload(await ctx.repos.printingProducts.delete(actorUid(ctx), input.id)),
  },
  PrintingProduct: {
    marginCents: (product) => margin(product.basePriceCents, product.printCostCents).marginCents,
    marginPercent: (product) => margin(product.basePriceCents, product.printCostCents).marginPercent,
    imageUrl: (product, _, ctx) => imageLink(ctx, product.imagePath),
    usageCount: (product, _, ctx) =>
      ctx.loaders.calls.share("PrintingProduct.usageCount", product.id, null, () => ctx.repos.printingProducts.usageCount(product.id)),
    updatedBy,
  },
};

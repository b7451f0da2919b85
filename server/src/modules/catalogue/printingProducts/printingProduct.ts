import type { Resolvers } from "../../../generated/graphql";
import { margin } from "@atelier/domain/catalogue/printingProduct";
import { actor, payload } from "../../../schema/mutationPayload";
import { deletePayload, imageLink, reorderPayload, updatedBy } from "../payloads";

export const printingProductResolvers: Resolvers = {
  Query: {
    printingProducts: (_, __, ctx) => ctx.loaders.calls.share("Query.printingProducts", null, null, () => ctx.repos.printingProducts.list()),
    printingProduct: (_, { id }, ctx) => ctx.loaders.printingProduct.load(id),
  },
  Mutation: {
    createPrintingProduct: async (_, { input }, ctx) => payload("printingProduct", await ctx.repos.printingProducts.create(actor(ctx), input)),
    updatePrintingProduct: async (_, { input }, ctx) =>
      payload("printingProduct", await ctx.repos.printingProducts.update(actor(ctx), input.id, input.version, input.values)),
    setPrintingProductActive: async (_, { input }, ctx) =>
      payload("printingProduct", await ctx.repos.printingProducts.setActive(actor(ctx), input.id, input.isActive)),
    duplicatePrintingProduct: async (_, { input }, ctx) => payload("printingProduct", await ctx.repos.printingProducts.duplicate(actor(ctx), input.id)),
    reorderPrintingProducts: async (_, { input }, ctx) => reorderPayload(await ctx.repos.printingProducts.reorder(actor(ctx), input.ids)),
    deletePrintingProduct: async (_, { input }, ctx) => deletePayload(await ctx.repos.printingProducts.delete(actor(ctx), input.id)),
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

/** The settings screen (docs/settings.md): settings/app, its saves, and the administrators. */
import type { Resolvers } from "../../generated/graphql";
import { checkSettings } from "@atelier/domain/settings/settings";
import { missingSellerMentions } from "@atelier/domain/invoicing/seller";
import { checkRetention } from "@atelier/domain/personalData/retention";
import { actor, payload, refused } from "../../schema/mutationPayload";
import { holdable } from "../approvals/heldWrites";

export const settingsResolvers: Resolvers = {
  Query: {
    settings: (_, __, ctx) => ctx.loaders.calls.share("Query.settings", null, null, () => ctx.repos.settings.get()),
    administrators: (_, __, ctx) => ctx.loaders.calls.share("Query.administrators", null, null, () => ctx.repos.users.administrators()),
  },
  Mutation: {
    updateSettings: async (_, { input }, ctx) => {
      const { version, ...change } = input;
      const checked = checkSettings(change);
      if (checked.errors.length > 0) return refused({ settings: null }, checked.errors);
      // A change of the VAT rate or the legal identity may be held for approval (docs/approvals.md).
      const { result, approvalRequest } = await holdable(ctx, { kind: "VAT_IDENTITY", values: checked.value }, (gate) =>
        ctx.repos.settings.update(actor(ctx), version, checked.value, gate),
      );
      return { ...payload("settings", result), approvalRequest };
    },
    setMaintenanceMode: async (_, { input }, ctx) => payload("settings", await ctx.repos.settings.setMaintenanceMode(actor(ctx), input.version, input.enabled)),
    setRetention: async (_, { input }, ctx) => {
      const { version, ...periods } = input;
      const checked = checkRetention(periods);
      if (checked.errors.length > 0) return refused({ settings: null }, checked.errors);
      return payload("settings", await ctx.repos.settings.setRetention(actor(ctx), version, checked.value));
    },
  },
  ShopSettings: {
    id: () => "app",
    moderation: (s) => ({ requireApproval: s.requireApproval, autoRejectKeywords: s.autoRejectKeywords, notifyAuthorOnRejection: s.notifyAuthorOnRejection }),
    emails: (s) => s,
    retention: (s) => s.retention,
    seller: (s) => ({ ...s.seller, missing: missingSellerMentions(s.seller) }),
    updatedBy: (s, _, ctx) => (s.updatedBy ? ctx.loaders.user.load(s.updatedBy) : null),
  },
};

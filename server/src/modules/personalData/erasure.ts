/**
 * erasePersonalData and a customer's certificate (docs/personal-data.md). The typed confirmation
 * is checked before anything is read; the rest is the repository's (personalData/erasure).
 */
import type { Resolvers } from "../../generated/graphql";
import { isoDate } from "../../firestore/convert";
import { adminAuth } from "../../firebase";
import { CUSTOMER_COLLECTIONS } from "../../personalData/collections";
import { tallyKey, type ErasureRun } from "../../personalData/erasure/erasure";
import { checkErasureConfirmation } from "../../personalData/erasure/repository";
import { actor, refused } from "../../schema/mutationPayload";

/**
 * The certificate's lines: every collection that names a customer, in the export's order, with
 * zeros where the run found nothing (a certificate says « 0 messages » rather than leave it out).
 */
function linesOf(run: ErasureRun) {
  return CUSTOMER_COLLECTIONS.map(({ path, label }) => {
    const counts = run.counts[tallyKey(path)];
    return { collection: path, label, pseudonymised: counts?.pseudonymised ?? 0, deleted: counts?.deleted ?? 0, kept: counts?.kept ?? 0 };
  });
}

export const erasureResolvers: Resolvers = {
  Mutation: {
    erasePersonalData: async (_, { input }, ctx) => {
      const errors = checkErasureConfirmation(input.confirmation);
      if (errors.length) return refused({ erasure: null, user: null }, errors);
      const result = await ctx.repos.personalDataErasures.erase(actor(ctx), input.userId, { auth: adminAuth(), storage: ctx.storage });
      if (!result.ok) return refused({ erasure: null, user: null }, result.errors);
      ctx.loaders.user.clear(input.userId);
      return { erasure: result.value, user: await ctx.loaders.user.load(input.userId), userErrors: [] };
    },
  },
  User: {
    personalDataErasure: (user, _, ctx) => ctx.repos.personalDataErasures.get(user.uid),
  },
  PersonalDataErasure: {
    current: (erasure) => erasure,
    runs: (erasure) => erasure.history,
  },
  PersonalDataErasureRun: {
    startedAt: (run) => isoDate(run.startedAt)!,
    finishedAt: (run) => isoDate(run.finishedAt),
    startedBy: (run, _, ctx) => ctx.loaders.user.load(run.startedBy),
    lines: linesOf,
  },
};

import type { Resolvers } from "../../generated/graphql";
import { badUserInput } from "../../errors";
import { checkPeriod, monthsOf, previousPeriod } from "@atelier/domain/finances/period";
import { financeReport, SHARE_NAMES } from "@atelier/domain/finances/report";
import type { ShareTotal } from "@atelier/domain/finances/figures";

/** Shares with their record's current name (one batched getAll per kind, only the ids that sold). */
async function named(shares: ShareTotal[], load: (ids: string[]) => Promise<({ name: string } | null | Error)[]>, none: string) {
  const ids = shares.flatMap((s) => (s.id ? [s.id] : []));
  const records = ids.length ? await load(ids) : [];
  const names = new Map(ids.map((id, i) => [id, records[i]]));
  return shares.map((share) => {
    const record = share.id ? names.get(share.id) : null;
    const name = !share.id ? none : record && !(record instanceof Error) ? record.name : SHARE_NAMES.deleted;
    return { ...share, name };
  });
}

export const financeResolvers: Resolvers = {
  Query: {
    finances: async (_, { period: range }, ctx) => {
      // Both days are required here: a missing one is refused as an invalid date.
      const check = checkPeriod(range.from ?? "", range.to ?? "");
      if (!check.ok) throw badUserInput(check.message, check.field);
      const { period } = check;
      const months = monthsOf({ from: previousPeriod(period).from, to: period.to });
      const { days, vatRate, verification } = await ctx.loaders.calls.share("Query.finances", null, months, () => ctx.repos.finances.read(months));
      return { ...financeReport(days, period, vatRate), verification };
    },
  },
  FinanceReport: {
    revenueByProduct: (report, _, ctx) => named(report.revenueByProduct, (ids) => ctx.loaders.printingProduct.loadMany(ids), SHARE_NAMES.noProduct),
    revenueByDeliveryMethod: (report, _, ctx) =>
      named(report.revenueByDeliveryMethod, (ids) => ctx.loaders.deliveryMethod.loadMany(ids), SHARE_NAMES.noDeliveryMethod),
  },
};

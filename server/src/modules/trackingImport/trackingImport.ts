/**
 * importTrackingNumbers (docs/tracking-import.md): the request's own checks (French user errors,
 * nothing read), then each line's verdict from the orders as they are; a dry run stops there,
 * having written nothing, not even the key; an apply hands the lines to the bulk status change.
 */
import { shortOrderId } from "@atelier/domain/finances/refund";
import { checkImportRows } from "@atelier/domain/trackingImport/carrierFile";
import { countVerdicts, type TrackingImportLineRecord } from "@atelier/domain/trackingImport/verdicts";
import { inputField, required } from "@atelier/domain/userErrors";
import { applyLines } from "../../firestore/orders/trackingImport";
import type { OrderRecord } from "../../firestore/orders";
import type { Resolvers } from "../../generated/graphql";
import { checkIdempotencyKey } from "../../rules/idempotencyKey";
import { actor, refused } from "../../schema/mutationPayload";

const nothing = { lines: [], changed: [], toApply: 0, unchanged: 0, errors: 0 };

const answer = (lines: TrackingImportLineRecord[], changed: OrderRecord[]) => ({ lines, changed, ...countVerdicts(lines), userErrors: [] });

export const trackingImportResolvers: Resolvers = {
  Mutation: {
    importTrackingNumbers: async (_, { input }, ctx) => {
      const key = input.idempotencyKey ?? null;
      const errors = [
        ...checkImportRows(input.rows),
        ...(input.dryRun ? [] : key === null ? [required(inputField("idempotencyKey"), "La clé d’idempotence")] : checkIdempotencyKey(key)),
      ];
      if (errors.length) return refused(nothing, errors);
      const rows = input.rows.map(({ lineNumber, orderRef, trackingNumber, orderId }) => ({ lineNumber, orderRef, trackingNumber, orderId: orderId ?? null }));
      const lines = await ctx.repos.trackingImport.verdicts(rows);
      if (input.dryRun || key === null) return answer(lines, []);
      const uid = actor(ctx);
      const applied = await applyLines(lines, (moves, request) => ctx.repos.orders.changeStatuses(uid, moves, "shipped", request), key);
      if (!applied.ok) return refused(nothing, applied.errors);
      for (const order of applied.value.changed) ctx.loaders.order.clear(order.id);
      return answer(applied.value.lines, applied.value.changed);
    },
  },
  TrackingImportLine: {
    shortId: (line) => (line.orderId ? shortOrderId(line.orderId) : null),
  },
};

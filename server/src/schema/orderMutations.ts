/**
 * changeOrderStatus, addOrderNote, setOrderTrackingNumber: validate the input (French user
 * errors that change nothing), then one repository transaction each. The payload carries the
 * whole order, so the console's cache refreshes every screen that shows it.
 */
import type { Context } from "../context";
import type { OrderWriteResult } from "../firestore/orderWrites";
import type { Resolvers } from "../generated/graphql";
import { isOrderStatus } from "../rules/orderStatuses";

export const MAX_TRACKING_NUMBER_LENGTH = 64;
export const MAX_NOTE_LENGTH = 2000;

const actor = (ctx: Context) => {
  if (ctx.caller.kind !== "signedIn") throw new Error("access plugin lets only signed-in admins through");
  return ctx.caller.uid;
};

const payload = (result: OrderWriteResult) =>
  result.error
    ? { order: null, userErrors: [{ field: ["input", result.error.field], message: result.error.message, code: "INVALID" }] }
    : { order: result.order, userErrors: [] };

const userError = (field: string, message: string) => ({ order: null, userErrors: [{ field: ["input", field], message, code: "INVALID" }] });

export const orderMutationResolvers: Resolvers = {
  Mutation: {
    changeOrderStatus: async (_, { input }, ctx) => {
      // The enum map hands over the stored value ("paid"), whatever the generated type says.
      const status: unknown = input.status;
      if (!isOrderStatus(status)) return userError("status", "Statut de commande inconnu.");
      const result = await ctx.repos.orders.changeStatus(input.orderId, status, actor(ctx));
      if (result.order) ctx.loaders.order.clear(input.orderId);
      return payload(result);
    },

    addOrderNote: async (_, { input }, ctx) => {
      const text = input.text.trim();
      if (!text) return userError("text", "La note ne peut pas être vide.");
      if (text.length > MAX_NOTE_LENGTH) return userError("text", `La note ne peut pas dépasser ${MAX_NOTE_LENGTH} caractères.`);
      return payload(await ctx.repos.orders.addNote(input.orderId, text, actor(ctx)));
    },

    setOrderTrackingNumber: async (_, { input }, ctx) => {
      const trackingNumber = input.trackingNumber?.trim() || null;
      if (trackingNumber && trackingNumber.length > MAX_TRACKING_NUMBER_LENGTH) {
        return userError("trackingNumber", `Le numéro de suivi ne peut pas dépasser ${MAX_TRACKING_NUMBER_LENGTH} caractères.`);
      }
      return payload(await ctx.repos.orders.setTrackingNumber(input.orderId, trackingNumber, actor(ctx)));
    },
  },
};

/**
 * changeOrderStatus, addOrderNote, setOrderTrackingNumber: validate the input (French user
 * errors that change nothing), then one audited write each. The payload carries the whole
 * order, so the console's cache refreshes every screen that shows it.
 */
import type { Resolvers } from "../../generated/graphql";
import { isOrderStatus } from "@atelier/domain/orderStatuses";
import { MAX_TRACKING_NUMBER_LENGTH } from "@atelier/domain/orderStatusChange";
import { inputField, optionalText, requiredText, userError } from "@atelier/domain/userErrors";
import { actor, payload, refused } from "../../schema/mutationPayload";

export const MAX_NOTE_LENGTH = 2000;

export const orderMutationResolvers: Resolvers = {
  Mutation: {
    changeOrderStatus: async (_, { input }, ctx) => {
      // The enum map hands over the stored value ("paid"), whatever the generated type says.
      const status: unknown = input.status;
      if (!isOrderStatus(status)) return refused({ order: null }, [userError(inputField("status"), "Statut de commande inconnu.", "INVALID")]);
      const result = await ctx.repos.orders.changeStatus(actor(ctx), input.orderId, status);
      if (result.ok) ctx.loaders.order.clear(input.orderId);
      return payload("order", result);
    },

    addOrderNote: async (_, { input }, ctx) => {
      const text = requiredText(input.text, inputField("text"), "La note", MAX_NOTE_LENGTH);
      if (text.errors.length) return refused({ order: null }, text.errors);
      return payload("order", await ctx.repos.orders.addNote(actor(ctx), input.orderId, text.value));
    },

    setOrderTrackingNumber: async (_, { input }, ctx) => {
      const trackingNumber = optionalText(input.trackingNumber, inputField("trackingNumber"), "Le numéro de suivi", MAX_TRACKING_NUMBER_LENGTH);
      if (trackingNumber.errors.length) return refused({ order: null }, trackingNumber.errors);
      return payload("order", await ctx.repos.orders.setTrackingNumber(actor(ctx), input.orderId, trackingNumber.value));
    },
  },
};

/** The bell's reads and writes, and the preferences (docs/notifications.md); the caller is always the member concerned. */
import { APPROVER_PERMISSIONS } from "@atelier/domain/approvals/approvals";
import {
  checkPreferences,
  DEFAULT_NOTIFICATION_PREFERENCES,
  MAILED_BY_THEIR_FLOW,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KIND_PERMISSIONS,
  NOTIFICATION_KINDS,
  NOTIFICATIONS_SHOWN,
  type NotificationKind,
  type NotificationPreferences,
} from "@atelier/domain/notifications/memberNotifications";
import { memberPermissions, type Permission } from "@atelier/domain/staff/permissions";
import { inputField, userError } from "@atelier/domain/userErrors";
import type { Context } from "../../context";
import type { Resolvers } from "../../generated/graphql";
import { actor, refused } from "../../schema/mutationPayload";
import { WORK_QUEUE_PERMISSIONS } from "../savedViews/workQueues";

/** The permissions that let a member be told of a kind: any of them. */
const KIND_PERMISSIONS: Record<NotificationKind, readonly Permission[]> = {
  ...Object.fromEntries(Object.entries(NOTIFICATION_KIND_PERMISSIONS).map(([kind, permission]) => [kind, [permission]])),
  WORK_QUEUE_LATE: [...new Set(Object.values(WORK_QUEUE_PERMISSIONS))],
  APPROVAL_REQUESTED: APPROVER_PERMISSIONS,
} as unknown as Record<NotificationKind, readonly Permission[]>;

const bell = async (ctx: Context) => {
  const uid = actor(ctx);
  const [items, unreadCount] = await Promise.all([ctx.repos.memberNotifications.list(uid), ctx.repos.memberNotifications.unreadCount(uid)]);
  return { items, unreadCount };
};

/** The bell after a write, or the bell unchanged and the write's refusal. */
async function answer(ctx: Context, result: { ok: true; value: { more: boolean } | null } | { ok: false; errors: ReturnType<typeof userError>[] }) {
  return {
    notifications: await bell(ctx),
    more: result.ok ? (result.value?.more ?? false) : false,
    userErrors: result.ok ? [] : result.errors,
  };
}

async function preferencesOf(ctx: Context, preferences?: NotificationPreferences) {
  const record = await ctx.callerRecord();
  const held = memberPermissions(record);
  const stored = preferences ?? record?.notificationPreferences ?? DEFAULT_NOTIFICATION_PREFERENCES;
  return {
    ...stored,
    kinds: NOTIFICATION_KINDS.map((kind) => ({
      kind,
      label: NOTIFICATION_KIND_LABELS[kind],
      available: KIND_PERMISSIONS[kind].some((permission) => held.includes(permission)),
      mailable: !MAILED_BY_THEIR_FLOW.includes(kind),
    })),
  };
}

export const notificationResolvers: Resolvers = {
  Query: {
    myNotifications: (_, __, ctx) => bell(ctx),
    myNotificationPreferences: (_, __, ctx) => preferencesOf(ctx),
  },
  Mutation: {
    markNotificationsRead: async (_, { ids }, ctx) => {
      if (ids.length > NOTIFICATIONS_SHOWN) {
        return answer(ctx, { ok: false, errors: [userError(["ids"], `${NOTIFICATIONS_SHOWN} notifications au plus à la fois.`, "TOO_MANY")] });
      }
      return answer(ctx, await ctx.repos.memberNotifications.markRead(actor(ctx), ids));
    },
    removeNotification: async (_, { id }, ctx) => answer(ctx, await ctx.repos.memberNotifications.remove(actor(ctx), id)),
    clearNotifications: async (_, __, ctx) => answer(ctx, await ctx.repos.memberNotifications.clear(actor(ctx))),
    updateNotificationPreferences: async (_, { input }, ctx) => {
      const checked = checkPreferences({ inApp: input.inApp, mail: input.mail, orderCentsAtLeast: input.orderCentsAtLeast });
      if (checked.errors.length) {
        return refused(
          { preferences: null },
          checked.errors.map((e) => userError(inputField(e.field), e.message, e.field === "mail" ? "INVALID" : "OUT_OF_RANGE")),
        );
      }
      const result = await ctx.repos.notificationPreferences.update(actor(ctx), checked.value);
      if (!result.ok) return refused({ preferences: null }, result.errors);
      return { preferences: await preferencesOf(ctx, result.value), userErrors: [] };
    },
  },
};

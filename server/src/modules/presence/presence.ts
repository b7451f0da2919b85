/**
 * Who else is here (docs/live.md « Who else is here »): a record page says it is open
 * (visitRecord, then every HEARTBEAT_SECONDS), closed (leaveRecord), asks who else is on it
 * (recordPresence), and, when the feed says the record changed, who saved it (recordLastSave).
 * Each kind of record needs its page's permission (PRESENCE_KIND_PERMISSIONS): the fields declare
 * any of them (module.ts) and the resolvers refuse, before any read of their own, a kind the
 * caller's role lacks — the same FORBIDDEN as the access plugin's, from the caller's record it
 * already loaded.
 */
import { PRESENCE_AUDIT_TARGETS, PRESENCE_KIND_PERMISSIONS, saveSpan, type PresenceKind } from "@atelier/domain/live/presence";
import { memberPermissions } from "@atelier/domain/staff/permissions";
import type { Context } from "../../context";
import { permissionRefused } from "../../errors";
import type { Resolvers } from "../../generated/graphql";
import type { UserRecord } from "../../firestore/users/record";
import { actor } from "../../schema/mutationPayload";

export const presenceKindEnum = {
  PresenceRecordKind: {
    ORDER: "order",
    CUSTOMER: "customer",
    CONTACT_MESSAGE: "contactMessage",
    FEEDBACK: "feedback",
    CREATION: "creation",
  } satisfies Record<string, PresenceKind>,
};

/** A member as the other pages name them: first and last name, else their e-mail. */
export const memberName = (user: UserRecord | null | undefined | Error): string | null =>
  !user || user instanceof Error ? null : [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email || null;

const SOMEONE = "Un membre de l’équipe";

/** Refuses a kind of record the caller's role may not open (no read: the caller's record is the request's). */
async function allowed(ctx: Context, kind: PresenceKind): Promise<UserRecord | null> {
  const record = await ctx.callerRecord();
  const needed = PRESENCE_KIND_PERMISSIONS[kind];
  if (!memberPermissions(record).includes(needed)) throw permissionRefused([needed]);
  return record;
}

export const presenceResolvers: Resolvers = {
  Query: {
    recordPresence: async (_, args, ctx) => {
      const kind = args.kind as PresenceKind;
      await allowed(ctx, kind);
      return ctx.repos.presence.present(kind, args.id, actor(ctx));
    },
    recordLastSave: async (_, args, ctx) => {
      const kind = args.kind as PresenceKind;
      await allowed(ctx, kind);
      // Around the write the feed reported — it may have heard of it a minute late — else the last minute.
      const { from, to } = saveSpan(args.writtenAt ? new Date(args.writtenAt) : new Date());
      const { edges } = await ctx.repos.auditLog.page(
        { first: 1 },
        { actorUid: null, action: null, targetType: PRESENCE_AUDIT_TARGETS[kind], targetId: args.id, from, to },
      );
      const entry = edges[0]?.node;
      if (!entry?.at) return null;
      const me = actor(ctx);
      if (entry.actorUid === me) return { at: entry.at, memberName: memberName(await ctx.callerRecord()) ?? SOMEONE, byMe: true };
      const author = entry.actorUid ? await ctx.loaders.user.load(entry.actorUid).catch(() => null) : null;
      return { at: entry.at, memberName: memberName(author) ?? SOMEONE, byMe: false };
    },
  },
  Mutation: {
    visitRecord: async (_, args, ctx) => {
      const kind = args.kind as PresenceKind;
      const record = await allowed(ctx, kind);
      const uid = actor(ctx);
      await ctx.repos.presence.visit(kind, args.id, { uid, name: memberName(record) ?? SOMEONE });
      return ctx.repos.presence.present(kind, args.id, uid);
    },
    leaveRecord: async (_, args, ctx) => {
      const kind = args.kind as PresenceKind;
      await allowed(ctx, kind);
      return ctx.repos.presence.leave(kind, args.id, actor(ctx));
    },
  },
  PresentMember: {
    id: (m) => m.uid,
  },
};

/** undoChange and each entry's `undo` (docs/undo.md). */
import DataLoader from "dataloader";
import type { Resolvers } from "../../generated/graphql";
import { memberPermissions } from "@atelier/domain/staff/permissions";
import type { AuditRecord } from "../../firestore/auditLog";
import { entryRefusal, undoRuleOf } from "../../rules/auditUndo";
import { undoKeyOf, type UndoMarker } from "../../undo/undoMarkers";
import { actor } from "../../schema/mutationPayload";
import type { Repositories } from "../../firestore";
import { badUserInput } from "../../errors";

/** AuditEntry.undo as resolved: the state, and the change's undo record when it was undone. */
export interface AuditUndoParent {
  state: "REVERSIBLE" | "UNDONE" | "IRREVERSIBLE" | "ELSEWHERE";
  reason: string | null;
  effect: string | null;
  marker: UndoMarker | null;
}

/** The change's undo record, by the change's key, batched per request. */
export const undoMarkerLoader = (repos: Repositories) => new DataLoader((keys: readonly string[]) => repos.undo.markers(keys));

const keyOf = (entry: AuditRecord) => undoKeyOf(entry.actorUid, entry.changeId, entry.id);

/** The most entries `auditEntries` reads at once: the log's largest page. */
export const MAX_AUDIT_ENTRIES = 100;

export const undoResolvers: Resolvers = {
  Query: {
    auditEntries: async (_, { ids }, ctx) => {
      if (ids.length === 0 || ids.length > MAX_AUDIT_ENTRIES) throw badUserInput(`Donnez de 1 à ${MAX_AUDIT_ENTRIES} identifiants d’entrées.`, "ids");
      return ctx.repos.auditLog.getMany(ids);
    },
  },
  Mutation: {
    undoChange: async (_, { input }, ctx) => {
      const permissions = memberPermissions(await ctx.callerRecord());
      const result = await ctx.repos.undo.undo(actor(ctx), permissions, input.entryId);
      return result.ok
        ? { undone: result.value.undone, complete: result.value.complete, userErrors: [] }
        : { undone: 0, complete: false, userErrors: result.errors };
    },
  },
  AuditEntry: {
    changeId: (entry) => entry.changeId,
    undoOf: (entry) => entry.undoOf?.entryId ?? null,
    undo: async (entry, _, ctx) => {
      const rule = undoRuleOf(entry.action);
      const refusal = entryRefusal(entry);
      if (refusal) return { state: rule.kind === "elsewhere" ? "ELSEWHERE" : "IRREVERSIBLE", reason: refusal, effect: null, marker: null };
      const effect = rule.kind === "reversible" ? rule.effect : null;
      const marker: UndoMarker | null = await ctx.loaders.undoMarker.load(keyOf(entry));
      // A change larger than a page is UNDONE once its last page is.
      if (marker?.complete) return { state: "UNDONE", reason: null, effect, marker };
      return { state: "REVERSIBLE", reason: null, effect, marker: null };
    },
  },
  AuditUndo: {
    undoneBy: (undo, _, ctx) => (undo.marker ? ctx.loaders.user.load(undo.marker.undoneBy) : null),
    undoneAt: (undo) => undo.marker?.undoneAt ?? null,
  },
};

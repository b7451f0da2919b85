import { useCallback } from "react";
import { auth } from "../../app/firebase";
import { ModerateCreationsDocument, type CreationCardFragment, type ModerationDecision } from "../../gql/graphql";
import { useAdminMutation } from "../../ui/mutation/useAdminMutation";
import { notifyUndoable } from "../../ui/undo/undoChange";
import { useApolloClient } from "@apollo/client/react";
import { creationCountText } from "./creationLabels";
import { chunks } from "./selection";

/** The API decides at most 100 creations per call. */
const MAX_PER_CALL = 100;

const FAILURE_TITLE = "Décision non enregistrée";

/**
 * Approve or reject creations. The decision shows at once through an optimistic response (the
 * cards leave the "En attente" view); Apollo drops it if the call fails, which puts the cards
 * back, and an error toast says so — one per creation the server could not find.
 */
export function useModerateCreations() {
  const client = useApolloClient();
  const { run } = useAdminMutation(ModerateCreationsDocument, {
    payload: (data) => data.moderateCreations,
    refusal: FAILURE_TITLE,
    everyUserError: true,
    failure: FAILURE_TITLE,
  });

  return useCallback(
    async (creations: readonly CreationCardFragment[], decision: ModerationDecision, reason?: string) => {
      const moderatedAt = new Date().toISOString();
      const moderatedBy = auth.currentUser?.uid ?? null;
      let decided = 0;
      // The batches are one decision: « Annuler » undoes them together.
      const changeId = crypto.randomUUID();
      let undoEntryId: string | null = null;
      for (const batch of chunks(creations, MAX_PER_CALL)) {
        const { data, undoEntryId: entryId } = await run({
          changeId,
          variables: { input: { ids: batch.map((c) => c.id), decision, reason: reason ?? null } },
          optimisticResponse: {
            moderateCreations: {
              // The cards come from the cache, so the spread carries their __typename and id:
              // the optimistic layer updates the very Creation entries every screen reads.
              creations: batch.map((creation) => ({
                ...creation,
                moderation: {
                  ...creation.moderation,
                  isModerated: true,
                  status: decision === "APPROVE" ? ("APPROVED" as const) : ("REJECTED" as const),
                  reason: reason?.trim() || null,
                  moderatedAt,
                  moderatedBy,
                },
              })),
              userErrors: [],
            },
          },
        });
        // No answer at all (a failure): the next batches would most likely fail the same way.
        if (!data) break;
        undoEntryId ??= entryId ?? null;
        decided += data.moderateCreations.creations.length;
      }
      if (decided > 0) {
        const verb = decision === "APPROVE" ? "approuvée" : "refusée";
        notifyUndoable(client, "Modération enregistrée", `${creationCountText(decided)} ${verb}${decided > 1 ? "s" : ""}`, undoEntryId);
      }
      return decided;
    },
    [run, client],
  );
}

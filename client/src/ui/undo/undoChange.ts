/**
 * « Annuler » (docs/undo.md): asks the server to undo a change — the toast's, or an entry's of the
 * history — page after page for a change of more than 150 entries, then refreshes what the
 * screens show and says how it went. Never throws: a refusal (the record changed since, the kind
 * cannot be undone) is an error toast with the server's French reason.
 */
import type { ApolloClient } from "@apollo/client";
import { UndoChangeDocument } from "../../gql/graphql";
import { errorText } from "../errorText";
import { notify } from "../notify";

/** Pages of 150 entries: a bulk change of 500 orders is four; more means something is wrong. */
const MAX_PAGES = 20;

export type UndoOutcome = { ok: true; undone: number } | { ok: false; problem: string };

export async function undoChange(client: ApolloClient, entryId: string): Promise<UndoOutcome> {
  let undone = 0;
  try {
    for (let page = 0; page < MAX_PAGES; page++) {
      const { data } = await client.mutate({ mutation: UndoChangeDocument, variables: { input: { entryId } } });
      const payload = data?.undoChange;
      if (!payload) throw new Error("L’annulation n’a pas abouti. Réessayez.");
      if (payload.userErrors.length > 0) return refused(client, undone, payload.userErrors[0]!.message);
      undone += payload.undone;
      if (payload.complete) {
        await client.refetchQueries({ include: "active" });
        notify.success("Modification annulée", undone > 1 ? `${undone} enregistrements remis comme avant` : "L’enregistrement est remis comme avant");
        return { ok: true, undone };
      }
    }
    throw new Error("L’annulation n’a pas abouti. Réessayez.");
  } catch (error) {
    return refused(client, undone, errorText(error, "L’annulation n’a pas abouti. Réessayez."));
  }
}

async function refused(client: ApolloClient, undone: number, problem: string): Promise<UndoOutcome> {
  // Part of a large change may already be undone: what the screens show follows.
  if (undone > 0) await client.refetchQueries({ include: "active" }).catch(() => undefined);
  notify.error("Annulation impossible", problem);
  return { ok: false, problem };
}

/** The toast's « Annuler » for a change the server says may be undone. */
export const undoAction = (client: ApolloClient, entryId: string) => ({ label: "Annuler", onClick: () => void undoChange(client, entryId) });

/**
 * The success toast of a change made of several requests (a bulk change, a tracking import, a
 * moderation of many creations), all sent with one change id: « Annuler » undoes them together.
 */
export function notifyUndoable(client: ApolloClient, title: string, message: string, undoEntryId: string | null | undefined): void {
  notify.success(title, message, undoEntryId ? undoAction(client, undoEntryId) : undefined);
}

/** One change id per gesture, kept with what identifies it (a plan kept for retries keeps its id too). */
export function changeIdOf<K extends object>(ids: WeakMap<K, string>, gesture: K): string {
  let id = ids.get(gesture);
  if (!id) ids.set(gesture, (id = crypto.randomUUID()));
  return id;
}

/** How an audit entry reads in French: who, and each changed value (labels and vocabularies come from the server, rules/auditFields.ts). */
import { formatDateTime } from "../../ui/format";

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const BOOLEANS: Record<string, string> = { true: "oui", false: "non" };

/** A value as the API gives it (text, or JSON): instants in Paris time, booleans in French. */
export function displayChangeValue(value: string | null): string {
  if (value === null || value === "") return "vide";
  if (ISO_INSTANT.test(value)) return formatDateTime(value);
  return BOOLEANS[value] ?? value;
}

type Actor = { fullName?: string | null; email?: string | null } | null | undefined;

/** The administrator's name, else e-mail, else the uid of an account that no longer exists. */
export const actorName = (actor: Actor, actorUid: string) => actor?.fullName || actor?.email || `Compte supprimé (${actorUid})`;

type Named = { actorUid: string; actor?: { fullName?: string | null; email?: string | null } | null };

/**
 * The names the console knows for an entry's uid values (an assignee, a moderator): the
 * administrators it lists (`admins`, the log's filter options) and the entry's own actor.
 */
export function knownNames(entry: Named, admins: ReadonlyMap<string, string> = new Map()): ReadonlyMap<string, string> {
  const actor = entry.actor?.fullName || entry.actor?.email;
  return actor ? new Map([...admins, [entry.actorUid, actor]]) : admins;
}

import type { SessionUserFragment } from "../../gql/graphql";
import { personName } from "../../ui/person";

type Named = Pick<SessionUserFragment, "firstName" | "lastName" | "email">;

/** Spec §2: the full name if known, else the e-mail, else 'Admin'. */
export function adminDisplayName(user: Named | null | undefined): string {
  return personName(user, "Admin");
}

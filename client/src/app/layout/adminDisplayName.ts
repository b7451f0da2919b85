import type { SessionUserFragment } from "../../gql/graphql";

type Named = Pick<SessionUserFragment, "firstName" | "lastName" | "email">;

/** Spec §2: the full name if known, else the e-mail, else 'Admin'. */
export function adminDisplayName(user: Named | null | undefined): string {
  const fullName = [user?.firstName, user?.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  return fullName || user?.email || "Admin";
}

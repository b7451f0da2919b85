/**
 * The `Revision` type, shared by every record that keeps revisions (firestore/revisions/):
 * who saved it, and its fields as text for the console's diff.
 */
import type { Resolvers } from "../../generated/graphql";

const asText = (value: unknown): string | null => {
  if (value === null || value === undefined || value === "") return null;
  if (Array.isArray(value)) return value.length ? value.map(String).join(", ") : null;
  return typeof value === "object" ? JSON.stringify(value) : String(value);
};

export const revisionResolvers: Resolvers = {
  Revision: {
    savedBy: (revision, _, ctx) => (revision.savedBy ? ctx.loaders.user.load(revision.savedBy) : null),
    fields: (revision) => Object.entries(revision.data).map(([name, value]) => ({ name, value: asText(value) })),
  },
};

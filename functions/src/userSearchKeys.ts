import { onDocumentWritten } from "firebase-functions/v2/firestore";
import { db, refreshUserListFields, userListFieldsOutdated } from "@atelier/server";
import { pausable } from "./pausable";

/**
 * The storefront writes users (sign-up, profile, credit purchases) without the fields the user
 * list searches and filters by (docs/users.md): this trigger recomputes them after every write.
 * The event's document is checked first so that the usual case — a write that already carries
 * right fields, such as the API's or this trigger's own — costs no read and writes nothing.
 */
export const refreshUserSearchKeys = onDocumentWritten(
  { document: "users/{uid}", region: "europe-west1", retry: true, memory: "256MiB" },
  pausable(async (event) => {
    const after = event.data?.after;
    if (!after?.exists || !userListFieldsOutdated(after.data() ?? {})) return;
    await refreshUserListFields(db(), event.params.uid);
  }),
);

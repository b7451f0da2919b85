import { onDocumentCreated } from "firebase-functions/v2/firestore";
import { db, notifyApprovalRequested } from "@atelier/server";
import { pausable } from "./pausable";

/**
 * A write held for approval (approvalRequests/{id}, written by the API): the members who may decide
 * it find it in their bell, beside the mail the request already sends them (docs/notifications.md).
 * A trigger rather than the API's own request: telling the team reads the team, which is not the
 * cost of the member's write.
 */
export const notifyApprovalRequests = onDocumentCreated(
  { document: "approvalRequests/{id}", region: "europe-west1", retry: true, memory: "256MiB" },
  pausable(async (event) => {
    await notifyApprovalRequested(db(), event.params.id, event.data?.data());
  }),
);

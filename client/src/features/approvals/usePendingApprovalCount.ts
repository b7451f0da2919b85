/**
 * How many requests wait for a decision the member's role may give: the « Approbations » badge
 * of the sidebar. A count() polled every minute; the queue's decisions and the held writes
 * refetch it (refetchQueries: ["PendingApprovalCount"]).
 */
import { useQuery } from "@apollo/client/react";
import { APPROVER_PERMISSIONS } from "@atelier/domain/approvals/approvals";
import { useAuth } from "../../app/auth/AuthContext";
import { PendingApprovalCountDocument } from "../../gql/graphql";

export const PENDING_APPROVALS_POLL_MS = 60_000;

export function usePendingApprovalCount(): number | undefined {
  const { permissions } = useAuth();
  // A role that decides nothing has no badge (the server would answer 0).
  const skip = !APPROVER_PERMISSIONS.some((permission) => permissions.includes(permission));
  const { data } = useQuery(PendingApprovalCountDocument, { pollInterval: PENDING_APPROVALS_POLL_MS, fetchPolicy: "cache-and-network", skip });
  return data?.pendingApprovalCount;
}

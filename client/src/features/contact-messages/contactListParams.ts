/** The contact messages list's state in the URL: ?q=camille&status=NEW&period=7. */
import type { ContactMessageFilter, ContactMessageStatus } from "../../gql/graphql";
import { CONTACT_STATUSES, periodRange } from "../inbox/inboxLabels";

export const CONTACT_LIST_DEFAULTS = { q: "", status: "", period: "" };
export type ContactListParams = typeof CONTACT_LIST_DEFAULTS;

export function contactFilter(params: ContactListParams, now = new Date()): ContactMessageFilter {
  return {
    search: params.q.trim() || null,
    status: CONTACT_STATUSES.includes(params.status as ContactMessageStatus) ? (params.status as ContactMessageStatus) : null,
    period: periodRange(params.period, now),
  };
}

/** The contact messages list's state in the URL: ?q=camille&status=NEW&period=7. */
import type { ContactMessageFilter, ContactMessageStatus } from "../../gql/graphql";
import { CONTACT_STATUSES, periodRange } from "../inbox/inboxLabels";
import { setDayRangeQuery } from "../../ui/list/dayRange";

// `late=1`: the work queue « sans réponse depuis plus de 24 h » (docs/saved-views.md).
export const CONTACT_LIST_DEFAULTS = { q: "", status: "", period: "", late: "" };
/** `late` may be left out (the lists before the work queues wrote none). */
export type ContactListParams = Omit<typeof CONTACT_LIST_DEFAULTS, "late"> & { late?: string };

export function contactFilter(params: ContactListParams, now = new Date()): ContactMessageFilter {
  return {
    search: params.q.trim() || null,
    status: CONTACT_STATUSES.includes(params.status as ContactMessageStatus) ? (params.status as ContactMessageStatus) : null,
    period: periodRange(params.period, now),
    late: params.late === "1" || null,
  };
}

/** The same filter as query-string parameters of /export/contact-messages.csv, so the export is what the screen shows. */
export function contactExportQuery(params: ContactListParams, now = new Date()): string {
  const { period, ...filter } = contactFilter(params, now);
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value !== null && value !== undefined) query.set(key, String(value));
  setDayRangeQuery(query, period);
  return query.toString();
}

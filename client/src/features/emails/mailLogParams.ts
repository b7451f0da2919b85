/** The send log's URL parameters (state, template, recipient, Paris calendar days) → MailFilter. */
import type { MailDeliveryState, MailFilter } from "../../gql/graphql";
import { dayRangeParam } from "../../ui/list/dayRange";

export const MAIL_LOG_DEFAULTS = { tab: "journal", state: "", template: "", recipient: "", from: "", to: "" };
export type MailLogParams = typeof MAIL_LOG_DEFAULTS;

export const MAIL_STATES: Record<MailDeliveryState, { label: string; color: string }> = {
  PENDING: { label: "En attente", color: "gray" },
  PROCESSING: { label: "En cours", color: "blue" },
  RETRY: { label: "Relance demandée", color: "orange" },
  SUCCESS: { label: "Envoyé", color: "green" },
  ERROR: { label: "Échec", color: "red" },
};

const isState = (value: string): value is MailDeliveryState => value in MAIL_STATES;

export function mailFilter(params: MailLogParams): MailFilter {
  return {
    state: isState(params.state) ? params.state : null,
    templateName: params.template || null,
    recipient: params.recipient.trim() || null,
    period: dayRangeParam(params.from, params.to),
  };
}

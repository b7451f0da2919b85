/**
 * The mail repository: the templates and switches (templates.ts), the send log and its writes
 * (log.ts). Delivery itself is the function's (server/src/mail/delivery.ts); the changes that
 * send a mail enqueue it in their own transaction (enqueue.ts).
 */
import type { Firestore } from "firebase-admin/firestore";
import type { CostMeter } from "../cost";
import { mailLog } from "./log";
import { mailTemplates } from "./templates";

export * from "./record";
export type { EmailTemplateView } from "./templates";
export type { MailLogFilter } from "./log";

export function mailRepository(firestore: Firestore, meter: CostMeter) {
  return { ...mailTemplates(firestore, meter), ...mailLog(firestore, meter) };
}

/** The inbox counters' repository: `repos.inbox.counts` (the sidebar's badges). */
import type { Firestore } from "firebase-admin/firestore";
import type { CostMeter } from "../cost";
import { inboxCountersReader } from "./counters";

export type { InboxCounts } from "./counters";

export function inboxRepository(firestore: Firestore, meter: CostMeter) {
  return inboxCountersReader(firestore, meter);
}
